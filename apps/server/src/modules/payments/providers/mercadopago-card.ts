import { z } from 'zod';
import type { PaymentSettings } from '../../establishments';
import type { PaymentCard } from '../payments.tables';
import { callMercadoPago } from './mercadopago-http';
import { ProviderError } from './provider';

/*
 * How a Point card paid (decision 061). A processed Point order lists its payment with
 * `reference_id`, the payment's id in the Payments API, and `payment_method` (id: the brand,
 * type: credit_card / debit_card). GET /v1/payments/{id} answers the payment resource:
 * `payment_method_id`, `payment_type_id` and `authorization_code`, which the NFC-e's card
 * group carries (cAut). Mercado Pago itself is the acquirer of its Point terminals.
 */

/** Mercado Pago Instituição de Pagamento Ltda, CNPJ 10.573.521/0001-91. */
export const mercadoPagoCnpj = '10573521000191';

export const pointOrderPaymentSchema = z.object({
  reference_id: z.string().nullish(),
  payment_method: z.object({ id: z.string().nullish(), type: z.string().nullish() }).nullish(),
});

const paymentResourceSchema = z.object({
  payment_method_id: z.string().nullish(),
  payment_type_id: z.string().nullish(),
  authorization_code: z.string().nullish(),
});

const cardTypes: Record<string, PaymentCard['type']> = {
  credit_card: 'credit',
  debit_card: 'debit',
};

function cardOf(fields: { brand?: string | null; type?: string | null; code?: string | null }) {
  return {
    type: fields.type ? cardTypes[fields.type] : undefined,
    brand: fields.brand ?? undefined,
    acquirerCnpj: mercadoPagoCnpj,
    authorization: fields.code ?? undefined,
  } satisfies PaymentCard;
}

/**
 * The card of a processed Point order's payment: the payment resource's fields, or the
 * order's own when the payment cannot be read (the approval never waits on this).
 */
export async function pointCardOf(
  apiUrl: string,
  settings: PaymentSettings,
  payment: z.infer<typeof pointOrderPaymentSchema> | undefined,
): Promise<PaymentCard> {
  const fromOrder = cardOf({
    brand: payment?.payment_method?.id,
    type: payment?.payment_method?.type,
  });
  if (!payment?.reference_id) return fromOrder;
  try {
    const answer = paymentResourceSchema.safeParse(
      await callMercadoPago('mercadopago_point', settings, {
        method: 'GET',
        url: `${apiUrl}/v1/payments/${encodeURIComponent(payment.reference_id)}`,
      }),
    );
    if (!answer.success) return fromOrder;
    return cardOf({
      brand: answer.data.payment_method_id ?? fromOrder.brand,
      type: answer.data.payment_type_id ?? payment.payment_method?.type,
      code: answer.data.authorization_code,
    });
  } catch (error) {
    if (error instanceof ProviderError) return fromOrder;
    throw error;
  }
}
