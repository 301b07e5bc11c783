import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifoodAlreadyPausedMessage, type AuditEntry } from '@comanda/shared';
import { send } from '../../test/auth-helpers';
import { signUpStaffOf } from '../../test/factories';
import { startIfoodShop, type IfoodShop } from './test/ifood-shop';

/*
 * "Pausar iFood" (issue 34): a pause is an interruption of the store on iFood, which the fake
 * keeps as iFood's portal documents (POST 201, 409 on overlap, DELETE 204); the store's status
 * shows it CLOSED while it lasts.
 */

let s: IfoodShop;
beforeAll(async () => {
  s = await startIfoodShop();
});
afterAll(() => s.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  cookie = s.cookie,
) => send(s.t.app, method, `/api/admin/integrations/ifood${url}`, { cookie, payload });

describe('/api/admin/integrations/ifood/pause', () => {
  it('shows no pause while the store is open', async () => {
    const view = await call('GET', '/pause');
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({ pause: null });
    expect((await call('GET', '/status')).json()).toMatchObject([{ available: true, state: 'OK' }]);
  });

  it('"Pausar iFood" creates an interruption from now for the minutes chosen', async () => {
    const before = Date.now();
    const paused = await call('POST', '/pause', { minutes: 30 });
    expect(paused.statusCode).toBe(200);
    const { pause } = paused.json();
    expect(pause).toMatchObject({ description: 'Pausa pelo Comanda' });
    const sent = s.ifood.calls.find(
      (entry) =>
        entry.method === 'POST' &&
        entry.path === `/merchant/v1.0/merchants/${s.merchantId}/interruptions`,
    )!.body as { id: string; description: string; start: string; end: string };
    expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(sent.start)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(sent.end) - Date.parse(sent.start)).toBe(30 * 60_000);
    expect(s.ifood.interruptions).toHaveLength(1);

    expect((await call('GET', '/pause')).json()).toEqual({ pause });
    expect((await call('GET', '/status')).json()).toMatchObject([
      { available: false, state: 'CLOSED', title: 'Loja pausada' },
    ]);
  });

  it('refuses a second pause over the first, in Portuguese', async () => {
    const again = await call('POST', '/pause', { minutes: 15 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ifoodAlreadyPausedMessage);
    expect(s.ifood.interruptions).toHaveLength(1);
  });

  it('refuses a duration outside the list', async () => {
    expect((await call('POST', '/pause', { minutes: 7 })).statusCode).toBe(400);
  });

  it('"Retomar iFood" deletes the pause on iFood and the store is open again', async () => {
    const resumed = await call('DELETE', '/pause');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual({ pause: null });
    expect(s.ifood.calls.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(s.ifood.interruptions).toHaveLength(0);
    expect((await call('GET', '/status')).json()).toMatchObject([{ available: true }]);
    // Nothing in force: resuming again changes nothing.
    expect((await call('DELETE', '/pause')).json()).toEqual({ pause: null });
  });

  it('a Caixa may not pause or resume (integrations.manage)', async () => {
    const cashier = await signUpStaffOf(s.t.app, s.shop, 'cashier');
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', { minutes: 15 }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(method, '/pause', payload, cashier.cookie)).statusCode).toBe(403);
    }
    expect(s.ifood.interruptions).toHaveLength(0);
  });

  it('puts the pause and its end in the audit log', async () => {
    const log = (await send(s.t.app, 'GET', '/api/admin/audit', { cookie: s.cookie })).json<
      AuditEntry[]
    >();
    const pauses = log
      .reverse()
      .map((entry) => JSON.parse(entry.after ?? '{}') as Record<string, unknown>)
      .filter((after) => 'pausa' in after);
    expect(pauses).toEqual([{ pausa: '30 min' }, { pausa: null }]);
  });
});
