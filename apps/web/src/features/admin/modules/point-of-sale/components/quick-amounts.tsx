import { formatCents } from '@comanda/shared';
import { Button } from '@/components/ui/button';
import { formatReaisInput } from '@/lib/money-input';

const quickAmounts = [1000, 2000, 5000, 10000];

/** The notes a customer usually hands over (R$ 10, 20, 50, 100): one click types the amount. */
export function QuickAmounts({ onAmount }: { onAmount: (typed: string) => void }) {
  return (
    <div className="grid grid-cols-4 gap-2">
      {quickAmounts.map((cents) => (
        <Button
          key={cents}
          type="button"
          variant="outline"
          onClick={() => onAmount(formatReaisInput(cents))}
        >
          {formatCents(cents)}
        </Button>
      ))}
    </div>
  );
}
