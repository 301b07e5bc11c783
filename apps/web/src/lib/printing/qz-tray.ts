import { qzConnectTimeoutMs } from '@comanda/shared';
import qz from 'qz-tray';

/*
 * Printing raw ESC/POS through QZ Tray, the desktop bridge installed beside the kiosk's
 * browser. QZ Tray asks for each request to be signed: the certificate and the SHA512
 * signature come from our server, which holds the shop's key (never the browser) and signs
 * only printing calls, for a paired kiosk or the shop's staff.
 */

export const qzMessages = {
  timeout: 'Timeout ao conectar ao QZ Tray',
  notRunning: 'QZ Tray não está rodando ou não foi instalado',
  printFailed: (reason: string) => `Erro ao imprimir: ${reason}`,
} as const;

export interface QzSigning {
  certificate: () => Promise<string | null>;
  sign: (request: string) => Promise<string>;
}

let configuredFor: QzSigning | undefined;

function configureSecurity(signing: QzSigning) {
  if (configuredFor === signing) return;
  configuredFor = signing;
  qz.security.setCertificatePromise((resolve, reject) => {
    signing.certificate().then((pem) => resolve(pem ?? ''), reject);
  });
  qz.security.setSignatureAlgorithm('SHA512');
  // QZ Tray signs the SHA-256 of each call's JSON; handing the JSON itself lets the server
  // see which call it signs (only printing ones) and hash it there (qz-signing.ts).
  // (@types/qz-tray types the hasher as a promise executor; qz-tray.js calls it with a string.)
  const identity = (json: string) => json;
  qz.api.setSha256Type(identity as unknown as Parameters<typeof qz.api.setSha256Type>[0]);
  qz.security.setSignaturePromise((request: string) => (resolve, reject) => {
    signing.sign(request).then(resolve, reject);
  });
}

/** Connects once (5 s at most, SPEC §9); later prints reuse the connection. */
async function connect(): Promise<void> {
  if (qz.websocket.isActive()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(qzMessages.timeout)), qzConnectTimeoutMs);
  });
  try {
    await Promise.race([
      qz.websocket.connect({ retries: 0, delay: 0 }).catch(() => {
        throw new Error(qzMessages.notRunning);
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Prints `base64` bytes on the printer named `printerName` (or the default one). */
export async function printWithQzTray(
  printerName: string | null,
  base64: string,
  signing: QzSigning,
): Promise<void> {
  configureSecurity(signing);
  await connect();
  try {
    const found = printerName
      ? await qz.printers.find(printerName)
      : await qz.printers.getDefault();
    const printer = Array.isArray(found) ? found[0] : found;
    if (!printer) throw new Error(`impressora ${printerName ?? ''} não encontrada`);
    const config = qz.configs.create(printer);
    await qz.print(config, [{ type: 'raw', format: 'command', flavor: 'base64', data: base64 }]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(qzMessages.printFailed(reason), { cause: error });
  }
}
