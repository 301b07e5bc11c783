import type { Tender } from '@comanda/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi, type FieldErrors } from '@/lib/form';
import { useCounterSale } from '../api/pdv';
import {
  checkoutTotals,
  counterSaleInput,
  emptyDetails,
  type CartDetails,
  type CounterMode,
} from '../utils/checkout';
import type { SaleLine } from '../utils/sale';

/**
 * The sale being built at the counter (cart, details, tenders) and its confirmation: one
 * idempotency key per sale, kept until it succeeds, so a retried request is the same order.
 */
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
  const [tenders, setTenders] = useState<Tender[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saleKey, setSaleKey] = useState(() => crypto.randomUUID());
  const sale = useCounterSale();
  const totals = checkoutTotals(lines, details, tenders);

  function reset() {
    setLines([]);
    setDetails(emptyDetails);
    setTenders([]);
    setErrors({});
    setSaleKey(crypto.randomUUID());
  }

  function confirm() {
    if (totals.payment.problem || sale.isPending) return;
    const body = counterSaleInput({
      registerId,
      lines,
      details,
      tenders,
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
        onError: (error) => {
          setErrors(fieldErrorsFromApi(error));
          toast.error(errorMessage(error, t('pdv.payment.failed')));
        },
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
  };
}
