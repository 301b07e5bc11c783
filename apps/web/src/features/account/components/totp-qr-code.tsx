import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The otpauth:// URI as a QR code for the authenticator app, plus its key for typing in. */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ uri: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(uri, { margin: 1, width: 208 }).then(
      (src) => {
        if (current) setImage({ uri, src });
      },
      (error: unknown) => console.error('Falha ao gerar o QR Code', error),
    );
    return () => {
      current = false;
    };
  }, [uri]);

  const secret = secretOf(uri);
  return (
    <div className="grid justify-items-center gap-3 sm:justify-items-start">
      <div className="flex size-52 items-center justify-center rounded-lg border border-border bg-white p-1">
        {image?.uri === uri && (
          <img src={image.src} alt={t('account.twoFactor.qrAlt')} className="size-full" />
        )}
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
