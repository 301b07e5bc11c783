import type { CounterTenderMethod } from '@comanda/shared';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';

const methods: readonly CounterTenderMethod[] = ['cash', 'card', 'pix'];

type Props = Omit<ComponentProps<typeof NativeSelect>, 'value' | 'onChange' | 'children'> & {
  value: CounterTenderMethod;
  onValueChange: (method: CounterTenderMethod) => void;
};

/** Dinheiro, cartão or Pix: how a due order, or a part of a tab, is paid at the PDV. */
export function TenderMethodSelect({ value, onValueChange, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.target.value as CounterTenderMethod)}
    >
      {methods.map((option) => (
        <option key={option} value={option}>
          {t(`pdv.methods.${option}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
