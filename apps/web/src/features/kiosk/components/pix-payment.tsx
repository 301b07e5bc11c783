import type { PixCharge } from '@comanda/shared';
import { Check, Copy, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { useQrCodeImage } from '@/lib/qr-code';
import type { DemoOutcome } from '../api/set-demo-outcome';
import { KioskScreen, cancelActionClass } from './kiosk-screen';
import { kioskToast } from './kiosk-toast';
import { DemoBadge, DemoPaymentControls } from './demo-payment-controls';
import { KioskTotal } from './kiosk-total';

/** SPEC §9: the 'Copiado!' flag stays this long. */
const copiedFlagMs = 2000;
const qrSizePx = 320;

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

/** The provider's own PNG when it sent one; else the BR Code drawn here. */
function PixQrImage({ pix }: { pix: PixCharge }) {
  const { t } = useTranslation();
  const drawn = useQrCodeImage(pix.qrCodeBase64 ? null : pix.qrCode, { width: qrSizePx });
  const src = pix.qrCodeBase64 ? pngDataUrl(pix.qrCodeBase64) : drawn;
  return (
    <div className="flex size-80 shrink-0 items-center justify-center rounded-3xl bg-white p-3 shadow-md accessible:size-64">
      {src ? (
        <img src={src} alt={t('kiosk.payment.pix.qrAlt')} className="size-full" />
      ) : (
        <LoaderCircle aria-hidden className="size-12 animate-spin text-muted-foreground" />
      )}
    </div>
  );
}

function pngDataUrl(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}

function PixCopyPaste({ code }: { code: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copiedFlagMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!(await copyText(code))) return;
    kioskToast.success(t('kiosk.payment.pix.copiedToast'));
    setCopied(true);
  };

  return (
    <div className="flex w-full flex-col gap-2 text-left">
      <span id={labelId} className="text-xl font-semibold">
        {t('kiosk.payment.pix.copyPaste')}
      </span>
      <div className="flex gap-3">
        <code
          aria-labelledby={labelId}
          data-testid="pix-code"
          className="min-w-0 flex-1 truncate rounded-2xl border-2 border-border bg-background px-4 py-4 font-mono text-lg select-all"
        >
          {code}
        </code>
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex min-h-16 shrink-0 items-center gap-2 rounded-2xl bg-primary px-6 text-2xl font-bold text-primary-foreground outline-none active:bg-primary-hover focus-visible:ring-4 focus-visible:ring-primary/40 [&_svg]:size-7"
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('kiosk.payment.pix.copied') : t('kiosk.payment.pix.copy')}
        </button>
      </div>
    </div>
  );
}
