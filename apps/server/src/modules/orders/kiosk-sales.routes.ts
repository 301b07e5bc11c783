import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kioskSalesQuerySchema, kioskSalesSchema } from '@comanda/shared';
import { kioskSales, kioskSalesCsv } from './admin-orders.service';
import { adminQueryRoute, csvContentType, sendDownload } from '../../lib/admin-routes';

const tags = ['admin', 'orders'];

/** /admin/vendas-totem: the kiosk's sales, on screen and as CSV. */
export const kioskSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  adminQueryRoute(
    app,
    '/api/admin/kiosk-sales',
    {
      action: 'reports.view',
      tags,
      summary: "Vendas Totem: the kiosk's paid orders of a period, totals by method",
      querystring: kioskSalesQuerySchema,
      response: kioskSalesSchema,
    },
    kioskSales,
  );

  app.get(
    '/api/admin/kiosk-sales.csv',
    {
      config: { action: 'reports.view' },
      schema: { tags, summary: 'Vendas Totem as CSV', querystring: kioskSalesQuerySchema },
    },
    async (request, reply) => {
      const sales = await kioskSales(app.db, await request.adminEstablishmentId(), request.query);
      const fileName = `vendas-totem-${sales.from}-a-${sales.to}.csv`;
      return sendDownload(reply, csvContentType, fileName, kioskSalesCsv(sales));
    },
  );
};
