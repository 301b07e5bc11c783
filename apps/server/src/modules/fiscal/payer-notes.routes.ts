import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payerNoteViewSchema } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { adminRoutes } from '../../lib/admin-routes';
import { isId } from '../../lib/ids';
import { toFiscalNoteView } from './emission.service';
import { publicDanfePath } from './fiscal-notes.routes';
import { fiscalNotes } from './fiscal-notes.tables';

/** The PDV follows the NFC-e of each payer of a table tab it took (decision 082). */
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
      const [note] = isId(params.noteId)
        ? await app.db
            .select()
            .from(fiscalNotes)
            .where(
              and(
                eq(fiscalNotes.establishmentId, establishmentId),
                eq(fiscalNotes.id, params.noteId),
              ),
            )
        : [];
      if (!note?.payer) throw new AppError('NOT_FOUND', 'Nota fiscal não encontrada');
      reply.header('cache-control', 'no-store');
      const printable = note.status === 'authorised' || note.status === 'contingency';
      return {
        ...toFiscalNoteView(note),
        danfePath:
          printable && note.accessKey
            ? publicDanfePath(app, { id: note.id, accessKey: note.accessKey })
            : null,
      };
    },
  );
};
