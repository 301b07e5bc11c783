import type { PixCharge } from '@comanda/shared';
import { Check, Copy, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { useQrCodeImage } from '@/lib/qr-code';
import { kioskToast } from '@/components/menu/kiosk-toast';

/*
 * A Pix charge's QR code and its "copia e cola", shared by the kiosk's Pix screen
 * (pix-payment.tsx) and the online menu's (/cardapio).
 */

/** SPEC §9: the 'Copiado!' flag stays this long. */
const copiedFlagMs = 2000;
const qrSizePx = 320;

/** The provider's own PNG when it sent one; else the BR Code drawn here. */
export function PixQrImage({ pix }: { pix: PixCharge }) {
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

export function PixCopyPaste({ code }: { code: string }) {
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
