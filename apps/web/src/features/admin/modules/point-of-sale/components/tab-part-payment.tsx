import {
  formatCents,
  openPartAmounts,
  type AdminTab,
  type CounterTenderMethod,
  type PayerNote,
  type TabPartInput,
} from '@comanda/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { parseReais } from '@/lib/money-input';
import { usePayTab } from '../api/tabs';
import { cpfInvalid } from '../utils/checkout';
import { unpaidLinesOf } from '../utils/tab';
import { CashReceivedField, cashReceivedOf } from './cash-received-field';
import { PayerCpfField, PayerNoteStatus } from './payer-notes';
import { TenderMethodSelect } from './tender-method-select';

/** What the payer pays: a part given by amount or by items, its method, and cash handed over. */
interface PartDraft {
  by: 'amount' | 'items';
  amount: string;
  itemIds: string[];
  method: CounterTenderMethod;
  received: string;
  /** "CPF na nota" of this payer, when the shop issues NFC-e (decision 082). */
  cpf: string;
}

const emptyDraft: PartDraft = {
  by: 'amount',
  amount: '',
  itemIds: [],
  method: 'cash',
  received: '',
  cpf: '',
};

/** The draft as the server takes it, with its amount (the server computes the same). */
function partOf(tab: AdminTab, draft: PartDraft, percent: number) {
  const part: TabPartInput =
    draft.by === 'amount'
      ? { method: draft.method, amountCents: parseReais(draft.amount) ?? 0 }
      : { method: draft.method, itemIds: draft.itemIds };
  if (draft.cpf) part.cpf = draft.cpf;
  const [amountCents = 0] = openPartAmounts(unpaidLinesOf(tab), [part], percent);
  // The cash handed over and its change, as the counter's (the server checks the same).
  const cash = cashReceivedOf(amountCents, draft.method === 'cash' ? draft.received : '');
  if (cash.receivedCents !== null) part.receivedCents = cash.receivedCents;
  return { part, amountCents, cash };
}

/** The part being paid: its draft, its amount, what is wrong with it, and paying it. */
function usePartPayment(tab: AdminTab, registerId: string, service: boolean, dueCents: number) {
  const { t } = useTranslation();
  const pay = usePayTab();
  const [draft, setDraft] = useState<PartDraft>(emptyDraft);
  const [note, setNote] = useState<PayerNote | null>(null);
  const set = (change: Partial<PartDraft>) => setDraft((current) => ({ ...current, ...change }));
  const { part, amountCents, cash } = partOf(tab, draft, service ? tab.servicePercent : 0);
  const problem =
    amountCents <= 0
      ? draft.by === 'amount'
        ? t('pdv.tabs.pay.noAmount')
        : t('pdv.tabs.pay.noItems')
      : amountCents > dueCents
        ? t('pdv.tabs.pay.over', { due: formatCents(dueCents) })
        : null;
  // A wrong CPF or too little cash is said under its field; it stops the payment too.
  const blocked = problem !== null || cash.low || cpfInvalid(draft.cpf);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    pay.mutate(
      { tabId: tab.id, registerId, service, parts: [part], expectedDueCents: dueCents },
      {
        onSuccess: (result) => {
          const [paid] = result.parts;
          toast.success(
            t('pdv.tabs.pay.done', {
              amount: formatCents(paid?.amountCents ?? 0),
              due: formatCents(result.dueCents),
              change: formatCents(paid?.changeCents ?? 0),
            }),
          );
          setDraft(emptyDraft);
          setNote(paid?.note ?? null);
        },
        onError: (error) => toast.error(errorMessage(error, t('pdv.tabs.pay.failed'))),
      },
    );
  };
  return { draft, set, amountCents, problem, blocked, submit, busy: pay.isPending, note };
}

/** The unpaid lines this payment settles. */
function PartItemsPicker({
  tab,
  itemIds,
  onItemIds,
}: {
  tab: AdminTab;
  itemIds: string[];
  onItemIds: (itemIds: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-1">
      <legend className="sr-only">{t('pdv.tabs.pay.itemsLegend')}</legend>
      {unpaidLinesOf(tab).map((line) => (
        <label key={line.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={itemIds.includes(line.id)}
            onChange={() =>
              onItemIds(
                itemIds.includes(line.id)
                  ? itemIds.filter((id) => id !== line.id)
                  : [...itemIds, line.id],
              )
            }
          />
          {t('pdv.tabs.line', {
            quantity: line.quantity,
            name: line.name,
            number: line.orderNumber,
          })}{' '}
          · {formatCents(line.totalCents)}
        </label>
      ))}
    </fieldset>
  );
}

/** Pay an amount or items. */
function PayByChoice({
  by: chosen,
  onBy,
}: {
  by: PartDraft['by'];
  onBy: (by: PartDraft['by']) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex gap-4">
      <legend className="sr-only">{t('pdv.tabs.pay.by')}</legend>
      {(['amount', 'items'] as const).map((by) => (
        <label key={by} className="flex items-center gap-2">
          <input
            type="radio"
            name="tab-pay-by"
            className="size-5 accent-primary"
            checked={chosen === by}
            onChange={() => onBy(by)}
          />
          {t(`pdv.tabs.pay.${by}`)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * "Pagar uma parte" (issue #35, decision 085): a payer pays an amount or their items (plus
 * the service on them) while the tab stays open; the tab then shows what was paid and what
 * is left, and the closing takes only the rest.
 */
export function TabPartPayment({
  tab,
  registerId,
  service,
  dueCents,
  askCpf = false,
}: {
  tab: AdminTab;
  registerId: string;
  service: boolean;
  dueCents: number;
  askCpf?: boolean;
}) {
  const { t } = useTranslation();
  const { draft, set, amountCents, problem, blocked, submit, busy, note } = usePartPayment(
    tab,
    registerId,
    service,
    dueCents,
  );
  return (
    <form className="grid gap-3 rounded-md border p-3" onSubmit={submit} noValidate>
      <h3 className="font-semibold">{t('pdv.tabs.pay.title')}</h3>
      <PayByChoice by={draft.by} onBy={(by) => set({ by })} />
      {draft.by === 'amount' ? (
        <MoneyField
          label={t('pdv.tabs.pay.amountLabel')}
          value={draft.amount}
          onValueChange={(amount) => set({ amount })}
        />
      ) : (
        <PartItemsPicker
          tab={tab}
          itemIds={draft.itemIds}
          onItemIds={(itemIds) => set({ itemIds })}
        />
      )}
      <div className="grid gap-2">
        <Label htmlFor="tab-pay-method">{t('pdv.tabs.pay.method')}</Label>
        <TenderMethodSelect
          id="tab-pay-method"
          value={draft.method}
          onValueChange={(method) => set({ method })}
        />
      </div>
      {draft.method === 'cash' && (
        <CashReceivedField
          label={t('pdv.tabs.pay.received')}
          amountCents={amountCents}
          value={draft.received}
          onValueChange={(value) => set({ received: value })}
          changeTestId="pdv-tab-pay-change"
        />
      )}
      {askCpf && <PayerCpfField value={draft.cpf} onChange={(cpf) => set({ cpf })} />}
      {problem && amountCents !== 0 && <p className="text-sm text-destructive">{problem}</p>}
      <Button type="submit" disabled={busy || blocked}>
        {t('pdv.tabs.pay.submit', { amount: formatCents(Math.max(amountCents, 0)) })}
      </Button>
      {note && <PayerNoteStatus note={note} />}
    </form>
  );
}
