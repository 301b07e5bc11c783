import type { KioskPaymentMethod, PaymentProvider } from '@comanda/shared';
import type { PaymentSettings } from '../../establishments';
import { AppError } from '../../../lib/app-error';
import { demoProvider } from './demo';
import { mercadoPagoPixProvider } from './mercadopago-pix';
import { mercadoPagoPointProvider } from './mercadopago-point';
import { networkTerminalProvider } from './network-terminal';
import type { PaymentProviderAdapter } from './provider';
import { staticPixProvider } from './static-pix';

export const pixNotConfiguredMessage = 'Pix não configurado para este estabelecimento';
export const cardNotConfiguredMessage = 'Maquininha não configurada para este estabelecimento';

/**
 * Who takes this shop's payment by `method`: demo mode wins; Pix prefers Mercado Pago (it
 * confirms by itself) over the static key (staff confirm); card prefers a Point terminal over
 * one on the shop's network. Nothing configured: 422 with the shop-facing reason.
 */
export function chooseProvider(
  settings: PaymentSettings,
  method: KioskPaymentMethod,
): PaymentProvider {
  if (settings.demoPayments) return 'demo';
  if (method === 'pix') {
    if (settings.mercadopagoAccessToken) return 'mercadopago';
    if (settings.pixKey) return 'static_pix';
    throw new AppError('UNPROCESSABLE', pixNotConfiguredMessage);
  }
  if (settings.mercadopagoAccessToken && settings.mercadopagoPointDeviceId) {
    return 'mercadopago_point';
  }
  if (settings.cardTerminalIp) return 'network_terminal';
  throw new AppError('UNPROCESSABLE', cardNotConfiguredMessage);
}

export type ProviderRegistry = Record<PaymentProvider, PaymentProviderAdapter>;

/** Every adapter; Mercado Pago's at `apiUrl` (the real API, or a fake one in tests). */
export function providerRegistry(mercadoPagoApiUrl: string): ProviderRegistry {
  return {
    demo: demoProvider,
    mercadopago: mercadoPagoPixProvider(mercadoPagoApiUrl),
    static_pix: staticPixProvider,
    mercadopago_point: mercadoPagoPointProvider(mercadoPagoApiUrl),
    network_terminal: networkTerminalProvider,
  };
}
