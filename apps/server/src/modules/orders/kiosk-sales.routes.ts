import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kioskSalesQuerySchema, kioskSalesSchema } from '@comanda/shared';
import { kioskSales, kioskSalesCsv } from './admin-orders.service';
import { adminRoutes, csvContentType } from '../../lib/admin-routes';

/** /admin/vendas-totem: the kiosk's sales, on screen and as CSV. */
export const kioskSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'reports.view', tags: ['admin', 'orders'] });

  routes.get(
    '/api/admin/kiosk-sales',
    {
      summary: "Vendas Totem: the kiosk's paid orders of a period, totals by method",
      querystring: kioskSalesQuerySchema,
      response: kioskSalesSchema,
    },
    ({ establishmentId, query }) => kioskSales(app.db, establishmentId, query),
  );

  routes.download(
    '/api/admin/kiosk-sales.csv',
    { summary: 'Vendas Totem as CSV', querystring: kioskSalesQuerySchema },
    async ({ establishmentId, query }) => {
      const sales = await kioskSales(app.db, establishmentId, query);
      return {
        contentType: csvContentType,
        fileName: `vendas-totem-${sales.from}-a-${sales.to}.csv`,
        body: kioskSalesCsv(sales),
      };
    },
  );
};
