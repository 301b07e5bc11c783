import { z } from 'zod';
import { printChannels, printerKinds, printJobStatuses } from './printing-devices';

/*
 * The kiosk success screen's printing contracts (SPEC §4 receipt printing), apart from the
 * admin's in printing.ts so that the kiosk downloads only these.
 */

/** GET /api/public/orders/:id/printing?token=: what the success screen shows. */
export const orderPrintingSchema = z.object({
  paymentStatus: z.string(),
  /** Active printers of the shop: none means 'Configure impressoras em Admin > Impressoras'. */
  printers: z.number().int(),
  jobs: z.array(
    z.object({
      id: z.guid(),
      kind: z.enum(printerKinds),
      channel: z.enum(printChannels),
      status: z.enum(printJobStatuses),
    }),
  ),
});
export type OrderPrinting = z.infer<typeof orderPrintingSchema>;

/** POST /api/public/orders/:id/print-jobs/claim: jobs this kiosk must print itself. */
export const kioskTokenBodySchema = z.object({ token: z.string().min(1) });
export const browserPrintJobSchema = z.object({
  id: z.guid(),
  kind: z.enum(printerKinds),
  connectionType: z.enum(['qz', 'usb']),
  /** QZ Tray: the printer to find; USB: the device name chosen when set up. */
  printerName: z.string().nullable(),
  /** The ESC/POS bytes, base64. */
  payload: z.string(),
});
export type BrowserPrintJob = z.infer<typeof browserPrintJobSchema>;

/** POST .../print-jobs/:jobId/result (kiosk) and /api/print-agent/jobs/:id/ack (agent). */
export const printResultSchema = z.object({
  outcome: z.enum(['done', 'failed']),
  /** What went wrong, for the admin's job list (never shown to the customer). */
  error: z.string().trim().max(500).optional(),
});
export const kioskPrintResultSchema = printResultSchema.extend({ token: z.string().min(1) });

/** POST /api/public/printing/qz-sign: QZ Tray's request, signed with the shop's key. */
/** A QZ Tray call's JSON ({call, params, timestamp}), with the receipt's bytes in a print. */
export const qzSignInputSchema = z.object({ request: z.string().min(1).max(200_000) });
export const qzSignatureSchema = z.object({ signature: z.string() });
export const qzCertificateSchema = z.object({ certificate: z.string().nullable() });
