import { useEffect, useState } from 'react';

export interface QrCodeImageOptions {
  /** Pixels of the PNG's side. */
  width: number;
  /** Quiet zone around the code, in modules. */
  margin?: number;
}

/**
 * A PNG data URL of `text` as a QR code, or null until it is drawn (or when `text` is null). The `qrcode` library
 * (about 10 KB gzip) is loaded on first use, so screens that never draw one never download it.
 */
export function useQrCodeImage(
  text: string | null,
  { width, margin = 1 }: QrCodeImageOptions,
): string | null {
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);

  useEffect(() => {
    if (text === null) return;
    let current = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { margin, width }))
      .then(
        (src) => {
          if (current) setImage({ text, src });
        },
        (error: unknown) => console.error('Falha ao gerar o QR Code', error),
      );
    return () => {
      current = false;
    };
  }, [text, width, margin]);

  return image !== null && image.text === text ? image.src : null;
}
