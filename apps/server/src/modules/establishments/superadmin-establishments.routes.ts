import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  establishmentCreateSchema,
  establishmentDetailSchema,
  establishmentListItemSchema,
  establishmentStatusSchema,
  establishmentUpdateSchema,
} from '@comanda/shared';
import {
  createEstablishment,
  getEstablishment,
  listEstablishments,
  setEstablishmentActive,
  updateEstablishment,
  type SuperadminDeps,
} from './superadmin-establishments.service';
import { auditorOf } from '../audit';
import type { ImageUsagePort } from '../uploads';

const params = z.object({ id: z.string() });
const tags = ['superadmin'];

/** The super admin's Estabelecimentos screens (SPEC §2, §4, §6); guarded by /api/superadmin/. */
// eslint-disable-next-line max-lines-per-function -- one plugin declares several routes; to split one file per endpoint, #29
export const superadminEstablishmentsRoutes: FastifyPluginAsyncZod<ImageUsagePort> = async (
  app,
  imageUsage,
) => {
  const deps = (): SuperadminDeps => ({
    db: app.db,
    secretBox: app.secretBox,
    uploads: app.storage.uploads,
    log: app.log,
    imageUsage,
  });

  app.get(
    '/api/superadmin/establishments',
    {
      schema: {
        tags,
        summary: 'Every establishment with its linked admin, newest first',
        response: { 200: z.array(establishmentListItemSchema) },
      },
    },
    async () => listEstablishments(app.db),
  );

  app.post(
    '/api/superadmin/establishments',
    {
      schema: {
        tags,
        summary: 'Create an establishment, optionally with its admin account (one transaction)',
        body: establishmentCreateSchema,
        response: { 201: establishmentDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createEstablishment(deps(), await auditorOf(request), request.body)),
  );

  app.get(
    '/api/superadmin/establishments/:id',
    {
      schema: {
        tags,
        summary: 'One establishment for the edit form (secrets only as hints)',
        params,
        response: { 200: establishmentDetailSchema },
      },
    },
    async (request) => getEstablishment(deps(), request.params.id),
  );

  app.put(
    '/api/superadmin/establishments/:id',
    {
      schema: {
        tags,
        summary: 'Save an establishment; secrets are kept unless replaced (text) or cleared (null)',
        params,
        body: establishmentUpdateSchema,
        response: { 200: establishmentDetailSchema },
      },
    },
    async (request) =>
      updateEstablishment(deps(), request.params.id, await auditorOf(request), request.body),
  );

  app.patch(
    '/api/superadmin/establishments/:id/status',
    {
      schema: {
        tags,
        summary: 'Activate or deactivate an establishment',
        params,
        body: establishmentStatusSchema,
        response: { 200: establishmentListItemSchema },
      },
    },
    async (request) =>
      setEstablishmentActive(
        app.db,
        request.params.id,
        await auditorOf(request),
        request.body.active,
      ),
  );
};
