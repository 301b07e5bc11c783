import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssuedPrintAgentToken, PrintJob, PrintAgentToken } from '@comanda/shared';
import { send } from '../../test/auth-helpers';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reprintMark } from './receipt';
import { decodeEscPos } from './test/escpos';
import { insertOrder, payOrder, startFakePrinter, type FakePrinter } from './test/fixtures';

const agentBin = fileURLToPath(
  new URL('../../../../print-agent/bin/comanda-print-agent.mjs', import.meta.url),
);

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 45_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('print agent (the CLI in apps/print-agent) against a running server', () => {
  let t: TestApp;
  let cookie: string;
  let shopId: string;
  let token: string;
  let serverUrl: string;
  let printer: FakePrinter;
  let agent: ChildProcess | undefined;

  const startAgent = () => {
    agent = spawn(process.execPath, [agentBin, '--server', serverUrl, '--token', token], {
      stdio: 'ignore',
    });
    return agent;
  };
  const jobsOfOrder = async (orderId: string) =>
    (await send(t.app, 'GET', '/api/admin/print-jobs', { cookie }))
      .json<PrintJob[]>()
      .filter((job) => job.orderId === orderId);
  const copiesOf = (orderNumber: number) =>
    printer.received
      .map((bytes) => decodeEscPos(bytes).text)
      .filter((text) => text.includes(`Nº ${orderNumber}`));

  beforeAll(async () => {
    t = await createTestApp({ PRINT_WORKER: 'false', PRINT_LEASE_SECONDS: '1' });
    const shop = await insertEstablishment(t.app.db, { name: 'Pastelaria Ação' });
    shopId = shop.id;
    cookie = await signUpAdminOf(t.app, shop.id);
    printer = await startFakePrinter();
    const created = await send(t.app, 'POST', '/api/admin/printers', {
      cookie,
      payload: {
        name: 'Cozinha (rede da loja)',
        kind: 'kitchen',
        connectionType: 'network',
        ip: '127.0.0.1',
        port: printer.port,
        viaAgent: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const issued = await send(t.app, 'POST', '/api/admin/print-agent-tokens', {
      cookie,
      payload: { name: 'Caixa' },
    });
    token = issued.json<IssuedPrintAgentToken>().token;
    serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    agent?.kill('SIGKILL');
    await printer.stop();
    await t.close();
  });

  it('prints a paid order once and acknowledges it; the server does not print it too', async () => {
    const order = await insertOrder(t.app, shopId);
    await payOrder(t.app, shopId, order.id);
    startAgent();
    const jobs = await until(
      () => jobsOfOrder(order.id),
      (list) => list[0]?.status === 'done',
    );
    expect(jobs).toMatchObject([{ status: 'done', channel: 'agent', attempts: 1 }]);
    expect(await t.app.printWorker.runOnce()).toBe(0);
    await printer.waitFor(1);
    expect(copiesOf(order.orderNumber)).toHaveLength(1);
    expect(copiesOf(order.orderNumber)[0]).not.toContain(reprintMark);

    const tokens = (await send(t.app, 'GET', '/api/admin/print-agent-tokens', { cookie })).json<
      PrintAgentToken[]
    >();
    expect(tokens[0]!.connected).toBe(true);
    const monitor = await send(t.app, 'GET', '/api/public/kitchen-monitor', {
      host: 'localhost:3000',
    });
    expect(monitor.json().agent.connected).toBe(true);

    // A second acknowledgement changes nothing and prints nothing.
    const ack = await t.app.inject({
      method: 'POST',
      url: `/api/print-agent/jobs/${jobs[0]!.id}/ack`,
      headers: { authorization: `Bearer ${token}` },
      payload: { outcome: 'done' },
    });
    expect(ack.statusCode).toBe(204);
    expect(await jobsOfOrder(order.id)).toEqual(jobs);
  });

  it('killed mid-job and restarted: the order prints, the copy after the crash says REIMPRESSÃO', async () => {
    const running = agent!;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    printer.onConnection = () => running.kill('SIGKILL');
    const order = await insertOrder(t.app, shopId);
    await payOrder(t.app, shopId, order.id);
    await exited;
    printer.onConnection = undefined;

    startAgent();
    const jobs = await until(
      () => jobsOfOrder(order.id),
      (list) => list[0]?.status === 'done',
    );
    expect(jobs[0]!.status).toBe('done');
    await until(
      async () => copiesOf(order.orderNumber),
      (copies) => copies.some((text) => text.includes(reprintMark)),
    );
    const copies = copiesOf(order.orderNumber);
    // The interrupted copy may or may not have reached the paper; every later one is marked.
    expect(copies.length).toBeGreaterThanOrEqual(1);
    expect(copies.filter((text) => !text.includes(reprintMark)).length).toBeLessThanOrEqual(1);
    expect(copies.at(-1)).toContain(reprintMark);

    // Normal operation afterwards: exactly one unmarked copy.
    const next = await insertOrder(t.app, shopId);
    await payOrder(t.app, shopId, next.id);
    await until(
      () => jobsOfOrder(next.id),
      (list) => list[0]?.status === 'done',
    );
    await until(
      async () => copiesOf(next.orderNumber),
      (list) => list.length > 0,
    );
    expect(copiesOf(next.orderNumber)).toHaveLength(1);
    expect(copiesOf(next.orderNumber)[0]).not.toContain(reprintMark);
  });
});
