/// <reference types="w3c-web-usb" />
import { usbConfiguration, usbInterface, usbPrinterVendorIds } from '@comanda/shared';

/*
 * Printing raw ESC/POS on a USB receipt printer through WebUSB (Chrome). The kiosk uses a
 * device the browser was already allowed to use (chosen once in the admin with a click);
 * asking for a new one needs a user gesture.
 */

export const usbMessages = {
  unsupported: 'WebUSB não é suportado neste navegador',
  noDevice: 'Nenhum dispositivo USB selecionado',
  permissionDenied: 'Permissão USB negada. Autorize a impressora no navegador.',
  disconnectedDuringSetup: 'Dispositivo USB desconectado durante a configuração',
  disconnectedDuringPrint: 'Dispositivo USB desconectado durante a impressão',
  invalidState: 'Impressora em estado inválido. Reconecte o dispositivo',
  unauthorized: 'Dispositivo USB não autorizado ou desconectado',
  noOutEndpoint: 'Endpoint de saída não encontrado',
  transferFailed: 'Falha na transmissão USB',
} as const;

export const usbFilters: USBDeviceFilter[] = usbPrinterVendorIds.map((vendorId) => ({ vendorId }));

function usbApi(): USB {
  if (typeof navigator === 'undefined' || !('usb' in navigator)) {
    throw new Error(usbMessages.unsupported);
  }
  return navigator.usb;
}

/** Asks the user to choose a printer (needs a click); the browser remembers the permission. */
export async function chooseUsbPrinter(): Promise<USBDevice> {
  try {
    return await usbApi().requestDevice({ filters: usbFilters });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError') {
      throw new Error(usbMessages.noDevice, { cause: error });
    }
    if (error instanceof DOMException && error.name === 'SecurityError') {
      throw new Error(usbMessages.permissionDenied, { cause: error });
    }
    throw error;
  }
}

/** A printer this browser may already use: the one named `deviceName`, else the first. */
async function allowedDevice(deviceName: string | null): Promise<USBDevice> {
  const devices = (await usbApi().getDevices()).filter((device) =>
    usbPrinterVendorIds.some((vendorId) => vendorId === device.vendorId),
  );
  const device =
    devices.find((candidate) => deviceName && candidate.productName === deviceName) ?? devices[0];
  if (!device) throw new Error(usbMessages.noDevice);
  return device;
}

function translate(error: unknown, stage: 'setup' | 'print'): Error {
  if (!(error instanceof DOMException)) {
    return error instanceof Error ? error : new Error(usbMessages.transferFailed);
  }
  switch (error.name) {
    case 'NotFoundError':
      return new Error(
        stage === 'setup'
          ? usbMessages.disconnectedDuringSetup
          : usbMessages.disconnectedDuringPrint,
        { cause: error },
      );
    case 'SecurityError':
      return new Error(usbMessages.permissionDenied, { cause: error });
    case 'InvalidStateError':
      return new Error(usbMessages.invalidState, { cause: error });
    case 'NetworkError':
      return new Error(usbMessages.unauthorized, { cause: error });
    default:
      return new Error(usbMessages.transferFailed, { cause: error });
  }
}

/** Configuration 1, interface 0, its OUT endpoint (SPEC §9). */
async function prepare(device: USBDevice): Promise<number> {
  if (!device.opened) await device.open();
  if (device.configuration?.configurationValue !== usbConfiguration) {
    await device.selectConfiguration(usbConfiguration);
  }
  await device.claimInterface(usbInterface);
  const endpoints =
    device.configuration?.interfaces.find((candidate) => candidate.interfaceNumber === usbInterface)
      ?.alternate.endpoints ?? [];
  const out = endpoints.find((endpoint) => endpoint.direction === 'out');
  if (!out) throw new Error(usbMessages.noOutEndpoint);
  return out.endpointNumber;
}

export async function printWithUsb(
  deviceName: string | null,
  bytes: Uint8Array,
  device?: USBDevice,
): Promise<void> {
  const printer = device ?? (await allowedDevice(deviceName));
  let endpoint: number;
  try {
    endpoint = await prepare(printer);
  } catch (error) {
    throw translate(error, 'setup');
  }
  try {
    const result = await printer.transferOut(endpoint, bytes as Uint8Array<ArrayBuffer>);
    if (result.status !== 'ok') throw new Error(usbMessages.transferFailed);
  } catch (error) {
    throw translate(error, 'print');
  } finally {
    await printer.releaseInterface(usbInterface).catch(() => {});
    await printer.close().catch(() => {});
  }
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
