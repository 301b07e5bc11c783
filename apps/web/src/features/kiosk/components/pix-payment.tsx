import type { PixCharge } from '@comanda/shared';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoOutcome } from '@/lib/menu/set-demo-outcome';
import { KioskScreen, cancelActionClass } from './kiosk-screen';
import { DemoBadge, DemoPaymentControls } from '@/components/menu/demo-payment-controls';
import { KioskTotal } from './kiosk-total';
import { PixCopyPaste, PixQrImage } from '@/components/menu/pix-code';

interface PixPaymentProps {
  pix: PixCharge;
  amountCents: number;
  demo: boolean;
  /** Polling gave up (SPEC §9): the screen stays, with a word that nothing arrived yet. */
  stopped: boolean;
  onCancel: () => Promise<void>;
  onDemoDecide: (outcome: DemoOutcome) => Promise<void>;
}

/** SPEC §2 Pix screen: the QR code, its "copia e cola", the amount and 'Cancelar Pedido'. */
export function PixPayment({
  pix,
  amountCents,
  demo,
  stopped,
  onCancel,
  onDemoDecide,
}: PixPaymentProps) {
  const { t } = useTranslation();
  const [canceling, setCanceling] = useState(false);
  const cancel = () => {
    setCanceling(true);
    void onCancel().finally(() => setCanceling(false));
  };

  // 'Cancelar Pedido' lives in the footer, which never scrolls: always in reach (SPEC §2).
  const footer = (
    <div className="mx-auto max-w-3xl">
      <button type="button" disabled={canceling} onClick={cancel} className={cancelActionClass}>
        {t('kiosk.payment.pix.cancel')}
      </button>
    </div>
  );
  // A landscape screen is short: the QR code goes beside the rest instead of above it. In
  // accessibility mode on a portrait screen the QR code and what is read (title, amount) fill
  // the upper half, side by side, so the controls fit the lower half (`kiosk-upper-*`, ADR 027).
  return (
    <KioskScreen showCart={false} footer={footer}>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center landscape:max-w-5xl landscape:flex-row landscape:justify-center landscape:gap-10">
        <div className="kiosk-upper-end shrink-0">
          <PixQrImage pix={pix} />
        </div>
        <div className="flex w-full flex-col items-center gap-6 portrait:contents landscape:max-w-xl landscape:gap-4">
          <div className="kiosk-upper-start flex flex-col items-center gap-6 portrait:-order-1 landscape:gap-4">
            {demo && <DemoBadge />}
            <h1 className="text-4xl font-bold tracking-tight lg:text-5xl">
              {t('kiosk.payment.pix.title')}
            </h1>
            <p className="flex flex-col">
              <span className="text-xl text-muted-foreground">{t('kiosk.payment.pix.amount')}</span>
              <KioskTotal testId="pix-amount" cents={amountCents} className="text-5xl" />
            </p>
          </div>
          <PixCopyPaste code={pix.qrCode} />
          <p role="status" className="flex items-center gap-3 text-2xl font-semibold">
            <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
            {t('kiosk.payment.pix.waiting')}
          </p>
          {stopped && (
            <p className="text-xl text-muted-foreground">{t('kiosk.payment.pix.stopped')}</p>
          )}
          {demo && <DemoPaymentControls onDecide={onDemoDecide} />}
        </div>
      </div>
    </KioskScreen>
  );
}
