import {
  formatCents,
  splitByItems,
  tabLimits,
  type AdminTab,
  type ClosedTab,
  type CounterTenderMethod,
  type TabFigures,
} from '@comanda/shared';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { useShopEvents } from '@/lib/use-shop-events';
import { tabKeys, useCloseTab, useOpenTabs } from '../api/tabs';
import { figuresOfTab, unpaidLinesOf } from '../utils/tab';
import { partItemsOf, TabItemsAssignment, toggleLine } from './tab-items';
import { cpfInvalid } from '../utils/checkout';
import { CashReceivedField, cashReceivedOf } from './cash-received-field';
import { PartCpfFields, PayerNoteStatus } from './payer-notes';
import { TabPartPayment } from './tab-part-payment';
import { TenderMethodSelect } from './tender-method-select';

const tabEvents = ['tab.call', 'tab.updated', 'order.updated'];

/**
 * The open table tabs at the PDV (issue #35, decision 077): who is calling, each tab's total,
 * and closing one with the service charge (or not) split in equal parts, each paid by its own
 * method. The figures shown are the shared `tabFigures`, the server's own computation.
 */
export function TabsPanel({
  registerId,
  askCpf = false,
  onBack,
}: {
  registerId: string;
  /** The shop issues NFC-e: each part may carry its payer's CPF (decision 082). */
  askCpf?: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const tabs = useOpenTabs();
  useShopEvents(tabKeys.open, tabEvents);
  const [selected, setSelected] = useState<string | null>(null);
  const [closed, setClosed] = useState<ClosedTab | null>(null);
  const tab = tabs.data?.tabs.find((candidate) => candidate.id === selected) ?? null;
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <h2 className="mr-auto text-xl font-bold">{t('pdv.tabs.title')}</h2>
        <Button variant="outline" onClick={onBack}>
          {t('pdv.tabs.back')}
        </Button>
      </div>
      {closed && <ClosedCard closed={closed} onDone={() => setClosed(null)} />}
      {tabs.error ? (
        <ErrorState
          message={errorMessage(tabs.error, t('pdv.tabs.loadFailed'))}
          retrying={tabs.isFetching}
          onRetry={() => void tabs.refetch()}
        />
      ) : !tabs.data ? (
        <LoadingState label={t('pdv.tabs.loading')} />
      ) : tab ? (
        <CloseTabForm
          tab={tab}
          registerId={registerId}
          askCpf={askCpf}
          onCancel={() => setSelected(null)}
          onClosed={(result) => {
            setSelected(null);
            setClosed(result);
          }}
        />
      ) : tabs.data.tabs.length === 0 ? (
        <EmptyState icon={ReceiptText} title={t('pdv.tabs.empty')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {tabs.data.tabs.map((open) => (
            <li key={open.id}>
              <TabCard tab={open} onClose={() => setSelected(open.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TabCard({ tab, onClose }: { tab: AdminTab; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="pdv-tab">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {tab.label}
          {tab.waiterCalledAt && <Badge variant="accent">{t('pdv.tabs.waiter')}</Badge>}
          {tab.billRequestedAt && <Badge variant="accent">{t('pdv.tabs.bill')}</Badge>}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          {t('pdv.tabs.orders', { count: tab.orders.length })}
        </p>
        <p className="flex justify-between font-semibold">
          <span>{t('pdv.tabs.ordersTotal')}</span>
          <span className="tabular-nums">{formatCents(tab.ordersCents)}</span>
        </p>
        <Button onClick={onClose} disabled={tab.orders.length === 0}>
          {t('pdv.tabs.close')}
        </Button>
      </CardContent>
    </Card>
  );
}

type Split = 'equal' | 'items';

/** The closing's state: service, split, each part's method and, by items, its lines. */
function useCloseDraft(tab: AdminTab) {
  const [service, setService] = useState(tab.serviceLocked ?? true);
  const [split, setSplit] = useState<Split>('equal');
  const [partMethods, setPartMethods] = useState<CounterTenderMethod[]>(['cash']);
  // Each cash part's "Valor recebido", as typed.
  const [received, setReceived] = useState<string[]>([]);
  const lines = unpaidLinesOf(tab);
  const [assigned, setAssigned] = useState<Record<string, number[]>>(() =>
    Object.fromEntries(lines.map((line) => [line.id, [0]])),
  );
  const figures = figuresOfTab(tab, service, partMethods.length);
  const partItems = partItemsOf(
    Object.fromEntries(
      lines.map((line) => [
        line.id,
        (assigned[line.id] ?? []).filter((part) => part < partMethods.length),
      ]),
    ),
    partMethods.length,
  );
  const byItems = split === 'items' && lines.length > 0;
  const missing = byItems
    ? lines.some((line) => !partItems.some((items) => items.includes(line.id))) ||
      partItems.some((items) => items.length === 0)
    : false;
  const amounts = byItems ? splitByItems(figures.dueCents, lines, partItems) : figures.parts;
  const cash = partMethods.map((method, index) =>
    cashReceivedOf(amounts[index] ?? 0, method === 'cash' ? (received[index] ?? '') : ''),
  );
  return {
    service,
    setService,
    split,
    setSplit,
    partMethods,
    setPartMethods,
    lines,
    assigned,
    toggle: (lineId: string, part: number) => setAssigned((now) => toggleLine(now, lineId, part)),
    figures,
    partItems,
    byItems,
    missing,
    amounts,
    // Not yet: a part without items, an item without a part, too little cash for a part.
    incomplete: (byItems && missing) || cash.some((part) => part.low),
    received,
    setReceived: (index: number, value: string) =>
      setReceived((now) => partMethods.map((_, at) => (at === index ? value : (now[at] ?? '')))),
    cash,
  };
}

/** Sends the closing as drafted: equal parts, or each part's lines. */
function closeTab(
  close: ReturnType<typeof useCloseTab>,
  draft: ReturnType<typeof useCloseDraft>,
  tab: AdminTab,
  registerId: string,
  onClosed: (closed: ClosedTab) => void,
  t: TFunction,
  cpfs: readonly string[] = [],
) {
  close.mutate(
    {
      tabId: tab.id,
      registerId,
      service: draft.service,
      parts: draft.partMethods.map((method, index) => ({
        ...(draft.byItems ? { method, itemIds: draft.partItems[index]! } : { method }),
        ...(draft.cash[index]?.receivedCents
          ? { receivedCents: draft.cash[index].receivedCents }
          : {}),
        ...(cpfs[index] ? { cpf: cpfs[index] } : {}),
      })),
      expectedDueCents: draft.figures.dueCents,
    },
    {
      onSuccess: (closed) => {
        toast.success(t('pdv.tabs.closed', { label: tab.label }));
        onClosed(closed);
      },
      onError: (error) => toast.error(errorMessage(error, t('pdv.tabs.closeFailed'))),
    },
  );
}

function CloseTabForm({
  tab,
  registerId,
  askCpf,
  onCancel,
  onClosed,
}: {
  tab: AdminTab;
  registerId: string;
  askCpf: boolean;
  onCancel: () => void;
  onClosed: (closed: ClosedTab) => void;
}) {
  const { t } = useTranslation();
  const close = useCloseTab();
  const draft = useCloseDraft(tab);
  const { figures, partMethods } = draft;
  // Each part's "CPF na nota" when the shop issues NFC-e (decision 082).
  const [cpfs, setCpfs] = useState<string[]>([]);
  const partCpfs = askCpf ? partMethods.map((_, index) => cpfs[index] ?? '') : [];
  const submit = () => closeTab(close, draft, tab, registerId, onClosed, t, partCpfs);
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>{t('pdv.tabs.closeTitle', { label: tab.label })}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TabOrdersList tab={tab} />
        <ServiceField tab={tab} service={draft.service} onService={draft.setService} />
        <FiguresList figures={figures} />
        {figures.dueCents > 0 && (
          <TabPartPayment
            tab={tab}
            registerId={registerId}
            service={draft.service}
            dueCents={figures.dueCents}
            askCpf={askCpf}
          />
        )}
        <SplitChoice
          split={draft.split}
          onSplit={draft.setSplit}
          itemsOffered={draft.lines.length > 0}
        />
        <PartsFields
          parts={draft.amounts}
          methods={partMethods}
          setMethods={draft.setPartMethods}
          received={draft.received}
          onReceived={draft.setReceived}
        />
        {draft.byItems && (
          <TabItemsAssignment
            lines={draft.lines}
            parts={partMethods.length}
            assigned={draft.assigned}
            onToggle={draft.toggle}
          />
        )}
        {draft.byItems && draft.missing && (
          <p className="text-sm text-destructive">{t('pdv.tabs.itemsMissing')}</p>
        )}
        <PartCpfFields cpfs={partCpfs} onChange={setCpfs} />
        <div className="flex gap-2">
          <Button variant="outline" onClick={onCancel}>
            {t('pdv.choices.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={close.isPending || draft.incomplete || partCpfs.some(cpfInvalid)}
          >
            {t('pdv.tabs.confirm', { due: formatCents(figures.dueCents) })}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** The service charge taken or not; fixed once a part was paid. */
function ServiceField({
  tab,
  service,
  onService,
}: {
  tab: AdminTab;
  service: boolean;
  onService: (service: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={service}
          disabled={tab.serviceLocked !== null}
          onChange={(event) => onService(event.target.checked)}
        />
        {t('pdv.tabs.service', { percent: tab.servicePercent })}
      </label>
      {tab.serviceLocked !== null && (
        <p className="text-sm text-muted-foreground">{t('pdv.tabs.serviceFixed')}</p>
      )}
    </>
  );
}

/** The tab's orders, with what the phones or the parts already paid. */
function TabOrdersList({ tab }: { tab: AdminTab }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="grid gap-1 text-sm">
        {tab.orders.map((order) => (
          <li key={order.orderNumber} className="flex justify-between gap-2">
            <span>
              {t('pdv.tabs.order', { number: order.orderNumber })}
              {order.paid ? ` · ${t('pdv.tabs.paidOrder')}` : ''}
            </span>
            <span className="tabular-nums">{formatCents(order.totalCents)}</span>
          </li>
        ))}
      </ul>
      {tab.payments.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label={t('pdv.tabs.paymentsLabel')}>
          {tab.payments.map((payment, index) => (
            <li key={index} className="flex justify-between gap-2" data-testid="pdv-tab-payment">
              <span>{t('pdv.tabs.payment', { method: t(`pdv.methods.${payment.method}`) })}</span>
              <span className="tabular-nums">{formatCents(payment.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Equal parts, or each part's items. */
function SplitChoice({
  split,
  onSplit,
  itemsOffered,
}: {
  split: Split;
  onSplit: (split: Split) => void;
  itemsOffered: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="mb-1 font-medium">{t('pdv.tabs.split')}</legend>
      {(['equal', 'items'] as const).map((option) => (
        <label key={option} className="flex items-center gap-2">
          <input
            type="radio"
            name="tab-split"
            className="size-5 accent-primary"
            checked={split === option}
            disabled={option === 'items' && !itemsOffered}
            onChange={() => onSplit(option)}
          />
          {t(`pdv.tabs.splitBy.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}

function FiguresList({ figures }: { figures: TabFigures }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-1">
      <Row label={t('pdv.tabs.ordersTotal')} cents={figures.ordersCents} />
      <Row label={t('pdv.tabs.serviceCharge')} cents={figures.serviceCents} />
      <Row label={t('pdv.tabs.total')} cents={figures.totalCents} strong testId="pdv-tab-total" />
      {figures.paidCents > 0 && <Row label={t('pdv.tabs.paid')} cents={figures.paidCents} />}
      <Row label={t('pdv.tabs.due')} cents={figures.dueCents} strong testId="pdv-tab-due" />
    </dl>
  );
}

/** How many equal parts, each part's amount, how it is paid and, in cash, what was handed over. */
function PartsFields({
  parts,
  methods: partMethods,
  setMethods: setPartMethods,
  received,
  onReceived,
}: {
  parts: number[];
  methods: CounterTenderMethod[];
  setMethods: (update: (current: CounterTenderMethod[]) => CounterTenderMethod[]) => void;
  received: readonly string[];
  onReceived: (index: number, value: string) => void;
}) {
  const { t } = useTranslation();
  const setParts = (count: number) => {
    const parts = Math.min(Math.max(Math.trunc(count) || 1, 1), tabLimits.maxParts);
    setPartMethods((current) =>
      Array.from({ length: parts }, (_, index) => current[index] ?? 'cash'),
    );
  };
  const figures = { parts };
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="tab-parts">{t('pdv.tabs.parts')}</Label>
        <Input
          id="tab-parts"
          type="number"
          inputMode="numeric"
          min={1}
          max={tabLimits.maxParts}
          value={partMethods.length}
          onChange={(event) => setParts(Number(event.target.value))}
          className="w-24"
        />
      </div>
      <ol className="grid gap-2">
        {partMethods.map((method, index) => (
          <li key={index} className="grid gap-2">
            <div className="flex items-center gap-3">
              <span className="w-20 font-medium">{t('pdv.tabs.part', { number: index + 1 })}</span>
              <span data-testid="pdv-tab-part" className="w-28 font-bold tabular-nums">
                {formatCents(figures.parts[index] ?? 0)}
              </span>
              <TenderMethodSelect
                aria-label={t('pdv.tabs.partMethod', { number: index + 1 })}
                value={method}
                onValueChange={(chosen) =>
                  setPartMethods((current) =>
                    current.map((old, at) => (at === index ? chosen : old)),
                  )
                }
              />
            </div>
            {method === 'cash' && (
              <CashReceivedField
                label={t('pdv.tabs.partReceived', { number: index + 1 })}
                amountCents={figures.parts[index] ?? 0}
                value={received[index] ?? ''}
                onValueChange={(value) => onReceived(index, value)}
                changeTestId="pdv-tab-part-change"
              />
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function ClosedCard({ closed, onDone }: { closed: ClosedTab; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Card role="status" data-testid="pdv-tab-closed" className="max-w-xl border-green-700">
      <CardHeader>
        <CardTitle>{t('pdv.tabs.closedTitle', { table: closed.tableNumber })}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1">
        <Row label={t('pdv.tabs.total')} cents={closed.totalCents} strong />
        {closed.parts.map((part, index) => (
          <Row
            key={index}
            label={`${t('pdv.tabs.part', { number: index + 1 })} · ${t(`pdv.methods.${part.method}`)}${
              part.receivedCents !== undefined
                ? ` · ${t('pdv.tabs.partChange', {
                    received: formatCents(part.receivedCents),
                    change: formatCents(part.changeCents),
                  })}`
                : ''
            }`}
            cents={part.amountCents}
          />
        ))}
        {closed.parts.map(
          (part, index) =>
            part.note && <PayerNoteStatus key={part.note.id} part={index + 1} note={part.note} />,
        )}
        <Button variant="outline" className="mt-2 justify-self-start" onClick={onDone}>
          {t('pdv.tabs.ok')}
        </Button>
      </CardContent>
    </Card>
  );
}

function Row({
  label,
  cents,
  strong,
  testId,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`flex justify-between gap-2 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId} className="tabular-nums">
        {formatCents(cents)}
      </dd>
    </div>
  );
}
