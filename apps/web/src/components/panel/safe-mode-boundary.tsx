import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from './error-boundary';
import { StatusScreen } from '@/components/status-screen';
import { usePageFirstScreenGone } from '@/lib/page-first-screen';

/**
 * SPEC §2: a panel that crashes outside any module shows 'Sistema em Modo Seguro'. Both ways
 * out are full page loads: the crash may have left the app's memory in a bad state.
 */
export function SafeModeBoundary({
  name,
  dashboardPath,
  children,
}: {
  name: string;
  dashboardPath: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary name={name} fallback={() => <SafeModeScreen dashboardPath={dashboardPath} />}>
      {children}
    </ErrorBoundary>
  );
}

function SafeModeScreen({ dashboardPath }: { dashboardPath: string }) {
  const { t } = useTranslation();
  // Over the dashboard's server-drawn first screen (decision 097), which would hide it.
  usePageFirstScreenGone();
  return (
    <StatusScreen
      icon={<ShieldAlert aria-hidden className="size-14 text-destructive" />}
      title={t('panel.safeMode.title')}
      description={t('panel.safeMode.description')}
      actions={
        <>
          <Button variant="outline" onClick={() => window.location.assign(dashboardPath)}>
            {t('panel.safeMode.backToDashboard')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('panel.safeMode.reload')}</Button>
        </>
      }
    />
  );
}
