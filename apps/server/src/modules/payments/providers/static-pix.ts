import { buildStaticPixPayload } from '@comanda/shared';
import type { PaymentSettings } from '../../establishments';
import { ProviderError, type PaymentProviderAdapter } from './provider';

/*
 * Pix straight to the shop's own key, without a payment contract: a BR Code "copia e cola"
 * with the amount and a txid of the order. Nobody tells us it was paid, so staff confirm the
 * receipt in the admin panel; until then the attempt stays pending.
 */

/** 25 letters or digits of the order id: unique per order, and shown in the shop's bank app. */
export function txidOfOrder(orderId: string): string {
  return orderId.replaceAll('-', '').slice(0, 25).toUpperCase();
}

export function staticPixPayload(
  settings: PaymentSettings,
  orderId: string,
  amountCents: number,
): string {
  if (!settings.pixKey) throw new ProviderError('refused', 'static_pix', 'no Pix key configured');
  return buildStaticPixPayload({
    key: settings.pixKey,
    merchantName: settings.name,
    merchantCity: settings.city || 'BRASIL',
    amountCents,
    txid: txidOfOrder(orderId),
  });
}

export const staticPixProvider: PaymentProviderAdapter = {
  remote: false,
  async create(request) {
    return {
      providerPaymentId: txidOfOrder(request.orderId),
      status: 'pending',
      providerStatus: 'awaiting_staff_confirmation',
      pix: {
        qrCode: staticPixPayload(request.settings, request.orderId, request.amountCents),
        qrCodeBase64: null,
      },
    };
  },
  async fetchStatus() {
    return { status: 'pending', providerStatus: 'awaiting_staff_confirmation' };
  },
  async cancel() {},
};
