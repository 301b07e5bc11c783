import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseHost, type HostConfig, type HostInfo } from '@comanda/shared';
import {
  createTenantCache,
  resolveTenant,
  tenantsTopic,
  type TenantCache,
} from '../modules/tenancy';
import { establishmentWriteCount, type Establishment } from '../modules/establishments';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the Host header says about the tenant (SPEC §2/§6). */
    hostInfo: HostInfo;
    /** The kiosk's establishment, resolved from the host; 404 problem when there is none. */
    tenant(): Promise<Establishment>;
    /**
     * The same from memory: exact after any write through this instance, within the NOTIFY's
     * delivery (milliseconds) of one through another, at worst 5 s old (decision 016). For
     * reads only (the kiosk's menu); whatever writes uses `tenant()`.
     */
    cachedTenant(): Promise<Establishment>;
    /** `establishmentWriteCount()` as a write request arrived (its tenant cache check). */
    establishmentWritesBefore: number;
  }
  interface FastifyInstance {
    /** The cache behind `request.cachedTenant()`, for what answers before a request exists. */
    tenantCache: TenantCache;
  }
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Parses every request's host once and resolves the tenant on demand. */
export const tenancyPlugin = fp(
  async (app: FastifyInstance, options: { hostConfig: HostConfig }) => {
    const cache = createTenantCache(app.db);
    app.decorateRequest('hostInfo', null as never);
    app.decorateRequest('establishmentWritesBefore', 0);
    app.decorateRequest('tenant', async function (this: FastifyRequest) {
      return resolveTenant(app.db, this.hostInfo);
    });
    app.decorateRequest('cachedTenant', function (this: FastifyRequest) {
      return cache.get(this.hostInfo);
    });
    app.decorate('tenantCache', cache);
    // Callback hooks here (no promise per request); a throw reaches Fastify as the hook's error.
    app.addHook('onRequest', (request, _reply, done) => {
      request.hostInfo = parseHost(request.host, options.hostConfig);
      done();
    });
    // Every instance: a trigger on `establishments` announces each write (decision 016).
    app.realtime.subscribe(tenantsTopic, () => cache.clear());
    // This instance's own writes: before the writer hears back, so its next read is exact
    // even before the notification arrives. The establishment is written from several
    // modules, inside their transactions, each counting its statement
    // (`noteEstablishmentWrite`): a write request clears the cache when that count moved while
    // it ran (its own write, or a concurrent one), not for every order, payment or product
    // saved. A menu change bumps the shop's menu version, which is such a write.
    // Attached to writing routes only, so reads pay nothing for it.
    const remember = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      request.establishmentWritesBefore = establishmentWriteCount();
      done();
    };
    const forget = (
      request: FastifyRequest,
      _reply: FastifyReply,
      _payload: unknown,
      done: () => void,
    ) => {
      if (establishmentWriteCount() !== request.establishmentWritesBefore) cache.clear();
      done();
    };
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().every((method) => readMethods.has(method))) return;
      route.onRequest = [remember, ...[route.onRequest ?? []].flat()];
      route.onSend = [...[route.onSend ?? []].flat(), forget];
    });
  },
  { name: 'comanda-tenancy', dependencies: ['comanda-realtime'] },
);
