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

const params = z.object({ id: z.string() });
const tags = ['admin', 'suppliers'];

/** /admin/fornecedores: the shop's suppliers. */
export const suppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/suppliers',
    {
      config: { action: 'stock.manage' },
      schema: { tags, summary: 'Suppliers by name', response: { 200: z.array(supplierSchema) } },
    },
    async (request) => listSuppliers(app.db, await request.adminEstablishmentId()),
  );

  app.get(
    '/api/admin/suppliers/:id',
    {
      config: { action: 'stock.manage' },
      schema: { tags, summary: 'One supplier', params, response: { 200: supplierSchema } },
    },
    async (request) =>
      findSupplier(app.db, await request.adminEstablishmentId(), request.params.id),
  );

  app.post(
    '/api/admin/suppliers',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'Create a supplier (CPF or CNPJ checked)',
        body: supplierInputSchema,
        response: { 201: supplierSchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      return reply.code(201).send(await createSupplier(app.db, establishmentId, request.body));
    },
  );

  app.put(
    '/api/admin/suppliers/:id',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'Edit a supplier',
        params,
        body: supplierInputSchema,
        response: { 200: supplierSchema },
      },
    },
    async (request) =>
      updateSupplier(app.db, await request.adminEstablishmentId(), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/suppliers/:id',
    {
      config: { action: 'stock.manage' },
      schema: {
        tags,
        summary: 'Delete a supplier with no purchases (one with purchases is deactivated)',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSupplier(app.db, await request.adminEstablishmentId(), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
