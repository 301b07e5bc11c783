import { eq } from 'drizzle-orm';
import { marketplaceChannels, orderChannelLabels, type OrderChannel } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { ifoodConnections } from './marketplaces.tables';

/*
 * Who intermediated a marketplace order, as the NFC-e's infIntermed states it (NT 2020.006,
 * decision 061): the platform's CNPJ and the shop's identifier registered at it.
 */

/**
 * iFood.com Agência de Restaurantes Online S.A., CNPJ 14.380.200/0001-21 (the company's
 * registration at the Receita Federal; sources in decision 061).
 */
export const ifoodCnpj = '14380200000121';

export interface MarketplaceIntermediary {
  /** The platform's name, for xPag ("Pago online pelo iFood"). */
  platform: string;
  /** The platform's CNPJ; undefined when Comanda does not know it (Open Delivery, for now). */
  cnpj?: string | undefined;
  /** idCadIntTran: the shop's account at the platform (iFood's Merchant ID). */
  accountId?: string | undefined;
}

/**
 * The intermediary of an order of `channel`, or undefined for the shop's own channels. Open
 * Delivery is a protocol spoken by several platforms: its CNPJ comes from the shop's
 * connection, which does not exist yet, so it goes without (indIntermed 1 alone).
 */
export async function marketplaceIntermediary(
  db: Executor,
  establishmentId: string,
  channel: OrderChannel,
): Promise<MarketplaceIntermediary | undefined> {
  if (!(marketplaceChannels as readonly OrderChannel[]).includes(channel)) return undefined;
  const platform = orderChannelLabels[channel];
  if (channel !== 'ifood') return { platform };
  const [connection] = await db
    .select({ merchantId: ifoodConnections.merchantId })
    .from(ifoodConnections)
    .where(eq(ifoodConnections.establishmentId, establishmentId));
  return { platform, cnpj: ifoodCnpj, accountId: connection?.merchantId ?? undefined };
}
