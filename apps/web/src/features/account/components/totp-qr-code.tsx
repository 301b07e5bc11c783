import { useTranslation } from 'react-i18next';
import { useQrCodeImage } from '@/lib/qr-code';

/** The otpauth:// URI as a QR code for the authenticator app, plus its key for typing in. */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const image = useQrCodeImage(uri, { width: 208 });

  const secret = secretOf(uri);
  return (
    <div className="grid justify-items-center gap-3 sm:justify-items-start">
      <div className="flex size-52 items-center justify-center rounded-lg border border-border bg-white p-1">
        {image && <img src={image} alt={t('account.twoFactor.qrAlt')} className="size-full" />}
      </div>
      {secret && (
        <p className="text-sm text-muted-foreground">
          {t('account.twoFactor.manualKey')}{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground break-all">
            {secret}
          </code>
        </p>
      )}
    </div>
  );
}

function secretOf(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}
