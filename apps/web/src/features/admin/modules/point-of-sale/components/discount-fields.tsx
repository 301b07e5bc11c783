import { discountOverLimit } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import type { FieldErrors } from '@/lib/form';
import type { DiscountDraft } from '../utils/sale';
import { ApproverFields } from './approver-fields';

/**
 * The sale's discount, in reais or percent, with its reason once there is one; over the shop's
 * limit, a Gerente's or an administrator's e-mail and password authorize it.
 */
export function DiscountFields({
  discount,
  totals,
  discountLimitPercent,
  errors,
  onDiscount,
}: {
  discount: DiscountDraft;
  totals: { subtotalCents: number; discountCents: number };
  discountLimitPercent: number;
  errors: FieldErrors;
  onDiscount: (discount: DiscountDraft) => void;
}) {
  const { t } = useTranslation();
  const setDiscount = (change: Partial<DiscountDraft>) => onDiscount({ ...discount, ...change });
  const overLimit = discountOverLimit(
    totals.subtotalCents,
    totals.discountCents,
    discountLimitPercent,
  );
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold">{t('pdv.discount.title')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <select
          aria-label={t('pdv.discount.title')}
          className="h-10 rounded-md border border-border bg-background px-2"
          value={discount.kind}
          onChange={(event) =>
            setDiscount({ kind: event.target.value === 'percent' ? 'percent' : 'value' })
          }
        >
          <option value="value">{t('pdv.discount.value')}</option>
          <option value="percent">{t('pdv.discount.percent')}</option>
        </select>
        <FormField
          label={t('pdv.discount.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={discount.amount}
          error={errors['discount.value']}
          onChange={(event) => setDiscount({ amount: event.target.value })}
        />
      </div>
      {totals.discountCents > 0 && (
        <FormField
          label={t('pdv.discount.reason')}
          autoComplete="off"
          value={discount.reason}
          error={errors['discount.reason']}
          onChange={(event) => setDiscount({ reason: event.target.value })}
        />
      )}
      {overLimit && (
        <ApproverFields
          notice={t('pdv.discount.limit', { limit: discountLimitPercent })}
          value={discount.approver}
          error={errors.authorization}
          onChange={(approver) => setDiscount({ approver })}
        />
      )}
    </fieldset>
  );
}
