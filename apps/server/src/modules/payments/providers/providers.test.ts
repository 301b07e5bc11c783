import { describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../establishments';
import { chooseProvider } from './index';
import { mercadoPagoDate, pixStatusOf } from './mercadopago-pix';
import { pointStatusOf } from './mercadopago-point';
import { terminalBaseUrl, terminalStatusOf } from './network-terminal';

const bare: PaymentSettings = {
  establishmentId: '00000000-0000-4000-8000-000000000000',
  name: 'Loja',
  city: null,
  pixKey: null,
  pixKeyType: null,
  mercadopagoAccessToken: null,
  mercadopagoWebhookSecret: null,
  mercadopagoPointDeviceId: null,
  cardTerminalIp: null,
  demoPayments: false,
};

describe('chooseProvider', () => {
  it('uses the demo provider for every method in demo mode', () => {
    const demo = { ...bare, demoPayments: true, mercadopagoAccessToken: 'x', pixKey: 'k' };
    expect(chooseProvider(demo, 'pix')).toBe('demo');
    expect(chooseProvider(demo, 'card')).toBe('demo');
  });

  it('prefers Mercado Pago for Pix, then the static key', () => {
    expect(chooseProvider({ ...bare, mercadopagoAccessToken: 't', pixKey: 'k' }, 'pix')).toBe(
      'mercadopago',
    );
    expect(chooseProvider({ ...bare, pixKey: 'k' }, 'pix')).toBe('static_pix');
    expect(() => chooseProvider(bare, 'pix')).toThrow(
      'Pix não configurado para este estabelecimento',
    );
  });

  it('prefers a Point terminal for cards, then the network terminal', () => {
    const point = { ...bare, mercadopagoAccessToken: 't', mercadopagoPointDeviceId: 'd' };
    expect(chooseProvider({ ...point, cardTerminalIp: '10.0.0.5' }, 'card')).toBe(
      'mercadopago_point',
    );
    expect(chooseProvider({ ...bare, cardTerminalIp: '10.0.0.5' }, 'card')).toBe(
      'network_terminal',
    );
    // A token without a Point device is not a card terminal.
    expect(() => chooseProvider({ ...bare, mercadopagoAccessToken: 't' }, 'card')).toThrow(
      'Maquininha não configurada para este estabelecimento',
    );
  });
});

describe('status maps', () => {
  it('maps Mercado Pago payment statuses', () => {
    expect(pixStatusOf('approved')).toBe('approved');
    expect(pixStatusOf('pending')).toBe('pending');
    expect(pixStatusOf('in_process')).toBe('pending');
    expect(pixStatusOf('rejected')).toBe('rejected');
    expect(pixStatusOf('cancelled')).toBe('canceled');
    expect(pixStatusOf('something_new')).toBe('error');
  });

  it('maps Point order statuses', () => {
    expect(pointStatusOf('created')).toBe('pending');
    expect(pointStatusOf('at_terminal')).toBe('pending');
    expect(pointStatusOf('processed')).toBe('approved');
    expect(pointStatusOf('failed')).toBe('rejected');
    expect(pointStatusOf('canceled')).toBe('canceled');
    expect(pointStatusOf('expired')).toBe('expired');
  });

  it('maps network terminal answers as SPEC §4 says', () => {
    expect(terminalStatusOf('APPROVED')).toBe('approved');
    expect(terminalStatusOf('DECLINED')).toBe('rejected');
    expect(terminalStatusOf('PENDING')).toBe('pending');
    expect(terminalStatusOf('WHATEVER')).toBe('error');
  });
});

describe('helpers', () => {
  it("writes Mercado Pago's expiry in São Paulo time", () => {
    expect(mercadoPagoDate(new Date('2026-11-21T18:30:00.000Z'))).toBe(
      '2026-11-21T15:30:00.000-03:00',
    );
  });

  it('adds the default port to a terminal address without one', () => {
    expect(terminalBaseUrl({ ...bare, cardTerminalIp: '192.168.0.50' })).toBe(
      'http://192.168.0.50:8080',
    );
    expect(terminalBaseUrl({ ...bare, cardTerminalIp: ' 192.168.0.50:9000 ' })).toBe(
      'http://192.168.0.50:9000',
    );
  });
});
