import type { Printer } from '@comanda/shared';
import { adminQzSigning } from '../api/qz-signing';

/**
 * Prints a test page on a QZ Tray or USB printer from this browser. The transports load only
 * when used, so the page does not carry them otherwise. Resolves to an error message, or null.
 */
export async function printInBrowser(printer: Printer, base64: string): Promise<string | null> {
  try {
    if (printer.connectionType === 'qz') {
      const { printWithQzTray } = await import('@/lib/printing/qz-tray');
      await printWithQzTray(printer.printerName, base64, adminQzSigning);
    } else {
      const { base64ToBytes, chooseUsbPrinter, printWithUsb } =
        await import('@/lib/printing/web-usb');
      // This click may grant the browser access to a printer the kiosk will use later.
      const device = await chooseUsbPrinter();
      await printWithUsb(printer.device, base64ToBytes(base64), device);
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
