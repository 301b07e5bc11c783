import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportQuerySchema, shopReportSchema, shopReportTables } from '@comanda/shared';
import { shopReportCsv, shopReportFileName, shopReportXlsx } from './shop-report-files';
import { shopReport } from './shop-reports.service';

const tags = ['admin', 'reports'];

/** Relatórios of the signed-in admin's shop over a period of business days. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reports',
    {
      config: { action: 'reports.view' },
      schema: {
        tags,
        summary: 'Sales by day, hour, weekday, product, category, payment method and origin',
        querystring: reportQuerySchema,
        response: { 200: shopReportSchema },
      },
    },
    async (request) => shopReport(app.db, await request.adminEstablishmentId(), request.query),
  );

  app.get(
    '/api/admin/reports/csv/:table',
    {
      config: { action: 'reports.view' },
      schema: {
        tags,
        summary: 'One table of the report as a CSV file (semicolons, decimal commas, BOM)',
        params: z.object({ table: z.enum(shopReportTables, 'Tabela de relatório inválida') }),
        querystring: reportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { table } = request.params;
      const report = await shopReport(app.db, await request.adminEstablishmentId(), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${shopReportFileName(report, table, 'csv')}"`,
        )
        .send(shopReportCsv(report, table));
    },
  );

  app.get(
    '/api/admin/reports/xlsx/:table',
    {
      config: { action: 'reports.view' },
      schema: {
        tags,
        summary: 'One table of the report as an Excel workbook (the same rows as the CSV)',
        params: z.object({ table: z.enum(shopReportTables, 'Tabela de relatório inválida') }),
        querystring: reportQuerySchema,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const { table } = request.params;
      const report = await shopReport(app.db, await request.adminEstablishmentId(), request.query);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="${shopReportFileName(report, table, 'xlsx')}"`,
        )
        .send(await shopReportXlsx(report, table));
    },
  );
};
