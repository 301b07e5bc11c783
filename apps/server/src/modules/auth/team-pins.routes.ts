import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamPinSchema } from '@comanda/shared';
import { auditorOf } from '../audit';
import { setPin, type PinLookup } from './pins.service';

const tags = ['admin', 'team'];
const params = z.object({ id: z.uuid('Pessoa não encontrada na equipe') });
const config = { action: 'team.manage' } as const;
const done = z.object({ ok: z.literal(true) });

/** The admin gives a person of the team (themselves included) a PIN, or takes it away. */
export const teamPinRoutes: FastifyPluginAsyncZod = async (app) => {
  // The shop's keyed lookup: the server's secret and the shop name the HMAC (decision 056).
  const lookupOf: PinLookup = (establishmentId, pin) =>
    app.secretBox.token(`pin:${establishmentId}`, pin);

  app.put(
    '/api/admin/team/:id/pin',
    {
      config,
      schema: {
        tags,
        summary: "Set a person's 4–6 digit PIN (unique in the shop; clears a lock)",
        params,
        body: teamPinSchema,
        response: { 200: done },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const change = { userId: request.params.id, pin: request.body.pin };
      await setPin(app.db, lookupOf, establishmentId, await auditorOf(request), change);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/admin/team/:id/pin',
    {
      config,
      schema: { tags, summary: "Remove a person's PIN", params, response: { 200: done } },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const change = { userId: request.params.id, pin: null };
      await setPin(app.db, lookupOf, establishmentId, await auditorOf(request), change);
      return { ok: true as const };
    },
  );
};
