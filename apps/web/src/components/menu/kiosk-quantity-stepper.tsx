import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '@/components/ui/quantity-stepper';

/**
 * The kiosk's large quantity stepper, named in the kiosk's language; `of` names what it
 * counts where several stand side by side (a drink's card).
 */
export function KioskQuantityStepper({
  value,
  onChange,
  of,
  className,
}: {
  value: number;
  onChange: (quantity: number) => void;
  of?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const quantity = t('kiosk.common.quantity');
  return (
    <QuantityStepper
      size="kiosk"
      className={className}
      value={value}
      onChange={onChange}
      labels={{
        decrease: t('kiosk.common.decrease'),
        increase: t('kiosk.common.increase'),
        value: of ? `${quantity}: ${of}` : quantity,
      }}
    />
  );
}
