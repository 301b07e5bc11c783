import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertPrinterSettingsAllowed, printerAddressPolicy } from './printer-address-policy';
import { printerInputSchema, printerSchema } from '@comanda/shared';
import { createPrinter, deletePrinter, listPrinters, updatePrinter } from './printers.service';

const params = z.object({ id: z.string() });
const tags = ['admin', 'printing'];

/** The shop's printers (SPEC §2 /admin/configuracoes-printnode): settings, test, what printed. */
export const printersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/printers',
    {
      config: { action: 'settings.manage' },
      schema: { tags, summary: "The shop's printers", response: { 200: z.array(printerSchema) } },
    },
    async (request) => listPrinters(app.db, await request.adminEstablishmentId()),
  );

  app.post(
    '/api/admin/printers',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: 'Add a printer',
        body: printerInputSchema,
        response: { 201: printerSchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      assertPrinterSettingsAllowed(request.body, printerAddressPolicy(app.config));
      return reply.code(201).send(await createPrinter(app.db, establishmentId, request.body));
    },
  );

  app.put(
    '/api/admin/printers/:id',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: 'Edit a printer',
        params,
        body: printerInputSchema,
        response: { 200: printerSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      assertPrinterSettingsAllowed(request.body, printerAddressPolicy(app.config));
      return updatePrinter(app.db, establishmentId, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/admin/printers/:id',
    {
      config: { action: 'settings.manage' },
      schema: { tags, summary: 'Remove a printer', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deletePrinter(app.db, await request.adminEstablishmentId(), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
