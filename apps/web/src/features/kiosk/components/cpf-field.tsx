import { formatCpfInput, isValidCpf } from '@comanda/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setOrderDetails, useOrderDetails } from '../cart/order-details';

/**
 * "CPF na nota?": optional, digits only (the numeric keyboard), punctuated as typed and checked
 * by its digits; the server checks it again. A lazy chunk: only shops that issue NFC-e load it.
 */
export default function CpfField() {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const details = useOrderDetails();
  const [touched, setTouched] = useState(false);
  const digits = details.customerCpf ?? '';
  const invalid = digits !== '' && !details.cpfValid && (touched || digits.length === 11);
  return (
    <div className="mt-6 flex flex-col gap-2 rounded-3xl bg-background p-4 shadow-md lg:p-5">
      <label htmlFor={id} className="text-2xl font-bold">
        {t('kiosk.summary.cpf')}
      </label>
      <p className="text-lg text-muted-foreground">{t('kiosk.summary.cpfHint')}</p>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        value={formatCpfInput(digits)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        onBlur={() => setTouched(true)}
        onChange={(event) => {
          const customerCpf = event.target.value.replace(/\D/g, '').slice(0, 11);
          setOrderDetails({ ...details, customerCpf, cpfValid: isValidCpf(customerCpf) });
        }}
        className="h-16 w-full rounded-2xl border-2 border-border bg-background px-4 text-2xl tabular-nums outline-none select-text focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/20 aria-invalid:border-destructive"
      />
      {invalid && (
        <p id={messageId} role="alert" className="text-lg font-semibold text-destructive">
          {t('kiosk.summary.cpfInvalid')}
        </p>
      )}
    </div>
  );
}
