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
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';

const params = z.object({ id: z.string() });

/** The admin's products (SPEC §2 /admin/produtos) with their extras and ingredients. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'catalog.manage', tags: ['admin', 'catalog'] });

  routes.get(
    '/api/admin/products',
    {
      summary: 'Products by name, filtered by text, category, active and featured',
      querystring: productListQuerySchema,
      response: z.array(productSummarySchema),
    },
    ({ establishmentId, query }) => listProducts(app.db, establishmentId, query),
  );

  routes.post(
    '/api/admin/products',
    {
      summary: 'Create a product with its extras and ingredients',
      body: productInputSchema,
      response: productSchema,
      status: 201,
    },
    ({ establishmentId, body }) => createProduct(app.db, establishmentId, body),
  );

  routes.get(
    '/api/admin/products/:id',
    { summary: 'One product with its extras and ingredients', params, response: productSchema },
    ({ establishmentId, params }) => getProduct(app.db, establishmentId, params.id),
  );

  routes.put(
    '/api/admin/products/:id',
    {
      summary: 'Replace a product; its extras and ingredients become the given lists',
      params,
      body: productInputSchema,
      response: productSchema,
    },
    async ({ establishmentId, params, body, request }) =>
      updateProduct(app.db, establishmentId, await auditorOf(request), params.id, body),
  );

  routes.patch(
    '/api/admin/products/:id',
    {
      summary: 'Switch a product active or featured',
      params,
      body: productToggleSchema,
      response: productSchema,
    },
    ({ establishmentId, params, body }) => toggleProduct(app.db, establishmentId, params.id, body),
  );

  routes.delete(
    '/api/admin/products/:id',
    { summary: 'Delete a product', params },
    ({ establishmentId, params }) => deleteProduct(app.db, establishmentId, params.id),
  );
};
