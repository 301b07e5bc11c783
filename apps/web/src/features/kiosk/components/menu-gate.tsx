import type { KioskMenu } from '@comanda/shared';
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { networkErrorMessage } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useMenu } from '@/lib/menu/get-menu';

/**
 * Renders a kiosk step once the menu is in memory. Normally it already is (the welcome screen
 * loads it), so this only shows after a reload on a deeper screen or when the server is down.
 */
export function MenuGate({ children }: { children: (menu: KioskMenu) => ReactNode }) {
  const { t } = useTranslation();
  const { data, error, refetch, isFetching } = useMenu();

  if (data) return children(data);
  if (!error) return <LoadingScreen label={t('app.loading')} />;
  return (
    <main
      role="alert"
      className="flex min-h-kiosk flex-col items-center justify-center gap-6 bg-muted/40 p-8 text-center"
    >
      <CloudOff aria-hidden className="size-20 text-muted-foreground" />
      <h1 className="text-3xl font-bold lg:text-4xl">{t('kiosk.common.menuError')}</h1>
      <p className="text-xl text-muted-foreground">{errorMessage(error, networkErrorMessage)}</p>
      <Button size="kiosk" disabled={isFetching} onClick={() => void refetch()}>
        {t('kiosk.common.retry')}
      </Button>
    </main>
  );
}
