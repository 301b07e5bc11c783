import type { ServerHealth } from '@comanda/shared';
import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useServerHealth } from '../api/get-health';
import { useAfterPaint } from './use-after-paint';

type Status = ServerHealth['system'] | 'offline';
const severity: Status[] = ['healthy', 'degraded', 'critical', 'offline'];
const worst = (a: Status, b: Status) => (severity.indexOf(a) >= severity.indexOf(b) ? a : b);

/**
 * The server's own view of its health (SPEC §4 monitors), polled every 2 s once `enabled` (the
 * dashboard's figures drawn) and the screen painted.
 */
export function HealthWidget({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const painted = useAfterPaint();
  const health = useServerHealth(enabled && painted);
  const data = health.data;
  const status: Status =
    health.isError || !data ? 'offline' : worst(data.system, data.errors.status);
  return (
    <Card aria-label={t('admin.dashboard.health.title')}>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <Activity aria-hidden className="size-5" />
          {t('admin.dashboard.health.title')}
        </CardTitle>
        <Badge variant={status === 'healthy' ? 'success' : 'accent'}>
          {t(`admin.dashboard.health.status.${status}`)}
        </Badge>
      </CardHeader>
      {data && (
        <CardContent className="grid gap-1 text-sm text-muted-foreground">
          <p>{t('admin.dashboard.health.routes', data.routes)}</p>
          <p>{t('admin.dashboard.health.errors', { count: data.errors.perMinute })}</p>
        </CardContent>
      )}
    </Card>
  );
}
