import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stockAdjustmentSchema, stockLossSchema } from '@comanda/shared';
import type { Database } from '../../db/client';
import { auditorOf, type Auditor } from '../audit';
import type { LedgerContext } from './ledger.service';
import { adjustStock, recordLoss } from './stock-items.service';

const params = z.object({ id: z.string() });
const tags = ['admin', 'stock'];

/** A service writing one manual movement (stock-items.service). */
type ManualMovement<Input> = (
  db: Database,
  ctx: LedgerContext,
  establishmentId: string,
  id: string,
  input: Input,
  auditor: Auditor,
) => Promise<void>;

/** /admin/estoque: the admin's manual movements of an item (adjustments and losses). */
export const stockMovementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ledger = { realtime: app.realtime };

  /** POST …/:id/`path`: a manual movement of the item, saying who made it (and in the audit log). */
  function manualMovement<Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    record: ManualMovement<z.output<Body>>,
  ) {
    app.post(
      `/api/admin/stock/items/:id/${path}`,
      {
        config: { action: 'stock.manage' },
        schema: { tags, summary, params, body, response: { 204: z.null() } },
      },
      async (request, reply) => {
        const establishmentId = await request.adminEstablishmentId();
        const input = request.body as z.output<Body>;
        const by = await auditorOf(request);
        await record(app.db, ledger, establishmentId, request.params.id, input, by);
        return reply.code(204).send(null);
      },
    );
  }

  manualMovement(
    'adjustments',
    'Set the level; the difference is an adjustment movement',
    stockAdjustmentSchema,
    adjustStock,
  );
  manualMovement('losses', 'Record a loss', stockLossSchema, recordLoss);
};
