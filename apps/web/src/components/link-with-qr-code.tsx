import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useQrCodeImage } from '@/lib/qr-code';

const qrCodeSide = 200;

/**
 * A link to open on another device: its text, an "Abrir" button and its QR code beside (the
 * same QR maker as the Pix and pairing codes). `children` goes above the link (a title, a hint).
 */
export function LinkWithQrCode({
  link,
  openLabel,
  qrCodeAlt,
  testId,
  className,
  children,
}: {
  link: string;
  openLabel: string;
  qrCodeAlt: string;
  /** The link text's data-testid (e2e reads the link from it). */
  testId: string;
  className?: string;
  children?: ReactNode;
}) {
  const qrCode = useQrCodeImage(link, { width: qrCodeSide });
  return (
    <div className={cn('grid gap-3 sm:grid-cols-[1fr_auto]', className)}>
      <div className="grid content-start gap-2">
        {children}
        <code className="break-all" data-testid={testId}>
          {link}
        </code>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <a href={link} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden />
            {openLabel}
          </a>
        </Button>
      </div>
      {qrCode && (
        <img
          src={qrCode}
          alt={qrCodeAlt}
          width={qrCodeSide}
          height={qrCodeSide}
          className="rounded-md bg-white"
        />
      )}
    </div>
  );
}
