import { enforceRateLimits } from '../../lib/rate-limits';
import type { PaymentProvider } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { findAttemptByProviderId } from './attempts';
import type { PaymentsContext } from './payments-context';
import { paymentSettingsOf, refreshAttempt } from './payments.service';
import { checkWebhookSignature } from './webhook-signature';

export interface MercadoPagoNotification {
  establishmentId: string;
  signature: string | undefined;
  requestId: string | undefined;
  /** `data.id` from the query string (what Mercado Pago signs), else from the body. */
  dataId: string | undefined;
  /** `type` (or the older `topic`): `payment` for Pix, `order` for Point. */
  type: string | undefined;
}

/** Which of our providers a notification type concerns. */
const providersByType: Record<string, PaymentProvider[]> = {
  payment: ['mercadopago'],
  order: ['mercadopago_point'],
};

/**
 * A Mercado Pago notification: checked, then used only as a hint. Its body is never believed:
 * the payment is fetched from Mercado Pago and settled with that answer, so a forged or
 * replayed body cannot pay an order, and duplicates change nothing twice.
 */
/** Signed notifications a shop may receive per minute (Mercado Pago sends a few per payment). */
export const webhooksPerMinute = 300;

export async function handleMercadoPagoNotification(
  ctx: PaymentsContext,
  notification: MercadoPagoNotification,
): Promise<{ handled: boolean }> {
  const { signature, requestId, dataId } = notification;
  if (!signature || !requestId || !dataId) {
    throw new AppError('VALIDATION_FAILED', 'Notificação sem assinatura, x-request-id ou data.id');
  }
  const settings = await paymentSettingsOf(ctx, notification.establishmentId);
  if (!settings.mercadopagoWebhookSecret) {
    throw new AppError('UNAUTHENTICATED', 'Assinatura de webhook não configurada');
  }
  const check = checkWebhookSignature({
    secret: settings.mercadopagoWebhookSecret,
    signature,
    requestId,
    dataId,
    now: ctx.now(),
  });
  if (check !== 'valid') {
    ctx.log.warn({ establishmentId: settings.establishmentId, check }, 'webhook refused');
    throw new AppError('UNAUTHENTICATED', 'Assinatura de webhook inválida');
  }
  // Counted only once signed: forged notifications must not use up the shop's quota.
  await enforceRateLimits(ctx.db, [
    { key: `webhooks:shop:${settings.establishmentId}`, max: webhooksPerMinute },
  ]);

  const providers = providersByType[notification.type ?? ''];
  if (!providers) return { handled: false };
  const attempt = await findAttemptByProviderId(
    ctx.db,
    settings.establishmentId,
    providers,
    dataId,
  );
  if (!attempt) return { handled: false };
  await refreshAttempt(ctx, attempt, { force: true });
  return { handled: true };
}
