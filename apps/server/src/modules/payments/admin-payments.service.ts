import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AdminPayment, AwaitingPaymentPage } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { pendingOrdersPage } from '../orders';
import { findAttempt } from './attempts';
import { paymentEventData } from './payment-events';
import type { PaymentsContext } from './payments-context';
import { settleDemoAttempt } from './payments.service';
import { paymentAttempts, type PaymentAttempt } from './payments.tables';
import { settlePayment } from './settle-payment';

const paymentNotFound = () => new AppError('NOT_FOUND', 'Pagamento não encontrado');

export function toAdminPayment(attempt: PaymentAttempt): AdminPayment {
  return {
    ...paymentEventData(attempt),
    providerStatus: attempt.providerStatus,
    createdAt: attempt.createdAt.toISOString(),
    expiresAt: attempt.expiresAt.toISOString(),
  };
}

/** Orders waiting for payment or for staff to confirm a Pix, newest first, with their payment. */
export async function ordersAwaitingPayment(
  ctx: Pick<PaymentsContext, 'db'>,
  establishmentId: string,
  page: number,
  pageSize: number,
): Promise<AwaitingPaymentPage> {
  const { rows, total } = await pendingOrdersPage(ctx.db, establishmentId, page, pageSize);
  const attempts =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(paymentAttempts)
          .where(
            and(
              eq(paymentAttempts.establishmentId, establishmentId),
              inArray(
                paymentAttempts.orderId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(desc(paymentAttempts.createdAt));
  const latestByOrder = new Map<string, PaymentAttempt>();
  for (const attempt of attempts) {
    if (!latestByOrder.has(attempt.orderId)) latestByOrder.set(attempt.orderId, attempt);
  }
  return {
    items: rows.map((row) => {
      const latest = latestByOrder.get(row.id);
      return {
        id: row.id,
        orderNumber: row.orderNumber,
        totalCents: row.totalCents,
        paymentStatus: row.paymentStatus,
        createdAt: row.createdAt.toISOString(),
        payment: latest ? toAdminPayment(latest) : null,
      };
    }),
    page,
    pageSize,
    total,
  };
}

async function adminAttempt(
  ctx: Pick<PaymentsContext, 'db'>,
  establishmentId: string,
  attemptId: string,
): Promise<PaymentAttempt> {
  const attempt = await findAttempt(ctx.db, establishmentId, attemptId);
  if (!attempt) throw paymentNotFound();
  return attempt;
}

/** Staff saw the static Pix in the shop's account: the order is paid. */
export async function confirmStaticPix(
  ctx: PaymentsContext,
  establishmentId: string,
  attemptId: string,
): Promise<AdminPayment> {
  const attempt = await adminAttempt(ctx, establishmentId, attemptId);
  if (attempt.provider !== 'static_pix') {
    throw new AppError(
      'UNPROCESSABLE',
      'Somente pagamentos Pix pela chave do estabelecimento são confirmados manualmente',
    );
  }
  if (attempt.status === 'approved') return toAdminPayment(attempt);
  const settled = await settlePayment(ctx, attempt.id, {
    status: 'approved',
    providerStatus: 'confirmed_by_staff',
    confirmedByStaff: true,
  });
  if (!settled?.changed) {
    throw new AppError('CONFLICT', 'Este pagamento não pode mais ser confirmado');
  }
  return toAdminPayment(settled.attempt);
}

export async function adminDemoOutcome(
  ctx: PaymentsContext,
  establishmentId: string,
  attemptId: string,
  outcome: 'approved' | 'rejected',
): Promise<AdminPayment> {
  const attempt = await adminAttempt(ctx, establishmentId, attemptId);
  return toAdminPayment(await settleDemoAttempt(ctx, attempt, outcome));
}
