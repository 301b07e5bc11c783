/** See send.mjs: raw bytes to a network printer's port, resolved once the printer has them. */
export function sendToPrinter(
  target: { ip: string; port: number },
  bytes: Uint8Array,
  timeoutMs: number,
): Promise<void>;
