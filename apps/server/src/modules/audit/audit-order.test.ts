import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditKind } from '@comanda/shared';
import { insertEstablishment } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listAudit, recordAudit } from './audit.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('audit log order (issue 32)', () => {
  it('lines written in one transaction share their time and read newest first, by write order', async () => {
    const shop = await insertEstablishment(t.app.db);
    const auditor = { id: null, email: 'caixa@loja.com', name: null, device: null };
    // Not alphabetical, and random ids: only the write order puts them back.
    const kinds: AuditKind[] = [
      'sale',
      'discount',
      'order.refund',
      'cash.sangria',
      'order.cancel',
      'register.close_difference',
    ];
    await t.app.db.transaction(async (tx) => {
      for (const [index, kind] of kinds.entries()) {
        await recordAudit(tx, shop.id, auditor, { kind, subject: `linha ${index}` });
      }
    });
    const log = await listAudit(t.app.db, shop.id, {});
    expect(new Set(log.map((entry) => entry.at)).size).toBe(1);
    expect(log.map((entry) => entry.subject)).toEqual(kinds.map((_, i) => `linha ${i}`).reverse());
  });
});
