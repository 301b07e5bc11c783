import { CreditCard, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoOutcome } from '../api/set-demo-outcome';
import { DemoBadge, DemoPaymentControls } from './demo-payment-controls';

/**
 * SPEC §2 card: 'Aguardando pagamento' over the payment screen while the terminal works. It
 * has no close button: the terminal's answer (or its silence) closes it.
 */
export function CardPaymentModal({
  demo,
  onDemoDecide,
}: {
  demo: boolean;
  onDemoDecide: (outcome: DemoOutcome) => Promise<void>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-0 z-40 flex items-center justify-center bg-black/75 p-6 backdrop-blur-sm"
    >
      <div className="flex w-full max-w-2xl flex-col items-center gap-8 rounded-3xl bg-background px-8 py-12 text-center shadow-2xl">
        {demo && <DemoBadge />}
        <CreditCard aria-hidden className="size-24 text-primary" />
        <h2 id={titleId} className="text-4xl font-bold tracking-tight lg:text-5xl">
          {t('kiosk.payment.card.title')}
        </h2>
        <p id={descriptionId} className="text-2xl lg:text-3xl">
          {t('kiosk.payment.card.instructions')}
        </p>
        <p role="status" className="flex items-center gap-3 text-xl text-muted-foreground">
          <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
          {t('kiosk.payment.card.processing')}
        </p>
        {demo && <DemoPaymentControls onDecide={onDemoDecide} />}
      </div>
    </div>
  );
}
