import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseHost, type HostConfig, type HostInfo } from '@comanda/shared';
import { resolveTenant } from '../modules/tenancy';
import type { Establishment } from '../modules/establishments';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the Host header says about the tenant (SPEC §2/§6). */
    hostInfo: HostInfo;
    /** The kiosk's establishment, resolved from the host; 404 problem when there is none. */
    tenant(): Promise<Establishment>;
  }
}

/** Parses every request's host once and resolves the tenant on demand. */
export const tenancyPlugin = fp(
  async (app: FastifyInstance, options: { hostConfig: HostConfig }) => {
    app.decorateRequest('hostInfo', null as never);
    app.decorateRequest('tenant', async function (this: FastifyRequest) {
      return resolveTenant(app.db, this.hostInfo);
    });
    app.addHook('onRequest', async (request) => {
      request.hostInfo = parseHost(request.host, options.hostConfig);
    });
  },
);
