import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productInputSchema,
  productListQuerySchema,
  productSchema,
  productSummarySchema,
  productToggleSchema,
} from '@comanda/shared';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  toggleProduct,
  updateProduct,
} from './products.service';
import { adminQueryRoute } from '../../lib/admin-routes';
import { auditorOf } from '../audit';

const params = z.object({ id: z.string() });
const tags = ['admin', 'catalog'];

/** The admin's products (SPEC §2 /admin/produtos) with their extras and ingredients. */
// eslint-disable-next-line max-lines-per-function -- one plugin declares several routes; to split one file per endpoint, #29
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  adminQueryRoute(
    app,
    '/api/admin/products',
    {
      action: 'catalog.manage',
      tags,
      summary: 'Products by name, filtered by text, category, active and featured',
      querystring: productListQuerySchema,
      response: z.array(productSummarySchema),
    },
    listProducts,
  );

  app.post(
    '/api/admin/products',
    {
      config: { action: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Create a product with its extras and ingredients',
        body: productInputSchema,
        response: { 201: productSchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      return reply.code(201).send(await createProduct(app.db, establishmentId, request.body));
    },
  );

  app.get(
    '/api/admin/products/:id',
    {
      config: { action: 'catalog.manage' },
      schema: {
        tags,
        summary: 'One product with its extras and ingredients',
        params,
        response: { 200: productSchema },
      },
    },
    async (request) => getProduct(app.db, await request.adminEstablishmentId(), request.params.id),
  );

  app.put(
    '/api/admin/products/:id',
    {
      config: { action: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Replace a product; its extras and ingredients become the given lists',
        params,
        body: productInputSchema,
        response: { 200: productSchema },
      },
    },
    async (request) =>
      updateProduct(
        app.db,
        await request.adminEstablishmentId(),
        await auditorOf(request),
        request.params.id,
        request.body,
      ),
  );

  app.patch(
    '/api/admin/products/:id',
    {
      config: { action: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Switch a product active or featured',
        params,
        body: productToggleSchema,
        response: { 200: productSchema },
      },
    },
    async (request) =>
      toggleProduct(app.db, await request.adminEstablishmentId(), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/products/:id',
    {
      config: { action: 'catalog.manage' },
      schema: { tags, summary: 'Delete a product', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteProduct(app.db, await request.adminEstablishmentId(), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
