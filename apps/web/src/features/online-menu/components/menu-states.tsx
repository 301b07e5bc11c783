import type { KioskMenu } from '@comanda/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { networkErrorMessage } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useMenu } from '@/lib/menu/get-menu';

/** The menu once loaded; meanwhile 'Carregando cardápio...', or the error with a retry. */
export function OnlineMenuGate({ children }: { children: (menu: KioskMenu) => ReactNode }) {
  const { data, error, refetch, isFetching } = useMenu();
  if (data) return children(data);
  if (!error) return <OnlineLoading />;
  return <ErrorBox error={error} retrying={isFetching} onRetry={() => void refetch()} />;
}

export function OnlineLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return <Loading label={label ?? t('onlineMenu.loading')} room="section" />;
}

/** A failure in the server's own words (SPEC §8), and a way to try again. */
export function ErrorBox({
  error,
  title,
  retrying = false,
  onRetry,
}: {
  error: unknown;
  title?: string;
  retrying?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/40 bg-background p-6 text-center"
    >
      <p className="font-bold">{title ?? t('kiosk.common.menuError')}</p>
      <p className="text-muted-foreground">{errorMessage(error, networkErrorMessage)}</p>
      {onRetry && (
        <Button size="lg" disabled={retrying} onClick={onRetry}>
          {t('kiosk.common.retry')}
        </Button>
      )}
    </div>
  );
}

/** An empty list: one calm sentence where the content would be. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border-2 border-dashed border-border bg-background px-6 py-12 text-center text-muted-foreground">
      {children}
    </p>
  );
}
