import {
  cpfInvalidMessage,
  discountOverLimit,
  formatCents,
  formatCpfInput,
  isValidCpf,
} from '@comanda/shared';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { cn } from '@/lib/cn';
import type { FieldErrors } from '@/lib/form';
import { lineTotalCents, type DiscountDraft, type SaleLine } from '../utils/sale';

export interface CartDetails {
  customerName: string;
  /** "CPF na nota", as typed (asked only when the shop issues NFC-e). */
  customerCpf: string;
  dineIn: boolean;
  discount: DiscountDraft;
}

/** A CPF typed in full (11 digits) whose check digits fail. */
export const cpfInvalid = (typed: string) => {
  const digits = typed.replace(/\D/g, '');
  return digits.length === 11 && !isValidCpf(digits);
};

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
  totals: { subtotalCents: number; discountCents: number; totalCents: number };
  discountLimitPercent: number;
  askCpf: boolean;
  errors: FieldErrors;
  onLines: (lines: SaleLine[]) => void;
  onDetails: (details: CartDetails) => void;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  const { discount } = details;
  const setDiscount = (change: Partial<DiscountDraft>) =>
    onDetails({ ...details, discount: { ...discount, ...change } });
  const overLimit = discountOverLimit(
    totals.subtotalCents,
    totals.discountCents,
    discountLimitPercent,
  );
  const row = 'flex justify-between gap-3 tabular-nums';

  return (
    <Card className="content-start">
      <CardHeader>
        <CardTitle>{t('pdv.cart.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {lines.length === 0 ? (
          <p className="text-muted-foreground">{t('pdv.cart.empty')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('pdv.cart.title')}>
            {lines.map((line) => (
              <li key={line.lineId} className="grid gap-1 border-b border-border pb-3">
                <div className={row}>
                  <span className="font-semibold">{line.name}</span>
                  <span>{formatCents(lineTotalCents(line))}</span>
                </div>
                {[
                  ...line.choices.map(
                    (choice) =>
                      t('pdv.choices.choice', { group: choice.groupName, option: choice.name }) +
                      (choice.priceCents > 0 ? ` (+${formatCents(choice.priceCents)})` : ''),
                  ),
                  ...line.extras.map((extra) => `+ ${extra.name}`),
                  ...line.addons.map((addon) => `+ ${addon.name}`),
                  ...line.removals.map((removal) =>
                    t('pdv.choices.without', { name: removal.name }),
                  ),
                  ...(line.notes ? [line.notes] : []),
                ].map((text) => (
                  <span key={text} className="text-sm text-muted-foreground">
                    {text}
                  </span>
                ))}
                <div className="flex items-center justify-between">
                  <QuantityStepper
                    value={line.quantity}
                    onChange={(quantity) =>
                      onLines(
                        lines.map((entry) => (entry === line ? { ...entry, quantity } : entry)),
                      )
                    }
                    labels={{
                      decrease: t('pdv.choices.decrease'),
                      increase: t('pdv.choices.increase'),
                      value: t('pdv.choices.quantity'),
                    }}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('pdv.cart.remove', { name: line.name })}
                    onClick={() => onLines(lines.filter((entry) => entry !== line))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
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
              errors.customerCpf ??
              (cpfInvalid(details.customerCpf) ? cpfInvalidMessage : undefined)
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
            <div className="grid gap-2 rounded-md border border-amber-500 p-3">
              <p className="text-sm">{t('pdv.discount.limit', { limit: discountLimitPercent })}</p>
              <FormField
                label={t('pdv.discount.adminEmail')}
                type="email"
                autoComplete="off"
                value={discount.adminEmail}
                onChange={(event) => setDiscount({ adminEmail: event.target.value })}
              />
              <FormField
                label={t('pdv.discount.adminPassword')}
                type="password"
                autoComplete="off"
                value={discount.adminPassword}
                error={errors.authorization}
                onChange={(event) => setDiscount({ adminPassword: event.target.value })}
              />
            </div>
          )}
        </fieldset>
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
