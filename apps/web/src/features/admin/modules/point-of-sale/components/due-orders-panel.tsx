import {
  applyTenders,
  formatCents,
  type CounterTenderMethod,
  type DueOnlineOrder,
} from '@comanda/shared';
import { Bike } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { formatReaisInput, parseReais } from '@/lib/money-input';
import { useShopEvents } from '@/lib/use-shop-events';
import { dueOrderKeys, useDueOrders, useSettleDueOrder } from '../api/due-orders';
import { CashReceivedField } from './cash-received-field';
import { TenderMethodSelect } from './tender-method-select';

/**
 * The online orders left "pagar na retirada/entrega" (issue #35, decision 085): who, how it
 * leaves, the total and the customer's "troco para"; "Receber" takes it in this register with
 * the method chosen, cash with its change (the server checks the change it computes).
 */
export function DueOrdersPanel({ registerId, onBack }: { registerId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const due = useDueOrders();
  useShopEvents(dueOrderKeys.list);
  const [selected, setSelected] = useState<string | null>(null);
  const order = due.data?.orders.find((candidate) => candidate.id === selected) ?? null;
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <h2 className="mr-auto text-xl font-bold">{t('pdv.due.title')}</h2>
        <Button variant="outline" onClick={onBack}>
          {t('pdv.tabs.back')}
        </Button>
      </div>
      {due.error ? (
        <ErrorState
          message={errorMessage(due.error, t('pdv.due.loadFailed'))}
          retrying={due.isFetching}
          onRetry={() => void due.refetch()}
        />
      ) : !due.data ? (
        <LoadingState label={t('pdv.due.loading')} />
      ) : order ? (
        <SettleForm order={order} registerId={registerId} onDone={() => setSelected(null)} />
      ) : due.data.orders.length === 0 ? (
        <EmptyState icon={Bike} title={t('pdv.due.empty')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {due.data.orders.map((open) => (
            <li key={open.id}>
              <DueOrderCard order={open} onReceive={() => setSelected(open.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DueOrderCard({ order, onReceive }: { order: DueOnlineOrder; onReceive: () => void }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="pdv-due-order">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t('pdv.due.order', { number: order.orderNumber })}
          <Badge variant="outline">{t(`pdv.due.fulfilment.${order.fulfilment}`)}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="font-medium">{order.customerName}</p>
        {order.bairro && <p className="text-sm text-muted-foreground">{order.bairro}</p>}
        <p className="text-sm">
          {t(`pdv.due.payment.${order.payment}`)}
          {order.trocoParaCents !== null &&
            ` · ${t('pdv.due.troco', { amount: formatCents(order.trocoParaCents) })}`}
        </p>
        <p className="flex justify-between font-semibold">
          <span>{t('pdv.due.total')}</span>
          <span className="tabular-nums">{formatCents(order.totalCents)}</span>
        </p>
        <Button onClick={onReceive}>{t('pdv.due.receive')}</Button>
      </CardContent>
    </Card>
  );
}

/** The settle's state: the method (the customer's choice first), the cash handed over. */
function useSettle(order: DueOnlineOrder, registerId: string, onDone: () => void) {
  const { t } = useTranslation();
  const settle = useSettleDueOrder();
  const [method, setMethod] = useState<CounterTenderMethod>(
    order.payment === 'dinheiro' ? 'cash' : 'card',
  );
  const [received, setReceived] = useState(
    formatReaisInput(order.trocoParaCents ?? order.totalCents),
  );
  const [error, setError] = useState<string | undefined>();
  const receivedCents = method === 'cash' ? parseReais(received) : order.totalCents;
  const outcome =
    receivedCents === null
      ? null
      : applyTenders(order.totalCents, [{ method, amountCents: receivedCents }]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome || receivedCents === null || outcome.problem) {
      setError(t('pdv.due.receivedTooLow'));
      return;
    }
    setError(undefined);
    settle.mutate(
      {
        orderId: order.id,
        registerId,
        tenders: [{ method, amountCents: receivedCents }],
        expectedChangeCents: outcome.changeCents,
      },
      {
        onSuccess: (paid) => {
          toast.success(
            paid.changeCents > 0
              ? t('pdv.due.paidChange', {
                  number: paid.orderNumber,
                  change: formatCents(paid.changeCents),
                })
              : t('pdv.due.paid', { number: paid.orderNumber }),
          );
          onDone();
        },
        onError: (failure) => toast.error(errorMessage(failure, t('pdv.due.failed'))),
      },
    );
  };
  return {
    method,
    setMethod,
    received,
    setReceived,
    error,
    submit,
    busy: settle.isPending,
  };
}

/** "Receber": the method and, for cash, what was handed over and its change. */
function SettleForm({
  order,
  registerId,
  onDone,
}: {
  order: DueOnlineOrder;
  registerId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { method, setMethod, received, setReceived, error, submit, busy } = useSettle(
    order,
    registerId,
    onDone,
  );
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle>
          {t('pdv.due.settleTitle', { number: order.orderNumber, name: order.customerName })}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <p className="flex justify-between text-lg font-bold">
            <span>{t('pdv.due.total')}</span>
            <span className="tabular-nums" data-testid="pdv-due-total">
              {formatCents(order.totalCents)}
            </span>
          </p>
          <div className="grid gap-2">
            <Label htmlFor="due-method">{t('pdv.due.method')}</Label>
            <TenderMethodSelect id="due-method" value={method} onValueChange={setMethod} />
          </div>
          {method === 'cash' && (
            <CashReceivedField
              label={t('pdv.due.received')}
              amountCents={order.totalCents}
              value={received}
              onValueChange={setReceived}
              error={error}
              changeTestId="pdv-due-change"
            />
          )}
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={onDone}>
              {t('pdv.choices.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('pdv.due.confirm', { total: formatCents(order.totalCents) })}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
