import type { KioskMenu, KioskProduct } from '@comanda/shared';
import type { Executor } from '../../db/client';
import { counterMenu, menuCategoriesOf, menuPartsOf } from '../catalog';

type MenuParts = Awaited<ReturnType<typeof menuPartsOf>>;

/*
 * The shop's menu in Abrasel's Open Delivery shapes (OpenAPI v1.7.1, components Item,
 * ItemOffer, Category, OptionGroup, Option; decision 079): what `GET /v1/merchant` serves and
 * what the Merchant Update webhook repeats, from one computation so their ids agree. In the
 * standard the Software Service (Comanda) owns these ids ("across entities, IDs can overlap"):
 *
 * - an Item and its ItemOffer are the product (its id), priced from the catalogue;
 * - a product's extras are an OptionGroup whose id is the product's, each extra an Option and
 *   an Item (the extra's id); a choice group ("Escolha a bebida") is an OptionGroup with its
 *   own id, each of its options an Option and an Item (the option's id);
 * - a status is the one availability computation's (`counterMenu`, decision 069): an offer is
 *   UNAVAILABLE when its product is sold out, an Option when the menu leaves it out (marked out,
 *   stopped by an ingredient, or its product sold out).
 */

type Status = 'AVAILABLE' | 'UNAVAILABLE';
/** The standard's ItemPrice: reais, with the original value (no markdown here). */
export interface OpenDeliveryItemPrice {
  value: number;
  originalValue: number;
  currency: 'BRL';
}
export interface OpenDeliveryItem {
  id: string;
  name: string;
  description: string;
  externalCode: string;
  unit: 'UN';
  image?: { URL: string };
}
export interface OpenDeliveryItemOffer {
  id: string;
  itemId: string;
  index: number;
  status: Status;
  price: OpenDeliveryItemPrice;
  optionGroupsId?: string[];
}
export interface OpenDeliveryOption {
  id: string;
  itemId: string;
  index: number;
  status: Status;
  price: OpenDeliveryItemPrice;
}
export interface OpenDeliveryOptionGroup {
  id: string;
  index: number;
  name: string;
  externalCode: string;
  status: Status;
  minPermitted: number;
  maxPermitted: number;
  options: OpenDeliveryOption[];
}
export interface OpenDeliveryCategory {
  id: string;
  index: number;
  name: string;
  externalCode: string;
  status: Status;
  itemOfferId: string[];
}

export interface OpenDeliveryMenu {
  items: OpenDeliveryItem[];
  itemOffers: OpenDeliveryItemOffer[];
  categories: OpenDeliveryCategory[];
  optionGroups: OpenDeliveryOptionGroup[];
  /** When the menu changes by itself (a mark's end), for the sync's clock. */
  changesAt: Date | null;
}

const price = (cents: number): OpenDeliveryItemPrice => ({
  value: cents / 100,
  originalValue: cents / 100,
  currency: 'BRL',
});
const statusOf = (available: boolean): Status => (available ? 'AVAILABLE' : 'UNAVAILABLE');
/** The standard's Item and OptionGroup names are at most 150 characters. */
const name150 = (name: string) => name.slice(0, 150);

/** The menu's products once each: the categories shown, then Adicionais. */
const productsOf = (menu: KioskMenu): KioskProduct[] => [
  ...new Map([...menu.products, ...menu.addonProducts].map((p) => [p.id, p])).values(),
];

/** The shop's menu as the standard's entities, ids and statuses shared with the sync. */
export async function openDeliveryMenu(
  db: Executor,
  establishmentId: string,
  now: Date,
): Promise<OpenDeliveryMenu> {
  const { menu, codes, changesAt } = await counterMenu(db, establishmentId, now);
  const menuProducts = productsOf(menu);
  const [{ extraRows, optionRows }, categoryList] = await Promise.all([
    menuPartsOf(
      db,
      establishmentId,
      menuProducts.map((product) => product.id),
    ),
    menuCategoriesOf(db, establishmentId, [...new Set(menuProducts.map((p) => p.categoryId))]),
  ]);
  const items: OpenDeliveryItem[] = [];
  const itemOffers: OpenDeliveryItemOffer[] = [];
  const optionGroups: OpenDeliveryOptionGroup[] = [];
  for (const [index, product] of menuProducts.entries()) {
    items.push({
      id: product.id,
      name: name150(product.name),
      description: product.description ?? '',
      externalCode: codes[product.id] ?? product.id,
      unit: 'UN',
      ...(product.imageUrl?.startsWith('https://') ? { image: { URL: product.imageUrl } } : {}),
    });
    const groups = optionGroupsOf(product, extraRows, optionRows, items);
    optionGroups.push(...groups);
    itemOffers.push({
      id: product.id,
      itemId: product.id,
      index,
      status: statusOf(!product.soldOut),
      price: price(product.priceCents),
      ...(groups.length ? { optionGroupsId: groups.map((group) => group.id) } : {}),
    });
  }
  const offersIn = (categoryId: string) =>
    itemOffers.filter((_, i) => menuProducts[i]!.categoryId === categoryId);
  const categoryEntities = categoryList.map((category, index): OpenDeliveryCategory => {
    const offers = offersIn(category.id);
    return {
      id: category.id,
      index,
      name: name150(category.name),
      externalCode: category.id,
      status: statusOf(offers.some((offer) => offer.status === 'AVAILABLE')),
      itemOfferId: offers.map((offer) => offer.id),
    };
  });
  return { items, itemOffers, categories: categoryEntities, optionGroups, changesAt };
}

/**
 * A product's OptionGroups: its extras (the group's id is the product's), then its choice
 * groups. Each option's Item is added to `items`.
 */
function optionGroupsOf(
  product: KioskProduct,
  extraRows: MenuParts['extraRows'],
  optionRows: MenuParts['optionRows'],
  items: OpenDeliveryItem[],
): OpenDeliveryOptionGroup[] {
  const groups: OpenDeliveryOptionGroup[] = [];
  const itemOf = (id: string, name: string) =>
    items.push({ id, name: name150(name), description: '', externalCode: id, unit: 'UN' });
  const productExtras = extraRows.filter((extra) => extra.productId === product.id);
  if (productExtras.length > 0) {
    const onMenu = new Set(product.extras.map((extra) => extra.id));
    groups.push({
      id: product.id,
      index: 0,
      name: 'Adicionais',
      externalCode: product.id,
      status: 'AVAILABLE',
      minPermitted: 0,
      maxPermitted: productExtras.length,
      options: productExtras.map((extra, index) => {
        itemOf(extra.id, extra.name);
        return {
          id: extra.id,
          itemId: extra.id,
          index,
          status: statusOf(onMenu.has(extra.id)),
          price: price(extra.priceCents),
        };
      }),
    });
  }
  for (const group of product.choiceGroups) {
    const onMenu = new Set(group.options.map((option) => option.id));
    const options = optionRows.filter((option) => option.groupId === group.id);
    groups.push({
      id: group.id,
      index: groups.length,
      name: name150(group.name),
      externalCode: group.id,
      // A required group with too few options left cannot be chosen right (the product is
      // sold out then too).
      status: statusOf(onMenu.size >= group.minChoices),
      minPermitted: group.minChoices,
      maxPermitted: group.maxChoices,
      options: options.map((option, index) => {
        itemOf(option.id, option.productName ?? option.name ?? '');
        return {
          id: option.id,
          itemId: option.id,
          index,
          status: statusOf(onMenu.has(option.id)),
          price: price(option.priceCents),
        };
      }),
    });
  }
  return groups;
}
