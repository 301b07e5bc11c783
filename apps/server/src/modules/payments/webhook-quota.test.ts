import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mercadoPagoWebhookHeaders } from '../../test/fake-mercadopago';
import { insertKioskShop } from '../../test/kiosk-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webhooksPerMinute } from './webhooks.service';

const webhookSecret = 'whsec-de-teste';

describe("a shop's webhook quota", () => {
  let t: TestApp;
  let shopId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const shop = await insertKioskShop(t.app, {}, { accessToken: 'APP_USR-x', webhookSecret });
    shopId = shop.shop.id;
  });
  afterAll(() => t.close());

  const notify = (mpId: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/webhooks/mercadopago/${shopId}?data.id=${mpId}&type=payment`,
      headers,
      payload: { type: 'payment', data: { id: mpId } },
    });

  it('is not used up by forged notifications, only by signed ones', async () => {
    // One fixed window for the whole test: the clock stands still.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 310; i += 1) {
      const forged = mercadoPagoWebhookHeaders('segredo-errado', String(i));
      expect((await notify(String(i), forged)).statusCode).toBe(401);
    }
    const genuine = mercadoPagoWebhookHeaders(webhookSecret, 'mp-1');
    expect((await notify('mp-1', genuine)).statusCode).toBe(200);

    for (let i = 1; i < webhooksPerMinute; i += 1) {
      const mpId = randomUUID();
      await notify(mpId, mercadoPagoWebhookHeaders(webhookSecret, mpId));
    }
    const over = await notify('mp-2', mercadoPagoWebhookHeaders(webhookSecret, 'mp-2'));
    expect(over.statusCode).toBe(429);
    vi.useRealTimers();
  });
});
