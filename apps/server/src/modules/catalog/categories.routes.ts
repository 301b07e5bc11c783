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

const params = z.object({ id: z.string() });
const tags = ['admin', 'catalog'];

/** The admin's categories (SPEC §2 /admin/categorias); the shop is the signed-in admin's. */
// eslint-disable-next-line max-lines-per-function -- one plugin declares several routes; to split one file per endpoint, #29
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/categories',
    {
      config: { action: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Categories in display order',
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) => listCategories(app.db, await request.adminEstablishmentId()),
  );

  app.post(
    '/api/admin/categories',
    {
      config: { action: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Create a category (goes last unless a position is given)',
        body: categoryInputSchema,
        response: { 201: categorySchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      return reply.code(201).send(await createCategory(app.db, establishmentId, request.body));
    },
  );

  // Registered before `/:id` routes for readability; the router prefers static segments anyway.
  app.put(
    '/api/admin/categories/order',
    {
      config: { action: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Reorder categories: positions follow the given ids',
        body: categoryOrderSchema,
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) =>
      reorderCategories(app.db, await request.adminEstablishmentId(), request.body.ids),
  );

  app.get(
    '/api/admin/categories/:id',
    {
      config: { action: 'catalog.manage' },
      schema: { tags, summary: 'One category', params, response: { 200: categorySchema } },
    },
    async (request) => getCategory(app.db, await request.adminEstablishmentId(), request.params.id),
  );

  app.put(
    '/api/admin/categories/:id',
    {
      config: { action: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Edit a category',
        params,
        body: categoryInputSchema,
        response: { 200: categorySchema },
      },
    },
    async (request) =>
      updateCategory(app.db, await request.adminEstablishmentId(), request.params.id, request.body),
  );

  app.patch(
    '/api/admin/categories/:id/active',
    {
      config: { action: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Show or hide a category',
        params,
        body: activeToggleSchema,
        response: { 200: categorySchema },
      },
    },
    async (request) =>
      updateCategory(app.db, await request.adminEstablishmentId(), request.params.id, {
        active: request.body.active,
      }),
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      config: { action: 'catalog.manage' },
      schema: {
        tags,
        summary: 'Delete a category without products (409 when it has some)',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCategory(app.db, await request.adminEstablishmentId(), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
