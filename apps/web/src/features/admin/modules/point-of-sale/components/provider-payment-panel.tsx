import { formatCents, type CounterSaleResult, type CounterTenderMethod } from '@comanda/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { adminPaths } from '@/features/admin/admin-paths';
import { formatReaisInput, parseReais } from '@/lib/money-input';
import { useQrCodeImage } from '@/lib/qr-code';
import {
  useCounterSaleStatus,
  useDemoOutcome,
  usePayDue,
  useRetryProviderPayment,
} from '../api/pdv';

const quickAmounts = [1000, 2000, 5000, 10000];

/**
 * A sale whose card or Pix goes through the shop's provider (decision 021): the order waits
 * while the customer pays on the terminal or scans the provider's Pix QR, shown large for the
 * customer. Declined: the cashier tries again or takes the due amount otherwise.
 */
export function ProviderPaymentPanel({
  sale,
  onPaid,
}: {
  sale: CounterSaleResult;
  onPaid: (changeCents: number) => void;
}) {
  const { t } = useTranslation();
  const status = useCounterSaleStatus(sale.orderId);
  const retry = useRetryProviderPayment();
  const demo = useDemoOutcome();
  const payDue = usePayDue();
  const [received, setReceived] = useState('');
  const payment = status.data?.payment ?? sale.payment;
  const image = useQrCodeImage(
    payment?.status === 'pending' ? (payment.pix?.qrCode ?? null) : null,
    {
      width: 320,
    },
  );
  // Paid by the provider (or by the cash below): the screen moves on once.
  const done = useRef(false);
  const finish = (changeCents: number) => {
    if (done.current) return;
    done.current = true;
    onPaid(changeCents);
  };
  const paidNow = status.data?.paymentStatus === 'paid';
  useEffect(() => {
    if (paidNow) finish(sale.changeCents);
  });

  if (status.isError && !status.data) {
    return (
      <ErrorState
        message={errorMessage(status.error, t('pdv.loadFailed'))}
        retrying={status.isFetching}
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (!status.data) return <LoadingState label={t('pdv.loading')} />;
  const { dueCents, dueMethod, paymentStatus } = status.data;
  const method = (dueMethod ?? 'card') as 'card' | 'pix';
  const waiting = payment?.status === 'pending';
  const failed = !waiting && paymentStatus === 'pending';

  function takeOtherwise(tenderMethod: CounterTenderMethod, amountCents: number) {
    const changeCents = Math.max(0, amountCents - dueCents);
    payDue.mutate(
      {
        orderId: sale.orderId,
        tenders: [{ method: tenderMethod, amountCents }],
        expectedChangeCents: tenderMethod === 'cash' ? changeCents : 0,
      },
      {
        onSuccess: (result) => finish(sale.changeCents + result.changeCents),
        onError: (error) => toast.error(errorMessage(error, t('pdv.provider.failed'))),
      },
    );
  }

  function receiveCash(event: FormEvent) {
    event.preventDefault();
    const cents = received.trim() === '' ? dueCents : parseReais(received);
    if (cents) takeOtherwise('cash', cents);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('pdv.provider.title', { number: sale.orderNumber })}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-2xl font-bold tabular-nums">
          {t('pdv.provider.due', {
            amount: formatCents(dueCents),
            method: t(`pdv.methods.${method}`),
          })}
        </p>
        {waiting && method === 'card' && (
          <p className="rounded-md bg-muted p-4 text-xl font-semibold" role="status">
            {t('pdv.provider.waitingCard')}
          </p>
        )}
        {waiting && method === 'pix' && (
          <figure
            className="grid justify-items-center gap-2 rounded-md border-4 border-primary bg-white p-4 text-black"
            aria-label={t('pdv.provider.customerView')}
          >
            <figcaption className="text-2xl font-bold">
              {t('pdv.provider.scanPix', { amount: formatCents(dueCents) })}
            </figcaption>
            {payment.pix?.qrCodeBase64 || image ? (
              <img
                src={
                  payment.pix?.qrCodeBase64
                    ? `data:image/png;base64,${payment.pix.qrCodeBase64}`
                    : image!
                }
                alt={t('pdv.payment.pixQr')}
                width={320}
                height={320}
              />
            ) : (
              <div className="size-80 animate-pulse rounded bg-muted" aria-hidden />
            )}
          </figure>
        )}
        {waiting && payment.demo && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={demo.isPending}
              onClick={() => demo.mutate({ paymentId: payment.id, outcome: 'approved' })}
            >
              {t('pdv.provider.demoApprove')}
            </Button>
            <Button
              variant="outline"
              disabled={demo.isPending}
              onClick={() => demo.mutate({ paymentId: payment.id, outcome: 'rejected' })}
            >
              {t('pdv.provider.demoDecline')}
            </Button>
          </div>
        )}
        {failed && (
          <p className="text-lg font-semibold text-destructive" role="alert">
            {sale.paymentError && !payment ? sale.paymentError : t('pdv.provider.declined')}
          </p>
        )}
        {failed && (
          <form className="grid gap-3" onSubmit={receiveCash} noValidate>
            <div className="grid grid-cols-4 gap-2">
              {quickAmounts.map((cents) => (
                <Button
                  key={cents}
                  type="button"
                  variant="outline"
                  onClick={() => setReceived(formatReaisInput(cents))}
                >
                  {formatCents(cents)}
                </Button>
              ))}
            </div>
            <FormField
              label={t('pdv.payment.received')}
              inputMode="decimal"
              autoComplete="off"
              placeholder={formatReaisInput(dueCents)}
              value={received}
              onChange={(event) => setReceived(event.target.value)}
            />
            <Button type="submit" disabled={payDue.isPending}>
              {t('pdv.provider.payCash')}
            </Button>
          </form>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          onClick={() => window.open(adminPaths.pdvCustomer, 'comanda-pdv-cliente', 'popup')}
        >
          {t('pdv.provider.openCustomerView')}
        </Button>
        <Button
          variant="outline"
          disabled={retry.isPending || waiting}
          onClick={() =>
            retry.mutate(
              { orderId: sale.orderId, method },
              {
                onSuccess: () => void status.refetch(),
                onError: (error) => toast.error(errorMessage(error, t('pdv.provider.failed'))),
              },
            )
          }
        >
          {t('pdv.provider.retry')}
        </Button>
        <Button
          variant="outline"
          disabled={payDue.isPending}
          onClick={() => takeOtherwise(method, dueCents)}
        >
          {t('pdv.provider.confirmManually')}
        </Button>
      </CardFooter>
    </Card>
  );
}
