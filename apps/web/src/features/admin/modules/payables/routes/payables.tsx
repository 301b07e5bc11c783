import {
  addDays,
  addMonthsClamped,
  businessDateOf,
  businessMonthToDate,
  formatCents,
  formatShortDay,
  payableCategoryLabels,
  type Payable,
  type PayablesPage,
} from '@comanda/shared';
import { AlertTriangle, Ban, Check, CheckCircle2, Clock, Plus, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { DateConfirmDialog } from '@/components/date-confirm-dialog';
import { ChoiceField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { PeriodFilterCard } from '@/components/period-fields';
import { EmptyState, QueryView } from '@/components/query-states';
import { StatCard } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription } from '@/components/ui/card';
import { usePeriodDraft } from '@/hooks/use-period-draft';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { usePayables, useSettlePayable, type PayableStatusFilter } from '../api/payables';
import { PayableForm } from '../components/payable-form';

const statuses: PayableStatusFilter[] = ['all', 'open', 'overdue', 'paid', 'canceled'];

/** /admin/contas-pagar: the shop's bills by due date; overdue ones stand out. */
export default function Payables() {
  const { t } = useTranslation();
  // This month, first to last day: bills due later in the month are what the owner plans for.
  const { draft, setDraft, period, errors } = usePeriodDraft(() => {
    const { from } = businessMonthToDate(new Date());
    return { from, to: addDays(addMonthsClamped(from, 1), -1) };
  });
  const [status, setStatus] = useState<PayableStatusFilter>('all');
  const [adding, setAdding] = useState(false);
  const page = usePayables({ ...period, status });

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('admin.modules.payables')}
        description={t('admin.payables.description')}
        actions={
          !adding && (
            <Button type="button" onClick={() => setAdding(true)}>
              <Plus aria-hidden />
              {t('admin.payables.new')}
            </Button>
          )
        }
      />
      {adding && <PayableForm onDone={() => setAdding(false)} />}
      <PeriodFilterCard
        draft={draft}
        setDraft={setDraft}
        errors={errors}
        labels={{ from: t('admin.payables.from'), to: t('admin.payables.to') }}
      >
        <div className="w-44">
          <ChoiceField
            label={t('admin.payables.status')}
            choices={statuses}
            value={status}
            onChoose={setStatus}
            labelOf={(value) => t(`admin.payables.statuses.${value}`)}
          />
        </div>
      </PeriodFilterCard>
      <QueryView
        query={page}
        loading={t('admin.payables.loading')}
        failed={t('admin.payables.loadFailed')}
      >
        {(data) => <PayablesContent page={data} />}
      </QueryView>
    </div>
  );
}

function PayablesContent({ page }: { page: PayablesPage }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title={t('admin.payables.cards.open')}
          value={formatCents(page.totals.openCents)}
          hint={t('admin.payables.cards.openHint')}
          icon={Clock}
        />
        <StatCard
          title={t('admin.payables.cards.overdue')}
          value={formatCents(page.totals.overdueCents)}
          hint={t('admin.payables.cards.overdueHint')}
          icon={AlertTriangle}
        />
        <StatCard
          title={t('admin.payables.cards.paid')}
          value={formatCents(page.totals.paidCents)}
          hint={t('admin.payables.cards.paidHint')}
          icon={CheckCircle2}
        />
      </div>
      {page.payables.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title={t('admin.payables.empty')}
          description={t('admin.payables.emptyHint')}
        />
      ) : (
        <div className="grid content-start gap-2">
          {page.more && (
            <CardDescription role="status">
              {t('admin.payables.more', { shown: page.payables.length, count: page.totals.count })}
            </CardDescription>
          )}
          <PayablesTable rows={page.payables} />
        </div>
      )}
    </>
  );
}

function StatusBadge({ payable }: { payable: Payable }) {
  const { t } = useTranslation();
  if (payable.overdue) {
    return (
      <Badge className="bg-destructive text-white">
        <AlertTriangle aria-hidden />
        {t('admin.payables.overdueBadge')}
      </Badge>
    );
  }
  if (payable.status === 'paid' && payable.paidOn) {
    return (
      <Badge variant="success">
        {t('admin.payables.paidOn', { date: formatShortDay(payable.paidOn) })}
      </Badge>
    );
  }
  return (
    <Badge variant={payable.status === 'open' ? 'accent' : 'secondary'}>
      {t(`admin.payables.statuses.${payable.status}`)}
    </Badge>
  );
}

const columns = [
  'due',
  'description',
  'supplier',
  'category',
  'amount',
  'status',
  'actions',
] as const;

function PayablesTable({ rows }: { rows: Payable[] }) {
  const { t } = useTranslation();
  const [paying, setPaying] = useState<Payable | null>(null);
  const [canceling, setCanceling] = useState<Payable | null>(null);
  const [on, setOn] = useState(() => businessDateOf(new Date()));
  const settle = useSettlePayable();

  function run(payable: Payable, action: 'pay' | 'cancel') {
    settle.mutate(
      { id: payable.id, action, on },
      {
        onSuccess: () => {
          toast.success(t(action === 'pay' ? 'admin.payables.paid' : 'admin.payables.canceled'));
          setPaying(null);
          setCanceling(null);
        },
        onError: (error) =>
          toast.error(
            errorMessage(
              error,
              t(action === 'pay' ? 'admin.payables.payFailed' : 'admin.payables.cancelFailed'),
            ),
          ),
      },
    );
  }

  return (
    <Card>
      <CardContent className="overflow-auto">
        <DataTable
          label={t('admin.modules.payables')}
          columns={columns.map((key) => ({ key, label: t(`admin.payables.columns.${key}`) }))}
        >
          {rows.map((row) => (
            <PayableRow
              key={row.id}
              row={row}
              onPay={() => setPaying(row)}
              onCancel={() => setCanceling(row)}
            />
          ))}
        </DataTable>
      </CardContent>
      <DateConfirmDialog
        open={paying !== null}
        onOpenChange={(open) => !open && setPaying(null)}
        title={t('admin.payables.payTitle')}
        description={t('admin.payables.payDescription', {
          amount: formatCents(paying?.amountCents ?? 0),
          description: paying?.description ?? '',
        })}
        dateLabel={t('admin.payables.payDate')}
        date={on}
        onDateChange={setOn}
        pending={settle.isPending}
        onConfirm={() => paying && run(paying, 'pay')}
        confirmLabel={t('admin.payables.pay')}
      />
      <ConfirmDialog
        open={canceling !== null}
        onOpenChange={(open) => !open && setCanceling(null)}
        title={t('admin.payables.cancelTitle')}
        description={t('admin.payables.cancelDescription', {
          amount: formatCents(canceling?.amountCents ?? 0),
          description: canceling?.description ?? '',
        })}
        pending={settle.isPending}
        onConfirm={() => canceling && run(canceling, 'cancel')}
        confirmLabel={t('admin.payables.cancel')}
        icon={Ban}
      />
    </Card>
  );
}

/** One bill: overdue ones in red, canceled ones struck through; open ones can be paid. */
function PayableRow({
  row,
  onPay,
  onCancel,
}: {
  row: Payable;
  onPay: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const part =
    row.installmentCount > 1
      ? t(row.recurrence === 'monthly' ? 'admin.payables.monthly' : 'admin.payables.installment', {
          number: row.installmentNumber,
          count: row.installmentCount,
        })
      : null;
  return (
    <tr
      className={cn(
        row.overdue && 'bg-destructive/10',
        row.status === 'canceled' && 'text-muted-foreground line-through',
      )}
    >
      <td className={cn('py-2 pr-4 tabular-nums', row.overdue && 'font-semibold text-destructive')}>
        {formatShortDay(row.dueDate)}
      </td>
      <td className="py-2 pr-4">
        <span className="font-medium">{row.description}</span>
        {part && <span className="ml-2 text-muted-foreground">{part}</span>}
        {row.purchaseId && (
          <Badge variant="outline" className="ml-2">
            {t('admin.payables.fromPurchase')}
          </Badge>
        )}
      </td>
      <td className="py-2 pr-4">{row.supplierName ?? '–'}</td>
      <td className="py-2 pr-4">{payableCategoryLabels[row.category]}</td>
      <td className="py-2 pr-4 font-medium tabular-nums">{formatCents(row.amountCents)}</td>
      <td className="py-2 pr-4">
        <StatusBadge payable={row} />
      </td>
      <td className="py-2">
        {row.status === 'open' && (
          <div className="flex gap-2">
            <Button type="button" size="sm" variant="outline" onClick={onPay}>
              <Check aria-hidden />
              {t('admin.payables.pay')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`${t('admin.payables.cancel')}: ${row.description}`}
              onClick={onCancel}
            >
              <Ban aria-hidden />
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
