import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertPrinterSettingsAllowed, printerAddressPolicy } from './printer-address-policy';
import { printerInputSchema, printerSchema } from '@comanda/shared';
import { createPrinter, deletePrinter, listPrinters, updatePrinter } from './printers.service';
import { adminRoutes } from '../../lib/admin-routes';

const params = z.object({ id: z.string() });

/** The shop's printers (SPEC §2 /admin/configuracoes-printnode): settings, test, what printed. */
export const printersRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'settings.manage', tags: ['admin', 'printing'] });

  routes.get(
    '/api/admin/printers',
    { summary: "The shop's printers", response: z.array(printerSchema) },
    ({ establishmentId }) => listPrinters(app.db, establishmentId),
  );

  routes.post(
    '/api/admin/printers',
    { summary: 'Add a printer', body: printerInputSchema, response: printerSchema, status: 201 },
    ({ establishmentId, body }) => {
      assertPrinterSettingsAllowed(body, printerAddressPolicy(app.config));
      return createPrinter(app.db, establishmentId, body);
    },
  );

  routes.put(
    '/api/admin/printers/:id',
    { summary: 'Edit a printer', params, body: printerInputSchema, response: printerSchema },
    ({ establishmentId, params, body }) => {
      assertPrinterSettingsAllowed(body, printerAddressPolicy(app.config));
      return updatePrinter(app.db, establishmentId, params.id, body);
    },
  );

  routes.delete(
    '/api/admin/printers/:id',
    { summary: 'Remove a printer', params },
    ({ establishmentId, params }) => deletePrinter(app.db, establishmentId, params.id),
  );
};
