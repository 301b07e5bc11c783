import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportQuerySchema, shopReportSchema, shopReportTables } from '@comanda/shared';
import { shopReportCsv, shopReportFileName, shopReportXlsx } from './shop-report-files';
import { shopReport } from './shop-reports.service';
import {
  adminQueryRoute,
  csvContentType,
  sendDownload,
  xlsxContentType,
} from '../../lib/admin-routes';

const tags = ['admin', 'reports'];

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
  adminQueryRoute(
    app,
    '/api/admin/reports',
    {
      action: 'reports.view',
      tags,
      summary: 'Sales by day, hour, weekday, product, category, payment method and origin',
      querystring: reportQuerySchema,
      response: shopReportSchema,
    },
    shopReport,
  );

  // One table of the report as a file: the same rows as a CSV or as an Excel workbook.
  for (const [format, file] of Object.entries(reportFiles)) {
    app.get(
      `/api/admin/reports/${format}/:table`,
      {
        config: { action: 'reports.view' },
        schema: {
          tags,
          summary: file.summary,
          params: z.object({ table: z.enum(shopReportTables, 'Tabela de relatório inválida') }),
          querystring: reportQuerySchema,
          produces: [file.produces],
        },
      },
      async (request, reply) => {
        const { table } = request.params;
        const establishmentId = await request.adminEstablishmentId();
        const report = await shopReport(app.db, establishmentId, request.query);
        const fileName = shopReportFileName(report, table, file.format);
        return sendDownload(reply, file.contentType, fileName, await file.write(report, table));
      },
    );
  }
};
