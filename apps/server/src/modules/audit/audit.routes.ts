import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditKindLabels,
  auditQuerySchema,
  type AuditEntry,
} from '@comanda/shared';
import {
  adminQueryRoute,
  csvContentType,
  sendDownload,
  xlsxContentType,
} from '../../lib/admin-routes';
import {
  csvFile,
  dateTimeColumn,
  textColumn,
  xlsxFile,
  type SheetTable,
} from '../../lib/spreadsheet';
import { listAudit } from './audit.service';

const tags = ['admin', 'audit'];

/** The log as the one exporter's table (lib/spreadsheet): the same columns as the screen. */
function auditSheet(entries: AuditEntry[]): SheetTable {
  return {
    title: 'Auditoria',
    columns: [
      dateTimeColumn('Quando'),
      textColumn('Ação'),
      textColumn('Quem'),
      textColumn('Aprovado por'),
      textColumn('Dispositivo'),
      textColumn('Sobre'),
      textColumn('Antes'),
      textColumn('Depois'),
    ],
    rows: entries.map((entry) => [
      new Date(entry.at),
      auditKindLabels[entry.kind],
      entry.actor,
      entry.approver,
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
  adminQueryRoute(
    app,
    '/api/admin/audit',
    {
      action: 'audit.view',
      tags,
      summary: "The shop's audit log, newest first (period, kind, person)",
      querystring: auditQuerySchema,
      response: z.array(auditEntrySchema),
    },
    listAudit,
  );

  for (const [format, file] of Object.entries(files)) {
    app.get(
      `/api/admin/audit.${format}`,
      {
        config: { action: 'audit.view' },
        schema: { tags, summary: `The audit log as ${format}`, querystring: auditQuerySchema },
      },
      async (request, reply) => {
        const entries = await listAudit(
          app.db,
          await request.adminEstablishmentId(),
          request.query,
        );
        const body = await file.write(auditSheet(entries));
        return sendDownload(reply, file.type, `auditoria.${format}`, body);
      },
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
