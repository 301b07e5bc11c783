import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportQuerySchema, shopReportSchema, shopReportTables } from '@comanda/shared';
import { shopReportCsv, shopReportFileName, shopReportXlsx } from './shop-report-files';
import { shopReport } from './shop-reports.service';
import { adminRoutes, csvContentType, xlsxContentType } from '../../lib/admin-routes';

const reportFiles = {
  csv: {
    format: 'csv',
    summary: 'One table of the report as a CSV file (semicolons, decimal commas, BOM)',
    produces: 'text/csv',
    contentType: csvContentType,
    write: shopReportCsv,
  },
  xlsx: {
    format: 'xlsx',
    summary: 'One table of the report as an Excel workbook (the same rows as the CSV)',
    produces: xlsxContentType,
    contentType: xlsxContentType,
    write: shopReportXlsx,
  },
} as const;

/** Relatórios of the signed-in admin's shop over a period of business days. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'reports.view', tags: ['admin', 'reports'] });

  routes.get(
    '/api/admin/reports',
    {
      summary: 'Sales by day, hour, weekday, product, category, payment method and origin',
      querystring: reportQuerySchema,
      response: shopReportSchema,
    },
    ({ establishmentId, query }) => shopReport(app.db, establishmentId, query),
  );

  // One table of the report as a file: the same rows as a CSV or as an Excel workbook.
  for (const [format, file] of Object.entries(reportFiles)) {
    routes.download(
      `/api/admin/reports/${format}/:table`,
      {
        summary: file.summary,
        params: z.object({ table: z.enum(shopReportTables, 'Tabela de relatório inválida') }),
        querystring: reportQuerySchema,
        produces: [file.produces],
      },
      async ({ establishmentId, params: { table }, query }) => {
        const report = await shopReport(app.db, establishmentId, query);
        return {
          contentType: file.contentType,
          fileName: shopReportFileName(report, table, file.format),
          body: await file.write(report, table),
        };
      },
    );
  }
};
