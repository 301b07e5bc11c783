import { formatCents } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { useQrCodeImage } from '@/lib/qr-code';
import { useCustomerView } from '../api/pdv';

/**
 * /admin/pdv/cliente: the counter's customer-facing view (decision 021), opened by the cashier
 * in a second window on a screen turned to the customer. It follows the operator's sale waiting
 * for its provider payment: the Pix QR to scan, or the card to insert; else a welcome.
 */
export default function PointOfSaleCustomerView() {
  const { t } = useTranslation();
  const view = useCustomerView();
  const sale = view.data?.sale ?? null;
  const payment = sale?.payment?.status === 'pending' ? sale.payment : null;
  const image = useQrCodeImage(payment?.pix?.qrCode ?? null, { width: 420 });
  const src = payment?.pix?.qrCodeBase64
    ? `data:image/png;base64,${payment.pix.qrCodeBase64}`
    : image;
  return (
    <main className="fixed inset-0 z-50 grid place-items-center bg-background p-8 text-center">
      {!sale ? (
        <p className="text-4xl font-bold">
          {view.isError ? t('pdv.customer.offline') : t('pdv.customer.welcome')}
        </p>
      ) : (
        <div className="grid justify-items-center gap-6" role="status" aria-live="polite">
          <p className="text-3xl">{t('pdv.customer.order', { number: sale.orderNumber })}</p>
          <p className="text-6xl font-bold tabular-nums">{formatCents(sale.dueCents)}</p>
          {payment?.method === 'pix' ? (
            <>
              <p className="text-3xl">{t('pdv.customer.scanPix')}</p>
              {src ? (
                <img src={src} alt={t('pdv.payment.pixQr')} width={420} height={420} />
              ) : (
                <div className="size-[420px] animate-pulse rounded bg-muted" aria-hidden />
              )}
            </>
          ) : (
            <p className="text-3xl">
              {payment ? t('pdv.customer.insertCard') : t('pdv.customer.wait')}
            </p>
          )}
        </div>
      )}
    </main>
  );
}
