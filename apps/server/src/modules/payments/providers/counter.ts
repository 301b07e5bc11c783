import type { PaymentProviderAdapter } from './provider';

/** A provider whose payments are recorded as approved, never charged nor asked about. */
const recordedOnly = (kind: string): PaymentProviderAdapter => ({
  remote: false,
  create: () => Promise.reject(new Error(`${kind} payments are recorded, not charged`)),
  fetchStatus: async () => ({ status: 'approved', providerStatus: kind }),
  cancel: async () => undefined,
});

/*
 * Payments taken at the counter (PDV): the cashier holds the cash or saw the card or Pix
 * approved, so the row is written approved and no provider is ever asked about it.
 */
export const counterProvider = recordedOnly('counter');

/*
 * Paid online in a marketplace's app (iFood, Open Delivery: issue 34): the platform charged
 * the customer before the order reached the shop; a refund follows the platform's rules.
 */
export const marketplaceProvider = recordedOnly('marketplace');
