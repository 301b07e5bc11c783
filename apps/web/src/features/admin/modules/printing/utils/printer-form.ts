import {
  defaultPrinterPort,
  printerInputSchema,
  type Printer,
  type PrinterConnection,
  type PrinterInput,
  type PrinterKind,
} from '@comanda/shared';
import { errorsFromIssues, type FieldErrors } from '@/lib/form';

export interface PrinterFormValues {
  name: string;
  kind: PrinterKind;
  connectionType: PrinterConnection;
  device: string;
  printerName: string;
  ip: string;
  /** As typed; empty means the default 9100. */
  port: string;
  viaAgent: boolean;
  cutPaper: boolean;
  paperWidth: '58' | '80';
  active: boolean;
}

export function emptyPrinterForm(): PrinterFormValues {
  return {
    name: '',
    kind: 'customer',
    connectionType: 'network',
    device: '',
    printerName: '',
    ip: '',
    port: String(defaultPrinterPort),
    viaAgent: false,
    cutPaper: true,
    paperWidth: '80',
    active: true,
  };
}

export function printerFormFromPrinter(printer: Printer): PrinterFormValues {
  return {
    name: printer.name,
    kind: printer.kind,
    connectionType: printer.connectionType,
    device: printer.device ?? '',
    printerName: printer.printerName ?? '',
    ip: printer.ip ?? '',
    port: String(printer.port),
    viaAgent: printer.viaAgent,
    cutPaper: printer.cutPaper,
    paperWidth: printer.paperWidth === 58 ? '58' : '80',
    active: printer.active,
  };
}

export type PrinterFormValidation =
  { success: true; input: PrinterInput } | { success: false; errors: FieldErrors };

/** The complete PrinterInput (PUT replaces every field), checked with the shared schema. */
export function validatePrinterForm(values: PrinterFormValues): PrinterFormValidation {
  const port = values.port.trim();
  const input = {
    name: values.name,
    kind: values.kind,
    connectionType: values.connectionType,
    device: values.device,
    printerName: values.printerName,
    ip: values.ip,
    port: port === '' ? defaultPrinterPort : port,
    viaAgent: values.viaAgent,
    cutPaper: values.cutPaper,
    paperWidth: Number(values.paperWidth),
    active: values.active,
  };
  const result = printerInputSchema.safeParse(input);
  if (result.success) return { success: true, input: result.data };
  return { success: false, errors: errorsFromIssues(result.error.issues) };
}
