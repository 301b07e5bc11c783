import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, BusyMode } from '@comanda/shared';
import { establishments } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { signUpAdminOf } from '../../test/factories';
import { insertKioskShop, kioskCall, paidKioskOrder } from '../../test/kiosk-orders';
import { busyModeOf } from '../establishments';
import { createBusyModeJob } from './busy-mode.job';
import { startIfoodShop, type IfoodShop } from './test/ifood-shop';

/*
 * Busy mode, "Cozinha cheia" (issue 36 item 2, decision 070): it turns itself on past the shop's
 * limit and off once the queue drains (a fake clock and a fake estimate drive the job on the
 * real database and a fake iFood), follows the switch by hand, and logs every change.
 */

let s: IfoodShop;
beforeAll(async () => {
  s = await startIfoodShop();
});
afterAll(() => s.close());

const t0 = Date.now();
const busyLines = async (cookie: string) =>
  (await send(s.t.app, 'GET', '/api/admin/audit?kind=kitchen.busy', { cookie }))
    .json<AuditEntry[]>()
    .sort((a, b) => a.at.localeCompare(b.at));

describe('busy mode', () => {
  it('turns on by itself past the limit, pauses iFood, and undoes both when the queue drains', async () => {
    await s.t.app.db
      .update(establishments)
      .set({ busyLimitMinutes: 30, busyPauseIfood: true, busyExtraPrepMinutes: 15 })
      .where(eq(establishments.id, s.shop));
    let minute = 0;
    let wait = 20;
    const job = createBusyModeJob({
      db: s.t.app.db,
      realtime: s.t.app.realtime,
      ifood: async () => s.client,
      waitMinutes: async () => wait,
      log: s.t.app.log,
      now: () => new Date(t0 + minute * 60_000),
    });
    const run = async (atMinute: number, minutes: number) => {
      minute = atMinute;
      wait = minutes;
      const report = await job.runOnce();
      return report.turnedOn.includes(s.shop)
        ? 'on'
        : report.turnedOff.includes(s.shop)
          ? 'off'
          : '-';
    };

    expect(await run(0, 20)).toBe('-');
    expect((await busyModeOf(s.t.app.db, s.shop)).active).toBe(false);
    expect(await run(1, 34)).toBe('on');
    const on: BusyMode = await busyModeOf(s.t.app.db, s.shop);
    expect(on).toMatchObject({ active: true, extraPrepMinutes: 15, pauseIfood: true });
    expect(on.scheduledOnly).toBe(true);
    expect(s.ifood.interruptions).toHaveLength(1);
    expect(s.ifood.interruptions[0]).toMatchObject({ description: 'Cozinha cheia' });

    // Drained at once, inside the minimum; then hovering inside the band: no flapping.
    expect(await run(3, 10)).toBe('-');
    expect(await run(14, 27)).toBe('-');
    expect(s.ifood.interruptions).toHaveLength(1);
    expect(await run(15, 20)).toBe('off');
    expect(await busyModeOf(s.t.app.db, s.shop)).toMatchObject({
      active: false,
      extraPrepMinutes: 0,
      pauseIfood: false,
      scheduledOnly: false,
    });
    expect(s.ifood.interruptions).toHaveLength(0);
    // A second round (or another instance) finds nothing to change and logs nothing.
    expect(await run(16, 20)).toBe('-');

    const lines = await busyLines(s.cookie);
    expect(lines.map((line) => [line.actorName, line.after])).toEqual([
      [
        'Cozinha cheia (automático)',
        expect.stringContaining('espera estimada de 34 min, limite 30 min'),
      ],
      ['Cozinha cheia (automático)', expect.stringContaining('desligado')],
    ]);
  });

  it('"Cozinha cheia" by hand holds it on whatever the estimate, and each switch is logged', async () => {
    const put = (on: boolean) =>
      send(s.t.app, 'PUT', '/api/admin/kitchen/busy-mode', { cookie: s.cookie, payload: { on } });
    const before = (await busyLines(s.cookie)).length;
    const on = await put(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ active: true, autoSince: null, pauseIfood: true });
    expect(s.ifood.interruptions).toHaveLength(1);
    // The estimate is low, yet the switch holds.
    await s.t.app.busyModeJob.runOnce();
    expect((await busyModeOf(s.t.app.db, s.shop)).active).toBe(true);
    expect((await put(true)).json()).toMatchObject({ active: true });
    const off = await put(false);
    expect(off.json()).toMatchObject({ active: false, manualSince: null });
    expect(s.ifood.interruptions).toHaveLength(0);
    const lines = (await busyLines(s.cookie)).slice(before);
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.actor?.includes('@'))).toBe(true);
  });

  it('the real estimate turns it on with a queue, and the kiosk learns it with the wait', async () => {
    const shop = await insertKioskShop(s.t.app, { demoPayments: true });
    const admin = await signUpAdminOf(s.t.app, shop.shop.id);
    const estimate = async () =>
      (await kioskCall(s.t.app, shop.host, 'GET', '/api/public/wait-estimate')).json<{
        minutes: number;
        busy: boolean;
      }>();
    const idle = await estimate();
    expect(idle.busy).toBe(false);
    await s.t.app.db
      .update(establishments)
      .set({ busyLimitMinutes: Math.max(5, idle.minutes + 2) })
      .where(eq(establishments.id, shop.shop.id));
    for (let i = 0; i < 10; i++) await paidKioskOrder(s.t.app, shop);
    let report = await s.t.app.busyModeJob.runOnce();
    for (let tries = 0; !report.turnedOn.includes(shop.shop.id) && tries < 50; tries++) {
      // The paid orders' kitchen events reach the estimates' cache through NOTIFY.
      await new Promise((resolve) => setTimeout(resolve, 100));
      report = await s.t.app.busyModeJob.runOnce();
    }
    expect(report.turnedOn).toContain(shop.shop.id);
    // The kiosk reads busy mode from the cached shop row, refreshed by the change's NOTIFY.
    let seen = await estimate();
    for (let tries = 0; !seen.busy && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await estimate();
    }
    expect(seen.busy).toBe(true);
    const log = await send(s.t.app, 'GET', '/api/admin/audit?kind=kitchen.busy', { cookie: admin });
    expect(log.json()).toHaveLength(1);
  });
});
