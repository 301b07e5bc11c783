import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@comanda/shared';
import { establishments } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpStaffOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const accessToken = 'APP_USR-7777-audit-never-shows-this-token';
const webhookSecret = 'audit-never-shows-this-webhook-secret';

describe('settings and integration changes go to the audit log (issue 32)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const logOf = async (cookie: string) =>
    (await send(t.app, 'GET', '/api/admin/audit', { cookie })).json<AuditEntry[]>();

  it('records who changed which settings from what to what, and nothing for a save without a change', async () => {
    const shop = await insertEstablishment(t.app.db);
    const admin = await signUpStaffOf(t.app, shop.id, 'admin');
    const current = await send(t.app, 'GET', '/api/admin/settings', { cookie: admin.cookie });
    const settings = current.json<Record<string, unknown>>();
    const save = (changes: object) =>
      send(t.app, 'PUT', '/api/admin/settings', {
        cookie: admin.cookie,
        payload: { ...settings, ...changes },
      });

    expect((await save({})).statusCode).toBe(200);
    expect(
      (await save({ discountLimitPercent: 15, receiptFooter: 'Obrigado pela visita!' })).statusCode,
    ).toBe(200);

    const log = await logOf(admin.cookie);
    expect(log.map((e) => [e.kind, e.actor, e.subject])).toEqual([
      ['settings.change', admin.email, 'Configurações'],
    ]);
    expect(JSON.parse(log[0]!.before!)).toEqual({
      discountLimitPercent: settings.discountLimitPercent,
      receiptFooter: settings.receiptFooter,
    });
    expect(JSON.parse(log[0]!.after!)).toEqual({
      discountLimitPercent: 15,
      receiptFooter: 'Obrigado pela visita!',
    });
    expect(log[0]!.device).toBeTruthy();
  });

  it('records an integration change, showing that a token or secret changed but never its value', async () => {
    const shop = await insertEstablishment(t.app.db);
    const admin = await signUpStaffOf(t.app, shop.id, 'admin');
    const save = (payload: object) =>
      send(t.app, 'PUT', '/api/admin/integrations', { cookie: admin.cookie, payload });

    expect(
      (
        await save({
          pixKeyType: 'email',
          pixKey: 'loja@example.com',
          mercadopagoAccessToken: accessToken,
          mercadopagoWebhookSecret: webhookSecret,
        })
      ).statusCode,
    ).toBe(200);
    // The same Pix key and the secrets kept (absent): nothing changed, nothing logged.
    expect((await save({ pixKeyType: 'email', pixKey: 'loja@example.com' })).statusCode).toBe(200);

    const log = await logOf(admin.cookie);
    expect(log.map((e) => [e.kind, e.actor, e.subject])).toEqual([
      ['integrations.change', admin.email, 'Integrações'],
    ]);
    const [line] = log;
    expect(JSON.parse(line!.before!)).toMatchObject({
      pixKey: null,
      mercadopagoAccessToken: null,
      mercadopagoWebhookSecret: null,
    });
    expect(JSON.parse(line!.after!)).toMatchObject({
      pixKeyType: 'email',
      pixKey: 'loja@example.com',
      mercadopagoAccessToken: 'alterado',
      mercadopagoWebhookSecret: 'alterado',
    });
    // Neither the value nor its sealed form is in the line, nor in the export.
    const csv = await send(t.app, 'GET', '/api/admin/audit.csv', { cookie: admin.cookie });
    for (const text of [JSON.stringify(line), csv.body]) {
      expect(text).not.toContain(accessToken);
      expect(text).not.toContain(webhookSecret);
    }
    const [sealed] = await t.app.db
      .select({ token: establishments.mercadopagoAccessToken })
      .from(establishments)
      .where(eq(establishments.id, shop.id));
    expect(sealed!.token).toBeTruthy();
    expect(JSON.stringify(line)).not.toContain(sealed!.token!);
  });
});
