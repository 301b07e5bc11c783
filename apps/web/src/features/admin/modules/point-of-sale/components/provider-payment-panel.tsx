import {
  formatCents,
  type CounterSaleResult,
  type CounterSaleStatus,
  type CounterTenderMethod,
} from '@comanda/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { adminPaths } from '@/features/admin/admin-paths';
import { errorMessage } from '@/lib/error-message';
import { useCounterSaleStatus, usePayDue, useRetryProviderPayment } from '../api/pdv';
import { DeclinedPayment, ProviderWaiting } from './provider-payment-parts';

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
  return (
    <ProviderPaymentCard
      sale={sale}
      status={status.data}
      onRefetch={() => void status.refetch()}
      finish={finish}
    />
  );
}

function ProviderPaymentCard({
  sale,
  status,
  onRefetch,
  finish,
}: {
  sale: CounterSaleResult;
  status: CounterSaleStatus;
  onRefetch: () => void;
  finish: (changeCents: number) => void;
}) {
  const { t } = useTranslation();
  const payDue = usePayDue();
  const { dueCents, dueMethod, paymentStatus } = status;
  const payment = status.payment ?? sale.payment;
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
        {waiting && <ProviderWaiting payment={payment} method={method} dueCents={dueCents} />}
        {failed && (
          <DeclinedPayment
            message={sale.paymentError && !payment ? sale.paymentError : null}
            dueCents={dueCents}
            paying={payDue.isPending}
            onCash={(cents) => takeOtherwise('cash', cents)}
          />
        )}
      </CardContent>
      <ProviderFooter
        orderId={sale.orderId}
        method={method}
        waiting={waiting}
        paying={payDue.isPending}
        onRetried={onRefetch}
        onConfirmManually={() => takeOtherwise(method, dueCents)}
      />
    </Card>
  );
}

function ProviderFooter({
  orderId,
  method,
  waiting,
  paying,
  onRetried,
  onConfirmManually,
}: {
  orderId: string;
  method: 'card' | 'pix';
  waiting: boolean;
  paying: boolean;
  onRetried: () => void;
  onConfirmManually: () => void;
}) {
  const { t } = useTranslation();
  const retry = useRetryProviderPayment();
  return (
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
            { orderId, method },
            {
              onSuccess: onRetried,
              onError: (error) => toast.error(errorMessage(error, t('pdv.provider.failed'))),
            },
          )
        }
      >
        {t('pdv.provider.retry')}
      </Button>
      <Button variant="outline" disabled={paying} onClick={onConfirmManually}>
        {t('pdv.provider.confirmManually')}
      </Button>
    </CardFooter>
  );
}
