import type { PaymentProviderAdapter } from './provider';

/*
 * Payments taken at the counter (PDV): the cashier holds the cash or saw the card or Pix
 * approved, so the row is written approved and no provider is ever asked about it.
 */
const neverCharged = () => Promise.reject(new Error('counter payments are recorded, not charged'));

export const counterProvider: PaymentProviderAdapter = {
  remote: false,
  create: neverCharged,
  fetchStatus: async () => ({ status: 'approved', providerStatus: 'counter' }),
  cancel: async () => undefined,
};
