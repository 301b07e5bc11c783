import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { OrderChannel, PrintChannel, PrintJob, PrintedReceipt } from '@comanda/shared';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import type { Realtime } from '../../lib/realtime';
import { findEstablishmentSummary, findShopSettings } from '../establishments';
import { findSoldOrder, orderNumbersOf, soldLineParts, type SoldOrder } from '../orders';
import { printerSettings, printJobs } from './printing.tables';
import {
  columnsForPaperWidth,
  renderReceipt,
  type ReceiptDocument,
  type ReceiptLine,
} from './receipt';

/*
 * The print outbox. A paid order gets one job per active printer of its shop, written in the
 * transaction that marks it paid; each job is delivered by one channel and ends done or failed.
 * A delivery that was handed out (to an agent, a kiosk, the server's own sender) and never
 * reported is "lost": after its lease it is offered again, marked 'REIMPRESSÃO', because the
 * first copy may have printed.
 */

type PrintJobRow = typeof printJobs.$inferSelect;
type PrinterRow = typeof printerSettings.$inferSelect;

/** Database notifications that wake every server's delivery worker (see print-worker.ts). */
export const printJobsChannel = 'comanda_print_jobs';
/** Realtime event on `establishment:{id}` (print agents, admin) and `order:{id}` (kiosk). */
export const printJobsEvent = 'print.jobs';

export const printJobNotFound = () => new AppError('NOT_FOUND', 'Impressão não encontrada');

export function channelOf(
  printer: Pick<PrinterRow, 'connectionType' | 'connectionConfig'>,
): PrintChannel {
  switch (printer.connectionType) {
    case 'virtual':
      return 'virtual';
    case 'network':
      return printer.connectionConfig.viaAgent ? 'agent' : 'server';
    default:
      return 'browser';
  }
}

/** Tells the workers, the shop's agents and admin, and the order's kiosk that jobs changed. */
export async function announcePrintJobs(
  executor: Executor,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  orderId: string | null,
): Promise<void> {
  await executor.execute(sql`select pg_notify(${printJobsChannel}, ${establishmentId})`);
  const event = { type: printJobsEvent, data: { orderId } };
  await realtime.publish(executor, `establishment:${establishmentId}`, event);
  if (orderId) await realtime.publish(executor, `order:${orderId}`, event);
}

// ---------------------------------------------------------------- enqueue

/** The order as it prints: names and prices as sold (the order's snapshots); paid only. */
async function orderDocument(
  tx: Executor,
  establishmentId: string,
  orderId: string,
): Promise<ReceiptDocument | null> {
  const order = await findSoldOrder(tx, establishmentId, orderId);
  return order ? documentOf(tx, order) : null;
}

const inStore = (channel: OrderChannel) => channel === 'totem' || channel === 'balcao';

async function documentOf(tx: Executor, order: SoldOrder): Promise<ReceiptDocument | null> {
  if (order.paymentStatus !== 'paid') return null;
  const shop = await findShopSettings(tx, order.establishmentId);
  return {
    type: 'order',
    establishmentName: shop.name,
    footer: shop.receiptFooter,
    orderNumber: order.orderNumber,
    placedAt: order.placedAt.toISOString(),
    notes: order.notes,
    customerName: order.customerName,
    dineIn: order.dineIn,
    channel: order.channel,
    externalCode: order.externalCode,
    // An in-store order nobody asked about prints no packing; a channel's order always does.
    fulfilment: order.dineIn != null || !inStore(order.channel) ? order.fulfilment : null,
    customerPhone: order.customerPhone,
    deliveryAddress: order.deliveryAddress,
    totalCents: order.totalCents,
    ...(order.discountCents > 0 ? { discountCents: order.discountCents } : {}),
    ...(order.deliveryFeeCents > 0 ? { deliveryFeeCents: order.deliveryFeeCents } : {}),
    items: order.lines.map((line) => ({
      quantity: line.quantity,
      name: line.productName,
      unitPriceCents: line.unitPriceCents,
      extras: soldLineParts(line),
      removals: line.removals,
      notes: line.notes,
    })),
  };
}

/** The shop's active printers, of one kind (receipt or kitchen) or of every kind. */
function activePrinters(tx: Executor, establishmentId: string, kind?: PrinterRow['kind']) {
  return tx
    .select()
    .from(printerSettings)
    .where(
      and(
        eq(printerSettings.establishmentId, establishmentId),
        eq(printerSettings.active, true),
        kind && eq(printerSettings.kind, kind),
      ),
    );
}

/** One job per printer: where it goes, and what it prints. */
function jobsFor(
  printers: PrinterRow[],
  job: { establishmentId: string; orderId?: string; copy?: number },
  documentFor: (printer: PrinterRow) => ReceiptDocument,
) {
  return printers.map((printer) => ({
    ...job,
    printerId: printer.id,
    printerName: printer.name,
    kind: printer.kind,
    channel: channelOf(printer),
    document: documentFor(printer),
  }));
}

/**
 * Writes one job per active printer of the shop for a paid order and announces them on
 * commit. Idempotent: a second call for the same order (a duplicate payment notification)
 * writes nothing; an unpaid order gets nothing. Returns the number of jobs written.
 */
export async function enqueuePrintJobs(
  tx: Executor,
  order: SoldOrder,
  realtime: Pick<Realtime, 'publish'>,
): Promise<number> {
  const document = await documentOf(tx, order);
  if (!document) return 0;
  const { establishmentId, id: orderId } = order;
  const printers = await activePrinters(tx, establishmentId);
  if (printers.length === 0) return 0;
  const inserted = await tx
    .insert(printJobs)
    .values(jobsFor(printers, { establishmentId, orderId, copy: 1 }, () => document))
    .onConflictDoNothing({
      target: [printJobs.establishmentId, printJobs.orderId, printJobs.printerId, printJobs.copy],
    })
    .returning({ id: printJobs.id });
  if (inserted.length > 0) await announcePrintJobs(tx, realtime, establishmentId, orderId);
  return inserted.length;
}

/**
 * 'Reimprimir' in /admin/pedidos: one more copy of a paid order's receipt (`customer`) or
 * kitchen ticket (`kitchen`) on each active printer of that kind. A copy after the first
 * prints 'REIMPRESSÃO'. An unpaid or canceled order never prints. Returns the jobs written.
 */
export async function reprintOrder(
  db: Database,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  orderId: string,
  kind: 'customer' | 'kitchen',
): Promise<number> {
  if (!isId(orderId)) throw new AppError('NOT_FOUND', 'Pedido não encontrado');
  return db.transaction(async (tx) => {
    const order = await findSoldOrder(tx, establishmentId, orderId);
    if (!order) throw new AppError('NOT_FOUND', 'Pedido não encontrado');
    const document = await orderDocument(tx, establishmentId, orderId);
    if (!document) throw new AppError('CONFLICT', 'Só pedidos pagos podem ser reimpressos');
    const printers = await activePrinters(tx, establishmentId, kind);
    if (printers.length === 0) {
      throw new AppError('CONFLICT', 'Nenhuma impressora ativa deste tipo');
    }
    const [last] = await tx
      .select({ copy: sql<number>`coalesce(max(${printJobs.copy}), 0)` })
      .from(printJobs)
      .where(and(eq(printJobs.establishmentId, establishmentId), eq(printJobs.orderId, orderId)));
    const copy = Math.max(Number(last?.copy ?? 0), 1) + 1;
    await tx
      .insert(printJobs)
      .values(jobsFor(printers, { establishmentId, orderId, copy }, () => document));
    await announcePrintJobs(tx, realtime, establishmentId, orderId);
    return printers.length;
  });
}

/** 'Imprimir teste': a test page on one printer, delivered like any job. */
export async function enqueueTestPrint(
  db: Database,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  printer: PrinterRow,
): Promise<PrintJobRow> {
  const shop = await findEstablishmentSummary(db, establishmentId);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(printJobs)
      .values({
        establishmentId,
        printerId: printer.id,
        printerName: printer.name,
        kind: printer.kind,
        channel: channelOf(printer),
        document: {
          type: 'test',
          establishmentName: shop?.name ?? '',
          printerName: printer.name,
          requestedAt: new Date().toISOString(),
        },
      })
      .returning();
    await announcePrintJobs(tx, realtime, establishmentId, null);
    return job!;
  });
}

/**
 * A report on the shop's receipt printers (`customer` kind), in the caller's transaction:
 * the cash register's closing report. Delivered like any job; answers the jobs written.
 */
export async function enqueueReportPrint(
  tx: Executor,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  report: Omit<Extract<ReceiptDocument, { type: 'report' }>, 'type' | 'establishmentName'>,
): Promise<number> {
  return enqueueOnReceiptPrinters(tx, realtime, establishmentId, null, (establishmentName) => ({
    type: 'report',
    establishmentName,
    ...report,
  }));
}

/**
 * A document another module lays out (the DANFE NFC-e): one job on each active customer
 * (receipt) printer of the shop, laid out by `layout` for that printer's paper width. The
 * order's kiosk and the shop's agents are told. Returns the jobs written.
 */
export async function enqueueLaidOutPrint(
  tx: Executor,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  orderId: string | null,
  layout: (columns: number) => ReceiptLine[],
): Promise<number> {
  return enqueueOnReceiptPrinters(
    tx,
    realtime,
    establishmentId,
    orderId,
    (establishmentName, printer) => ({
      type: 'lines',
      establishmentName,
      lines: layout(columnsForPaperWidth(printer.paperWidth)),
    }),
  );
}

/**
 * One job per active receipt (`customer`) printer of the shop, with the document `documentFor`
 * builds for that printer. The jobs are not tied to an order's row (its receipt already holds
 * (order, printer, copy 1)); `orderId` only says whose kiosk to tell.
 */
async function enqueueOnReceiptPrinters(
  tx: Executor,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  orderId: string | null,
  documentFor: (establishmentName: string, printer: PrinterRow) => ReceiptDocument,
): Promise<number> {
  const shop = await findEstablishmentSummary(tx, establishmentId);
  const printers = await activePrinters(tx, establishmentId, 'customer');
  if (printers.length === 0) return 0;
  await tx
    .insert(printJobs)
    .values(
      jobsFor(printers, { establishmentId }, (printer) => documentFor(shop?.name ?? '', printer)),
    );
  await announcePrintJobs(tx, realtime, establishmentId, orderId);
  return printers.length;
}

// ---------------------------------------------------------------- rendering

export interface RenderedJob {
  job: PrintJobRow;
  printer: PrinterRow | undefined;
  bytes: Uint8Array;
  text: string;
}

/** A job's bytes for its printer as set up now; a lost earlier delivery makes it a reprint. */
export function renderJob(job: PrintJobRow, printer: PrinterRow | undefined): RenderedJob {
  const { bytes, text } = renderReceipt(job.document, {
    kind: job.kind,
    columns: columnsForPaperWidth(printer?.paperWidth ?? 80),
    reprint: job.lostDeliveries > 0 || job.copy > 1,
    cut: printer?.cutPaper ?? true,
  });
  return { job, printer, bytes, text };
}

async function findPrinter(db: Executor, printerId: string | null) {
  if (!printerId) return undefined;
  const [printer] = await db
    .select()
    .from(printerSettings)
    .where(eq(printerSettings.id, printerId));
  return printer;
}

// ---------------------------------------------------------------- claiming

export interface ClaimFilter {
  channels: PrintChannel[];
  establishmentId?: string;
  orderId?: string;
  /** How long the claimer has to report before the job is offered again. */
  leaseMs: number;
  limit?: number;
}

/**
 * Takes due jobs for delivery, atomically: queued ones whose retry time came, and printing
 * ones whose lease ran out (their earlier delivery counts as lost). Rows locked by another
 * claimer are skipped, so two servers, two kiosk tabs or two agents never get the same job.
 */
export async function claimDueJobs(db: Database, filter: ClaimFilter): Promise<RenderedJob[]> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const due = await tx
      .select()
      .from(printJobs)
      .where(
        and(
          inArray(printJobs.channel, filter.channels),
          filter.establishmentId
            ? eq(printJobs.establishmentId, filter.establishmentId)
            : undefined,
          filter.orderId ? eq(printJobs.orderId, filter.orderId) : undefined,
          or(
            and(eq(printJobs.status, 'queued'), lte(printJobs.nextAttemptAt, now)),
            and(eq(printJobs.status, 'printing'), lte(printJobs.leaseUntil, now)),
          ),
        ),
      )
      .orderBy(asc(printJobs.createdAt))
      .limit(filter.limit ?? 20)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(printJobs)
      .set({
        status: 'printing',
        attempts: sql`${printJobs.attempts} + 1`,
        lostDeliveries: sql`${printJobs.lostDeliveries} + case when ${printJobs.status} = 'printing' then 1 else 0 end`,
        leaseUntil: new Date(now.getTime() + filter.leaseMs),
      })
      .where(
        inArray(
          printJobs.id,
          due.map((job) => job.id),
        ),
      )
      .returning();
    const printerIds = claimed.flatMap((job) => (job.printerId ? [job.printerId] : []));
    const printers = printerIds.length
      ? await tx.select().from(printerSettings).where(inArray(printerSettings.id, printerIds))
      : [];
    const printerById = new Map(printers.map((printer) => [printer.id, printer]));
    return claimed
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((job) => renderJob(job, job.printerId ? printerById.get(job.printerId) : undefined));
  });
}

export interface RetryPolicy {
  maxAttempts: number;
  /** Wait after the n-th failure: base * 2^(n-1), at most 5 minutes. */
  retryBaseMs: number;
}

export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.retryBaseMs * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}

/** `text`: what printed, when the reporter rendered it; else it is rendered again here. */
export type DeliveryOutcome =
  { outcome: 'done'; text?: string } | { outcome: 'failed'; error: string };

/**
 * Records what a delivery did. Only a job still out for delivery changes: a second report of
 * the same job (an agent acknowledging twice) is answered without effect. A failure is retried
 * with backoff until `maxAttempts`; `final` fails it at once (a kiosk that could not print).
 */
export async function reportDelivery(
  db: Executor,
  realtime: Pick<Realtime, 'publish'>,
  where: { jobId: string; establishmentId: string; channels: PrintChannel[]; orderId?: string },
  result: DeliveryOutcome,
  policy: RetryPolicy & { final?: boolean },
): Promise<PrintJobRow> {
  if (!isId(where.jobId)) throw printJobNotFound();
  const [job] = await db
    .select()
    .from(printJobs)
    .where(
      and(
        eq(printJobs.id, where.jobId),
        eq(printJobs.establishmentId, where.establishmentId),
        inArray(printJobs.channel, where.channels),
        where.orderId ? eq(printJobs.orderId, where.orderId) : undefined,
      ),
    );
  if (!job) throw printJobNotFound();
  if (job.status !== 'printing') return job;

  const now = new Date();
  let changes: Partial<PrintJobRow>;
  if (result.outcome === 'done') {
    const text = result.text ?? renderJob(job, await findPrinter(db, job.printerId)).text;
    changes = { status: 'done', printedAt: now, previewText: text, leaseUntil: null };
  } else {
    const giveUp = policy.final || job.attempts >= policy.maxAttempts;
    changes = {
      status: giveUp ? 'failed' : 'queued',
      lastError: result.error.slice(0, 500),
      leaseUntil: null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(job.attempts, policy)),
    };
  }
  const [updated] = await db
    .update(printJobs)
    .set(changes)
    .where(and(eq(printJobs.id, job.id), eq(printJobs.status, 'printing')))
    .returning();
  if (!updated) return job;
  await announcePrintJobs(db, realtime, job.establishmentId, job.orderId);
  return updated;
}

// ---------------------------------------------------------------- admin

const jobColumns = {
  id: printJobs.id,
  orderId: printJobs.orderId,
  printerId: printJobs.printerId,
  printerName: printJobs.printerName,
  kind: printJobs.kind,
  channel: printJobs.channel,
  copy: printJobs.copy,
  status: printJobs.status,
  attempts: printJobs.attempts,
  lastError: printJobs.lastError,
  createdAt: printJobs.createdAt,
  printedAt: printJobs.printedAt,
};

type JobListRow = Omit<PrintJob, 'createdAt' | 'printedAt' | 'orderNumber'> & {
  createdAt: Date;
  printedAt: Date | null;
};

/** The shop's order numbers of these jobs (test prints have none). */
function numbersOfOrders(
  db: Executor,
  establishmentId: string,
  rows: { orderId: string | null }[],
) {
  return orderNumbersOf(
    db,
    establishmentId,
    rows.flatMap((row) => (row.orderId ? [row.orderId] : [])),
  );
}

function toPrintJob(row: JobListRow, orderNumbers: Map<string, number>): PrintJob {
  return {
    ...row,
    orderNumber: row.orderId ? (orderNumbers.get(row.orderId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
  };
}

/** The admin's recent jobs, newest first. */
export async function listPrintJobs(
  db: Database,
  establishmentId: string,
  filter: {
    printerId?: string | undefined;
    status?: PrintJob['status'] | undefined;
    jobId?: string;
    orderId?: string | undefined;
  },
  limit = 50,
): Promise<PrintJob[]> {
  const rows = await db
    .select(jobColumns)
    .from(printJobs)
    .where(
      and(
        eq(printJobs.establishmentId, establishmentId),
        filter.printerId ? eq(printJobs.printerId, filter.printerId) : undefined,
        filter.status ? eq(printJobs.status, filter.status) : undefined,
        filter.jobId ? eq(printJobs.id, filter.jobId) : undefined,
        filter.orderId ? eq(printJobs.orderId, filter.orderId) : undefined,
      ),
    )
    .orderBy(desc(printJobs.createdAt))
    .limit(limit);
  const orderNumbers = await numbersOfOrders(db, establishmentId, rows);
  return rows.map((row) => toPrintJob(row, orderNumbers));
}

/** What a virtual printer "printed": its done jobs with their text, newest first. */
export async function listPrintedReceipts(
  db: Database,
  establishmentId: string,
  printerId: string,
  limit = 20,
): Promise<PrintedReceipt[]> {
  const rows = await db
    .select({ ...jobColumns, previewText: printJobs.previewText })
    .from(printJobs)
    .where(
      and(
        eq(printJobs.establishmentId, establishmentId),
        eq(printJobs.printerId, printerId),
        eq(printJobs.status, 'done'),
      ),
    )
    .orderBy(desc(printJobs.printedAt))
    .limit(limit);
  const orderNumbers = await numbersOfOrders(db, establishmentId, rows);
  return rows.map(({ previewText, ...row }) => ({
    ...toPrintJob(row, orderNumbers),
    previewText: previewText ?? '',
  }));
}

/**
 * 'Tentar novamente' on a failed job: back in the queue with its attempts reset. Jobs of the
 * kiosk's own printers (QZ Tray, USB) can only print at a kiosk, which has moved on: refused.
 */
export async function retryPrintJob(
  db: Database,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  jobId: string,
): Promise<void> {
  if (!isId(jobId)) throw printJobNotFound();
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.id, jobId), eq(printJobs.establishmentId, establishmentId)))
      .for('update');
    if (!job) throw printJobNotFound();
    if (job.status !== 'failed') {
      throw new AppError('CONFLICT', 'Só impressões que falharam podem ser repetidas');
    }
    if (job.channel === 'browser') {
      throw new AppError(
        'CONFLICT',
        'Impressões do totem (QZ Tray ou USB) não podem ser repetidas daqui: use Imprimir teste',
      );
    }
    await tx
      .update(printJobs)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date(), leaseUntil: null })
      .where(eq(printJobs.id, jobId));
    await announcePrintJobs(tx, realtime, establishmentId, job.orderId);
  });
}

// ---------------------------------------------------------------- kiosk and kitchen

export async function orderJobs(db: Database, establishmentId: string, orderId: string) {
  return db
    .select({
      id: printJobs.id,
      kind: printJobs.kind,
      channel: printJobs.channel,
      status: printJobs.status,
    })
    .from(printJobs)
    .where(and(eq(printJobs.establishmentId, establishmentId), eq(printJobs.orderId, orderId)))
    .orderBy(asc(printJobs.createdAt));
}

export async function recentOrderJobs(db: Database, establishmentId: string, limit = 15) {
  const rows = await db
    .select({
      id: printJobs.id,
      orderId: printJobs.orderId,
      kind: printJobs.kind,
      status: printJobs.status,
      createdAt: printJobs.createdAt,
    })
    .from(printJobs)
    .where(eq(printJobs.establishmentId, establishmentId))
    .orderBy(desc(printJobs.createdAt))
    .limit(limit);
  const orderNumbers = await numbersOfOrders(db, establishmentId, rows);
  return rows.map(({ orderId, ...row }) => ({
    ...row,
    orderNumber: orderId ? (orderNumbers.get(orderId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  }));
}
