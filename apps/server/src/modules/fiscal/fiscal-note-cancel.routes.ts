import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelFiscalNoteInputSchema, fiscalNoteSchema } from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { findOrderById } from '../orders';
import { cancelNote, requestNoteCancel } from './cancel.service';
import { findNoteOfOrder, toFiscalNoteView } from './emission.service';

/** Cancelling an order's authorised NFC-e (decision 030). */
export const fiscalNoteCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'orders.cancel', tags: ['admin', 'fiscal'] });

  routes.post(
    '/api/admin/orders/:id/fiscal-note/cancel',
    {
      summary:
        'Cancel the NFC-e of a canceled order (again, e.g. after the SEFAZ refused): the ' +
        'note with the outcome (status canceled, or cancelXMotivo)',
      params: z.object({ id: z.string() }),
      body: cancelFiscalNoteInputSchema,
      response: fiscalNoteSchema,
    },
    async ({ establishmentId, params: { id: orderId }, body }) => {
      const order = isId(orderId)
        ? await findOrderById(app.db, establishmentId, orderId)
        : undefined;
      const note = order && (await findNoteOfOrder(app.db, establishmentId, orderId));
      if (!note) throw new AppError('NOT_FOUND', 'Pedido sem nota fiscal');
      if (note.status === 'canceled') return toFiscalNoteView(note);
      if (order.paymentStatus !== 'canceled') {
        throw new AppError('CONFLICT', 'Cancele o pedido antes de cancelar a NFC-e');
      }
      const asked = await requestNoteCancel(
        app.db,
        establishmentId,
        orderId,
        body.reason,
        new Date(),
        false,
      );
      if (!asked)
        throw new AppError('CONFLICT', 'A nota não foi autorizada: não há o que cancelar');
      // Tried here, not by a woken emitter; one that holds the note now tries it when done.
      const tried = await cancelNote(app.fiscalEmission, note.id);
      return toFiscalNoteView(tried ?? (await findNoteOfOrder(app.db, establishmentId, orderId))!);
    },
  );
};
