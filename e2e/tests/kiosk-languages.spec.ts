import { expect, test, type Page } from '@playwright/test';
import {
  demoCategoryTranslations,
  demoProductTranslations,
} from '../../apps/server/src/db/seed/demo-menu-translations';
import { port } from '../playwright.config';
import { demoProduct } from '../support/demo-menu';
import { chooseKioskLanguage, startOrderLabels } from '../support/kiosk-language';

/*
 * Issue 19 items 3 and 4 (ADR 027): the kiosk in English and Spanish, with the admin's
 * product translations, and the accessibility mode; the idle reset hands the next customer
 * a Portuguese kiosk with the ordinary layout. Portrait 1080x1920 totem, demo shop.
 */

const demoUrl = `http://demo.localhost:${port}`;
const burger = demoProduct('hamburgueres', 'Clássico da Casa');
const burgerInEnglish = demoProductTranslations[burger.name]!.en!;
const burgersInEnglish = demoCategoryTranslations['Hambúrgueres']!.en!.name!;
const burgerInSpanish = demoProductTranslations[burger.name]!.es!;

test.use({ viewport: { width: 1080, height: 1920 } });

test.beforeEach(async ({ page }) => {
  // A short idle timeout (idle/idle-settings.ts), so the reset is seen in seconds; long enough
  // that a slow machine does not time out between two of the spec's own steps.
  await page.addInitScript(() => {
    sessionStorage.setItem('comanda:kiosk-idle-seconds', '10');
    sessionStorage.setItem('comanda:kiosk-idle-countdown-seconds', '2');
  });
});

/** Waits out the idle prompt's countdown: the kiosk returns to its welcome screen. */
async function idleReset(page: Page, prompt: string) {
  await expect(page.getByRole('alertdialog', { name: prompt })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(`${demoUrl}/totem`, { timeout: 10_000 });
}

test('a customer orders in English, then the idle reset brings Portuguese back', async ({
  page,
}) => {
  await page.goto(`${demoUrl}/totem`);
  await expect(page.getByRole('button', { name: 'Português' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await chooseKioskLanguage(page, 'English');
  await page.getByRole('link', { name: startOrderLabels.English }).click();

  await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('link', { name: burgersInEnglish }).click();
  await expect(main.getByText(burgerInEnglish.name!, { exact: true })).toBeVisible();
  await expect(main.getByText(burger.name, { exact: true })).toHaveCount(0);
  await main.getByText(burgerInEnglish.name!, { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Customise your order' })).toBeVisible();
  await expect(page.getByText(burgerInEnglish.description!)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' }).first()).toBeVisible();

  await idleReset(page, 'Are you still there?');
  await expect(page.getByRole('link', { name: startOrderLabels.Português })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Português' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByRole('link', { name: startOrderLabels.Português }).click();
  await expect(page.getByRole('heading', { name: 'Escolha uma categoria' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Hambúrgueres' })).toBeVisible();
});

test('Spanish texts and product names, Portuguese where the admin left a blank', async ({
  page,
}) => {
  await page.goto(`${demoUrl}/totem`);
  await chooseKioskLanguage(page, 'Español');
  await page.getByRole('link', { name: startOrderLabels.Español }).click();
  await expect(page.getByRole('heading', { name: 'Elija una categoría' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: demoCategoryTranslations['Hambúrgueres']!.es!.name! })
    .click();
  await expect(page.getByText(burgerInSpanish.name!, { exact: true })).toBeVisible();
});

/** Where each visible control of the screen starts, from the top of the viewport. */
function controlTops(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>('a, button, input, textarea, [role="button"]'),
    )
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        top: element.getBoundingClientRect().top,
        bottom: element.getBoundingClientRect().bottom,
      })),
  );
}

const fontSizeOf = (page: Page, name: string) =>
  page
    .getByRole('link', { name })
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

test('accessibility mode: every control in the lower half, larger type; the idle reset turns it off', async ({
  page,
}) => {
  const half = 1920 / 2;
  await page.goto(`${demoUrl}/totem`);
  // The ordinary layout is measured once the featured products are in it: on the kiosk's
  // first load they come after the logo is drawn (ADR 016, ninth pass), and push the button
  // down; after the idle reset they are there at once.
  await expect(page.getByRole('region', { name: 'Recomendados da casa' })).toBeVisible();
  const ordinaryType = await fontSizeOf(page, 'Começar pedido');
  const ordinaryTop = (await page.getByRole('link', { name: 'Começar pedido' }).boundingBox())!.y;
  await page.getByRole('link', { name: 'Começar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Escolha uma categoria' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Voltar' }).first();
  expect((await back.boundingBox())!.y).toBeLessThan(half);

  // The button is on this screen too (every kiosk screen), within reach at the bottom.
  const toggle = page.getByRole('button', { name: 'Modo acessível' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect((await toggle.boundingBox())!.y).toBeGreaterThan(half);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  for (const control of await controlTops(page)) {
    expect(control.top, control.name).toBeGreaterThanOrEqual(half);
  }
  // High contrast: black text on white, whatever the shop's theme.
  await expect(back).toHaveCSS('color', 'rgb(0, 0, 0)');
  await page.screenshot({ path: 'test-results/kiosk-accessible-categories.png' });

  await back.click();
  await expect(page.getByRole('link', { name: 'Começar pedido' })).toBeVisible();
  expect(await fontSizeOf(page, 'Começar pedido')).toBeGreaterThan(ordinaryType * 1.2);
  // Here everything fits without scrolling: the flags too.
  const welcomeControls = await controlTops(page);
  expect(welcomeControls.map((control) => control.name)).toEqual(
    expect.arrayContaining(['Começar pedido', 'Português', 'English', 'Español', 'Modo acessível']),
  );
  for (const control of welcomeControls) {
    expect(control.top, control.name).toBeGreaterThanOrEqual(half);
    expect(control.bottom, control.name).toBeLessThanOrEqual(half * 2);
  }
  await page.screenshot({ path: 'test-results/kiosk-accessible-welcome.png' });

  await page.getByRole('link', { name: 'Começar pedido' }).click();
  await idleReset(page, 'Você ainda está aí?');
  await expect(page.getByRole('button', { name: 'Modo acessível' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-kiosk-accessible');
  expect(await fontSizeOf(page, 'Começar pedido')).toBe(ordinaryType);
  const top = (await page.getByRole('link', { name: 'Começar pedido' }).boundingBox())!.y;
  expect(top).toBe(ordinaryTop);
});

test("the toggle turns accessibility mode back off by the customer's own hand", async ({
  page,
}) => {
  await page.goto(`${demoUrl}/totem`);
  const toggle = page.getByRole('button', { name: 'Modo acessível' });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-accessible');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).not.toHaveAttribute('data-kiosk-accessible');
});
