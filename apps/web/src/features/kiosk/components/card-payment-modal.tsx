import { CreditCard, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoOutcome } from '@/lib/menu/set-demo-outcome';
import { DemoBadge, DemoPaymentControls } from '@/components/menu/demo-payment-controls';
import { KioskDialog } from './kiosk-dialog';
import { cancelActionClass } from './kiosk-screen';

/**
 * SPEC §2 card: 'Aguardando pagamento' over the payment screen while the terminal works. The
 * terminal's answer (or its silence) closes it, or 'Cancelar pagamento' gives up on the card.
 */
export function CardPaymentModal({
  demo,
  onDemoDecide,
  onCancel,
}: {
  demo: boolean;
  onDemoDecide: (outcome: DemoOutcome) => Promise<void>;
  /** Cancels the attempt and returns to the payment choice, cart intact. */
  onCancel: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [canceling, setCanceling] = useState(false);
  const cancel = () => {
    setCanceling(true);
    void onCancel().finally(() => setCanceling(false));
  };
  const titleId = useId();
  const descriptionId = useId();
  return (
    <KioskDialog titleId={titleId} descriptionId={descriptionId}>
      {demo && <DemoBadge />}
      <CreditCard
        aria-hidden
        className="size-24 text-primary accessible:hidden landscape:max-lg:size-16"
      />
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
      <button type="button" disabled={canceling} onClick={cancel} className={cancelActionClass}>
        {t('kiosk.payment.card.giveUp')}
      </button>
    </KioskDialog>
  );
}
