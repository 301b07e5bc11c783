import { expect, test, type Page } from '@playwright/test';
import { demoCategories } from '../../apps/server/src/db/seed/demo-menu';
import { port } from '../playwright.config';
import { demoProduct } from '../support/demo-menu';

/*
 * Issue 19, items 5 and 6: allergen and dietary tags on the kiosk (icons on the cards, words on
 * the customisation screen, filter chips), the hero image at the size the screen needs, and
 * the portrait categories and welcome screens using their height. On the seeded demo shop,
 * whose tags and featured products come from the seed (never from the UI).
 */

const demoUrl = `http://demo.localhost:${port}`;
const burgers = demoCategories.find((category) => category.key === 'hamburgueres')!;
const veggie = demoProduct('hamburgueres', 'Veggie Grão-de-Bico');
const classic = demoProduct('hamburgueres', 'Clássico da Casa');
const tagNames: Record<string, string> = {
  'contem-gluten': 'Contém glúten',
  'contem-lactose': 'Contém lactose',
  'contem-ovo': 'Contém ovo',
  vegetariano: 'Vegetariano',
};

test.use({ viewport: { width: 1080, height: 1920 } });

async function openBurgers(page: Page) {
  await page.goto(`${demoUrl}/totem/categorias`);
  await page.getByRole('link', { name: burgers.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: burgers.name })).toBeVisible();
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('product cards name their allergen and dietary icons, and the customisation screen spells them out', async ({
  page,
}) => {
  await openBurgers(page);
  const icons = card(page, veggie.name).getByRole('list', { name: 'Alergênicos e dieta' });
  for (const tag of veggie.tags) {
    await expect(icons.getByRole('img', { name: tagNames[tag]! })).toBeVisible();
  }
  await expect(icons.getByRole('img')).toHaveCount(veggie.tags.length);

  await card(page, veggie.name).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Personalizar Pedido' })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Alergênicos e dieta' });
  await expect(chips.getByRole('listitem')).toHaveText(veggie.tags.map((tag) => tagNames[tag]!));
});

test('the "Vegetariano" filter keeps the vegetarian burgers only, and lets go when pressed again', async ({
  page,
}) => {
  await openBurgers(page);
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(burgers.products.length);

  const filter = page
    .getByRole('group', { name: 'Filtrar produtos' })
    .getByRole('button', { name: 'Vegetariano' });
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  const vegetarian = burgers.products.filter((p) => p.tags.includes('vegetariano'));
  expect(vegetarian.length).toBeGreaterThan(0);
  await expect(headings).toHaveText(vegetarian.map((p) => p.name));

  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'false');
  await expect(headings).toHaveCount(burgers.products.length);
});

test('the hero downloads the large image, the cards the small one', async ({ page }) => {
  await openBurgers(page);
  const cardImage = card(page, classic.name).locator('img').first();
  await expect(cardImage).toHaveJSProperty('complete', true);
  expect(await cardImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/uploads\/demo\/[\w-]+(?<!\.lg)\.webp$/,
  );

  await card(page, classic.name).getByRole('link').click();
  const hero = page.getByRole('img', { name: classic.name });
  await expect(hero).toHaveJSProperty('complete', true);
  const { currentSrc, naturalWidth, width } = await hero.evaluate((img: HTMLImageElement) => ({
    currentSrc: img.currentSrc,
    naturalWidth: img.naturalWidth,
    width: img.getBoundingClientRect().width,
  }));
  expect(currentSrc).toMatch(/\.lg\.webp$/);
  // Never upscaled: the file has at least the pixels the screen draws.
  expect(naturalWidth).toBeGreaterThanOrEqual(width);
});

test('portrait: categories and featured products fill the screen, and the welcome shows featured products', async ({
  page,
}) => {
  const featured = demoCategories
    .filter((category) => category.name !== 'Adicionais')
    .flatMap((category) => category.products)
    .filter((product) => product.featured);
  expect(featured.length).toBeGreaterThan(0);

  await page.goto(`${demoUrl}/totem/categorias`);
  const section = page.getByRole('region', { name: 'Recomendados da casa' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('link').first()).toBeVisible();
  // The content runs to at least 80 % of the 1920 px height (it ended at 42 %).
  const bottom = await page
    .getByRole('main')
    .evaluate((main) => main.lastElementChild!.getBoundingClientRect().bottom);
  expect(bottom).toBeGreaterThan(1920 * 0.8);
  await section.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Personalizar Pedido' })).toBeVisible();

  await page.goto(`${demoUrl}/totem`);
  const welcome = page.getByRole('region', { name: 'Recomendados da casa' });
  await expect(welcome.getByRole('listitem')).toHaveCount(Math.min(3, featured.length));
  await expect(page.getByRole('link', { name: 'Começar pedido' })).toBeInViewport({ ratio: 1 });
});

test("the welcome screen's showcase arrives without moving 'Começar pedido'", async ({ page }) => {
  // The showcase waits for the menu; held here, as on a slow link, it arrives on cue.
  const release = await holdResponses(page, /\/api\/public\/menu(\?.*)?$/);
  await page.goto(`${demoUrl}/totem`);
  const start = page.getByRole('link', { name: 'Começar pedido' });
  // The flags come once the first screen is drawn, as the showcase's request does.
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  const before = await start.boundingBox();

  release();
  const showcase = page.getByRole('region', { name: 'Recomendados da casa' });
  await expect(showcase.getByRole('listitem').first()).toBeVisible();
  expect(await start.boundingBox()).toEqual(before);
  await start.click();
  await expect(page).toHaveURL(`${demoUrl}/totem/categorias`);
});

/** Holds the answers for `url` until `release()`: the screen waits as on a slow link. */
async function holdResponses(page: Page, url: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The paths the page asks for, in order. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test("the categories screen draws its first picture before asking for the others, the header's logo and the live menu", async ({
  page,
}) => {
  const firstPicture = /\/uploads\/demo\/categoria-hamburgueres[^/]*\.webp$/;
  const release = await holdResponses(page, firstPicture);
  const requested = requestedPaths(page);
  await page.goto(`${demoUrl}/totem/categorias`);
  const pictures = page.getByRole('main').getByRole('list').first().locator('img');
  const headerLogo = page.getByRole('banner').locator('img');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  expect(await pictures.count()).toBeGreaterThan(1);
  // While the first picture is on its way, the others keep their place empty.
  for (const picture of (await pictures.all()).slice(1)) {
    await expect(picture).not.toHaveAttribute('src');
  }
  await expect(headerLogo).not.toHaveAttribute('src');
  expect(requested).not.toContain('/api/public/menu/events');

  release();
  await expect(pictures.first()).toHaveJSProperty('complete', true);
  for (const picture of await pictures.all()) await expect(picture).toHaveAttribute('src', /.+/);
  await expect(headerLogo).toHaveAttribute('src', /\/uploads\/demo\/logo/);
  await expect.poll(() => requested).toContain('/api/public/menu/events');
});

test('the welcome screen draws its logo before asking for the menu and the language flags; a logo that fails holds nothing back', async ({
  page,
}) => {
  const logo = /\/uploads\/demo\/logo[^/]*\.webp$/;
  const release = await holdResponses(page, logo);
  const requested = requestedPaths(page);
  await page.goto(`${demoUrl}/totem`);
  await expect(page.getByRole('link', { name: 'Começar pedido' })).toBeVisible();
  // The shop came in the page: nothing asked for it.
  expect(requested).not.toContain('/api/public/establishment');
  await expect(page.getByRole('button', { name: 'English' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Modo acessível' })).toHaveCount(0);
  expect(requested).not.toContain('/api/public/menu');

  release();
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modo acessível' })).toBeVisible();
  await expect.poll(() => requested).toContain('/api/public/menu');

  await page.unrouteAll();
  await page.route(logo, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
});
