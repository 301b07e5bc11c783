import { cpfInvalidMessage, formatCents, formatCpfInput } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { FieldErrors } from '@/lib/form';
import { cpfInvalid, type CartDetails } from '../utils/checkout';
import type { SaleLine } from '../utils/sale';
import { CartLines } from './cart-lines';
import { DiscountFields } from './discount-fields';

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** The order being sold: its lines, the customer, dine-in or takeaway, discount and totals. */
export function CartPanel({
  lines,
  details,
  totals,
  discountLimitPercent,
  askCpf,
  errors,
  onLines,
  onDetails,
  onPay,
}: {
  lines: SaleLine[];
  details: CartDetails;
  totals: CartTotals;
  discountLimitPercent: number;
  askCpf: boolean;
  errors: FieldErrors;
  onLines: (lines: SaleLine[]) => void;
  onDetails: (details: CartDetails) => void;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="content-start">
      <CardHeader>
        <CardTitle>{t('pdv.cart.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CartLines lines={lines} onLines={onLines} />
        <CustomerFields details={details} askCpf={askCpf} errors={errors} onDetails={onDetails} />
        <DiscountFields
          discount={details.discount}
          totals={totals}
          discountLimitPercent={discountLimitPercent}
          errors={errors}
          onDiscount={(discount) => onDetails({ ...details, discount })}
        />
        <CartTotalRows totals={totals} />
      </CardContent>
      <CardFooter className="grid grid-cols-[auto_1fr] gap-2">
        <Button type="button" variant="outline" onClick={() => onLines([])}>
          {t('pdv.cart.clear')}
        </Button>
        <Button type="button" size="lg" disabled={lines.length === 0} onClick={onPay}>
          {t('pdv.cart.pay')}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The customer's name, "CPF na nota" when the shop issues NFC-e, dine-in or takeaway. */
function CustomerFields({
  details,
  askCpf,
  errors,
  onDetails,
}: {
  details: CartDetails;
  askCpf: boolean;
  errors: FieldErrors;
  onDetails: (details: CartDetails) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('pdv.cart.customer')}
        autoComplete="off"
        maxLength={60}
        value={details.customerName}
        error={errors.customerName}
        onChange={(event) => onDetails({ ...details, customerName: event.target.value })}
      />
      {askCpf && (
        <FormField
          label={t('pdv.cart.cpf')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          value={formatCpfInput(details.customerCpf)}
          error={
            errors.customerCpf ?? (cpfInvalid(details.customerCpf) ? cpfInvalidMessage : undefined)
          }
          onChange={(event) => onDetails({ ...details, customerCpf: event.target.value })}
        />
      )}
      <div className="grid grid-cols-2 gap-2" role="group">
        {[true, false].map((dineIn) => (
          <button
            key={String(dineIn)}
            type="button"
            aria-pressed={details.dineIn === dineIn}
            className={cn(
              'min-h-11 rounded-md border font-medium',
              details.dineIn === dineIn
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border',
            )}
            onClick={() => onDetails({ ...details, dineIn })}
          >
            {dineIn ? t('pdv.cart.dineIn') : t('pdv.cart.takeaway')}
          </button>
        ))}
      </div>
    </>
  );
}

const row = 'flex justify-between gap-3 tabular-nums';

function CartTotalRows({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 border-t border-border pt-3">
      <div className={row}>
        <span>{t('pdv.cart.subtotal')}</span>
        <span>{formatCents(totals.subtotalCents)}</span>
      </div>
      {totals.discountCents > 0 && (
        <div className={row}>
          <span>{t('pdv.cart.discount')}</span>
          <span>-{formatCents(totals.discountCents)}</span>
        </div>
      )}
      <div className={cn(row, 'text-xl font-bold')}>
        <span>{t('pdv.cart.total')}</span>
        <span data-testid="pdv-total">{formatCents(totals.totalCents)}</span>
      </div>
    </div>
  );
}
