import { createHash, createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BrowserPrintJob,
  IssuedPrintAgentToken,
  KitchenMonitor,
  OrderPrinting,
  PrintedReceipt,
  Printer,
  PrintJob,
  PrintAgentToken,
  QzTraySettings,
} from '@comanda/shared';
import { adminCaller } from '../../test/admin-caller';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reprintMark } from './receipt';
import { decodeEscPos } from './test/escpos';
import { insertOrder, payOrder } from './test/fixtures';

describe('printer settings, virtual printer, kiosk printing', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let shopId: string;
  const kioskHost = 'lanche.localhost:3000';

  const call = adminCaller(
    () => t.app,
    () => cookie,
  );
  const kiosk = (method: 'GET' | 'POST', url: string, payload?: object) =>
    send(t.app, method, url, { host: kioskHost, ...(payload ? { payload } : {}) });
  /** QZ Tray's JSON of a call, as our browser code hands it to be signed. */
  const qzCall = (name: string, params: object) =>
    JSON.stringify({ call: name, params, timestamp: 1_764_000_000_000 });
  const printCall = qzCall('print', {
    printer: { name: 'Caixa' },
    data: [{ type: 'raw', format: 'command', flavor: 'base64', data: 'G0AK' }],
  });
  const addPrinter = async (payload: object) => {
    const res = await call('POST', '/api/admin/printers', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Printer>();
  };

  beforeAll(async () => {
    t = await createTestApp({ PRINT_WORKER: 'false', PRINT_LEASE_SECONDS: '1' });
    const shop = await insertEstablishment(t.app.db, { name: 'Lanche Bom', subdomain: 'lanche' });
    shopId = shop.id;
    cookie = await signUpAdminOf(t.app, shop.id);
    const other = await insertEstablishment(t.app.db, { subdomain: 'outra' });
    otherCookie = await signUpAdminOf(t.app, other.id);
  });
  afterAll(() => t.close());

  it('validates printers: a network printer needs an IP; port defaults to 9100', async () => {
    const missing = await call('POST', '/api/admin/printers', {
      name: 'Rede',
      kind: 'customer',
      connectionType: 'network',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ path: 'ip', message: 'IP é obrigatório' });
    const blank = await call('POST', '/api/admin/printers', {
      name: ' ',
      kind: 'customer',
      connectionType: 'usb',
    });
    expect(blank.json().errors).toContainEqual({ path: 'name', message: 'Nome é obrigatório' });

    const printer = await addPrinter({
      name: 'Rede',
      kind: 'kitchen',
      connectionType: 'network',
      ip: '192.168.0.50',
    });
    expect(printer).toMatchObject({ port: 9100, cutPaper: true, active: true, paperWidth: 80 });
    const edited = await call('PUT', `/api/admin/printers/${printer.id}`, {
      name: 'USB agora',
      kind: 'kitchen',
      connectionType: 'usb',
      device: 'POS-58',
      ip: '192.168.0.50',
      active: false,
    });
    expect(edited.json()).toMatchObject({ connectionType: 'usb', device: 'POS-58', ip: null });
    // Another shop's admin: the printer does not exist.
    expect(
      (await call('PUT', `/api/admin/printers/${printer.id}`, edited.json(), otherCookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/admin/printers/${printer.id}`, undefined, otherCookie))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/admin/printers/${printer.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/printers')).json()).toEqual([]);
  });

  it("the kiosk hears 'configure printers' when the shop has none", async () => {
    const order = await insertOrder(t.app, shopId);
    await payOrder(t.app, shopId, order.id);
    const res = await kiosk(
      'GET',
      `/api/public/orders/${order.id}/printing?token=${order.publicToken}`,
    );
    expect(res.json<OrderPrinting>()).toEqual({ paymentStatus: 'paid', printers: 0, jobs: [] });
    const wrongToken = await kiosk('GET', `/api/public/orders/${order.id}/printing?token=x`);
    expect(wrongToken.statusCode).toBe(404);
  });

  it('a virtual printer keeps the receipts and test pages for the admin to read', async () => {
    const printer = await addPrinter({
      name: 'Virtual',
      kind: 'customer',
      connectionType: 'virtual',
    });
    const test = await call('POST', `/api/admin/printers/${printer.id}/test`);
    expect(test.statusCode, test.body).toBe(201);
    expect(test.json()).toMatchObject({
      payload: null,
      job: { status: 'queued', kind: 'customer' },
    });

    const order = await insertOrder(t.app, shopId);
    await payOrder(t.app, shopId, order.id);
    expect(await t.app.printWorker.runOnce()).toBe(2);

    const receipts = (await call('GET', `/api/admin/printers/${printer.id}/receipts`)).json<
      PrintedReceipt[]
    >();
    expect(receipts).toHaveLength(2);
    const receipt = receipts.find((r) => r.orderId === order.id)!;
    expect(receipt).toMatchObject({ status: 'done', orderNumber: order.orderNumber });
    expect(receipt.previewText).toContain('Lanche Bom');
    expect(receipt.previewText).toContain('X-Burguer Coração');
    expect(receipt.previewText).toContain('Sem Cebola');
    expect(receipts.find((r) => r.orderId === null)!.previewText).toContain('TESTE DE IMPRESSÃO');

    const status = (
      await kiosk('GET', `/api/public/orders/${order.id}/printing?token=${order.publicToken}`)
    ).json<OrderPrinting>();
    expect(status).toMatchObject({ printers: 1, jobs: [{ kind: 'customer', status: 'done' }] });
    expect(
      (await call('GET', `/api/admin/printers/${printer.id}/receipts`, undefined, otherCookie))
        .statusCode,
    ).toBe(404);
    await call('DELETE', `/api/admin/printers/${printer.id}`);
  });

  it('two kiosk tabs: the QZ/USB job goes to one of them; reported once', async () => {
    const qz = await addPrinter({
      name: 'Totem',
      kind: 'customer',
      connectionType: 'qz',
      printerName: 'EPSON TM-T20',
    });
    const order = await insertOrder(t.app, shopId);
    const claimUrl = `/api/public/orders/${order.id}/print-jobs/claim`;
    // Not paid: nothing to print.
    expect((await kiosk('POST', claimUrl, { token: order.publicToken })).json()).toEqual([]);
    await payOrder(t.app, shopId, order.id);

    const [first, second] = await Promise.all([
      kiosk('POST', claimUrl, { token: order.publicToken }),
      kiosk('POST', claimUrl, { token: order.publicToken }),
    ]);
    const claimed = [...first.json<BrowserPrintJob[]>(), ...second.json<BrowserPrintJob[]>()];
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ connectionType: 'qz', printerName: 'EPSON TM-T20' });
    const decoded = decodeEscPos(Buffer.from(claimed[0]!.payload, 'base64'));
    expect(decoded.text).toContain(`Nº ${order.orderNumber}`);
    expect(decoded.text).not.toContain(reprintMark);

    const resultUrl = `/api/public/orders/${order.id}/print-jobs/${claimed[0]!.id}/result`;
    expect(
      (await kiosk('POST', resultUrl, { token: order.publicToken, outcome: 'done' })).statusCode,
    ).toBe(204);
    expect(
      (await kiosk('POST', resultUrl, { token: order.publicToken, outcome: 'failed' })).statusCode,
    ).toBe(204);
    const status = (
      await kiosk('GET', `/api/public/orders/${order.id}/printing?token=${order.publicToken}`)
    ).json<OrderPrinting>();
    expect(status.jobs).toMatchObject([{ status: 'done', channel: 'browser' }]);
    expect((await kiosk('POST', claimUrl, { token: order.publicToken })).json()).toEqual([]);
    await call('DELETE', `/api/admin/printers/${qz.id}`);
  });

  it('a kiosk that claimed and vanished: after the lease the job is offered again as a reprint', async () => {
    const usb = await addPrinter({ name: 'USB', kind: 'customer', connectionType: 'usb' });
    const order = await insertOrder(t.app, shopId);
    await payOrder(t.app, shopId, order.id);
    const claimUrl = `/api/public/orders/${order.id}/print-jobs/claim`;
    expect((await kiosk('POST', claimUrl, { token: order.publicToken })).json()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const [again] = (await kiosk('POST', claimUrl, { token: order.publicToken })).json<
      BrowserPrintJob[]
    >();
    expect(decodeEscPos(Buffer.from(again!.payload, 'base64')).text).toContain(reprintMark);
    // A failure at the kiosk is final and shows in the admin, never to the customer.
    await kiosk('POST', `/api/public/orders/${order.id}/print-jobs/${again!.id}/result`, {
      token: order.publicToken,
      outcome: 'failed',
      error: 'Erro ao imprimir: sem papel',
    });
    const [job] = (await call('GET', `/api/admin/print-jobs?printerId=${usb.id}`)).json<
      PrintJob[]
    >();
    expect(job).toMatchObject({ status: 'failed', lastError: 'Erro ao imprimir: sem papel' });
    await call('DELETE', `/api/admin/printers/${usb.id}`);
  });

  it('keeps QZ Tray settings with SPEC defaults and signs requests with SHA512', async () => {
    const defaults = (await call('GET', '/api/admin/printing/qz-tray')).json<QzTraySettings>();
    expect(defaults).toMatchObject({
      fontSize: 12,
      font: 'Tahoma',
      lineSpacing: 1.2,
      letterSpacing: 1,
      marginLeft: 0,
      marginTop: 0,
      hasPrivateKey: false,
    });
    const unsigned = await call('POST', '/api/admin/printing/qz-sign', { request: printCall });
    expect(unsigned.statusCode).toBe(422);

    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const bad = await call('PUT', '/api/admin/printing/qz-tray', { ...defaults, privateKey: 'x' });
    expect(bad.statusCode).toBe(400);
    const saved = await call('PUT', '/api/admin/printing/qz-tray', {
      ...defaults,
      fontSize: 14,
      certificate: '-----BEGIN CERTIFICATE-----\nabc\n-----END CERTIFICATE-----',
      privateKey: pem,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ fontSize: 14, hasPrivateKey: true });
    expect(saved.body).not.toContain('PRIVATE');

    // What QZ Tray checks: SHA512 over the SHA-256 hex of the call's JSON.
    const signed = await call('POST', '/api/admin/printing/qz-sign', { request: printCall });
    const { signature } = signed.json<{ signature: string }>();
    const digest = createHash('sha256').update(printCall).digest('hex');
    expect(createVerify('SHA512').update(digest).verify(publicKey, signature, 'base64')).toBe(true);
    const cert = await kiosk('GET', '/api/public/printing/qz-certificate');
    expect(cert.json().certificate).toContain('BEGIN CERTIFICATE');
  });

  it('signs QZ Tray printing calls only, for a paired kiosk or the shop staff (#31, 7)', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const defaults = (await call('GET', '/api/admin/printing/qz-tray')).json<QzTraySettings>();
    const saved = await call('PUT', '/api/admin/printing/qz-tray', {
      ...defaults,
      certificate: '-----BEGIN CERTIFICATE-----\nabc\n-----END CERTIFICATE-----',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pair = async (as: string) => {
      const res = await call(
        'POST',
        '/api/admin/order-devices',
        { name: 'Totem', kind: 'kiosk' },
        as,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ token: string }>().token;
    };
    const sign = (request: string, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/printing/qz-sign',
        payload: { request },
        headers: {
          host: kioskHost,
          origin: `http://${kioskHost}`,
          ...(authorization ? { authorization: `Bearer ${authorization}` } : {}),
        },
      });
    const writeFile = qzCall('file.write', {
      path: 'C:\\Users\\Public\\run.bat',
      data: 'calc.exe',
      flavor: 'plain',
    });

    // The original requests: anyone on the kiosk's host had any payload signed.
    const anonymous = await sign(writeFile);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe(
      'Só um totem pareado ou a equipe da loja podem assinar impressões do QZ Tray',
    );
    expect((await sign(printCall)).statusCode).toBe(401);
    expect((await sign(printCall, await pair(otherCookie))).statusCode).toBe(401);

    const kiosk = await pair(cookie);
    const refused = await sign(writeFile, kiosk);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('O QZ Tray só pode assinar chamadas de impressão');
    expect((await sign('a0b1c2', kiosk)).statusCode).toBe(403);
    const admin = await call('POST', '/api/admin/printing/qz-sign', { request: writeFile });
    expect(admin.statusCode).toBe(403);

    const signed = await sign(printCall, kiosk);
    expect(signed.statusCode, signed.body).toBe(200);
    const digest = createHash('sha256').update(printCall).digest('hex');
    expect(
      createVerify('SHA512')
        .update(digest)
        .verify(publicKey, signed.json<{ signature: string }>().signature, 'base64'),
    ).toBe(true);
    const found = await sign(qzCall('printers.find', { query: 'Caixa' }), kiosk);
    expect(found.statusCode).toBe(200);
    // A signed-in admin of the shop may sign on its host; another shop's may not.
    const staff = (as: string) =>
      send(t.app, 'POST', '/api/public/printing/qz-sign', {
        host: kioskHost,
        cookie: as,
        payload: { request: printCall },
      });
    expect((await staff(cookie)).statusCode).toBe(200);
    expect((await staff(otherCookie)).statusCode).toBe(401);
  });

  it('issues agent tokens once, lists them without the secret, revokes them', async () => {
    const issued = await call('POST', '/api/admin/print-agent-tokens', { name: 'Caixa' });
    expect(issued.statusCode).toBe(201);
    const { token, id } = issued.json<IssuedPrintAgentToken>();
    expect(token).toMatch(/^cpa_/);
    const list = await call('GET', '/api/admin/print-agent-tokens');
    expect(list.body).not.toContain(token);
    expect(list.json<PrintAgentToken[]>()).toMatchObject([{ id, name: 'Caixa', connected: false }]);

    const ack = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/print-agent/jobs/00000000-0000-4000-8000-000000000000/ack',
        headers: { authorization, host: 'localhost:3000' },
        payload: { outcome: 'done' },
      });
    expect((await ack(`Bearer ${token}`)).statusCode).toBe(404);
    expect((await ack('Bearer nope')).statusCode).toBe(401);
    expect(
      (await call('DELETE', `/api/admin/print-agent-tokens/${id}`, undefined, otherCookie))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/admin/print-agent-tokens/${id}`)).statusCode).toBe(204);
    expect((await ack(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('the kitchen monitor shows the shop, the agent and recent jobs without prices', async () => {
    const res = await kiosk('GET', '/api/public/kitchen-monitor');
    expect(res.statusCode).toBe(200);
    const monitor = res.json<KitchenMonitor>();
    expect(monitor.establishmentName).toBe('Lanche Bom');
    expect(monitor.agent.connected).toBe(false);
    expect(monitor.jobs.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/R\$|Cents|payload/);
  });
});
