import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTabListSchema,
  currentTabSchema,
  publicTabSchema,
  tabCallKinds,
  tabTableBodySchema,
  tabTableQuerySchema,
} from '@comanda/shared';
import { adminRoutes } from '../../lib/admin-routes';
import { limitKiosk } from '../../lib/rate-limits';
import { callStaff, clearCalls, currentTab, openTabs } from './tabs.service';

const tags = ['cardapio', 'tabs'];

/** The table's tab on the phones at the table (decision 077): anonymous, the shop from the host. */
export const publicTabRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/tabs/current',
    {
      schema: {
        tags,
        summary: "The table's open tab (?mesa=12): its orders, service, total and what is due",
        querystring: tabTableQuerySchema,
        response: { 200: currentTabSchema },
      },
    },
    async (request, reply) => {
      const establishment = await request.tenant();
      reply.header('cache-control', 'no-store');
      return { tab: await currentTab(app.db, establishment.id, request.query.mesa) };
    },
  );

  app.post(
    '/api/public/tabs/current/calls/:kind',
    {
      schema: {
        tags,
        summary: '"Chamar garçom" (garcom) or "Pedir a conta" (conta): the staff screens ring',
        params: z.object({ kind: z.enum(tabCallKinds, 'Chamado inválido') }),
        body: tabTableBodySchema,
        response: { 200: publicTabSchema },
      },
    },
    async (request) => {
      const establishment = await request.tenant();
      await limitKiosk(request, 'orders', establishment.id);
      const deps = { db: app.db, realtime: app.realtime, now: app.clock.now() };
      return callStaff(deps, establishment.id, request.body.table, request.params.kind);
    },
  );
};

/** The open tabs for the PDV and Pedidos, and answering a table's call. */
export const adminTabRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'orders.view', tags: ['admin', 'tabs'] });

  routes.get(
    '/api/admin/tabs',
    {
      summary: 'The open table tabs, tables calling first: orders, service, total, due',
      response: adminTabListSchema,
    },
    async ({ establishmentId, reply }) => {
      reply.header('cache-control', 'no-store');
      return { tabs: await openTabs(app.db, establishmentId) };
    },
  );

  routes.post(
    '/api/admin/tabs/:tabId/calls/clear',
    {
      summary: "Staff answered the table: its 'Chamar garçom' and 'Pedir a conta' are cleared",
      params: z.object({ tabId: z.string() }),
    },
    async ({ establishmentId, params }) => {
      await clearCalls({ db: app.db, realtime: app.realtime }, establishmentId, params.tabId);
    },
  );
};
