import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closedTabSchema,
  closeTabSchema,
  dueOnlineOrderListSchema,
  payTabSchema,
  tabPaymentResultSchema,
  settleDueOrderSchema,
  settledDueOrderSchema,
} from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { reservePayerNotes } from '../fiscal';
import { dueOnlineOrders } from '../online-menu';
import { counterSaleDepsOf as depsOf, operatorOf } from './operator';
import { closeTabAtCounter, payTabAtCounter, settleDueOrder } from './tab-close.service';
import type { PayerNotes } from './tab-payer-notes';

/** One NFC-e per payer when the shop issues them (decision 082). */
const payerNotesOf =
  (app: FastifyInstance, establishmentId: string): PayerNotes =>
  (tx, payers) =>
    reservePayerNotes(tx, app.fiscalEmission.ports, establishmentId, payers);

/**
 * The PDV closes a table's tab (decisions 077, 085): service or not, split in equal parts or by
 * items, after any parts paid while it was open.
 */
export const tabCloseRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'pdv.sell', tags: ['admin', 'pdv', 'tabs'] });
  const payerNotes = (establishmentId: string) => payerNotesOf(app, establishmentId);

  routes.post(
    '/api/admin/pdv/tabs/:tabId/close',
    {
      summary:
        "Close a table's tab in the operator's open register: the service charge if taken, the " +
        'due amount split in equal parts, each paid by its method',
      params: z.object({ tabId: z.string() }),
      body: closeTabSchema,
      response: closedTabSchema,
    },
    async ({ establishmentId, params, body, request }) => {
      const { operator } = await operatorOf(request);
      return closeTabAtCounter(
        depsOf(request),
        establishmentId,
        operator,
        params.tabId,
        body,
        payerNotes(establishmentId),
      );
    },
  );

  routes.post(
    '/api/admin/pdv/tabs/:tabId/payments',
    {
      summary:
        "Parts of a table's tab paid while it stays open, each by an amount or by items (its " +
        "share of them plus the service on it), in the operator's open register",
      params: z.object({ tabId: z.string() }),
      body: payTabSchema,
      response: tabPaymentResultSchema,
    },
    async ({ establishmentId, params, body, request }) => {
      const { operator } = await operatorOf(request);
      return payTabAtCounter(
        depsOf(request),
        establishmentId,
        operator,
        params.tabId,
        body,
        payerNotes(establishmentId),
      );
    },
  );

  routes.get(
    '/api/admin/pdv/due-orders',
    {
      summary:
        'The online orders left to pay on pickup or delivery, in the kitchen or handed over ' +
        'and still unpaid: customer, fulfilment, total, "troco para"',
      response: dueOnlineOrderListSchema,
    },
    async ({ establishmentId, reply }) => {
      reply.header('cache-control', 'no-store');
      return { orders: await dueOnlineOrders(app.db, establishmentId) };
    },
  );

  routes.post(
    '/api/admin/pdv/due-orders/:orderId/settle',
    {
      summary:
        'Take an online order left to pay on pickup or delivery (cash with change, card, Pix) ' +
        "in the operator's open register",
      params: z.object({ orderId: z.string() }),
      body: settleDueOrderSchema,
      response: settledDueOrderSchema,
    },
    async ({ establishmentId, params, body, request }) => {
      const { operator } = await operatorOf(request);
      return settleDueOrder(depsOf(request), establishmentId, operator, params.orderId, body);
    },
  );
};
