import { createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintJob, Printer } from '@comanda/shared';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../../config';
import {
  addressNotAllowedMessage,
  directPrintingOffMessage,
  isAddressAllowed,
  portNotAllowedMessage,
  printerAddressPolicy,
  printerUnreachableMessage,
} from './printer-address-policy';

const production = printerAddressPolicy(loadConfig({}));

describe('which addresses the server may print to', () => {
  it('refuses loopback, unspecified, link-local, multicast and its own addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '::',
      '169.254.169.254',
      'fe80::1',
      '224.0.0.1',
      'ff02::1',
      '255.255.255.255',
    ]) {
      expect(isAddressAllowed(address, production), address).toBe(false);
    }
    const own = Object.values(networkInterfaces())
      .flat()
      .map((entry) => entry!.address);
    for (const address of own) expect(isAddressAllowed(address, production), address).toBe(false);
  });

  it("allows the shop's network", () => {
    const own = new Set(
      Object.values(networkInterfaces())
        .flat()
        .map((entry) => entry!.address),
    );
    for (const address of ['192.168.0.50', '10.1.2.3', '172.16.0.9', '203.0.113.20']) {
      if (!own.has(address)) expect(isAddressAllowed(address, production), address).toBe(true);
    }
  });

  it('allows loopback only when a test asks, and never outside tests', () => {
    expect(() => loadConfig({ PRINT_NETWORK_ALLOW_LOOPBACK: 'true' })).toThrow(
      /PRINT_NETWORK_ALLOW_LOOPBACK/,
    );
    const tests = loadConfig({ NODE_ENV: 'test', PRINT_NETWORK_ALLOW_LOOPBACK: 'true' });
    expect(isAddressAllowed('127.0.0.1', printerAddressPolicy(tests))).toBe(true);
  });
});

describe('network printers as an admin sets them up (production policy)', () => {
  let t: TestApp;
  let cookie: string;
  let listener: Server;
  let connections = 0;
  beforeAll(async () => {
    t = await createTestApp({ PRINT_WORKER: 'false', PRINT_MAX_ATTEMPTS: '1' });
    const shop = await insertEstablishment(t.app.db);
    cookie = await signUpAdminOf(t.app, shop.id);
    // Something of the server's own on a printer port, that must never hear from it.
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(9107, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await t.close();
  });

  const addPrinter = (ip: string, port: number, extra: object = {}) =>
    send(t.app, 'POST', '/api/admin/printers', {
      cookie,
      payload: { name: 'Alvo', kind: 'customer', connectionType: 'network', ip, port, ...extra },
    });

  it('refuses a port that is not a printer port, and the server’s own or internal addresses', async () => {
    const database = await addPrinter('192.168.0.50', 5432);
    expect(database.statusCode).toBe(400);
    expect(database.json().errors).toEqual([{ path: 'port', message: portNotAllowedMessage }]);
    for (const ip of ['127.0.0.1', '169.254.169.254', '0.0.0.0']) {
      const res = await addPrinter(ip, 9100);
      expect(res.statusCode, ip).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'ip', message: addressNotAllowedMessage }]);
    }
  });

  it('never connects to a name that resolves to the server itself, and says nothing about it', async () => {
    const created = await addPrinter('localhost', 9107);
    expect(created.statusCode).toBe(201);
    const printer = created.json<Printer>();
    expect(
      (await send(t.app, 'POST', `/api/admin/printers/${printer.id}/test`, { cookie })).statusCode,
    ).toBeLessThan(300);
    await t.app.printWorker.runOnce();
    const jobs = (await send(t.app, 'GET', '/api/admin/print-jobs', { cookie })).json<PrintJob[]>();
    const job = jobs.find((candidate) => candidate.printerId === printer.id)!;
    expect(job.lastError).toBe(printerUnreachableMessage);
    expect(JSON.stringify(jobs)).not.toMatch(/127\.0\.0\.1|9107|ECONN/);
    expect(connections).toBe(0);
  });

  it('leaves printers of the print agent alone', async () => {
    expect((await addPrinter('192.168.0.60', 9100, { viaAgent: true })).statusCode).toBe(201);
  });
});

describe('PRINT_DIRECT_NETWORK=false (print agent only)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ PRINT_WORKER: 'false', PRINT_DIRECT_NETWORK: 'false' });
    cookie = await signUpAdminOf(t.app, (await insertEstablishment(t.app.db)).id);
  });
  afterAll(() => t.close());

  it('refuses printers the server would reach itself, and accepts the agent’s', async () => {
    const printer = {
      name: 'Balcão',
      kind: 'customer',
      connectionType: 'network',
      ip: '192.168.0.50',
    };
    const direct = await send(t.app, 'POST', '/api/admin/printers', { cookie, payload: printer });
    expect(direct.statusCode).toBe(422);
    expect(direct.json().detail).toBe(directPrintingOffMessage);
    const viaAgent = await send(t.app, 'POST', '/api/admin/printers', {
      cookie,
      payload: { ...printer, viaAgent: true },
    });
    expect(viaAgent.statusCode).toBe(201);
  });
});
