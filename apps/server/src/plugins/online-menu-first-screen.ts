import {
  formatCents,
  imageVariants,
  onlineMenuRowImageSizes,
  themes,
  type KioskMenu,
  type KioskProduct,
  type PublicEstablishment,
} from '@comanda/shared';
import { escapeHtml } from './first-screen';

/*
 * /cardapio's first screen drawn by the server (issue #35, decision 088). A phone shows the
 * shop's header, the category bar and the first rows as soon as the page and its stylesheet
 * are in, instead of after the app's ~150 KB of JavaScript has arrived and run; the app, started
 * once the first row's picture is drawn (`appLoader`), draws the same screen in the hidden
 * #root and removes this one in the same frame (apps/web lib/menu/page-first-screen.ts).
 *
 * The markup is the React screen's (features/online-menu: OnlineScreen, OnlineHeader,
 * MenuSections, ProductRow) with the same classes, so the stylesheet draws it the same; what
 * needs the app (the language's switch, the allergen icons' chunk, the cart's count) is there
 * in its place, inert. Every text is escaped: a shop writes its own names.
 */

/** The app's words for this screen, in pt-BR (apps/web locales; a test compares them). */
export const firstScreenStrings = {
  title: 'Cardápio',
  categories: 'Categorias',
  language: 'Idioma',
  viewCart: 'Ver carrinho',
  emptyCart: '0 item no carrinho',
  soldOut: 'Esgotado',
  table: 'Mesa {{table}}',
  tabLink: 'Conta',
} as const;

/** The languages of the header's select (apps/web lib/menu/language-picker-layout.ts). */
const languages = [
  ['pt-BR', 'PT · Português'],
  ['en', 'EN · English'],
  ['es', 'ES · Español'],
] as const;

/** Rows of the first render (routes/menu.tsx `firstScreenRows`): whole sections up to them. */
const firstScreenRows = 6;

/** `?mesa=12`, as the app reads it (apps/web features/online-menu/session.ts parseTable). */
export function tableOf(query: string): number | null {
  const value = new URLSearchParams(query).get('mesa');
  if (!value || !/^\d{1,4}$/.test(value.trim())) return null;
  const table = Number(value.trim());
  return table >= 1 ? table : null;
}

const focusRing = 'outline-none focus-visible:ring-4 focus-visible:ring-primary/40';

const shoppingBag =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
  'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ' +
  'class="lucide lucide-shopping-bag size-5" aria-hidden="true"><path d="M16 10a4 4 0 0 1-8 0"></path>' +
  '<path d="M3.103 6.034h17.794"></path><path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z"></path></svg>';

function header(establishment: PublicEstablishment, table: number | null, link: LinkTo): string {
  const logo = establishment.logoUrl
    ? // Without its file, as the app draws it until the first picture is shown.
      '<img alt="" width="40" height="40" class="size-10 shrink-0 rounded-lg bg-white object-contain">'
    : '';
  const tableLine =
    table === null
      ? ''
      : `<span data-testid="online-table" class="text-sm font-semibold text-primary">${escapeHtml(
          firstScreenStrings.table.replace('{{table}}', String(table)),
        )}</span>`;
  const tabLink =
    table === null
      ? ''
      : `<a href="${link('/cardapio/conta')}" class="inline-flex h-11 shrink-0 items-center rounded-xl border border-border px-3 text-sm font-semibold ${focusRing}">${firstScreenStrings.tabLink}</a>`;
  const options = languages
    .map(([language, label]) => `<option value="${language}" lang="${language}">${label}</option>`)
    .join('');
  return (
    '<header class="sticky top-0 z-20 border-b border-border bg-background shadow-sm">' +
    '<div class="mx-auto flex h-16 w-full max-w-3xl items-center gap-3 px-4">' +
    logo +
    '<div class="flex min-w-0 flex-1 flex-col">' +
    `<span class="truncate font-bold">${escapeHtml(establishment.name)}</span>${tableLine}</div>` +
    tabLink +
    `<label for="first-screen-language" class="sr-only">${firstScreenStrings.language}</label>` +
    `<select id="first-screen-language" class="h-11 w-16 shrink-0 rounded-xl border border-border bg-background px-2 text-sm font-semibold ${focusRing}">${options}</select>` +
    `<a href="${link('/cardapio/carrinho')}" class="relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground ${focusRing}">` +
    `${shoppingBag}<span class="sr-only">${firstScreenStrings.viewCart} (${firstScreenStrings.emptyCart})</span></a>` +
    '</div></header>'
  );
}

function productRow(product: KioskProduct, row: number, link: LinkTo): string {
  const description = product.description
    ? `<span class="line-clamp-2 text-sm text-muted-foreground">${escapeHtml(product.description)}</span>`
    : '';
  // The allergen icons come with the app: their row is kept, as the app keeps it.
  const tags = product.tags.length > 0 ? '<div class="min-h-10"></div>' : '';
  const price = product.soldOut
    ? `<span class="text-destructive">${firstScreenStrings.soldOut}</span>`
    : escapeHtml(formatCents(product.priceCents));
  return (
    `<a class="flex gap-3 p-3 ${focusRing} focus-visible:ring-inset" href="${link(
      `/cardapio/produto/${encodeURIComponent(product.id)}`,
    )}">` +
    '<div class="flex min-w-0 flex-1 flex-col gap-1">' +
    `<span class="font-semibold">${escapeHtml(product.name)}</span>${description}${tags}` +
    `<span class="mt-auto font-bold tabular-nums">${price}</span></div>` +
    picture(product.imageUrl, row === 0) +
    '</a>'
  );
}

/**
 * A row's picture as KioskImage draws it: the first row's with its file at high priority (the
 * page preloads it); the others' boxes empty until the first is drawn, as in the app.
 */
function picture(url: string | null, main: boolean): string {
  const box = 'size-24 shrink-0 rounded-xl';
  if (!url) {
    return `<div aria-hidden="true" class="flex items-center justify-center bg-muted text-muted-foreground ${box}"></div>`;
  }
  const attributes = [`alt=""`, 'width="600"', 'height="600"'];
  if (main) {
    const variants = imageVariants(url);
    attributes.unshift(
      `src="${escapeHtml(url)}"`,
      ...(variants
        ? [`srcset="${escapeHtml(variants.srcSet)}"`, `sizes="${onlineMenuRowImageSizes}"`]
        : []),
      'fetchpriority="high"',
    );
  }
  attributes.push(`loading="${main ? 'eager' : 'lazy'}"`, 'draggable="false"');
  return `<img ${attributes.join(' ')} class="bg-muted object-cover ${box}">`;
}

type LinkTo = (path: string) => string;

/** The categories that have products, in the menu's order (routes/menu.tsx menuSections). */
function sectionsOf(menu: Pick<KioskMenu, 'categories' | 'products'>) {
  return menu.categories
    .map((category) => ({
      category,
      products: menu.products.filter((product) => product.categoryId === category.id),
    }))
    .filter((section) => section.products.length > 0);
}

/**
 * The first screen's markup (the `#first-screen` element), or null for a menu without
 * products (the app's empty note is its own screen). `table`: the QR code's `?mesa=`, carried
 * by its links so that a tap before the app has started keeps it.
 */
export function onlineMenuFirstScreen(
  establishment: PublicEstablishment,
  menu: Pick<KioskMenu, 'categories' | 'products'>,
  table: number | null,
): string | null {
  const all = sectionsOf(menu);
  if (all.length === 0) return null;
  const query = table === null ? '' : `?mesa=${table}`;
  const link: LinkTo = (path) => escapeHtml(path + query);
  const categories = all
    .map(
      ({ category }) =>
        `<li class="shrink-0"><a href="#categoria-${escapeHtml(category.id)}" class="inline-flex h-11 items-center rounded-full border border-border bg-background px-4 text-sm font-semibold whitespace-nowrap ${focusRing}">${escapeHtml(category.name)}</a></li>`,
    )
    .join('');
  let rows = firstScreenRows;
  let row = 0;
  const sections: string[] = [];
  for (const { category, products } of all) {
    if (rows <= 0) break;
    rows -= products.length;
    const id = escapeHtml(category.id);
    const items = products
      .map((product) => `<li>${productRow(product, row++, link)}</li>`)
      .join('');
    sections.push(
      `<section id="categoria-${id}" aria-labelledby="titulo-${id}" class="scroll-mt-32">` +
        `<h2 id="titulo-${id}" class="mb-3 text-xl font-bold">${escapeHtml(category.name)}</h2>` +
        `<ul class="flex flex-col divide-y divide-border overflow-hidden rounded-2xl bg-background shadow-sm">${items}</ul></section>`,
    );
  }
  return (
    '<div id="first-screen"><div class="min-h-dvh bg-muted/40 text-base">' +
    header(establishment, table, link) +
    '<main class="mx-auto w-full max-w-3xl px-4 pt-4 pb-10">' +
    `<h1 class="sr-only">${firstScreenStrings.title}</h1>` +
    `<nav aria-label="${firstScreenStrings.categories}" class="sticky top-16 z-10 -mx-4 mb-4 overflow-x-auto border-b border-border bg-background/95 px-4 py-2 backdrop-blur"><ul class="flex gap-2">${categories}</ul></nav>` +
    `<div class="flex flex-col gap-8">${sections.join('')}</div>` +
    '</main></div></div>'
  );
}

/**
 * The page's own attributes for the shop's colours, as the app's applyTheme sets them (a theme
 * is one of a fixed list, never free text).
 */
export function themeAttributes(theme: PublicEstablishment['theme']): string {
  const colours = themes[theme];
  return (
    ` data-theme="${theme}" style="--primary: ${colours.primary}; ` +
    `--primary-hover: ${colours.primaryHover}; --accent: ${colours.accent};"`
  );
}
