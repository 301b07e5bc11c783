import { Field } from '@/components/field';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * A labelled select of the shop's stock items, each with its unit ('Bacon (kg)'): a recipe's
 * line and a purchase's line choose their item with it. `placeholder` is the empty choice.
 */
export function StockItemField({
  label,
  placeholder,
  error,
  items,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  error?: string;
  items: { id: string; name: string; unit: string }[];
  value: string;
  onChange: (stockItemId: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <NativeSelect {...props} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{placeholder}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} ({item.unit})
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
