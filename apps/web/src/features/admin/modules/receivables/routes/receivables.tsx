import {
  addDays,
  businessDateOf,
  formatCents,
  formatShortDay,
  type Receivable,
  type ReceivablesPage,
} from '@comanda/shared';
import { BadgeDollarSign, CalendarClock, Check, HandCoins, Percent, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table';
import { DateConfirmDialog } from '@/components/date-confirm-dialog';
import { ChoiceField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { PeriodFilterCard } from '@/components/period-fields';
import { EmptyState, QueryView } from '@/components/query-states';
import { StatCard } from '@/components/stat-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePeriodDraft } from '@/hooks/use-period-draft';
import { errorMessage } from '@/lib/error-message';
import { useMarkReceived, useReceivables, type ReceivableStatusFilter } from '../api/receivables';
import { CardTermsForm } from '../components/card-terms-form';

const statuses: ReceivableStatusFilter[] = ['all', 'open', 'received', 'canceled'];
const knownMethods = [
  'pix',
  'card',
  'debit',
  'credit',
  'voucher',
  'cash',
  'other',
  // A marketplace's payout (issue 34).
  'ifood',
  'open_delivery',
] as const;

/** /admin/contas-receber: what sales will bring in, by due date; mark received. */
export default function Receivables() {
  const { t } = useTranslation();
  const { draft, setDraft, period, errors } = usePeriodDraft(() => {
    const today = businessDateOf(new Date());
    return { from: today, to: addDays(today, 30) };
  });
  const [status, setStatus] = useState<ReceivableStatusFilter>('open');
  const page = useReceivables(period, status);

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('admin.modules.receivables')}
        description={t('admin.receivables.description')}
      />
      <PeriodFilterCard
        draft={draft}
        setDraft={setDraft}
        errors={errors}
        labels={{ from: t('admin.receivables.from'), to: t('admin.receivables.to') }}
      >
        <div className="w-44">
          <ChoiceField
            label={t('admin.receivables.status')}
            choices={statuses}
            value={status}
            onChoose={setStatus}
            labelOf={(value) => t(`admin.receivables.statuses.${value}`)}
          />
        </div>
      </PeriodFilterCard>
      <QueryView
        query={page}
        loading={t('admin.receivables.loading')}
        failed={t('admin.receivables.loadFailed')}
      >
        {(data) => <ReceivablesContent page={data} />}
      </QueryView>
      <CardTermsForm />
    </div>
  );
}

function ReceivablesContent({ page }: { page: ReceivablesPage }) {
  const { t } = useTranslation();
  const { totals } = page;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={t('admin.receivables.cards.gross')}
          hint={t('admin.receivables.cards.grossHint')}
          value={formatCents(totals.grossCents)}
          icon={BadgeDollarSign}
        />
        <StatCard
          title={t('admin.receivables.cards.fees')}
          hint={t('admin.receivables.cards.feesHint')}
          value={formatCents(totals.feeCents)}
          icon={Percent}
        />
        <StatCard
          title={t('admin.receivables.cards.net')}
          hint={t('admin.receivables.cards.netHint')}
          value={formatCents(totals.netCents)}
          icon={Wallet}
        />
        <StatCard
          title={t('admin.receivables.cards.open')}
          hint={t('admin.receivables.cards.openHint')}
          value={formatCents(totals.openNetCents)}
          icon={HandCoins}
        />
      </div>
      {page.receivables.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          title={t('admin.receivables.empty')}
          description={t('admin.receivables.emptyHint')}
        />
      ) : (
        <div className="grid gap-4 xl:grid-cols-[1fr_18rem]">
          <div className="grid content-start gap-2">
            {page.more && (
              <CardDescription role="status">
                {t('admin.receivables.more', {
                  shown: page.receivables.length,
                  count: page.totals.count,
                })}
              </CardDescription>
            )}
            <ReceivablesTable rows={page.receivables} />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t('admin.receivables.expected')}</CardTitle>
            </CardHeader>
            <CardContent>
              {page.expectedByDay.length === 0 ? (
                <CardDescription>{t('admin.receivables.expectedNone')}</CardDescription>
              ) : (
                <ul
                  className="divide-y divide-border text-sm"
                  aria-label={t('admin.receivables.expected')}
                >
                  {page.expectedByDay.map((day) => (
                    <li key={day.date} className="flex justify-between py-2 tabular-nums">
                      <span>{formatShortDay(day.date)}</span>
                      <span className="font-medium">{formatCents(day.netCents)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </>
  );
}

const methodLabel = (method: string) =>
  (knownMethods as readonly string[]).includes(method)
    ? (method as (typeof knownMethods)[number])
    : 'other';

const columns = [
  'due',
  'sale',
  'order',
  'method',
  'gross',
  'fee',
  'net',
  'status',
  'actions',
] as const;

function ReceivablesTable({ rows }: { rows: Receivable[] }) {
  const { t } = useTranslation();
  const [receiving, setReceiving] = useState<Receivable | null>(null);
  const [on, setOn] = useState(() => businessDateOf(new Date()));
  const markReceived = useMarkReceived();

  function confirm() {
    if (!receiving) return;
    markReceived.mutate(
      { id: receiving.id, on },
      {
        onSuccess: () => {
          toast.success(t('admin.receivables.received'));
          setReceiving(null);
        },
        onError: (error) => toast.error(errorMessage(error, t('admin.receivables.receiveFailed'))),
      },
    );
  }

  return (
    <Card>
      <CardContent className="overflow-auto">
        <DataTable
          label={t('admin.modules.receivables')}
          columns={columns.map((key) => ({ key, label: t(`admin.receivables.columns.${key}`) }))}
        >
          {rows.map((row) => (
            <ReceivableRow key={row.id} row={row} onReceive={() => setReceiving(row)} />
          ))}
        </DataTable>
      </CardContent>
      <DateConfirmDialog
        open={receiving !== null}
        onOpenChange={(open) => !open && setReceiving(null)}
        title={t('admin.receivables.receiveTitle')}
        description={t('admin.receivables.receiveDescription', {
          amount: formatCents(receiving?.netCents ?? 0),
          order: receiving?.orderNumber ?? '–',
        })}
        dateLabel={t('admin.receivables.receiveDate')}
        date={on}
        onDateChange={setOn}
        pending={markReceived.isPending}
        onConfirm={confirm}
        confirmLabel={t('admin.receivables.receive')}
      />
    </Card>
  );
}

/** One amount to receive; canceled ones struck through, open ones can be marked received. */
function ReceivableRow({ row, onReceive }: { row: Receivable; onReceive: () => void }) {
  const { t } = useTranslation();
  return (
    <tr className={row.status === 'canceled' ? 'text-muted-foreground line-through' : undefined}>
      <td className="py-2 pr-4 tabular-nums">{formatShortDay(row.dueDate)}</td>
      <td className="py-2 pr-4 tabular-nums">{formatShortDay(row.saleDate)}</td>
      <td className="py-2 pr-4 tabular-nums">{row.orderNumber ?? '–'}</td>
      <td className="py-2 pr-4">{t(`admin.receivables.methods.${methodLabel(row.method)}`)}</td>
      <td className="py-2 pr-4 tabular-nums">{formatCents(row.grossCents)}</td>
      <td className="py-2 pr-4 tabular-nums">{formatCents(row.feeCents)}</td>
      <td className="py-2 pr-4 font-medium tabular-nums">{formatCents(row.netCents)}</td>
      <td className="py-2 pr-4">
        <ReceivableStatus row={row} />
      </td>
      <td className="py-2">
        {row.status === 'open' && (
          <Button type="button" size="sm" variant="outline" onClick={onReceive}>
            <Check aria-hidden />
            {t('admin.receivables.receive')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Open, received on a day, reversed on a day, or canceled. */
function ReceivableStatus({ row }: { row: Receivable }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={
        row.reversal
          ? 'outline'
          : row.status === 'received'
            ? 'success'
            : row.status === 'open'
              ? 'accent'
              : 'secondary'
      }
    >
      {row.reversal && row.receivedOn
        ? t('admin.receivables.reversedOn', { date: formatShortDay(row.receivedOn) })
        : row.status === 'received' && row.receivedOn
          ? t('admin.receivables.receivedOn', { date: formatShortDay(row.receivedOn) })
          : t(`admin.receivables.statuses.${row.status}`)}
    </Badge>
  );
}
