// @ts-check
import { Socket } from 'node:net';

/** After the last byte left, how long to wait for the printer to close its side. */
const closeGraceMs = 2000;

/**
 * Sends raw bytes to a printer's raw port (JetDirect, 9100) and half-closes. The printer has
 * the job once it closes its side too; a printer that keeps the connection open is taken to
 * have it `closeGraceMs` after the bytes left. Refusal, or silence for `timeoutMs` before the
 * bytes left, rejects with a message for the shop's staff.
 *
 * @param {{ ip: string; port: number }} target
 * @param {Uint8Array} bytes
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
export function sendToPrinter(target, bytes, timeoutMs) {
  const where = `${target.ip}:${target.port}`;
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let flushed = false;
    let settled = false;
    /** @param {Error} [error] */
    const finish = (error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(timeoutMs, () =>
      flushed ? finish() : finish(new Error(`Tempo esgotado ao falar com ${where}`)),
    );
    socket.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      // A reset after every byte left does not undo the print.
      flushed
        ? finish()
        : finish(new Error(`Impressora ${where} inacessível (${error.code ?? error.message})`)),
    );
    socket.once('close', () =>
      flushed ? finish() : finish(new Error(`Impressora ${where} fechou a conexão`)),
    );
    socket.on('data', () => {}); // status bytes some printers send back
    socket.connect(target.port, target.ip, () => {
      socket.end(bytes, () => {
        flushed = true;
        setTimeout(() => finish(), closeGraceMs).unref();
      });
    });
  });
}
