import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeToggleSchema,
  categoryInputSchema,
  categoryOrderSchema,
  categorySchema,
} from '@comanda/shared';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  reorderCategories,
  updateCategory,
} from './categories.service';
import { adminRoutes } from '../../lib/admin-routes';

const params = z.object({ id: z.string() });

/** The admin's categories (SPEC §2 /admin/categorias); the shop is the signed-in admin's. */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'catalog.manage', tags: ['admin', 'catalog'] });

  routes.get(
    '/api/admin/categories',
    { summary: 'Categories in display order', response: z.array(categorySchema) },
    ({ establishmentId }) => listCategories(app.db, establishmentId),
  );

  routes.post(
    '/api/admin/categories',
    {
      summary: 'Create a category (goes last unless a position is given)',
      body: categoryInputSchema,
      response: categorySchema,
      status: 201,
    },
    ({ establishmentId, body }) => createCategory(app.db, establishmentId, body),
  );

  // Registered before `/:id` routes for readability; the router prefers static segments anyway.
  routes.put(
    '/api/admin/categories/order',
    {
      summary: 'Reorder categories: positions follow the given ids',
      body: categoryOrderSchema,
      response: z.array(categorySchema),
    },
    ({ establishmentId, body }) => reorderCategories(app.db, establishmentId, body.ids),
  );

  routes.get(
    '/api/admin/categories/:id',
    { summary: 'One category', params, response: categorySchema },
    ({ establishmentId, params }) => getCategory(app.db, establishmentId, params.id),
  );

  routes.put(
    '/api/admin/categories/:id',
    { summary: 'Edit a category', params, body: categoryInputSchema, response: categorySchema },
    ({ establishmentId, params, body }) => updateCategory(app.db, establishmentId, params.id, body),
  );

  routes.patch(
    '/api/admin/categories/:id/active',
    {
      summary: 'Show or hide a category',
      params,
      body: activeToggleSchema,
      response: categorySchema,
    },
    ({ establishmentId, params, body }) =>
      updateCategory(app.db, establishmentId, params.id, { active: body.active }),
  );

  routes.delete(
    '/api/admin/categories/:id',
    { summary: 'Delete a category without products (409 when it has some)', params },
    ({ establishmentId, params }) => deleteCategory(app.db, establishmentId, params.id),
  );
};
