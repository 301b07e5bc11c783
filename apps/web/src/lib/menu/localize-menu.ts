import type { KioskLanguage, KioskMenu } from '@comanda/shared';

/**
 * The menu in the customer's language: every name and description the admin translated
 * (categories, products, and a product's extras, ingredients, choice groups and options), the
 * Portuguese wherever there is no translation (ADR 027; the server stores only non-blank
 * texts, so a translation present is one to show). Prices, ids and everything the server reads
 * stay as they are: the order, its ticket and the kitchen keep the Portuguese names, which the
 * server takes from its own menu.
 */
export function localizeMenu(menu: KioskMenu, language: KioskLanguage): KioskMenu {
  if (language === 'pt-BR') return menu;
  return localized(menu, language) as KioskMenu;
}

/**
 * Walks the menu's lists: any object with `translations` takes its texts in `language`, and
 * the lists it holds (a product's extras, a group's options) are walked in turn.
 */
function localized(value: unknown, language: Exclude<KioskLanguage, 'pt-BR'>): unknown {
  if (Array.isArray(value)) return value.map((item) => localized(item, language));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, field]) => [
    key,
    Array.isArray(field) ? localized(field, language) : field,
  ]);
  const translations = (value as { translations?: Record<string, object | undefined> })
    .translations;
  return { ...Object.fromEntries(entries), ...translations?.[language] };
}
