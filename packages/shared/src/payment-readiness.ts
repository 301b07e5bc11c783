import type { PaymentMethod } from './establishment-admin';
import type { KioskPaymentMethod, PaymentProvider } from './payments';

/** What a shop has set up for taking payments; secrets only as present or not. */
export interface PaymentSetup {
  demoPayments: boolean;
  hasMercadopagoAccessToken: boolean;
  pixKey: string | null;
  mercadopagoPointDeviceId: string | null;
  cardTerminalIp: string | null;
}

/**
 * Who takes this shop's payment by `method`, or null when nothing is set up for it: demo mode
 * wins; Pix prefers Mercado Pago (it confirms by itself) over the static key (staff confirm);
 * card prefers a Point terminal over one on the shop's network. The server charges with this
 * answer and the kiosk offers only the methods it names, so the two never disagree.
 */
export function paymentProviderFor(
  setup: PaymentSetup,
  method: KioskPaymentMethod,
): PaymentProvider | null {
  if (setup.demoPayments) return 'demo';
  if (method === 'pix') {
    if (setup.hasMercadopagoAccessToken) return 'mercadopago';
    return setup.pixKey ? 'static_pix' : null;
  }
  if (setup.hasMercadopagoAccessToken && setup.mercadopagoPointDeviceId) {
    return 'mercadopago_point';
  }
  return setup.cardTerminalIp ? 'network_terminal' : null;
}

/** The methods the kiosk may offer (the establishment's names: 'pix', 'cartao'). */
export function readyPaymentMethods(setup: PaymentSetup): PaymentMethod[] {
  const ready: PaymentMethod[] = [];
  if (paymentProviderFor(setup, 'pix')) ready.push('pix');
  if (paymentProviderFor(setup, 'card')) ready.push('cartao');
  return ready;
}
