import { describe, expect, it } from 'vitest';
import { paymentProviderFor, readyPaymentMethods, type PaymentSetup } from './payment-readiness';

const nothing: PaymentSetup = {
  demoPayments: false,
  hasMercadopagoAccessToken: false,
  pixKey: null,
  mercadopagoPointDeviceId: null,
  cardTerminalIp: null,
};

describe('payment readiness', () => {
  it('a shop with nothing set up offers no method', () => {
    expect(readyPaymentMethods(nothing)).toEqual([]);
    expect(paymentProviderFor(nothing, 'pix')).toBeNull();
    expect(paymentProviderFor(nothing, 'card')).toBeNull();
  });

  it('demo mode offers both, simulated', () => {
    const demo = { ...nothing, demoPayments: true };
    expect(readyPaymentMethods(demo)).toEqual(['pix', 'cartao']);
    expect(paymentProviderFor(demo, 'card')).toBe('demo');
  });

  it('a static Pix key offers Pix only', () => {
    const pix = { ...nothing, pixKey: 'loja@example.com' };
    expect(readyPaymentMethods(pix)).toEqual(['pix']);
    expect(paymentProviderFor(pix, 'pix')).toBe('static_pix');
  });

  it('Mercado Pago takes Pix; card needs a Point terminal chosen too', () => {
    const mercadoPago = { ...nothing, hasMercadopagoAccessToken: true, pixKey: 'chave' };
    expect(paymentProviderFor(mercadoPago, 'pix')).toBe('mercadopago');
    expect(readyPaymentMethods(mercadoPago)).toEqual(['pix']);
    const withPoint = { ...mercadoPago, mercadopagoPointDeviceId: 'PAX_A910__1' };
    expect(readyPaymentMethods(withPoint)).toEqual(['pix', 'cartao']);
    expect(paymentProviderFor(withPoint, 'card')).toBe('mercadopago_point');
  });

  it('a terminal on the shop network offers card', () => {
    const terminal = { ...nothing, cardTerminalIp: '192.168.0.50' };
    expect(readyPaymentMethods(terminal)).toEqual(['cartao']);
    expect(paymentProviderFor(terminal, 'card')).toBe('network_terminal');
  });
});
