import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A card terminal on the shop's network speaking the contract of
 * docs/decisions/008-payments.md. `answer` is what the next charge ends with (after
 * `delayMs`, as a customer taps the card); charges are remembered by reference.
 */
export async function startFakeCardTerminal() {
  const charges = new Map<string, { amountCents: number; status: string }>();
  const state = { answer: 'APPROVED', delayMs: 0 };
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const reply = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const match = /^\/payments\/([^/]+)(\/cancel)?$/.exec(req.url ?? '');
      if (req.method === 'POST' && req.url === '/payments') {
        const body = JSON.parse(text) as { amount_cents: number; reference: string };
        const known = charges.get(body.reference);
        if (known && known.status !== 'PENDING') return reply(200, { status: known.status });
        charges.set(body.reference, { amountCents: body.amount_cents, status: 'PENDING' });
        const answer = state.answer;
        setTimeout(() => {
          const charge = charges.get(body.reference)!;
          // A charge canceled while waiting for the card stays canceled.
          if (charge.status === 'PENDING') charge.status = answer;
          reply(200, { status: charge.status });
        }, state.delayMs);
        return;
      }
      if (match) {
        const charge = charges.get(decodeURIComponent(match[1]!));
        if (!charge) return reply(404, { status: 'NOT_FOUND' });
        if (req.method === 'POST' && match[2] && charge.status === 'PENDING') {
          charge.status = 'CANCELED';
        }
        return reply(200, { status: charge.status });
      }
      reply(404, { status: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    charges,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
