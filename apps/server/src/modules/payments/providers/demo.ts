import { buildStaticPixPayload } from '@comanda/shared';
import type { PaymentProviderAdapter } from './provider';
import { txidOfOrder } from './static-pix';

/*
 * Simulated payments for trying the system (establishments.demo_payments). The Pix code is a
 * well-formed BR Code to a key that belongs to nobody, marked as a demonstration, so a phone
 * scanning it shows "NAO PAGUE"; approval comes from the clock or from a button.
 */

/** A random-key Pix that no bank account has: the all-zero UUID. */
export const demoPixKey = '00000000-0000-0000-0000-000000000000';

export const demoProvider: PaymentProviderAdapter = {
  remote: false,
  async create(request) {
    const pix =
      request.method === 'pix'
        ? {
            qrCode: buildStaticPixPayload({
              key: demoPixKey,
              merchantName: request.settings.name,
              merchantCity: request.settings.city || 'BRASIL',
              amountCents: request.amountCents,
              txid: txidOfOrder(request.orderId),
              description: 'DEMONSTRACAO NAO PAGUE',
            }),
            qrCodeBase64: null,
          }
        : null;
    return {
      providerPaymentId: `demo-${request.attemptId}`,
      status: 'pending',
      providerStatus: 'demo',
      pix,
    };
  },
  async fetchStatus() {
    return { status: 'pending', providerStatus: 'demo' };
  },
  async cancel() {},
  // Nothing was charged: the refund only shows the shop what a real one looks like.
  async refund() {},
};
