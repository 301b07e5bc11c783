import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  diningTableSchema,
  diningTablesCreateSchema,
  diningTableUpdateSchema,
} from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import { createTables, listTables, updateTable } from './tables.service';

const params = z.object({ id: z.string() });

/** /admin/mesas: the shop's tables, created by number or range, renamed and deactivated. */
export const tablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'catalog.manage', tags: ['admin', 'tables'] });

  routes.get(
    '/api/admin/tables',
    { summary: 'The shop’s tables by number', response: z.array(diningTableSchema) },
    ({ establishmentId }) => listTables(app.db, establishmentId),
  );

  routes.post(
    '/api/admin/tables',
    {
      summary: 'Create tables from..to (missing numbers added, deactivated ones taken back)',
      body: diningTablesCreateSchema,
      response: z.array(diningTableSchema),
      status: 201,
    },
    async ({ establishmentId, body, request }) =>
      createTables(app.db, establishmentId, await auditorOf(request), body),
  );

  routes.patch(
    '/api/admin/tables/:id',
    {
      summary: 'Rename a table, or deactivate / reactivate it',
      params,
      body: diningTableUpdateSchema,
      response: diningTableSchema,
    },
    async ({ establishmentId, params, body, request }) =>
      updateTable(app.db, establishmentId, await auditorOf(request), params.id, body),
  );
};
