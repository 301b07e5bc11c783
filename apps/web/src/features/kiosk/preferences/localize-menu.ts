import type { KioskLanguage, KioskMenu } from '@comanda/shared';

/**
 * The menu in the customer's language: each product's and category's name and description
 * as the admin translated them, the Portuguese wherever there is no translation (ADR 027; the
 * server stores only non-blank texts, so a translation present is one to show). Prices, ids
 * and everything the server reads stay as they are: the order, its ticket and the kitchen
 * keep the Portuguese names, which the server takes from its own menu.
 */
export function localizeMenu(menu: KioskMenu, language: KioskLanguage): KioskMenu {
  if (language === 'pt-BR') return menu;
  return Object.fromEntries(
    Object.entries(menu).map(([list, items]) => [
      list,
      items.map((item) => ({ ...item, ...item.translations[language] })),
    ]),
  ) as KioskMenu;
}
