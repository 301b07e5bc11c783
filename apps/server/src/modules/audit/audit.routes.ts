import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditKindLabels,
  auditQuerySchema,
  type AuditEntry,
} from '@comanda/shared';
import { adminRoutes, csvContentType, xlsxContentType } from '../../lib/admin-routes';
import {
  csvFile,
  dateTimeColumn,
  textColumn,
  xlsxFile,
  type SheetTable,
} from '../../lib/spreadsheet';
import { listAudit } from './audit.service';

/** The log as the one exporter's table (lib/spreadsheet): the same columns as the screen. */
function auditSheet(entries: AuditEntry[]): SheetTable {
  return {
    title: 'Auditoria',
    columns: [
      dateTimeColumn('Quando'),
      textColumn('Ação'),
      textColumn('Quem'),
      textColumn('Quem (nome)'),
      textColumn('Aprovado por'),
      textColumn('Aprovado por (nome)'),
      textColumn('Dispositivo'),
      textColumn('Sobre'),
      textColumn('Antes'),
      textColumn('Depois'),
    ],
    rows: entries.map((entry) => [
      new Date(entry.at),
      auditKindLabels[entry.kind],
      entry.actor,
      entry.actorName,
      entry.approver,
      entry.approverName,
      entry.device,
      entry.subject,
      entry.before,
      entry.after,
    ]),
  };
}

const files = {
  csv: { type: csvContentType, write: async (sheet: SheetTable) => csvFile(sheet) },
  xlsx: { type: xlsxContentType, write: (sheet: SheetTable) => xlsxFile(sheet) },
} as const;

/** /admin/auditoria and the super admin's view of a shop's log. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'audit.view', tags: ['admin', 'audit'] });

  routes.get(
    '/api/admin/audit',
    {
      summary: "The shop's audit log, newest first (period, kind, person)",
      querystring: auditQuerySchema,
      response: z.array(auditEntrySchema),
    },
    ({ establishmentId, query }) => listAudit(app.db, establishmentId, query),
  );

  for (const [format, file] of Object.entries(files)) {
    routes.download(
      `/api/admin/audit.${format}`,
      { summary: `The audit log as ${format}`, querystring: auditQuerySchema },
      async ({ establishmentId, query }) => ({
        contentType: file.type,
        fileName: `auditoria.${format}`,
        body: await file.write(auditSheet(await listAudit(app.db, establishmentId, query))),
      }),
    );
  }

  app.get(
    '/api/superadmin/establishments/:id/audit',
    {
      schema: {
        tags: ['superadmin', 'audit'],
        summary: "A shop's audit log, for the platform's owner",
        params: z.object({ id: z.uuid('Estabelecimento não encontrado') }),
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request) => listAudit(app.db, request.params.id, request.query),
  );
};
