import { CreditCard, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoOutcome } from '../api/set-demo-outcome';
import { DemoBadge, DemoPaymentControls } from './demo-payment-controls';
import { KioskDialog } from './kiosk-dialog';

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
    <KioskDialog titleId={titleId} descriptionId={descriptionId}>
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
    </KioskDialog>
  );
}
