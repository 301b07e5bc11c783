import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kioskSalesQuerySchema, kioskSalesSchema } from '@comanda/shared';
import { kioskSales, kioskSalesCsv } from './admin-orders.service';

const tags = ['admin', 'orders'];

/** /admin/vendas-totem: the kiosk's sales, on screen and as CSV. */
export const kioskSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/kiosk-sales',
    {
      config: { action: 'reports.view' },
      schema: {
        tags,
        summary: "Vendas Totem: the kiosk's paid orders of a period, totals by method",
        querystring: kioskSalesQuerySchema,
        response: { 200: kioskSalesSchema },
      },
    },
    async (request) => kioskSales(app.db, await request.adminEstablishmentId(), request.query),
  );

  app.get(
    '/api/admin/kiosk-sales.csv',
    {
      config: { action: 'reports.view' },
      schema: { tags, summary: 'Vendas Totem as CSV', querystring: kioskSalesQuerySchema },
    },
    async (request, reply) => {
      const sales = await kioskSales(app.db, await request.adminEstablishmentId(), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="vendas-totem-${sales.from}-a-${sales.to}.csv"`,
        )
        .send(kioskSalesCsv(sales));
    },
  );
};
