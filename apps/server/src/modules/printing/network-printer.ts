import { Socket } from 'node:net';

/**
 * Sends raw bytes to a network printer's raw port (JetDirect, 9100). Resolves when the printer
 * has taken every byte and the connection closed; rejects on refusal or after `timeoutMs` of
 * silence, with a message the admin can act on.
 */
export function sendToNetworkPrinter(
  target: { ip: string; port: number },
  bytes: Uint8Array,
  timeoutMs = 5000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(timeoutMs, () =>
      finish(new Error(`Tempo esgotado ao falar com ${target.ip}:${target.port}`)),
    );
    socket.once('error', (error: NodeJS.ErrnoException) =>
      finish(
        new Error(
          `Impressora ${target.ip}:${target.port} inacessível (${error.code ?? error.message})`,
        ),
      ),
    );
    socket.connect(target.port, target.ip, () => {
      socket.end(bytes, () => finish());
    });
  });
}
