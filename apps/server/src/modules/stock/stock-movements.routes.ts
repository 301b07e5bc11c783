import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stockAdjustmentSchema, stockLossSchema } from '@comanda/shared';
import type { Database } from '../../db/client';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf, type Auditor } from '../audit';
import type { LedgerContext } from './ledger.service';
import { adjustStock, recordLoss } from './stock-items.service';

const params = z.object({ id: z.string() });

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
  const routes = adminRoutes(app, { action: 'stock.manage', tags: ['admin', 'stock'] });

  /** POST …/:id/`path`: a manual movement of the item, saying who made it (and in the audit log). */
  function manualMovement<Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    record: ManualMovement<z.output<Body>>,
  ) {
    routes.post(
      `/api/admin/stock/items/:id/${path}`,
      { summary, params, body },
      async ({ establishmentId, params: { id }, body: input, request }) => {
        const by = await auditorOf(request);
        await record(app.db, ledger, establishmentId, id, input as z.output<Body>, by);
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
