import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@comanda/shared';
import { categories, products } from '../../db/schema';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpStaffOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testSettingsInput } from './test/fiscal-fixtures';
import { makeTestPfx } from './test/test-certificate';

const csc = 'CSC-NUNCA-NO-LOG-0123456789';
const password = 'senha-nunca-no-log';

const settings = testSettingsInput({ enabled: false, csc });

describe('a fiscal data change goes to the audit log (issue 32)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records the settings, the certificate upload and its removal, with no CSC, certificate or password', async () => {
    const shop = await insertEstablishment(t.app.db);
    const admin = await signUpStaffOf(t.app, shop.id, 'admin');
    const call = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
      send(t.app, method, url, { cookie: admin.cookie, ...(payload ? { payload } : {}) });
    const pfx = makeTestPfx({ password });

    expect((await call('PUT', '/api/admin/fiscal/settings', settings)).statusCode).toBe(200);
    // The CSC left blank keeps the stored one: nothing changed, nothing logged.
    const again = await call('PUT', '/api/admin/fiscal/settings', { ...settings, csc: '' });
    expect(again.statusCode).toBe(200);
    const upload = await call('PUT', '/api/admin/fiscal/certificate', {
      pfxBase64: pfx.toString('base64'),
      password,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await call('DELETE', '/api/admin/fiscal/certificate')).statusCode).toBe(200);

    const log = (
      await send(t.app, 'GET', '/api/admin/audit?kind=fiscal.change', { cookie: admin.cookie })
    ).json<AuditEntry[]>();
    expect(log.map((e) => [e.kind, e.actor, e.subject])).toEqual([
      ['fiscal.change', admin.email, 'Dados fiscais (NFC-e)'],
      ['fiscal.change', admin.email, 'Dados fiscais (NFC-e)'],
      ['fiscal.change', admin.email, 'Dados fiscais (NFC-e)'],
    ]);
    const [removal, certificate, first] = log.map((e) => ({
      before: JSON.parse(e.before!) as Record<string, unknown>,
      after: JSON.parse(e.after!) as Record<string, unknown>,
    }));
    expect(first!.before).toMatchObject({ cnpj: null, csc: null, series: [] });
    expect(first!.after.cnpj).toBeTruthy();
    expect(first!.after).toMatchObject({
      legalName: 'Padaria Teste Ltda',
      csc: 'alterado',
      series: [{ device: 'Totem', series: 1, nextNumber: 1 }],
    });
    expect(certificate!.before).toMatchObject({ certificate: null, certificatePassword: null });
    expect(certificate!.after).toMatchObject({
      certificate: 'alterado',
      certificatePassword: 'alterado',
    });
    expect(removal!.before).toMatchObject({ certificate: 'definido' });
    expect(removal!.after).toMatchObject({ certificate: null, certificateHolder: null });
    const text = JSON.stringify(log);
    expect(text).not.toContain(csc);
    expect(text).not.toContain(password);
    expect(text).not.toContain(pfx.toString('base64').slice(0, 40));
  });
  it("records a category's fiscal codes, from the products' codes to the new ones", async () => {
    const shop = await insertEstablishment(t.app.db);
    const admin = await signUpStaffOf(t.app, shop.id, 'admin');
    const [category] = await t.app.db
      .insert(categories)
      .values({ establishmentId: shop.id, name: 'Bebidas' })
      .returning();
    await t.app.db.insert(products).values(
      ['Suco', 'Refrigerante'].map((name) => ({
        establishmentId: shop.id,
        categoryId: category!.id,
        name,
        priceCents: 800,
        ncm: name === 'Suco' ? '20098990' : null,
      })),
    );
    const res = await send(t.app, 'PUT', '/api/admin/fiscal/category-codes', {
      cookie: admin.cookie,
      payload: { categoryId: category!.id, ncm: '22021000', cfop: '5102' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const [line] = (
      await send(t.app, 'GET', '/api/admin/audit?kind=fiscal.change', { cookie: admin.cookie })
    ).json<AuditEntry[]>();
    expect(line).toMatchObject({
      actor: admin.email,
      subject: 'Códigos fiscais da categoria Bebidas',
    });
    const before = JSON.parse(line!.before!) as Record<string, unknown[]>;
    expect(before.ncm!.sort()).toEqual(['20098990', null].sort());
    expect(before.cfop).toEqual([null]);
    expect(JSON.parse(line!.after!)).toEqual({ ncm: '22021000', cfop: '5102', produtos: 2 });
  });
});
