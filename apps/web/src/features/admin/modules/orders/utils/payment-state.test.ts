import type { AdminPayment, AwaitingPaymentOrder } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { orderPaymentState, staffActions } from './payment-state';

const payment: AdminPayment = {
  id: '0c8a4a52-1b0f-4f62-8a3c-2b0b8f3f9e21',
  orderId: '6f1c1f84-46a4-4c44-9a39-0d1c1e1e2b10',
  method: 'pix',
  provider: 'static_pix',
  status: 'pending',
  amountCents: 2590,
  demo: false,
  providerStatus: null,
  createdAt: '2026-11-21T15:00:00.000Z',
  expiresAt: '2026-11-21T15:15:00.000Z',
};

const order = (latest: Partial<AdminPayment> | null): AwaitingPaymentOrder => ({
  id: payment.orderId,
  orderNumber: 12,
  totalCents: 2590,
  paymentStatus: 'pending',
  createdAt: '2026-11-21T15:00:00.000Z',
  payment: latest && { ...payment, ...latest },
});

describe('orderPaymentState', () => {
  it('tells a static Pix waiting for staff from a payment waiting for its provider', () => {
    expect(orderPaymentState(order({}))).toBe('awaitingConfirmation');
    expect(orderPaymentState(order({ provider: 'mercadopago' }))).toBe('awaitingPayment');
    expect(orderPaymentState(order({ provider: 'demo', method: 'card' }))).toBe('awaitingPayment');
  });

  it('names the ending of the latest attempt, or no attempt yet', () => {
    expect(orderPaymentState(order(null))).toBe('noMethod');
    expect(orderPaymentState(order({ status: 'rejected' }))).toBe('declined');
    expect(orderPaymentState(order({ status: 'error' }))).toBe('unknown');
    expect(orderPaymentState(order({ status: 'canceled' }))).toBe('canceled');
    expect(orderPaymentState(order({ status: 'expired' }))).toBe('expired');
  });
});

describe('staffActions', () => {
  it("offers 'Confirmar pagamento' only for a pending static Pix", () => {
    expect(staffActions(order({}))).toEqual({ confirmPix: true, decideDemo: false });
    expect(staffActions(order({ status: 'rejected' }))).toEqual({
      confirmPix: false,
      decideDemo: false,
    });
    expect(staffActions(order({ provider: 'mercadopago' })).confirmPix).toBe(false);
  });

  it('offers approve and decline only for a pending demo payment', () => {
    expect(staffActions(order({ provider: 'demo', demo: true }))).toEqual({
      confirmPix: false,
      decideDemo: true,
    });
    expect(
      staffActions(order({ provider: 'demo', demo: true, status: 'approved' })).decideDemo,
    ).toBe(false);
    expect(staffActions(order(null))).toEqual({ confirmPix: false, decideDemo: false });
  });
});
