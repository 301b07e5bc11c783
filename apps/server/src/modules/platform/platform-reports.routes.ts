import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  platformDashboardSchema,
  platformOverviewSchema,
  platformReportSchema,
  reportQuerySchema,
} from '@comanda/shared';
import { countUsers } from '../auth';
import { countEstablishments } from '../establishments';
import { confirmedOrderTotals } from '../orders';
import { dailyRevenue, platformReport, revenueByEstablishment } from './platform-reports.service';
import { reportCsv, reportFileName } from './report-csv';
import { csvContentType, sendDownload } from '../../lib/admin-routes';

const topEstablishmentsShown = 5;

/** The super admin's figures of the whole platform (SPEC §2 "Dashboard Global", Relatórios). */
export const platformReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const overview = async () => {
    const [establishments, users, orders] = await Promise.all([
      countEstablishments(app.db),
      countUsers(app.db),
      confirmedOrderTotals(app.db),
    ]);
    return { establishments, users, ...orders };
  };

  app.get(
    '/api/superadmin/overview',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Establishments, users, confirmed orders and revenue of the whole platform',
        response: { 200: platformOverviewSchema },
      },
    },
    overview,
  );

  app.get(
    '/api/superadmin/dashboard',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'The four cards, revenue of the last 30 days by day, and the top establishments',
        response: { 200: platformDashboardSchema },
      },
    },
    async () => {
      const [cards, last30Days, ranking] = await Promise.all([
        overview(),
        dailyRevenue(app.db, 30),
        revenueByEstablishment(app.db),
      ]);
      const topEstablishments = ranking
        .filter((row) => row.revenueCents > 0)
        .slice(0, topEstablishmentsShown);
      return { overview: cards, last30Days, topEstablishments };
    },
  );

  app.get(
    '/api/superadmin/reports',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Confirmed orders and revenue per establishment over a period (days included)',
        querystring: reportQuerySchema,
        response: { 200: platformReportSchema },
      },
    },
    async (request) => platformReport(app.db, request.query),
  );

  app.get(
    '/api/superadmin/reports.csv',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'The same report as a CSV file (semicolons, decimal commas, UTF-8 with BOM)',
        querystring: reportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const report = await platformReport(app.db, request.query);
      return sendDownload(reply, csvContentType, reportFileName(report), reportCsv(report));
    },
  );
};
