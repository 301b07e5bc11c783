import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fiscalNoteSchema } from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { canceledNoteHtml, danfeHtml } from './danfe-html';
import { findNoteOfOrder, toFiscalNoteView } from './emission.service';
import { retryNote } from './retry.service';
import { fiscalNotes, type FiscalNote } from './fiscal-notes.tables';

const tags = ['admin', 'fiscal'];

/** The purpose of the customer's DANFE link tokens (HMAC of the access key). */
const danfeTokenPurpose = 'danfe-nfce';
const noDanfe = () => new AppError('NOT_FOUND', 'DANFE não disponível para este pedido');

/** Only an authorised note or one issued in contingency has a DANFE. */
const hasDanfe = (note: FiscalNote | undefined): note is FiscalNote & { accessKey: string } =>
  !!note?.accessKey && (note.status === 'authorised' || note.status === 'contingency');

/** The customer's link to a note's DANFE: the note's id and a token only the server can make. */
export function publicDanfePath(app: FastifyInstance, note: { id: string; accessKey: string }) {
  return `/api/public/danfe/${note.id}/${app.secretBox.token(danfeTokenPurpose, note.accessKey)}`;
}

async function danfePage(app: FastifyInstance, note: FiscalNote, shareUrl?: string) {
  const data = await app.fiscalEmission.ports.danfe?.(note);
  if (!data) throw noDanfe();
  return danfeHtml(data, shareUrl);
}

/** The back office's view of a paid order's NFC-e: status and the SEFAZ's reason. */
// eslint-disable-next-line max-lines-per-function -- one plugin declares several routes; to split one file per endpoint, #29
export const fiscalNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders/:id/fiscal-note',
    {
      config: { action: 'orders.view' },
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

  app.post(
    '/api/admin/orders/:id/fiscal-note/retry',
    {
      config: { action: 'orders.reprint' },
      schema: {
        tags,
        summary: "Emit again the order's note that failed or was rejected, once the cause is fixed",
        params: z.object({ id: z.string() }),
        response: { 200: fiscalNoteSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      if (!isId(request.params.id)) throw new AppError('NOT_FOUND', 'Pedido sem nota fiscal');
      const note = await retryNote(app.fiscalEmission, establishmentId, request.params.id);
      return toFiscalNoteView(note);
    },
  );

  app.get(
    '/api/admin/orders/:id/danfe',
    {
      config: { action: 'orders.view' },
      schema: {
        tags,
        summary: "The order's DANFE NFC-e as a printable page, with the customer's link",
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      const note = isId(request.params.id)
        ? await findNoteOfOrder(app.db, establishmentId, request.params.id)
        : undefined;
      if (!hasDanfe(note)) throw noDanfe();
      const shareUrl = `${request.protocol}://${request.host}${publicDanfePath(app, note)}`;
      const page = await danfePage(app, note, shareUrl);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );

  app.get(
    '/api/public/danfe/:noteId/:token',
    {
      schema: {
        tags: ['public', 'fiscal'],
        summary: "A note's DANFE NFC-e for the customer (link e-mailed by the shop)",
        params: z.object({ noteId: z.string(), token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { noteId, token } = request.params;
      const [note] = isId(noteId)
        ? await app.db.select().from(fiscalNotes).where(eq(fiscalNotes.id, noteId))
        : [];
      // The token is the HMAC of this note's own key: it opens this note and no other.
      const opens =
        !!note?.accessKey && app.secretBox.verifyToken(danfeTokenPurpose, note.accessKey, token);
      // A link sent before the note was cancelled says so, as a page the customer can read.
      const page =
        opens && note.status === 'canceled'
          ? canceledNoteHtml(note)
          : opens && hasDanfe(note)
            ? await danfePage(app, note)
            : null;
      if (!page) throw new AppError('NOT_FOUND', 'Nota fiscal não encontrada');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(page);
    },
  );
};
