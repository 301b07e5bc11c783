import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fiscalNoteSchema } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { findNoteOfOrder, toFiscalNoteView } from './emission.service';

const tags = ['admin', 'fiscal'];

/** The back office's view of a paid order's NFC-e: status and the SEFAZ's reason. */
export const fiscalNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders/:id/fiscal-note',
    {
      schema: {
        tags,
        summary: "The order's NFC-e: status, key, protocol, and the SEFAZ's code and reason",
        params: z.object({ id: z.string() }),
        response: { 200: fiscalNoteSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const note = isId(request.params.id)
        ? await findNoteOfOrder(app.db, establishmentId, request.params.id)
        : undefined;
      if (!note) throw new AppError('NOT_FOUND', 'Pedido sem nota fiscal');
      return toFiscalNoteView(note);
    },
  );
};
