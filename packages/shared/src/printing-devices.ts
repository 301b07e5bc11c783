/*
 * Printing constants (SPEC §9 defaults, USB and QZ Tray settings), apart from the printing
 * contracts in printing.ts: the kiosk needs these few values, not the admin's zod schemas.
 */

/** cliente / cozinha. */
export const printerKinds = ['customer', 'kitchen'] as const;
export type PrinterKind = (typeof printerKinds)[number];

/** qz / usb / rede, plus the virtual printer of the demo. */
export const printerConnections = ['qz', 'usb', 'network', 'virtual'] as const;
export type PrinterConnection = (typeof printerConnections)[number];

/** 58 mm paper prints 32 columns, 80 mm prints 48. */
export const paperWidths = [58, 80] as const;

/** SPEC §9 printing defaults. */
export const defaultPrinterPort = 9100;
export const qzTrayDefaults = {
  fontSize: 12,
  lineSpacing: 1.2,
  letterSpacing: 1,
  marginLeft: 0,
  marginRight: 0,
  marginTop: 0,
  marginBottom: 0,
  font: 'Tahoma',
} as const;
/** SPEC §9: QZ Tray connect timeout and the WebUSB printer filter. */
export const qzConnectTimeoutMs = 5000;
export const usbPrinterVendorIds = [1155, 1208, 3540, 4070, 2274, 5455, 8137] as const;
export const usbConfiguration = 1;
export const usbInterface = 0;
/** SPEC §4/§9: the success screen follows the order's live events for 60 s. */
export const receiptSubscriptionMs = 60_000;

export const printChannels = ['server', 'agent', 'browser', 'virtual'] as const;
export type PrintChannel = (typeof printChannels)[number];
export const printJobStatuses = ['queued', 'printing', 'done', 'failed'] as const;
export type PrintJobStatus = (typeof printJobStatuses)[number];
