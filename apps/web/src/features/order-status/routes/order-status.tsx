import {
  businessClock,
  formatDateTime,
  trackingHeadline,
  trackingStepLabel,
  trackingSteps,
  type OrderTracking,
} from '@comanda/shared';
import { Check, Clock } from 'lucide-react';
import { useParams } from 'react-router';
import { Loading } from '@/components/loading-screen';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useOrderStatus } from '../api/order-status';

/**
 * `/cardapio/pedido/<id>/<token>` (issue 35, item 3): the customer's phone follows its order
 * live, with no sign-in; the link works after a reload and on another phone.
 */
export function OrderStatus() {
  const { orderId = '', token = '' } = useParams();
  const { data, error } = useOrderStatus(orderId, token);
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-6 bg-background p-6">
      {data ? (
        <StatusCard status={data} />
      ) : error ? (
        <div className="space-y-2 pt-16 text-center">
          <h1 className="text-2xl font-semibold">
            {isApiError(error, 'NOT_FOUND') ? 'Pedido não encontrado' : 'Algo deu errado'}
          </h1>
          <p className="text-muted-foreground">
            {isApiError(error, 'NOT_FOUND')
              ? 'Confira o link que você recebeu.'
              : 'Falha ao comunicar com o servidor'}
          </p>
        </div>
      ) : (
        <Loading label="Carregando pedido..." room="screen" />
      )}
    </main>
  );
}

/** "45 min", "2 h", "2 h 5 min". */
function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "19:00" today, else the day and time ("29/11/2026 às 19:00"). */
function scheduledTime(at: string): string {
  const when = businessClock(at);
  const today = businessClock(new Date());
  const sameDay = when.day === today.day && when.month === today.month && when.year === today.year;
  return sameDay ? `${when.hour}:${when.minute}` : formatDateTime(at);
}

function StatusCard({ status }: { status: OrderTracking }) {
  const headline = trackingHeadline(status.stage, status.fulfilment, status.paymentStatus);
  const current = status.stage ? trackingSteps.indexOf(status.stage as never) : -1;
  return (
    <>
      <header className="space-y-1">
        <p className="text-muted-foreground">{status.shopName}</p>
        <h1 className="text-3xl font-bold">Pedido nº {status.orderNumber}</h1>
      </header>
      <section aria-labelledby="order-stage" className="space-y-2">
        <p
          id="order-stage"
          data-testid="order-stage"
          data-stage={status.stage ?? 'pending'}
          aria-live="polite"
          className="text-2xl font-semibold text-primary"
        >
          {headline}
        </p>
        {/* Height kept whether or not there is an estimate (a long scheduled time may wrap). */}
        <p data-testid="order-eta" className="flex min-h-7 items-center gap-2 text-lg">
          {status.readyInMinutes !== null && (
            <>
              <Clock aria-hidden className="size-5 shrink-0" />
              <span>
                {status.scheduledFor
                  ? `Agendado para ${scheduledTime(status.scheduledFor)} · faltam ${minutesText(status.readyInMinutes)}`
                  : `Pronto em cerca de ${status.readyInMinutes} min`}
              </span>
            </>
          )}
        </p>
      </section>
      {status.stage !== 'canceled' && (
        <ol aria-label="Etapas do pedido" className="space-y-3">
          {trackingSteps.map((step, index) => {
            const done = current >= index;
            return (
              <li
                key={step}
                aria-current={current === index ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-lg border p-3',
                  done ? 'border-primary font-semibold' : 'text-muted-foreground',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'flex size-7 items-center justify-center rounded-full border',
                    done && 'border-primary bg-primary text-primary-foreground',
                  )}
                >
                  {done ? <Check className="size-4" /> : index + 1}
                </span>
                {trackingStepLabel(step, status.fulfilment)}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
