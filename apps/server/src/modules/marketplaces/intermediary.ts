import { eq } from 'drizzle-orm';
import { marketplaceChannels, orderChannelLabels, type OrderChannel } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { ifoodConnections, openDeliveryConnections } from './marketplaces.tables';

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
  /** The platform's CNPJ; undefined when Comanda does not know it (an older connection). */
  cnpj?: string | undefined;
  /** idCadIntTran: the shop's account at the platform (iFood's Merchant ID). */
  accountId?: string | undefined;
}

/**
 * The intermediary of an order of `channel`, or undefined for the shop's own channels. Open
 * Delivery is a protocol spoken by several platforms: the CNPJ is the one the shop typed on
 * its connection (decision 068), and idCadIntTran its merchant id there.
 */
export async function marketplaceIntermediary(
  db: Executor,
  establishmentId: string,
  channel: OrderChannel,
): Promise<MarketplaceIntermediary | undefined> {
  if (!(marketplaceChannels as readonly OrderChannel[]).includes(channel)) return undefined;
  const platform = orderChannelLabels[channel];
  if (channel === 'open_delivery') {
    const [connection] = await db
      .select({
        cnpj: openDeliveryConnections.platformCnpj,
        merchantId: openDeliveryConnections.merchantId,
      })
      .from(openDeliveryConnections)
      .where(eq(openDeliveryConnections.establishmentId, establishmentId));
    return {
      platform,
      cnpj: connection?.cnpj ?? undefined,
      accountId: connection?.merchantId,
    };
  }
  if (channel !== 'ifood') return { platform };
  const [connection] = await db
    .select({ merchantId: ifoodConnections.merchantId })
    .from(ifoodConnections)
    .where(eq(ifoodConnections.establishmentId, establishmentId));
  return { platform, cnpj: ifoodCnpj, accountId: connection?.merchantId ?? undefined };
}
