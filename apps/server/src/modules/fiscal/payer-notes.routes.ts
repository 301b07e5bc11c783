import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderPayerNotesSchema, payerNoteViewSchema } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { adminRoutes } from '../../lib/admin-routes';
import { isId } from '../../lib/ids';
import { toFiscalNoteView } from './emission.service';
import { publicDanfePath } from './fiscal-notes.routes';
import { fiscalNotes, type FiscalNote } from './fiscal-notes.tables';
import { declaresOrder } from './payer-notes.service';
import { retryFoundNote } from './retry.service';

/**
 * The PDV follows the NFC-e of each payer of a table tab it took (decision 082), and emits
 * again one that failed or was rejected.
 */
export const payerNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'pdv.sell', tags: ['admin', 'fiscal', 'pdv'] });

  routes.get(
    '/api/admin/fiscal-notes/:noteId',
    {
      summary:
        "A table tab's payer's NFC-e: status, number, the SEFAZ's reason, and the customer's " +
        'DANFE link once authorised or in contingency',
      params: z.object({ noteId: z.string() }),
      response: payerNoteViewSchema,
    },
    async ({ establishmentId, params, reply }) => {
      reply.header('cache-control', 'no-store');
      return payerNoteView(app, await payerNoteOf(app, establishmentId, params.noteId));
    },
  );

  adminRoutes(app, { action: 'orders.view', tags: ['admin', 'fiscal'] }).get(
    '/api/admin/orders/:id/payer-notes',
    {
      summary:
        'The NFC-e of each payer of a table tab whose money went into this order (its own note ' +
        'gave way to them): payer, number, series, status and the DANFE link',
      params: z.object({ id: z.string() }),
      response: orderPayerNotesSchema,
    },
    async ({ establishmentId, params, reply }) => {
      reply.header('cache-control', 'no-store');
      const notes = isId(params.id) ? await payerNotesOfOrder(app, establishmentId, params.id) : [];
      return {
        notes: notes.map((note) => ({ ...payerNoteView(app, note), payer: note.payer!.label })),
      };
    },
  );

  routes.post(
    '/api/admin/fiscal-notes/:noteId/retry',
    {
      summary:
        "Emit again a table tab's payer's NFC-e that failed or was rejected, once the cause " +
        '(a product without its NCM...) is fixed',
      params: z.object({ noteId: z.string() }),
      response: payerNoteViewSchema,
    },
    async ({ establishmentId, params }) => {
      const note = await payerNoteOf(app, establishmentId, params.noteId);
      return payerNoteView(app, await retryFoundNote(app.fiscalEmission, establishmentId, note));
    },
  );
};

/** The shop's payer note `noteId`; 404 for another shop's, or an order's own note. */
async function payerNoteOf(app: FastifyInstance, establishmentId: string, noteId: string) {
  const [note] = isId(noteId)
    ? await app.db
        .select()
        .from(fiscalNotes)
        .where(and(eq(fiscalNotes.establishmentId, establishmentId), eq(fiscalNotes.id, noteId)))
    : [];
  if (!note?.payer) throw new AppError('NOT_FOUND', 'Nota fiscal não encontrada');
  return note;
}

/** The shop's payer notes whose shares name the order, oldest number first. */
export function payerNotesOfOrder(app: FastifyInstance, establishmentId: string, orderId: string) {
  return app.db
    .select()
    .from(fiscalNotes)
    .where(and(eq(fiscalNotes.establishmentId, establishmentId), declaresOrder(orderId)))
    .orderBy(asc(fiscalNotes.series), asc(fiscalNotes.number));
}

function payerNoteView(app: FastifyInstance, note: FiscalNote) {
  const printable = note.status === 'authorised' || note.status === 'contingency';
  return {
    ...toFiscalNoteView(note),
    danfePath:
      printable && note.accessKey
        ? publicDanfePath(app, { id: note.id, accessKey: note.accessKey })
        : null,
  };
}
