import { formatCents, type AwaitingPaymentOrder } from '@comanda/shared';
import { CircleCheck, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@comanda/shared';
import { errorMessage } from '@/lib/error-message';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-states';
import { useConfirmStaticPix } from '../api/confirm-static-pix';
import { useDecideDemoPayment } from '../api/decide-demo-payment';
import { awaitingPaymentPageSize, useAwaitingPayment } from '../api/list-awaiting-payment';
import { useShopEvents } from '@/lib/use-shop-events';
import { FiscalDisablements } from '../components/fiscal-disablements';
import { OrdersQueryView } from '../components/orders-query-view';
import { ShopOrders } from '../components/shop-orders';
import { TableCalls } from '../components/table-calls';
import { orderPaymentState, staffActions } from '../utils/payment-state';

/** Both lists (awaiting payment and every order) refresh on one invalidation. */
const ordersKey = ['admin', 'orders'] as const;
/** While the live stream is down, the list still refreshes this often. */
const fallbackRefetchMs = 10_000;

/**
 * /admin/pedidos: every order of the shop, live (decision 017), and first the kiosk's orders
 * still waiting for their money, where staff confirm a Pix paid to the shop's own key and
 * decide demo payments.
 */
export default function Orders() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const live = useShopEvents(ordersKey);
  const orders = useAwaitingPayment(page, live ? false : fallbackRefetchMs);
  const pages = orders.data
    ? Math.max(1, Math.ceil(orders.data.total / awaitingPaymentPageSize))
    : 1;

  return (
    <div className="grid max-w-6xl gap-6">
      <PageHeader
        title={t('admin.modules.orders')}
        description={t('admin.orders.description')}
        actions={live && <Badge variant="success">{t('admin.orders.live')}</Badge>}
      />
      <TableCalls />
      <h2 className="text-xl font-semibold">{t('admin.orders.awaitingTitle')}</h2>
      <OrdersQueryView
        query={orders}
        empty={
          <EmptyState
            icon={ReceiptText}
            title={t('admin.orders.empty')}
            description={t('admin.orders.emptyHint')}
          />
        }
      >
        {(items) => (
          <>
            <OrdersTable orders={items} />
            {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
          </>
        )}
      </OrdersQueryView>
      <ShopOrders refetchIntervalMs={live ? false : fallbackRefetchMs} />
      <FiscalDisablements />
    </div>
  );
}

/** Previous and next through the awaiting orders' pages. */
function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="flex items-center justify-end gap-3 text-sm">
      <span className="text-muted-foreground">{t('admin.orders.pageOf', { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.orders.previous')}
      </Button>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.orders.next')}
      </Button>
    </nav>
  );
}

function OrdersTable({ orders }: { orders: AwaitingPaymentOrder[] }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<AwaitingPaymentOrder | null>(null);
  const header = 'px-4 py-3 text-left font-medium text-muted-foreground';
  return (
    <Card className="overflow-x-auto p-0">
      <table className="w-full text-sm">
        <thead className="border-b border-border">
          <tr>
            <th className={header}>{t('admin.orders.columns.number')}</th>
            <th className={header}>{t('admin.orders.columns.time')}</th>
            <th className={`${header} text-right`}>{t('admin.orders.columns.total')}</th>
            <th className={header}>{t('admin.orders.columns.method')}</th>
            <th className={header}>{t('admin.orders.columns.status')}</th>
            <th className={`${header} text-right`}>{t('admin.orders.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} onConfirm={() => setConfirming(order)} />
          ))}
        </tbody>
      </table>
      <ConfirmPixDialog order={confirming} onClose={() => setConfirming(null)} />
    </Card>
  );
}

function OrderRow({ order, onConfirm }: { order: AwaitingPaymentOrder; onConfirm: () => void }) {
  const { t } = useTranslation();
  const state = orderPaymentState(order);
  const actions = staffActions(order);
  const cell = 'px-4 py-3 align-middle';
  return (
    <tr className="border-b border-border last:border-0" data-testid="awaiting-order">
      <th scope="row" className={`${cell} text-left text-base font-bold tabular-nums`}>
        {order.orderNumber}
      </th>
      <td className={`${cell} whitespace-nowrap`}>{formatDateTime(order.createdAt)}</td>
      <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>
        {formatCents(order.totalCents)}
      </td>
      <td className={cell}>
        {order.payment
          ? t(`admin.orders.methods.${order.payment.method}`)
          : t('admin.orders.methods.none')}
      </td>
      <td className={cell}>
        <span className="flex flex-wrap gap-1">
          <Badge variant={state === 'awaitingConfirmation' ? 'default' : 'secondary'}>
            {t(`admin.orders.states.${state}`)}
          </Badge>
          {order.payment?.demo && <Badge variant="outline">{t('admin.orders.demo')}</Badge>}
        </span>
      </td>
      <td className={`${cell} text-right`}>
        <span className="inline-flex flex-wrap justify-end gap-2">
          {actions.confirmPix && (
            <Button size="sm" onClick={onConfirm}>
              <CircleCheck aria-hidden />
              {t('admin.orders.confirm')}
            </Button>
          )}
          {actions.decideDemo && order.payment && (
            <DemoDecision orderNumber={order.orderNumber} paymentId={order.payment.id} />
          )}
        </span>
      </td>
    </tr>
  );
}

function DemoDecision({ orderNumber, paymentId }: { orderNumber: number; paymentId: string }) {
  const { t } = useTranslation();
  const decide = useDecideDemoPayment();
  const send = (outcome: 'approved' | 'rejected') =>
    decide.mutate(
      { paymentId, outcome },
      {
        onSuccess: () =>
          toast.success(
            t(outcome === 'approved' ? 'admin.orders.approved' : 'admin.orders.declinedToast', {
              number: orderNumber,
            }),
          ),
        onError: (error) => toast.error(errorMessage(error, t('admin.orders.decideFailed'))),
      },
    );
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={decide.isPending}
        onClick={() => send('approved')}
      >
        {t('admin.orders.approve')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive"
        disabled={decide.isPending}
        onClick={() => send('rejected')}
      >
        {t('admin.orders.decline')}
      </Button>
    </>
  );
}

/** Money the system cannot see arriving: staff confirm it only after checking the account. */
function ConfirmPixDialog({
  order,
  onClose,
}: {
  order: AwaitingPaymentOrder | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmStaticPix();
  const submit = () => {
    if (!order?.payment) return;
    confirm.mutate(order.payment.id, {
      onSuccess: () => {
        toast.success(t('admin.orders.confirmed', { number: order.orderNumber }));
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, t('admin.orders.confirmFailed'))),
    });
  };
  return (
    <ConfirmDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.orders.confirmTitle', { number: order?.orderNumber ?? '' })}
      description={t('admin.orders.confirmDescription', {
        total: formatCents(order?.totalCents ?? 0),
      })}
      pending={confirm.isPending}
      onConfirm={submit}
      confirmLabel={t('admin.orders.confirm')}
      pendingLabel={t('admin.orders.confirming')}
      icon={CircleCheck}
    />
  );
}
