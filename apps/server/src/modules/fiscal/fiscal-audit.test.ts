import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, FiscalSettingsInput } from '@comanda/shared';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpStaffOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeTestPfx } from './test/test-certificate';

const csc = 'CSC-NUNCA-NO-LOG-0123456789';
const password = 'senha-nunca-no-log';

const settings: FiscalSettingsInput = {
  enabled: false,
  cnpj: '11.222.333/0001-81',
  ie: '110.042.490.114',
  crt: 1,
  uf: 'SP',
  municipalityCode: '3550308',
  environment: 'homologacao',
  legalName: 'Padaria Teste Ltda',
  tradeName: 'Padaria do Teste',
  street: 'Rua das Flores',
  streetNumber: '120',
  complement: null,
  district: 'Centro',
  cep: '01001-000',
  municipalityName: 'São Paulo',
  phone: null,
  cscId: '000001',
  csc,
  series: [{ device: 'Totem', series: 1, nextNumber: 1 }],
};

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
});
