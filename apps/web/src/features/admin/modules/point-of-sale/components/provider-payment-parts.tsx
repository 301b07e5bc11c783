import { formatCents, type CounterSaleResult } from '@comanda/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { formatReaisInput, parseReais } from '@/lib/money-input';
import { useQrCodeImage } from '@/lib/qr-code';
import { useDemoOutcome } from '../api/pdv';
import { QuickAmounts } from './quick-amounts';

type ProviderPayment = NonNullable<CounterSaleResult['payment']>;

/** While the provider charges: the terminal's wait, or the Pix QR for the customer to scan. */
export function ProviderWaiting({
  payment,
  method,
  dueCents,
}: {
  payment: ProviderPayment;
  method: 'card' | 'pix';
  dueCents: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      {method === 'card' && (
        <p className="rounded-md bg-muted p-4 text-xl font-semibold" role="status">
          {t('pdv.provider.waitingCard')}
        </p>
      )}
      {method === 'pix' && <PixCustomerView payment={payment} dueCents={dueCents} />}
      {payment.demo && <DemoOutcomeButtons paymentId={payment.id} />}
    </>
  );
}

function PixCustomerView({ payment, dueCents }: { payment: ProviderPayment; dueCents: number }) {
  const { t } = useTranslation();
  const image = useQrCodeImage(payment.pix?.qrCode ?? null, { width: 320 });
  const base64 = payment.pix?.qrCodeBase64;
  return (
    <figure
      className="grid justify-items-center gap-2 rounded-md border-4 border-primary bg-white p-4 text-black"
      aria-label={t('pdv.provider.customerView')}
    >
      <figcaption className="text-2xl font-bold">
        {t('pdv.provider.scanPix', { amount: formatCents(dueCents) })}
      </figcaption>
      {base64 || image ? (
        <img
          src={base64 ? `data:image/png;base64,${base64}` : image!}
          alt={t('pdv.payment.pixQr')}
          width={320}
          height={320}
        />
      ) : (
        <div className="size-80 animate-pulse rounded bg-muted" aria-hidden />
      )}
    </figure>
  );
}

/** The demo provider: the cashier plays the customer's bank. */
function DemoOutcomeButtons({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const demo = useDemoOutcome();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        disabled={demo.isPending}
        onClick={() => demo.mutate({ paymentId, outcome: 'approved' })}
      >
        {t('pdv.provider.demoApprove')}
      </Button>
      <Button
        variant="outline"
        disabled={demo.isPending}
        onClick={() => demo.mutate({ paymentId, outcome: 'rejected' })}
      >
        {t('pdv.provider.demoDecline')}
      </Button>
    </div>
  );
}

/** Declined (or the provider failed): why, and the due amount taken in cash instead. */
export function DeclinedPayment({
  message,
  dueCents,
  paying,
  onCash,
}: {
  message: string | null;
  dueCents: number;
  paying: boolean;
  onCash: (receivedCents: number) => void;
}) {
  const { t } = useTranslation();
  const [received, setReceived] = useState('');

  function receiveCash(event: FormEvent) {
    event.preventDefault();
    const cents = received.trim() === '' ? dueCents : parseReais(received);
    if (cents) onCash(cents);
  }

  return (
    <>
      <p className="text-lg font-semibold text-destructive" role="alert">
        {message ?? t('pdv.provider.declined')}
      </p>
      <form className="grid gap-3" onSubmit={receiveCash} noValidate>
        <QuickAmounts onAmount={setReceived} />
        <MoneyField
          label={t('pdv.payment.received')}
          placeholder={formatReaisInput(dueCents)}
          value={received}
          onValueChange={setReceived}
        />
        <Button type="submit" disabled={paying}>
          {t('pdv.provider.payCash')}
        </Button>
      </form>
    </>
  );
}
