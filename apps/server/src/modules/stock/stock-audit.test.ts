import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, StockItem } from '@comanda/shared';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpStaffOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('a stock adjustment and a loss go to the audit log (issue 32)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records who moved which item from what level to what, and nothing for a refused loss', async () => {
    const shop = await insertEstablishment(t.app.db);
    const admin = await signUpStaffOf(t.app, shop.id, 'admin');
    const call = (url: string, payload: object) =>
      send(t.app, 'POST', url, { cookie: admin.cookie, payload });
    const created = await call('/api/admin/stock/items', {
      name: 'Bacon',
      unit: 'kg',
      costCents: 4000,
      minimumMilli: 500,
    });
    expect(created.statusCode, created.body).toBe(201);
    const bacon = created.json<StockItem>();
    const item = `/api/admin/stock/items/${bacon.id}`;

    const adjust = (levelMilli: number) =>
      call(`${item}/adjustments`, { levelMilli, reason: 'Conferência' });
    expect((await adjust(2500)).statusCode).toBe(204);
    // The same level again moves nothing: no line.
    expect((await adjust(2500)).statusCode).toBe(204);
    const loss = (quantityMilli: number) =>
      call(`${item}/losses`, { quantityMilli, reason: 'Estragou' });
    expect((await loss(500)).statusCode).toBe(204);
    // More than there is: refused, and its line rolled back with it.
    expect((await loss(9000)).statusCode).toBe(409);

    const log = (await send(t.app, 'GET', '/api/admin/audit', { cookie: admin.cookie })).json<
      AuditEntry[]
    >();
    expect(
      log.map((e) => [e.kind, e.actor, e.subject, JSON.parse(e.before!), JSON.parse(e.after!)]),
    ).toEqual([
      [
        'stock.adjustment',
        admin.email,
        'Bacon',
        { estoque: '2,5 kg' },
        { estoque: '2 kg', perda: '-0,5 kg', motivo: 'Estragou' },
      ],
      [
        'stock.adjustment',
        admin.email,
        'Bacon',
        { estoque: '0 kg' },
        { estoque: '2,5 kg', ajuste: '2,5 kg', motivo: 'Conferência' },
      ],
    ]);
    expect(log.every((e) => e.device !== null)).toBe(true);

    // An inventory count that moves the level is one too.
    const count = await call('/api/admin/stock/counts', {
      items: [{ stockItemId: bacon.id, countedMilli: 1750 }],
    });
    expect(count.statusCode, count.body).toBe(200);
    const [counted] = (await send(t.app, 'GET', '/api/admin/audit', { cookie: admin.cookie })).json<
      AuditEntry[]
    >();
    expect([counted!.subject, JSON.parse(counted!.before!), JSON.parse(counted!.after!)]).toEqual([
      'Bacon',
      { estoque: '2 kg' },
      { estoque: '1,75 kg', contagem: '-0,25 kg', motivo: 'Contagem de estoque' },
    ]);
  });
});
