import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';

type DateConfirmDialogProps = Omit<ComponentProps<typeof ConfirmDialog>, 'description' | 'icon'> & {
  description: ReactNode;
  /** The day the money moved ('Pago em', 'Recebido em'), today unless changed. */
  dateLabel: string;
  date: string;
  onDateChange: (date: string) => void;
};

/** Confirms that money was paid or received, and on which day. */
export function DateConfirmDialog({
  description,
  dateLabel,
  date,
  onDateChange,
  ...props
}: DateConfirmDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      icon={Check}
      description={
        <span className="grid gap-3">
          <span>{description}</span>
          <FormField
            label={dateLabel}
            type="date"
            value={date}
            onChange={(event) => onDateChange(event.target.value)}
          />
        </span>
      }
    />
  );
}
