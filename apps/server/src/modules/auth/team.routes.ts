import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newTeamMemberSchema,
  passwordResetPath,
  teamDisabledSchema,
  teamMemberSchema,
  teamRoleSchema,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { auditorOf } from '../audit';
import { addTeamMember, listTeam, setTeamDisabled, setTeamRole } from './team.service';

const tags = ['admin', 'team'];
const params = z.object({ id: z.uuid('Pessoa não encontrada na equipe') });
const config = { action: 'team.manage' } as const;

/** The admin's team screen (/admin/equipe): list, add or invite, change role, disable. */
// eslint-disable-next-line max-lines-per-function -- one plugin declares several routes; to split one file per endpoint, #29
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  // The admin acting: the guard already refused anyone else.
  const actorOf = async (request: FastifyRequest) => {
    const auditor = await auditorOf(request);
    if (!auditor.id) throw new AppError('UNAUTHENTICATED', 'Sessão inválida');
    return { ...auditor, id: auditor.id };
  };

  app.get(
    '/api/admin/team',
    {
      config,
      schema: { tags, summary: "The shop's people", response: { 200: z.array(teamMemberSchema) } },
    },
    async (request) => listTeam(app.db, await request.adminEstablishmentId()),
  );

  app.post(
    '/api/admin/team',
    {
      config,
      schema: {
        tags,
        summary: 'Add a person with a password, or invite them by email (no password)',
        body: newTeamMemberSchema,
        response: { 201: z.object({ member: teamMemberSchema, invited: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      const member = await addTeamMember(
        app.db,
        establishmentId,
        await auditorOf(request),
        request.body,
      );
      const invited = request.body.password === undefined;
      if (invited) {
        // The forgotten-password email is the invitation: its link lets them choose a password.
        await app.auth.api.requestPasswordReset({
          body: { email: member.email, redirectTo: passwordResetPath },
        });
      }
      return reply.code(201).send({ member, invited });
    },
  );

  app.put(
    '/api/admin/team/:id/role',
    {
      config,
      schema: {
        tags,
        summary: "Change a staff person's role",
        params,
        body: teamRoleSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const { after } = await setTeamRole(
        app.db,
        establishmentId,
        await actorOf(request),
        request.params.id,
        request.body.role,
      );
      return after;
    },
  );

  app.put(
    '/api/admin/team/:id/disabled',
    {
      config,
      schema: {
        tags,
        summary: 'Disable (sessions end now) or enable a staff person',
        params,
        body: teamDisabledSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (request) =>
      setTeamDisabled(
        app.db,
        await request.adminEstablishmentId(),
        await actorOf(request),
        request.params.id,
        request.body.disabled,
      ),
  );
};
