import {
  fiscalNoteStatusLabels,
  formatCents,
  formatDateTime,
  formatTaxId,
  orderChannelLabels,
  orderChannels,
  orderFulfilmentLabels,
  orderStageLabels,
  orderStages,
  type AdminOrderSummary,
  type AdminOrdersQuery,
  type FiscalNoteView,
  type OrderStage,
} from '@comanda/shared';
import { Ban, Printer, ReceiptText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ChannelBadge, showsFulfilment } from '@/components/channel-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { EmptyState, LoadingState } from '@/components/query-states';
import { errorMessage } from '@/lib/error-message';
import { adminPaths } from '@/features/admin/admin-paths';
import {
  useCancelFiscalNote,
  useCancelOrder,
  useMoveOrderStage,
  useOrderFiscalNote,
  useRetryFiscalNote,
  useReprintOrder,
  useShopOrder,
  useShopOrders,
} from '../api/shop-orders';
import { useIfoodOrderState, type MarketplacePlatform } from '../api/ifood-order';
import { IfoodCancelForm, IfoodOrderStatus } from './ifood-order-panel';
import { OrderPayerNotes } from './order-payer-notes';
import { OrdersQueryView } from './orders-query-view';

const paymentStatuses = ['pending', 'paid', 'failed', 'canceled', 'expired'] as const;

/** Every order of the shop, newest first, with filters and each order's detail and actions. */
export function ShopOrders({ refetchIntervalMs }: { refetchIntervalMs: number | false }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AdminOrdersQuery>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const orders = useShopOrders(filters, refetchIntervalMs);
  const set = (key: keyof AdminOrdersQuery) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value || undefined }));

  return (
    <section className="grid gap-4" aria-labelledby="shop-orders-title">
      <h2 id="shop-orders-title" className="text-xl font-semibold">
        {t('admin.orders.all.title')}
      </h2>
      <OrderFilters set={set} />
      <OrdersQueryView
        query={orders}
        empty={<EmptyState icon={ReceiptText} title={t('admin.orders.all.empty')} />}
      >
        {(items) => (
          <Card className="divide-y divide-border p-0">
            {items.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                open={openId === order.id}
                onToggle={() => setOpenId(openId === order.id ? null : order.id)}
              />
            ))}
          </Card>
        )}
      </OrdersQueryView>
    </section>
  );
}

/** The list's filters: number, dates, stage, payment, method and channel ('Canal'). */
function OrderFilters({ set }: { set: (key: keyof AdminOrdersQuery) => (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-7">
      <Input
        aria-label={t('admin.orders.all.number')}
        placeholder={t('admin.orders.all.number')}
        inputMode="numeric"
        onChange={(event) => set('number')(event.target.value.replace(/\D/g, ''))}
      />
      <Input
        type="date"
        aria-label={t('admin.orders.all.from')}
        onChange={(e) => set('from')(e.target.value)}
      />
      <Input
        type="date"
        aria-label={t('admin.orders.all.to')}
        onChange={(e) => set('to')(e.target.value)}
      />
      <NativeSelect
        aria-label={t('admin.orders.all.stage')}
        onChange={(e) => set('stage')(e.target.value)}
      >
        <option value="">{t('admin.orders.all.anyStage')}</option>
        {orderStages.map((stage) => (
          <option key={stage} value={stage}>
            {orderStageLabels[stage]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t('admin.orders.all.payment')}
        onChange={(e) => set('paymentStatus')(e.target.value)}
      >
        <option value="">{t('admin.orders.all.anyPayment')}</option>
        {paymentStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`admin.orders.paymentStatuses.${status}`)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t('admin.orders.all.method')}
        onChange={(e) => set('method')(e.target.value)}
      >
        <option value="">{t('admin.orders.all.anyMethod')}</option>
        <option value="pix">{t('admin.orders.methods.pix')}</option>
        <option value="card">{t('admin.orders.methods.card')}</option>
        <option value="cash">{t('admin.orders.methods.cash')}</option>
        <option value="split">{t('admin.orders.methods.split')}</option>
      </NativeSelect>
      <NativeSelect
        aria-label={t('admin.orders.all.channel')}
        onChange={(e) => set('channel')(e.target.value)}
      >
        <option value="">{t('admin.orders.all.anyChannel')}</option>
        {orderChannels.map((channel) => (
          <option key={channel} value={channel}>
            {orderChannelLabels[channel]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** One order: its summary line, and its detail once opened. */
function OrderRow({
  order,
  open,
  onToggle,
}: {
  order: AdminOrderSummary;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="shop-order" data-order-number={order.orderNumber}>
      <button
        type="button"
        className="grid w-full grid-cols-[4rem_1fr_auto] items-center gap-3 px-4 py-3 text-left hover:bg-muted/50"
        aria-expanded={open}
        onClick={onToggle}
      >
        <span className="text-lg font-bold tabular-nums">{order.orderNumber}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm">
          {formatDateTime(order.createdAt)}
          <ChannelBadge channel={order.channel} className="text-xs" />
          {order.customerName && <span className="font-medium">{order.customerName}</span>}
          {showsFulfilment(order) && (
            <Badge variant="outline" data-testid="order-type">
              {orderFulfilmentLabels[order.fulfilment]}
            </Badge>
          )}
          <StageBadge order={order} />
          <Badge variant="outline">
            {t(`admin.orders.paymentStatuses.${order.paymentStatus}`)}
          </Badge>
          {order.manualRefundPending && (
            <Badge variant="default">{t('admin.orders.all.manualRefund')}</Badge>
          )}
          {order.refundedAt && (
            <Badge variant="success" data-testid="order-refunded">
              {t('admin.orders.all.refunded')}
            </Badge>
          )}
        </span>
        <span className="font-semibold tabular-nums">{formatCents(order.totalCents)}</span>
      </button>
      {open && <OrderDetail orderId={order.id} />}
    </div>
  );
}

function StageBadge({ order }: { order: AdminOrderSummary }) {
  if (!order.stage) return null;
  return (
    <Badge variant={order.stage === 'ready' ? 'success' : 'secondary'} data-testid="order-stage">
      {orderStageLabels[order.stage]}
    </Badge>
  );
}

const movableStages = ['received', 'preparing', 'ready', 'delivered'] as const;

/**
 * The order's NFC-e, when the shop emits: its number, status and the SEFAZ's reason; once
 * the order is canceled, how its cancel went, and a retry when the note is still valid.
 */
export function FiscalNoteStatus({
  orderId,
  orderCanceled,
}: {
  orderId: string;
  orderCanceled: boolean;
}) {
  const { t } = useTranslation();
  const note = useOrderFiscalNote(orderId);
  if (!note.data) return null;
  const { number, series, status, xMotivo, accessKey } = note.data;
  const { cancelRequestedAt, cancelXMotivo, cancelProtocol } = note.data;
  const cancelOpen = orderCanceled && status !== 'canceled';
  return (
    <div data-testid="fiscal-note" className="grid gap-1">
      <p>
        {t('admin.orders.all.fiscalNote', {
          number,
          series,
          status: fiscalNoteStatusLabels[status],
        })}
      </p>
      {accessKey && <p className="break-all font-mono text-xs">{accessKey}</p>}
      {(status === 'authorised' || status === 'contingency') && (
        <a
          href={`/api/admin/orders/${orderId}/danfe`}
          target="_blank"
          rel="noreferrer"
          className="font-medium underline underline-offset-4"
        >
          {t('admin.orders.all.danfe')}
        </a>
      )}
      {!['authorised', 'canceled'].includes(status) && xMotivo && <p>{xMotivo}</p>}
      {!orderCanceled && (status === 'failed' || status === 'rejected') && (
        <RetryFiscalNoteButton orderId={orderId} />
      )}
      <SubstitutionStatus orderId={orderId} note={note.data} />
      {cancelProtocol && (
        <p>{t('admin.orders.all.fiscalCancelProtocol', { protocol: cancelProtocol })}</p>
      )}
      {cancelOpen && cancelRequestedAt && (
        <p className={cancelXMotivo ? 'text-destructive' : undefined}>
          {cancelXMotivo
            ? t('admin.orders.all.fiscalCancelFailed', { reason: cancelXMotivo })
            : t('admin.orders.all.fiscalCanceling')}
        </p>
      )}
      {cancelOpen && status === 'authorised' && (!cancelRequestedAt || cancelXMotivo) && (
        <CancelFiscalNoteForm orderId={orderId} />
      )}
    </div>
  );
}

/**
 * A contingency note whose normal twin (same number, tpEmis 1) the SEFAZ authorised too, its
 * answer lost (decisions 061, 080): the twin's key and the 110112's protocol, or why the event
 * is still owed, with a retry.
 */
function SubstitutionStatus({ orderId, note }: { orderId: string; note: FiscalNoteView }) {
  const { t } = useTranslation();
  const { replacedNumber, replacedKey, substitutedAt, substitutionProtocol } = note;
  const { substitutionXMotivo } = note;
  if (replacedNumber === null) return null;
  if (substitutedAt) {
    return (
      <p data-testid="fiscal-substituted">
        {t('admin.orders.all.fiscalSubstituted', {
          number: replacedNumber,
          key: replacedKey ?? '-',
          protocol: substitutionProtocol ?? '-',
        })}
      </p>
    );
  }
  if (note.status !== 'authorised') return null;
  return (
    <>
      {substitutionXMotivo && (
        <p className="text-destructive">
          {t('admin.orders.all.fiscalSubstitutionPending', {
            number: replacedNumber,
            reason: substitutionXMotivo,
          })}
        </p>
      )}
      <RetryFiscalNoteButton
        orderId={orderId}
        label={t('admin.orders.all.fiscalSubstitutionRetry', { number: replacedNumber })}
      />
    </>
  );
}

/**
 * Emit again a note that failed or was rejected, once its cause (a product's NCM...) is fixed;
 * or send the owed cancel by substitution of its normal twin (`label` says so).
 */
function RetryFiscalNoteButton({
  orderId,
  label,
}: {
  orderId: string;
  label?: string | undefined;
}) {
  const { t } = useTranslation();
  const retry = useRetryFiscalNote();
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        disabled={retry.isPending}
        onClick={() =>
          retry.mutate(orderId, {
            onError: (error) =>
              toast.error(errorMessage(error, t('admin.orders.all.actionFailed'))),
          })
        }
      >
        {retry.isPending
          ? t('admin.orders.all.fiscalRetrying')
          : (label ?? t('admin.orders.all.fiscalRetry'))}
      </Button>
    </div>
  );
}

/** Cancel the note again (the SEFAZ refused, or was away), with a 15-255 character reason. */
function CancelFiscalNoteForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const cancel = useCancelFiscalNote();
  return (
    <ReasonForm
      label={t('admin.orders.all.fiscalCancelReason')}
      lengths={{ minLength: 15, maxLength: 255 }}
      pending={cancel.isPending}
      onSubmit={(reason, onError) => cancel.mutate({ orderId, reason }, { onError })}
    >
      {t('admin.orders.all.fiscalCancel')}
    </ReasonForm>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const detail = useShopOrder(orderId);
  if (detail.isPending) return <LoadingState label={t('admin.orders.loading')} />;
  if (detail.isError) {
    return (
      <p className="px-4 py-3 text-destructive">
        {errorMessage(detail.error, t('admin.orders.loadFailed'))}
      </p>
    );
  }
  const { order, jobs } = detail.data;
  const canceled = order.stage === 'canceled' || order.paymentStatus === 'canceled';

  return (
    <div className="grid gap-4 bg-muted/30 px-4 py-4 text-sm">
      <OrderLines order={order} />
      {order.notes && <p className="italic">{order.notes}</p>}
      <p>
        {t('admin.orders.all.paidWith', {
          method: order.method
            ? t(`admin.orders.methods.${order.method as 'pix' | 'card' | 'cash' | 'split'}`)
            : '—',
        })}
      </p>
      {order.customerCpf && (
        <p>{t('admin.orders.all.customerCpf', { cpf: formatTaxId(order.customerCpf) })}</p>
      )}
      {order.externalCode && (
        <p>
          {t('admin.orders.all.externalCode', {
            channel: orderChannelLabels[order.channel],
            code: order.externalCode,
          })}
        </p>
      )}
      {order.customerPhone && (
        <p>{t('admin.orders.all.customerPhone', { phone: order.customerPhone })}</p>
      )}
      {order.deliveryAddress && (
        <p>{t('admin.orders.all.deliveryAddress', { address: order.deliveryAddress })}</p>
      )}
      <FiscalNoteStatus orderId={order.id} orderCanceled={order.paymentStatus === 'canceled'} />
      <OrderPayerNotes orderId={order.id} />
      {order.cancelReason && (
        <p>{t('admin.orders.all.cancelReason', { reason: order.cancelReason })}</p>
      )}
      <OrderTimeline order={order} jobs={jobs} />
      <OrderActions order={order} canceled={canceled} />
      <OrderCancel order={order} canceled={canceled} />
    </div>
  );
}

type OrderDetailData = NonNullable<ReturnType<typeof useShopOrder>['data']>;

/** What was ordered: each line with its extras, removals and notes. */
function OrderLines({ order }: { order: OrderDetailData['order'] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2">
      {order.lines.map((line, index) => (
        <li key={index}>
          <span className="font-semibold">
            {line.quantity}x {line.name}
          </span>{' '}
          <span className="tabular-nums">{formatCents(line.unitPriceCents * line.quantity)}</span>
          {line.extras.length > 0 && <p>+ {line.extras.join(', ')}</p>}
          {line.removals.map((removal) => (
            <p key={removal}>{t('admin.orders.all.without', { name: removal })}</p>
          ))}
          {line.notes && <p className="italic">{line.notes}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The order's stage changes and its print jobs. */
function OrderTimeline({ order, jobs }: OrderDetailData) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <h3 className="font-semibold">{t('admin.orders.all.history')}</h3>
        <ol className="grid gap-1">
          {order.history.map((change, index) => (
            <li key={index}>
              {formatDateTime(change.at)} · {orderStageLabels[change.stage]} · {change.actor}
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="font-semibold">{t('admin.orders.all.prints')}</h3>
        <ul className="grid gap-1">
          {jobs.map((job) => (
            <li key={job.id}>
              {job.printerName} · {t(`admin.orders.all.printKinds.${job.kind}`)}
              {job.copy > 1 && ` · ${t('admin.orders.all.reprint')}`} ·{' '}
              {t(`admin.orders.all.printStatuses.${job.status}`)}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** Reprints of a paid order, and moves to the other stages of one not canceled. */
function OrderActions({ order, canceled }: { order: OrderDetailData['order']; canceled: boolean }) {
  const { t } = useTranslation();
  const reprint = useReprintOrder();
  const move = useMoveOrderStage();
  const orderId = order.id;
  const failed = (error: Error) =>
    toast.error(errorMessage(error, t('admin.orders.all.actionFailed')));
  return (
    <div className="flex flex-wrap gap-2">
      {order.channel === 'cardapio_digital' &&
        order.paymentStatus === 'pending' &&
        order.stage &&
        !canceled && (
          // Paid on pickup or delivery: taken in the operator's register (decision 085).
          <Button asChild size="sm">
            <Link to={`${adminPaths.pdv}?receber=1`}>{t('admin.orders.all.receiveAtPdv')}</Link>
          </Button>
        )}
      {order.paymentStatus === 'paid' &&
        (['customer', 'kitchen'] as const).map((kind) => (
          <Button
            key={kind}
            size="sm"
            variant="outline"
            disabled={reprint.isPending}
            onClick={() =>
              reprint.mutate(
                { orderId, kind },
                {
                  onSuccess: () => toast.success(t('admin.orders.all.reprinted')),
                  onError: failed,
                },
              )
            }
          >
            <Printer aria-hidden />
            {t(`admin.orders.all.reprintKinds.${kind}`)}
          </Button>
        ))}
      {order.stage &&
        !canceled &&
        movableStages
          .filter((stage) => stage !== order.stage)
          .map((stage: Exclude<OrderStage, 'canceled'>) => (
            <Button
              key={stage}
              size="sm"
              variant="outline"
              disabled={move.isPending}
              onClick={() => move.mutate({ orderId, stage }, { onError: failed })}
            >
              {t('admin.orders.all.moveTo', { stage: orderStageLabels[stage] })}
            </Button>
          ))}
    </div>
  );
}

const platformOf = (channel: OrderDetailData['order']['channel']): MarketplacePlatform | null =>
  channel === 'ifood' ? 'ifood' : channel === 'open_delivery' ? 'open-delivery' : null;

/**
 * The order's cancel: a marketplace order's goes through its platform (iFood's or Open
 * Delivery's reasons, then the platform's answer), with its confirmation state; any other
 * order's (and a demo iFood order's) is Comanda's own.
 */
function OrderCancel({ order, canceled }: { order: OrderDetailData['order']; canceled: boolean }) {
  const platform = platformOf(order.channel);
  const marketplace = useIfoodOrderState(order.id, platform !== null, platform ?? 'ifood');
  if (platform && (marketplace.isPending || marketplace.isError)) return null;
  const state = marketplace.data;
  if (!platform || !state) return canceled ? null : <CancelOrderForm orderId={order.id} />;
  return (
    <>
      <IfoodOrderStatus
        orderId={order.id}
        state={state}
        orderCanceled={canceled}
        platform={platform}
      />
      {!canceled && !state.canceledAt && <IfoodCancelForm orderId={order.id} platform={platform} />}
    </>
  );
}

/** Cancels the order, with the reason given. */
function CancelOrderForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  return (
    <ReasonForm
      label={t('admin.orders.all.reason')}
      className="text-destructive"
      pending={cancel.isPending}
      onSubmit={(reason, onError) =>
        cancel.mutate(
          { orderId, reason },
          { onSuccess: () => toast.success(t('admin.orders.all.canceled')), onError },
        )
      }
    >
      <Ban aria-hidden />
      {t('admin.orders.all.cancel')}
    </ReasonForm>
  );
}

/** A one-line reason and the button that sends it; a failure says why in a toast. */
function ReasonForm({
  label,
  lengths,
  className,
  pending,
  onSubmit,
  children,
}: {
  label: string;
  lengths?: { minLength: number; maxLength: number };
  className?: string;
  pending: boolean;
  onSubmit: (reason: string, onError: (error: unknown) => void) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <form
      className="grid gap-2 sm:grid-cols-[1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(reason, (error) =>
          toast.error(errorMessage(error, t('admin.orders.all.actionFailed'))),
        );
      }}
    >
      <Textarea
        aria-label={label}
        placeholder={label}
        rows={1}
        {...lengths}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="outline" className={className} disabled={pending}>
        {children}
      </Button>
    </form>
  );
}
