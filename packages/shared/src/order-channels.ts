/*
 * An order's channels, without zod (decision 090): the owner's dashboard shows them and builds
 * no order schema for it; order-board.ts builds its schemas from these.
 */

/**
 * Where an order came from (issue 34): the shop's own kiosk and counter, the marketplaces
 * (paid online, their payout net of commission), the online menu and a table's tab.
 */
export const orderChannels = [
  'totem',
  'balcao',
  'ifood',
  'open_delivery',
  'cardapio_digital',
  'mesa',
] as const;
export type OrderChannel = (typeof orderChannels)[number];
export const orderChannelLabels: Record<OrderChannel, string> = {
  totem: 'Totem',
  balcao: 'Balcão',
  ifood: 'iFood',
  open_delivery: 'Open Delivery',
  cardapio_digital: 'Cardápio digital',
  mesa: 'Mesa',
};
/** Channels whose platform collects the money and pays the shop later, net of commission. */
export const marketplaceChannels = ['ifood', 'open_delivery'] as const satisfies OrderChannel[];
export type MarketplaceChannel = (typeof marketplaceChannels)[number];
export const isMarketplaceChannel = (channel: string): channel is MarketplaceChannel =>
  (marketplaceChannels as readonly string[]).includes(channel);
