// No zod here: kiosk screens import this (the welcome chunk's JavaScript has a budget).
import type { KioskMenu } from './menu';

/**
 * Every stored image has two sizes (decision 028): the file the URL names, for cards and
 * tiles, and a larger one beside it (`name.lg.webp`) for the customisation screen's hero.
 * Uploads are at most 800 and 1600 pixels wide, the demo images 600 and 1200.
 */
const variantUrl = /^(\/uploads\/(images|demo)\/[\w-]+)\.webp$/;

export interface ImageVariants {
  /** For `srcset`: both files with their widths. */
  srcSet: string;
  /** The larger file alone. */
  large: string;
}

/**
 * How wide the kiosk's categories screen draws its pictures (`sizes`): two columns in portrait,
 * three beside the sidebar otherwise. The server's preload of the first one uses it too, so the
 * browser picks the same file for both.
 */
export const categoryImageSizes = '(orientation: portrait) 50vw, 33vw';

/** How wide /cardapio draws a product row's picture (`sizes`); the server's preload uses it too. */
export const onlineMenuRowImageSizes = '96px';

/**
 * /cardapio's main picture (issue #35): the first row's, the first product of the first
 * category that has products, in the menu's order as the page lists them; null when that
 * product has none. The server preloads it with the page; the page draws it first and the
 * other pictures after it.
 */
export function onlineMenuFirstPicture(menu: Pick<KioskMenu, 'categories' | 'products'>) {
  for (const category of menu.categories) {
    const first = menu.products.find((product) => product.categoryId === category.id);
    if (first) return first.imageUrl;
  }
  return null;
}

/** The two sizes of one of our images, or null for any other URL (shown as it is). */
export function imageVariants(url: string): ImageVariants | null {
  const match = url.match(variantUrl);
  if (!match) return null;
  const [small, large] = match[2] === 'demo' ? [600, 1200] : [800, 1600];
  const largeUrl = `${match[1]}.lg.webp`;
  return { srcSet: `${url} ${small}w, ${largeUrl} ${large}w`, large: largeUrl };
}
