import type { FastifyRequest } from 'fastify';
import type { Auditor } from './audit.service';

/**
 * Who is acting and from which device, for the audit log: the signed-in person, the client's
 * address and its browser (shortened), and the register's name when the action has one.
 */
export async function auditorOf(request: FastifyRequest, place?: string): Promise<Auditor> {
  const user = await request.currentUser();
  const agent = (request.headers['user-agent'] ?? '').slice(0, 120);
  const device = [place, request.ip, agent].filter(Boolean).join(' · ');
  return {
    id: user?.id ?? null,
    email: user?.email ?? null,
    name: user?.name ?? null,
    device: device || null,
  };
}
