import { formatCents, tenderProblemMessages, type Tender } from '@comanda/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, saveFailed } from '@/lib/form';
import { useCounterSale } from '../api/pdv';
import {
  checkoutTotals,
  counterSaleInput,
  emptyDetails,
  emptyDraft,
  tendersOnConfirm,
  type CartDetails,
  type CounterMode,
  type TenderDraft,
} from '../utils/checkout';
import type { SaleLine } from '../utils/sale';

/**
 * The sale being built at the counter (cart, details, tenders) and its confirmation: one
 * idempotency key per sale, kept until it succeeds, so a retried request is the same order.
 */
// eslint-disable-next-line max-lines-per-function -- to split into named steps, #29
export function useCounterCheckout({
  registerId,
  askCpf,
  discountLimitPercent,
  setMode,
}: {
  registerId: string;
  askCpf: boolean;
  discountLimitPercent: number;
  setMode: (mode: CounterMode) => void;
}) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [details, setDetails] = useState<CartDetails>(emptyDetails);
  const [tenders, setTenderList] = useState<Tender[]>([]);
  const [draft, setDraftState] = useState<TenderDraft>(emptyDraft);
  // Why the last confirmation could not be made; cleared as soon as the payment changes.
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saleKey, setSaleKey] = useState(() => crypto.randomUUID());
  const sale = useCounterSale();
  const totals = checkoutTotals(lines, details, tenders);

  const setTenders = (next: Tender[]) => {
    setTenderList(next);
    setNotice(null);
  };
  const setDraft = (next: TenderDraft) => {
    setDraftState(next);
    setNotice(null);
  };

  function reset() {
    setLines([]);
    setDetails(emptyDetails);
    setTenders([]);
    setDraft(emptyDraft);
    setErrors({});
    setSaleKey(crypto.randomUUID());
  }

  function confirm() {
    if (sale.isPending) return;
    const outcome = tendersOnConfirm(totals.totalCents, tenders, draft);
    if (outcome.problem === 'invalid_amount') {
      setNotice(t('pdv.payment.invalidAmount'));
      return;
    }
    if (outcome.problem === 'missing') {
      setNotice(t('pdv.payment.missing', { amount: formatCents(outcome.missingCents) }));
      return;
    }
    if (outcome.problem) {
      setNotice(tenderProblemMessages[outcome.problem]);
      return;
    }
    // The cash typed is now a tender: a retry after an error sends the same sale.
    setTenderList(outcome.tenders);
    setDraftState(emptyDraft);
    const body = counterSaleInput({
      registerId,
      lines,
      details,
      tenders: outcome.tenders,
      askCpf,
      discountLimitPercent,
    });
    sale.mutate(
      { key: saleKey, sale: body },
      {
        onSuccess: (result) => {
          reset();
          // A provider tender: the order waits for the terminal or the customer's Pix.
          setMode({ name: result.paymentStatus === 'paid' ? 'done' : 'waiting', result });
        },
        onError: saveFailed(setErrors, t('pdv.payment.failed')),
      },
    );
  }

  return {
    lines,
    setLines,
    details,
    setDetails,
    tenders,
    setTenders,
    errors,
    totals,
    confirm,
    busy: sale.isPending,
    /** The payment panel's props that come from the checkout. */
    paymentPanel: {
      totalCents: totals.totalCents,
      tenders,
      busy: sale.isPending,
      onTenders: setTenders,
      draft,
      onDraft: setDraft,
      notice,
      onConfirm: confirm,
    },
  };
}
