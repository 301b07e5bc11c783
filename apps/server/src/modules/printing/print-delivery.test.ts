import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintJob, Printer } from '@comanda/shared';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { printerUnreachableMessage } from './printer-address-policy';
import { reprintMark } from './receipt';
import { decodeEscPos } from './test/escpos';
import { insertOrder, payOrder, startFakePrinter, type FakePrinter } from './test/fixtures';

describe('printing paid orders on network printers (server delivery)', () => {
  let t: TestApp;
  let cookie: string;
  let shopId: string;
  let counter: FakePrinter;
  let kitchen: FakePrinter;

  const call = (method: Parameters<typeof send>[1], url: string, payload?: object) =>
    send(t.app, method, url, { cookie, ...(payload ? { payload } : {}) });
  const addPrinter = async (payload: object) => {
    const res = await call('POST', '/api/admin/printers', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Printer>();
  };
  const jobs = async (query = '') =>
    (await call('GET', `/api/admin/print-jobs${query}`)).json<PrintJob[]>();

  beforeAll(async () => {
    t = await createTestApp({
      PRINT_WORKER: 'false',
      PRINT_RETRY_BASE_MS: '0',
      PRINT_MAX_ATTEMPTS: '2',
      // The fake printers listen on 127.0.0.1 at ports the system picks.
      PRINT_NETWORK_ALLOW_LOOPBACK: 'true',
      PRINT_NETWORK_PORTS: '1024-65535',
    });
    const shop = await insertEstablishment(t.app.db, { name: 'Lanchonete São João' });
    shopId = shop.id;
    cookie = await signUpAdminOf(t.app, shop.id);
    counter = await startFakePrinter();
    kitchen = await startFakePrinter();
    await addPrinter({
      name: 'Balcão',
      kind: 'customer',
      connectionType: 'network',
      ip: '127.0.0.1',
      port: counter.port,
      cutPaper: true,
    });
    await addPrinter({
      name: 'Cozinha',
      kind: 'kitchen',
      connectionType: 'network',
      ip: '127.0.0.1',
      port: kitchen.port,
      cutPaper: false,
      paperWidth: 58,
    });
  });
  afterAll(async () => {
    await counter.stop();
    await kitchen.stop();
    await t.close();
  });

  it('never prints an unpaid order', async () => {
    const order = await insertOrder(t.app, shopId);
    const { enqueuePrintJobs } = await import('./print-jobs.service');
    const { findSoldOrder } = await import('../orders');
    const written = await t.app.db.transaction(async (tx) =>
      enqueuePrintJobs(tx, (await findSoldOrder(tx, shopId, order.id))!, t.app.realtime),
    );
    expect(written).toBe(0);
    expect(await t.app.printWorker.runOnce()).toBe(0);
    expect(await counter.waitFor(1)).toHaveLength(0);
  });

  it('prints one receipt and one kitchen ticket per paid order, even when notified twice', async () => {
    const order = await insertOrder(t.app, shopId);
    expect(await payOrder(t.app, shopId, order.id)).toBe(2);
    // A duplicate payment notification: nothing new.
    expect(await payOrder(t.app, shopId, order.id)).toBe(0);

    expect(await t.app.printWorker.runOnce()).toBe(2);
    expect(await t.app.printWorker.runOnce()).toBe(0);
    expect(await counter.waitFor(1)).toHaveLength(1);
    expect(await kitchen.waitFor(1)).toHaveLength(1);

    const receipt = decodeEscPos(counter.received[0]!);
    const ticket = decodeEscPos(kitchen.received[0]!);
    for (const decoded of [receipt, ticket]) {
      expect(decoded.codepages).toEqual([3]);
      for (const text of [
        `Nº ${order.orderNumber}`,
        'X-Burguer',
        'Suco de Maçã',
        '+ Bacon crocante',
        '+ Batata média',
        'Pão bem tostado',
        'Para viagem',
      ]) {
        expect(decoded.text).toContain(text);
      }
      expect(decoded.text).not.toContain(reprintMark);
    }
    expect(receipt.text).toContain('Sem Cebola');
    expect(receipt.text).toContain('R$ 71,80');
    expect(ticket.text).toContain('SEM CEBOLA');
    expect(ticket.text).not.toContain('R$');
    // ã and ç travel as cp860 bytes.
    expect(counter.received[0]!.includes(Buffer.from([0x84]))).toBe(true);
    expect(counter.received[0]!.includes(Buffer.from([0x87]))).toBe(true);
    // Cut on for the counter printer only.
    expect(receipt.cuts).toBe(1);
    expect(ticket.cuts).toBe(0);

    const done = await jobs();
    expect(done.filter((job) => job.orderId === order.id).map((job) => job.status)).toEqual([
      'done',
      'done',
    ]);
  });

  it('retries an unreachable printer, then shows the job failed, and prints it on retry', async () => {
    const offline = await startFakePrinter();
    await offline.stop();
    const printer = await addPrinter({
      name: 'Bar',
      kind: 'customer',
      connectionType: 'network',
      ip: '127.0.0.1',
      port: offline.port,
    });
    const order = await insertOrder(t.app, shopId);
    await payOrder(t.app, shopId, order.id);

    await t.app.printWorker.runOnce();
    let [job] = await jobs(`?printerId=${printer.id}`);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toBe(printerUnreachableMessage);

    await t.app.printWorker.runOnce();
    [job] = await jobs(`?printerId=${printer.id}`);
    expect(job).toMatchObject({ status: 'failed', attempts: 2, orderNumber: order.orderNumber });
    expect(await t.app.printWorker.runOnce()).toBe(0);

    await offline.start();
    const retry = await call('POST', `/api/admin/print-jobs/${job!.id}/retry`);
    expect(retry.statusCode, retry.body).toBe(204);
    await t.app.printWorker.runOnce();
    expect(await offline.waitFor(1)).toHaveLength(1);
    expect(decodeEscPos(offline.received[0]!).text).toContain(`Nº ${order.orderNumber}`);
    [job] = await jobs(`?printerId=${printer.id}`);
    expect(job).toMatchObject({ status: 'done' });
    // Retrying a job that is not failed is refused.
    expect((await call('POST', `/api/admin/print-jobs/${job!.id}/retry`)).statusCode).toBe(409);
    await offline.stop();
    await call('DELETE', `/api/admin/printers/${printer.id}`);
  });

  it("hides another shop's jobs: 404 on retry", async () => {
    const other = await insertEstablishment(t.app.db);
    const otherCookie = await signUpAdminOf(t.app, other.id);
    const [job] = await jobs();
    const res = await send(t.app, 'POST', `/api/admin/print-jobs/${job!.id}/retry`, {
      cookie: otherCookie,
    });
    expect(res.statusCode).toBe(404);
    const list = await send(t.app, 'GET', '/api/admin/print-jobs', { cookie: otherCookie });
    expect(list.json()).toEqual([]);
  });
});
