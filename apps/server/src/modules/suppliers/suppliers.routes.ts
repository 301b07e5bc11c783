import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supplierInputSchema, supplierSchema } from '@comanda/shared';
import {
  createSupplier,
  deleteSupplier,
  findSupplier,
  listSuppliers,
  updateSupplier,
} from './suppliers.service';
import { adminRoutes } from '../../lib/admin-routes';

const params = z.object({ id: z.string() });

/** /admin/fornecedores: the shop's suppliers. */
export const suppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'stock.manage', tags: ['admin', 'suppliers'] });

  routes.get(
    '/api/admin/suppliers',
    { summary: 'Suppliers by name', response: z.array(supplierSchema) },
    ({ establishmentId }) => listSuppliers(app.db, establishmentId),
  );

  routes.get(
    '/api/admin/suppliers/:id',
    { summary: 'One supplier', params, response: supplierSchema },
    ({ establishmentId, params }) => findSupplier(app.db, establishmentId, params.id),
  );

  routes.post(
    '/api/admin/suppliers',
    {
      summary: 'Create a supplier (CPF or CNPJ checked)',
      body: supplierInputSchema,
      response: supplierSchema,
      status: 201,
    },
    ({ establishmentId, body }) => createSupplier(app.db, establishmentId, body),
  );

  routes.put(
    '/api/admin/suppliers/:id',
    { summary: 'Edit a supplier', params, body: supplierInputSchema, response: supplierSchema },
    ({ establishmentId, params, body }) => updateSupplier(app.db, establishmentId, params.id, body),
  );

  routes.delete(
    '/api/admin/suppliers/:id',
    { summary: 'Delete a supplier with no purchases (one with purchases is deactivated)', params },
    ({ establishmentId, params }) => deleteSupplier(app.db, establishmentId, params.id),
  );
};
