import { paymentProviderFor, type KioskPaymentMethod, type PaymentProvider } from '@comanda/shared';
import { counterProvider, marketplaceProvider } from './counter';
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

/** Who takes this shop's payment by `method`; nothing set up: 422 with the shop-facing reason. */
export function chooseProvider(
  settings: PaymentSettings,
  method: KioskPaymentMethod,
): PaymentProvider {
  const provider = paymentProviderFor(
    { ...settings, hasMercadopagoAccessToken: settings.mercadopagoAccessToken !== null },
    method,
  );
  if (provider) return provider;
  throw new AppError(
    'UNPROCESSABLE',
    method === 'pix' ? pixNotConfiguredMessage : cardNotConfiguredMessage,
  );
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
    counter: counterProvider,
    ifood: marketplaceProvider,
    open_delivery: marketplaceProvider,
  };
}
