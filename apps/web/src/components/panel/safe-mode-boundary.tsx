import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { ErrorBoundary } from './error-boundary';

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
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="justify-items-center gap-3">
          <ShieldAlert aria-hidden className="size-14 text-destructive" />
          <h1 className="text-2xl font-bold">{t('panel.safeMode.title')}</h1>
          <CardDescription>{t('panel.safeMode.description')}</CardDescription>
        </CardHeader>
        <CardFooter className="flex-wrap justify-center">
          <Button variant="outline" onClick={() => window.location.assign(dashboardPath)}>
            {t('panel.safeMode.backToDashboard')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('panel.safeMode.reload')}</Button>
        </CardFooter>
      </Card>
    </main>
  );
}
