import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEstablishment, signUpAdminOf, signUpStaffOf } from '../../test/factories';
import { get, post, send } from '../../test/auth-helpers';
import { recordStatements } from '../../test/statements';
import { createTestApp, type TestApp } from '../../test/test-app';
import { profiles, sessions } from './auth.tables';
import { nextSessionsNotification } from '../../test/session-notifications';
import { createSessionCache, sessionCacheMaxAgeMs, sessionsTopic } from './session-cache';
import type { SessionPerson } from './session-lookup';

const person = (name: string): SessionPerson => ({
  sessionId: 's',
  expiresAt: new Date(Date.now() + 60_000),
  userId: 'u',
  email: 'a@example.com',
  name,
  roles: ['admin'],
  establishmentId: null,
  onTerminal: false,
});

describe('the session cache (ADR 087)', () => {
  it('answers from memory until cleared or too old', async () => {
    let clock = 0;
    const cache = createSessionCache({ maxAgeMs: 1000, now: () => clock });
    let reads = 0;
    const lookup = async () => person(`leitura ${++reads}`);
    expect((await cache.get('token', lookup))?.name).toBe('leitura 1');
    clock = 999;
    expect((await cache.get('token', lookup))?.name).toBe('leitura 1');
    cache.clear();
    expect((await cache.get('token', lookup))?.name).toBe('leitura 2');
    clock = 999 + 1000;
    expect((await cache.get('token', lookup))?.name).toBe('leitura 3');
    expect((await cache.get('outro', lookup))?.name).toBe('leitura 4');
  });

  it('keeps no missing session nor failed lookup', async () => {
    const cache = createSessionCache();
    let reads = 0;
    const missing = async () => (reads++, null);
    expect(await cache.get('token', missing)).toBeNull();
    expect(await cache.get('token', missing)).toBeNull();
    expect(reads).toBe(2);
    await expect(cache.get('falha', () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect((await cache.get('falha', async () => person('depois')))?.name).toBe('depois');
  });

  it('drops a lookup still under way when cleared, so it cannot outlive the write', async () => {
    const cache = createSessionCache();
    let release = (_: SessionPerson) => {};
    const first = cache.get('token', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release(person('antes'));
    expect((await first)?.name).toBe('antes');
    expect((await cache.get('token', async () => person('depois')))?.name).toBe('depois');
  });
});

describe('a signed-in request and the session cache (ADR 087)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const nextNotification = () => nextSessionsNotification(t.app);
  /**
   * Waits until the notifications of earlier writes (the sign-up's) have arrived: they come in
   * commit order, so hearing one of a later statement (on no row) means they are all in.
   */
  const notificationsSettled = async () => {
    const heard = nextNotification();
    await t.app.db
      .update(profiles)
      .set({ name: sql`${profiles.name}` })
      .where(sql`false`);
    await heard;
  };
  const sessionReads = (statements: { sql: string }[]) =>
    statements.filter(({ sql }) => /from "sessions"/.test(sql)).length;

  it('reads the session once for requests close together', async () => {
    const shop = await insertEstablishment(t.app.db);
    const cookie = await signUpAdminOf(t.app, shop.id);
    await notificationsSettled();
    // Close together means within the cache's age and with no sessions notification between
    // them (one empties the cache, as it should): on a loaded machine four requests can take
    // longer, or a late notification land among them, so such a round is tried again.
    for (let round = 0; round < 5; round++) {
      const started = Date.now();
      let notified = false;
      const stopListening = t.app.realtime.subscribe(sessionsTopic, () => {
        notified = true;
      });
      expect((await get(t.app, '/api/admin/settings', cookie)).statusCode).toBe(200);
      const log = recordStatements(t.app.database);
      try {
        for (let i = 0; i < 3; i++) {
          expect((await get(t.app, '/api/admin/settings', cookie)).statusCode).toBe(200);
        }
      } finally {
        log.stop();
        stopListening();
      }
      if (notified || Date.now() - started >= sessionCacheMaxAgeMs) continue;
      expect(sessionReads(log.statements)).toBe(0);
      return;
    }
    throw new Error('no round of four requests within the cache age: the machine is too loaded');
  });

  it('a signed-out cookie stops working on its next request', async () => {
    const shop = await insertEstablishment(t.app.db);
    const cookie = await signUpAdminOf(t.app, shop.id);
    expect((await get(t.app, '/api/admin/settings', cookie)).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/sign-out', {}, cookie)).statusCode).toBe(200);
    expect((await get(t.app, '/api/admin/settings', cookie)).statusCode).toBe(401);
  });

  it("a role changed by the shop's admin applies to the member's next request", async () => {
    const shop = await insertEstablishment(t.app.db);
    const owner = await signUpAdminOf(t.app, shop.id);
    const member = await signUpStaffOf(t.app, shop.id, 'manager');
    // The dashboard is a manager's, not a cashier's (the staff matrix).
    const dashboard = async () =>
      (await get(t.app, '/api/admin/dashboard', member.cookie)).statusCode;
    expect(await dashboard()).toBe(200);
    const changed = await send(t.app, 'PUT', `/api/admin/team/${member.id}/role`, {
      cookie: owner,
      payload: { role: 'cashier' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await dashboard()).toBe(403);
  });

  it('a session or a link ended outside any request (another instance) is forgotten', async () => {
    const shop = await insertEstablishment(t.app.db);
    const cookie = await signUpAdminOf(t.app, shop.id);
    expect((await get(t.app, '/api/admin/settings', cookie)).statusCode).toBe(200);
    const me = await get(t.app, '/api/me', cookie);
    const { id } = me.json<{ id: string }>();

    let heard = nextNotification();
    await t.app.db.update(profiles).set({ establishmentId: null }).where(eq(profiles.id, id));
    await heard;
    expect((await get(t.app, '/api/admin/settings', cookie)).statusCode).toBe(403);

    heard = nextNotification();
    await t.app.db.delete(sessions).where(eq(sessions.userId, id));
    await heard;
    expect((await get(t.app, '/api/admin/settings', cookie)).statusCode).toBe(401);
  });
});
