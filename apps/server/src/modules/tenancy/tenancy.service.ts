import type { HostInfo, PublicEstablishment } from '@comanda/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findActiveBySubdomain,
  findFirstActive,
  toPublicEstablishment,
  type Establishment,
  type FiscalStatusPort,
} from '../establishments';

/**
 * The establishment a kiosk request belongs to, from its host alone (never from the body):
 * a tenant subdomain needs an active shop with that subdomain; dev hosts fall back to the
 * first active shop; the main domain has no tenant.
 */
export async function resolveTenant(db: Database, host: HostInfo): Promise<Establishment> {
  const establishment =
    host.kind === 'tenant'
      ? await findActiveBySubdomain(db, host.subdomain)
      : host.isDevHost
        ? await findFirstActive(db)
        : undefined;
  if (!establishment) {
    throw new AppError('TENANT_NOT_FOUND', 'Estabelecimento não encontrado ou inativo');
  }
  return establishment;
}

/** What anyone may know of a shop: GET /api/public/establishment, and its kiosk pages. */
export async function publicEstablishment(
  db: Database,
  fiscal: FiscalStatusPort,
  establishment: Establishment,
): Promise<PublicEstablishment> {
  const enabled = await fiscal.isFiscalEnabled(db, establishment.id);
  return toPublicEstablishment(establishment, { enabled });
}
