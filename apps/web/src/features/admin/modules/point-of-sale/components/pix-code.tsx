import { formatCents } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { useQrCodeImage } from '@/lib/qr-code';
import { usePixCode } from '../api/pdv';

/**
 * The shop's static Pix for the amount, large enough for the customer to scan from the
 * counter; the cashier adds the payment once the bank shows it received.
 */
export function PixCode({ amountCents }: { amountCents: number }) {
  const { t } = useTranslation();
  const pix = usePixCode(amountCents);
  const image = useQrCodeImage(pix.data?.qrCode ?? null, { width: 240 });
  if (pix.isError) {
    return (
      <p className="text-sm text-destructive" role="alert">
        {errorMessage(pix.error, t('pdv.payment.pixFailed'))}
      </p>
    );
  }
  return (
    <figure className="grid justify-items-center gap-2 rounded-md border border-border p-3">
      {image ? (
        <img src={image} alt={t('pdv.payment.pixQr')} width={240} height={240} />
      ) : (
        <div className="size-60 animate-pulse rounded bg-muted" aria-hidden />
      )}
      <figcaption className="text-center text-sm">
        {t('pdv.payment.pixFor', { amount: formatCents(amountCents) })}
      </figcaption>
      {pix.data && (
        <input
          readOnly
          aria-label={t('pdv.payment.pixCopy')}
          className="w-full rounded border border-border bg-muted px-2 py-1 text-xs"
          value={pix.data.qrCode}
          onFocus={(event) => event.target.select()}
        />
      )}
    </figure>
  );
}
