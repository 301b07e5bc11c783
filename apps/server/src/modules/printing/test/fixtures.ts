import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  orderItemAddons,
  orderItemExtras,
  orderItemRemovals,
  orderItems,
  orders,
} from '../../../db/schema';
import { findSoldOrder } from '../../orders';
import { enqueuePrintJobs } from '../print-jobs.service';

let nextNumber = 100;

/** A kiosk order with snapshots of everything a receipt shows, not paid yet. */
export async function insertOrder(app: FastifyInstance, establishmentId: string) {
  nextNumber += 1;
  const [order] = await app.db
    .insert(orders)
    .values({
      establishmentId,
      orderNumber: nextNumber,
      businessDate: '2026-11-21',
      totalCents: 7180,
      notes: 'Para viagem',
      publicToken: randomBytes(16).toString('base64url'),
    })
    .returning();
  const [burger] = await app.db
    .insert(orderItems)
    .values({
      establishmentId,
      orderId: order!.id,
      productName: 'X-Burguer Coração',
      quantity: 2,
      unitPriceCents: 3140,
      notes: 'Pão bem tostado',
    })
    .returning();
  await app.db.insert(orderItems).values({
    establishmentId,
    orderId: order!.id,
    productName: 'Suco de Maçã',
    quantity: 1,
    unitPriceCents: 900,
  });
  await app.db
    .insert(orderItemExtras)
    .values({ establishmentId, orderItemId: burger!.id, name: 'Bacon crocante', priceCents: 400 });
  await app.db
    .insert(orderItemAddons)
    .values({ establishmentId, orderItemId: burger!.id, name: 'Batata média', priceCents: 850 });
  await app.db
    .insert(orderItemRemovals)
    .values({ establishmentId, orderItemId: burger!.id, ingredientName: 'Cebola' });
  return order!;
}

/**
 * Marks the order paid and queues its prints in one transaction, as payment settlement does.
 * Returns how many jobs were written.
 */
export async function payOrder(app: FastifyInstance, establishmentId: string, orderId: string) {
  return app.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.establishmentId, establishmentId)));
    const order = await findSoldOrder(tx, establishmentId, orderId);
    return enqueuePrintJobs(tx, order!, app.realtime);
  });
}

/** A TCP server posing as a printer's raw port: keeps the bytes of each connection. */
export interface FakePrinter {
  port: number;
  received: Buffer[];
  /** Stops listening (the printer is switched off); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  sockets: Set<Socket>;
  /** Called as each connection opens (a test may kill the sender there). */
  onConnection?: (() => void) | undefined;
  /** Resolves once `count` print jobs have arrived (bytes land just after the sender finishes). */
  waitFor(count: number): Promise<Buffer[]>;
}

export async function startFakePrinter(port = 0): Promise<FakePrinter> {
  const received: Buffer[] = [];
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const printer: FakePrinter = {
    port,
    received,
    sockets,
    async start() {
      server = createServer((socket) => {
        sockets.add(socket);
        printer.onConnection?.();
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('end', () => {
          received.push(Buffer.concat(chunks));
          socket.end();
        });
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => server!.listen(printer.port, '127.0.0.1', resolve));
      const address = server.address();
      if (address && typeof address === 'object') printer.port = address.port;
    },
    async waitFor(count) {
      for (let waited = 0; received.length < count && waited < 3000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
  await printer.start();
  return printer;
}
