import { formatDateTime, orderChannelLabels } from '@comanda/shared';
import { LoaderCircle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { QueryView } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { useSimulateIfoodOrder, useUnmappedItems } from '../api/integrations';

/**
 * "Simular pedido iFood" (issue 34): in a shop in demo mode, the built-in demo iFood source
 * sends an order of the shop's products through the same import as a real one, so a newcomer
 * sees it reach the kitchen. Labelled as a demonstration, like the demo payments.
 */
export function IfoodSimulateCard() {
  const { t } = useTranslation();
  const simulate = useSimulateIfoodOrder();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {t('integrations.ifoodDemo.title')}
          <Badge variant="outline">{t('integrations.ifoodDemo.badge')}</Badge>
        </CardTitle>
        <CardDescription>{t('integrations.ifoodDemo.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        <Button
          type="button"
          disabled={simulate.isPending}
          onClick={() =>
            simulate.mutate(undefined, {
              onError: (caught) =>
                toast.error(errorMessage(caught, t('integrations.ifoodDemo.failed'))),
            })
          }
        >
          {simulate.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Send aria-hidden />
          )}
          {t('integrations.ifoodDemo.simulate')}
        </Button>
        {simulate.data && (
          <p role="status" className="text-sm">
            {t('integrations.ifoodDemo.sent', { number: simulate.data.orderNumber })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** "Itens sem vínculo": marketplace items no product's code matches; they reach the kitchen as text. */
export function UnmappedItemsCard() {
  const { t } = useTranslation();
  const items = useUnmappedItems();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('integrations.unmapped.title')}</CardTitle>
        <CardDescription>{t('integrations.unmapped.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={items}
          loading={t('integrations.unmapped.loading')}
          failed={t('integrations.unmapped.loadFailed')}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('integrations.unmapped.none')}</p>
            ) : (
              <ul className="grid gap-2" aria-label={t('integrations.unmapped.title')}>
                {list.map((item) => (
                  <li
                    key={`${item.channel}-${item.externalCode}-${item.name}`}
                    className="flex flex-wrap items-center justify-between gap-2 text-sm"
                  >
                    <span>
                      <Badge variant="outline">{orderChannelLabels[item.channel]}</Badge>{' '}
                      {item.name}{' '}
                      <span className="text-muted-foreground">
                        {item.externalCode
                          ? t('integrations.unmapped.code', { code: item.externalCode })
                          : t('integrations.unmapped.noCode')}
                      </span>
                    </span>
                    <span className="text-muted-foreground">
                      {t('integrations.unmapped.seen', {
                        count: item.timesSeen,
                        date: formatDateTime(item.lastSeenAt),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}
