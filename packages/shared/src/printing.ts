import { z } from 'zod';
import {
  defaultPrinterPort,
  printChannels,
  printerConnections,
  printerKinds,
  printJobStatuses,
} from './printing-devices';

/*
 * Printing (SPEC §3 configuracoes_impressora / configuracoes_qz_tray, §4 receipt printing,
 * §7 Printing, §9 defaults). Every paid order gets one print job per active printer of its shop,
 * delivered by the server (network printer it can reach), the shop's print agent (network
 * printer on the shop's LAN), the kiosk browser (QZ Tray, WebUSB) or stored (virtual printer).
 */

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** A LAN name like `impressora-cozinha.local`; the last label is not all digits (that is an IP). */
const hostname =
  /^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)*[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `No máximo ${max} caracteres`)
    .nullish()
    .transform((value) => value || null);

/** POST/PUT /api/admin/printers. */
export const printerInputSchema = z
  .object({
    name: z.string('Nome é obrigatório').trim().min(1, 'Nome é obrigatório').max(80),
    kind: z.enum(printerKinds, 'Tipo inválido'),
    connectionType: z.enum(printerConnections, 'Conexão inválida'),
    /** usb: the device name the browser showed. */
    device: optionalText(120),
    /** qz: the printer's name in the operating system. */
    printerName: optionalText(120),
    ip: optionalText(253),
    port: z.coerce
      .number('Porta inválida')
      .int('Porta inválida')
      .min(1, 'Porta inválida')
      .max(65535, 'Porta inválida')
      .default(defaultPrinterPort),
    /** rede: printed by the shop's print agent instead of the server. */
    viaAgent: z.boolean().default(false),
    cutPaper: z.boolean().default(true),
    paperWidth: z.union([z.literal(58), z.literal(80)], 'Largura inválida').default(80),
    active: z.boolean().default(true),
  })
  .superRefine((printer, context) => {
    if (printer.connectionType !== 'network') return;
    if (!printer.ip) {
      context.addIssue({ code: 'custom', path: ['ip'], message: 'IP é obrigatório' });
    } else if (!ipv4.test(printer.ip) && !hostname.test(printer.ip)) {
      context.addIssue({ code: 'custom', path: ['ip'], message: 'IP inválido' });
    }
  });
export type PrinterInput = z.input<typeof printerInputSchema>;
export type PrinterData = z.output<typeof printerInputSchema>;

export const printerSchema = z.object({
  id: z.guid(),
  name: z.string(),
  kind: z.enum(printerKinds),
  connectionType: z.enum(printerConnections),
  device: z.string().nullable(),
  printerName: z.string().nullable(),
  ip: z.string().nullable(),
  port: z.number().int(),
  viaAgent: z.boolean(),
  cutPaper: z.boolean(),
  paperWidth: z.number().int(),
  active: z.boolean(),
});
export type Printer = z.infer<typeof printerSchema>;

const spacing = (max: number) =>
  z.coerce.number('Valor inválido').min(0, 'Valor inválido').max(max);
const margin = z.coerce
  .number('Valor inválido')
  .int('Valor inválido')
  .min(0, 'Valor inválido')
  .max(100);

/** PUT /api/admin/printing/qz-tray: layout (SPEC §3) and the signing pair. */
export const qzTraySettingsInputSchema = z.object({
  receiptPrinter: optionalText(120),
  kitchenPrinter: optionalText(120),
  fontSize: z.coerce.number('Valor inválido').int('Valor inválido').min(6).max(72),
  font: z.string().trim().min(1, 'Fonte é obrigatória').max(60),
  letterSpacing: spacing(10),
  lineSpacing: spacing(10),
  marginLeft: margin,
  marginRight: margin,
  marginTop: margin,
  marginBottom: margin,
  /** PEM certificate QZ Tray trusts; empty removes it. */
  certificate: optionalText(20_000),
  /** PEM private key; omitted keeps the stored one, empty removes it. Never sent back. */
  privateKey: z.string().trim().max(20_000).optional(),
});
export type QzTraySettingsInput = z.input<typeof qzTraySettingsInputSchema>;
export type QzTraySettingsData = z.output<typeof qzTraySettingsInputSchema>;

export const qzTraySettingsSchema = z.object({
  receiptPrinter: z.string().nullable(),
  kitchenPrinter: z.string().nullable(),
  fontSize: z.number(),
  font: z.string(),
  letterSpacing: z.number(),
  lineSpacing: z.number(),
  marginLeft: z.number(),
  marginRight: z.number(),
  marginTop: z.number(),
  marginBottom: z.number(),
  certificate: z.string().nullable(),
  /** A key is stored (it never leaves the server). */
  hasPrivateKey: z.boolean(),
});
export type QzTraySettings = z.infer<typeof qzTraySettingsSchema>;

/** A job in the admin's list. */
export const printJobSchema = z.object({
  id: z.guid(),
  orderId: z.guid().nullable(),
  orderNumber: z.number().int().nullable(),
  printerId: z.guid().nullable(),
  printerName: z.string(),
  kind: z.enum(printerKinds),
  channel: z.enum(printChannels),
  copy: z.number().int(),
  status: z.enum(printJobStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  printedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

/** GET /api/admin/print-jobs?printerId=&status= */
export const printJobListQuerySchema = z.object({
  printerId: z.guid().optional(),
  status: z.enum(printJobStatuses).optional(),
  /** One order's jobs (the order's detail in /admin/pedidos). */
  orderId: z.guid().optional(),
});

/** A virtual printer's receipt: the job and the text that "printed". */
export const printedReceiptSchema = printJobSchema.extend({ previewText: z.string() });
export type PrintedReceipt = z.infer<typeof printedReceiptSchema>;

/** POST /api/admin/print-agent-tokens: the token is in this answer only. */
export const printAgentTokenInputSchema = z.object({
  name: z.string('Nome é obrigatório').trim().min(1, 'Nome é obrigatório').max(80),
});
export const printAgentTokenSchema = z.object({
  id: z.guid(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Streaming from this server right now. */
  connected: z.boolean(),
});
export type PrintAgentToken = z.infer<typeof printAgentTokenSchema>;
export const issuedPrintAgentTokenSchema = printAgentTokenSchema.extend({ token: z.string() });
export type IssuedPrintAgentToken = z.infer<typeof issuedPrintAgentTokenSchema>;

// ------------------------------------------------------------------ print agent

/** SSE event `print.job` on GET /api/print-agent/events: one network job to print. */
export const agentPrintJobSchema = z.object({
  id: z.guid(),
  printerName: z.string(),
  ip: z.string(),
  port: z.number().int(),
  payload: z.string(),
});
export type AgentPrintJob = z.infer<typeof agentPrintJobSchema>;

// ------------------------------------------------------------------ kitchen monitor

/** GET /api/public/kitchen-monitor: public-safe (no prices, no items). */
export const kitchenMonitorSchema = z.object({
  establishmentName: z.string(),
  agent: z.object({
    connected: z.boolean(),
    lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  jobs: z.array(
    z.object({
      id: z.guid(),
      orderNumber: z.number().int().nullable(),
      kind: z.enum(printerKinds),
      status: z.enum(printJobStatuses),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type KitchenMonitor = z.infer<typeof kitchenMonitorSchema>;
