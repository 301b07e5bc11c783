import type { OrderPrinting } from '@comanda/shared';

/**
 * What the success screen says about printing (SPEC §4, §8), from the order's print jobs.
 * Only customer receipts count as 'comprovantes'; kitchen tickets are the kitchen's business.
 */
export type PrintingSummary =
  /** Not paid yet, or receipts still on their way: the printing indicator. */
  | { state: 'printing' }
  /** 'Configure impressoras em Admin > Impressoras'. */
  | { state: 'noPrinters' }
  /** '{n} comprovante(s) impresso(s)!' */
  | { state: 'printed'; count: number }
  /** 'Nenhuma impressão foi bem-sucedida' (staff see why in the admin). */
  | { state: 'failed' }
  /** The shop prints no customer receipt (kitchen printers only): nothing to say. */
  | { state: 'noReceipt' };

export function summarizePrinting(status: OrderPrinting): PrintingSummary {
  if (status.paymentStatus !== 'paid') return { state: 'printing' };
  if (status.printers === 0) return { state: 'noPrinters' };
  const receipts = status.jobs.filter((job) => job.kind === 'customer');
  if (status.jobs.length > 0 && receipts.length === 0) return { state: 'noReceipt' };
  if (receipts.length === 0) return { state: 'printing' };
  if (receipts.some((job) => job.status === 'queued' || job.status === 'printing')) {
    return { state: 'printing' };
  }
  const count = receipts.filter((job) => job.status === 'done').length;
  return count > 0 ? { state: 'printed', count } : { state: 'failed' };
}

/** Settled summaries end the screen's watching: nothing more will change for the customer. */
export function isSettled(summary: PrintingSummary): boolean {
  return summary.state !== 'printing';
}
