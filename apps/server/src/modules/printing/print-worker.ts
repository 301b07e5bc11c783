import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client';
import type { Realtime } from '../../lib/realtime';
import { sendToNetworkPrinter } from './network-printer';
import {
  printerUnreachableMessage,
  resolvePrinterTarget,
  type PrinterAddressPolicy,
} from './printer-address-policy';
import {
  claimDueJobs,
  printJobsChannel,
  reportDelivery,
  type DeliveryOutcome,
  type RenderedJob,
  type RetryPolicy,
} from './print-jobs.service';

export interface PrintWorkerOptions extends RetryPolicy {
  /** An interrupted delivery (server stopped mid-send) is offered again after this. */
  leaseMs: number;
  /** How often due retries are looked for, besides the wake-ups of new jobs. */
  pollMs: number;
  connectTimeoutMs: number;
  addressPolicy: PrinterAddressPolicy;
}

export interface PrintWorker {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One pass: delivers every due server and virtual job; resolves to how many it handled. */
  runOnce(): Promise<number>;
}

type PrintWorkerDeps = {
  db: Database;
  database: DatabaseHandle;
  realtime: Realtime;
  log: FastifyBaseLogger;
};

/** Sends one job: a virtual one is done once rendered; a network one goes over TCP. */
async function deliver(
  { job, printer, bytes, text }: RenderedJob,
  options: PrintWorkerOptions,
  log: FastifyBaseLogger,
): Promise<DeliveryOutcome> {
  if (job.channel === 'virtual') return { outcome: 'done', text };
  const ip = printer?.connectionConfig.ip;
  if (!printer || !ip) return { outcome: 'failed', error: 'Impressora sem endereço de rede' };
  try {
    const port = printer.connectionConfig.port ?? 9100;
    const target = await resolvePrinterTarget({ ip, port }, options.addressPolicy);
    await sendToNetworkPrinter(target, bytes, options.connectTimeoutMs);
    return { outcome: 'done', text };
  } catch (error) {
    // The details go to the log; the admin's screen must not become a port scanner.
    log.warn({ jobId: job.id, err: error }, 'network printer delivery failed');
    return { outcome: 'failed', error: printerUnreachableMessage };
  }
}

async function deliverAndReport(
  { db, realtime, log }: PrintWorkerDeps,
  options: PrintWorkerOptions,
  rendered: RenderedJob,
) {
  const result = await deliver(rendered, options, log);
  const { job } = rendered;
  if (result.outcome === 'failed') {
    log.warn({ jobId: job.id, error: result.error }, 'print job delivery failed');
  }
  await reportDelivery(
    db,
    realtime,
    { jobId: job.id, establishmentId: job.establishmentId, channels: [job.channel] },
    result,
    options,
  );
}

/**
 * Delivers the jobs the server itself owns: network printers it can reach (TCP to ip:port) and
 * virtual printers (rendered and stored). Every server instance runs one; claiming skips rows
 * another instance holds, so a job goes to one of them. New jobs wake it through a database
 * notification; retries and expired leases are found by polling.
 */
export function createPrintWorker(deps: PrintWorkerDeps, options: PrintWorkerOptions): PrintWorker {
  const { db, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function runOnce(): Promise<number> {
    const jobs = await claimDueJobs(db, {
      channels: ['server', 'virtual'],
      leaseMs: options.leaseMs,
    });
    // One connection at a time per printer (a raw port serves one client); printers in parallel.
    const byPrinter = new Map<string, RenderedJob[]>();
    for (const rendered of jobs) {
      const key = rendered.job.printerId ?? rendered.job.id;
      byPrinter.set(key, [...(byPrinter.get(key) ?? []), rendered]);
    }
    await Promise.all(
      [...byPrinter.values()].map(async (queue) => {
        for (const rendered of queue) await deliverAndReport(deps, options, rendered);
      }),
    );
    return jobs.length;
  }

  /** Runs passes until nothing new arrived during the last one; never two at once. */
  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const handled = await runOnce();
          if (handled > 0) again = true;
        } catch (error) {
          log.error({ err: error }, 'print worker pass failed');
        }
      } while (again && timer);
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    runOnce,
    async start() {
      unlisten = await deps.database.listen(printJobsChannel, kick);
      timer = setInterval(kick, options.pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await unlisten?.();
      await running;
    },
  };
}
