import AxeBuilder from '@axe-core/playwright';
import { themeNames, type ThemeName } from '@comanda/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminPaths } from '../../apps/web/src/features/admin/admin-paths';
import { superadminPaths } from '../../apps/web/src/features/superadmin/superadmin-paths';
import { port } from '../playwright.config';
import { createLinkedAdmin, mainUrl, superAdmin } from '../support/accounts';

/*
 * Issue 19, scope 4: axe-core (WCAG 2 A and AA rules) finds no serious or critical violation on
 * the admin pages, the super admin pages and the kiosk screens in each of the six themes.
 * The theme loop uses shops of its own, so the demo shop the other specs share is never repainted.
 */

const headers = { origin: mainUrl };
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Every /admin and /superadmin address without an `:id` part: the sidebars' screens. */
const staticPaths = (paths: Record<string, string>) =>
  Object.values(paths).filter((path) => !path.includes(':'));

/** Lets toasts and other transitions finish, so axe reads the colours people read. */
async function settle(page: Page) {
  await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The serious and critical findings of axe on the page as it is, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}

/**
 * Fails with the list of findings. A toast that starts fading out while axe reads it is measured
 * half transparent, so the check is repeated for a few seconds: only a lasting finding fails.
 */
async function expectNoSeriousViolations(page: Page, screen: string) {
  await expect(async () => {
    const report = await seriousViolations(page);
    expect(report, `axe on ${screen}:\n${report.join('\n')}`).toEqual([]);
  }).toPass({ timeout: 15_000 });
}

/** Opens an address and waits until the screen's lazy code and its data have arrived. */
async function openScreen(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main').last()).toBeVisible();
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0);
}

/** Signs the page's browser in through the API: the sign-in screen has specs of its own. */
async function signIn(page: Page, account: { email: string; password: string }) {
  const signedIn = await page.request.post(`${mainUrl}/api/auth/sign-in/email`, {
    headers,
    data: account,
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/** One admin of the demo shop per worker, made on first use. */
let demoAdmin: Promise<{ email: string; password: string }> | undefined;

// One test per page: each gets its own time budget, and the two workers share them.
for (const path of staticPaths(adminPaths)) {
  test(`admin page ${path} has no serious or critical axe violation`, async ({ page }) => {
    demoAdmin ??= createLinkedAdmin(page.request, 'demo');
    await signIn(page, await demoAdmin);
    await openScreen(page, `${mainUrl}${path}`);
    await expectNoSeriousViolations(page, path);
  });
}

for (const path of staticPaths(superadminPaths)) {
  test(`super admin page ${path} has no serious or critical axe violation`, async ({ page }) => {
    await signIn(page, superAdmin);
    await openScreen(page, `${mainUrl}${path}`);
    await expectNoSeriousViolations(page, path);
  });
}

/** The `:id` screens, opened on the first record their list API answers. */
const screensWithAnId = [
  { path: adminPaths.editProduct, list: '/api/admin/products', account: 'admin' },
  { path: adminPaths.stockRecipe, list: '/api/admin/products', account: 'admin' },
  { path: adminPaths.editCategory, list: '/api/admin/categories', account: 'admin' },
  {
    path: superadminPaths.editEstablishment,
    list: '/api/superadmin/establishments',
    account: 'superadmin',
  },
] as const;

for (const { path, list, account } of screensWithAnId) {
  test(`page ${path} with an id has no serious or critical axe violation`, async ({ page }) => {
    if (account === 'admin') {
      demoAdmin ??= createLinkedAdmin(page.request, 'demo');
      await signIn(page, await demoAdmin);
    } else {
      await signIn(page, superAdmin);
    }
    const records = (await (await page.request.get(`${mainUrl}${list}`)).json()) as {
      id: string;
    }[];
    expect(records.length).toBeGreaterThan(0);
    await openScreen(page, `${mainUrl}${path.replace(':id', records[0]!.id)}`);
    await expectNoSeriousViolations(page, path);
  });
}

/** A new shop in `theme` with demo payments, a burger, a drink and a dessert; its kiosk address. */
async function themedShop(request: APIRequestContext, theme: ThemeName) {
  await request.post(`${mainUrl}/api/auth/sign-in/email`, { headers, data: superAdmin });
  const subdomain = `tema-${theme}-${runId}`;
  const created = await request.post(`${mainUrl}/api/superadmin/establishments`, {
    headers,
    data: { name: `Loja ${theme}`, subdomain, demoPayments: true, theme },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.post(`${mainUrl}/api/auth/sign-out`, { headers, data: {} });
  const admin = await createLinkedAdmin(request, subdomain);
  await request.post(`${mainUrl}/api/auth/sign-in/email`, { headers, data: admin });
  for (const [category, type, product] of [
    ['Lanches', 'regular', 'X-Salada'],
    ['Bebidas', 'bebida', 'Suco de Laranja'],
    ['Sobremesas', 'sobremesa', 'Pudim'],
  ] as const) {
    const saved = await request.post(`${mainUrl}/api/admin/categories`, {
      headers,
      data: { name: category, type },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const categoryId = ((await saved.json()) as { id: string }).id;
    const item = await request.post(`${mainUrl}/api/admin/products`, {
      headers,
      data: { name: product, description: 'Feito na hora', priceCents: 1800, categoryId },
    });
    expect(item.status(), await item.text()).toBe(201);
  }
  await request.post(`${mainUrl}/api/auth/sign-out`, { headers, data: {} });
  return `http://${subdomain}.localhost:${port}`;
}

for (const theme of themeNames) {
  test(`the kiosk screens in the ${theme} theme have no serious or critical axe violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const shopUrl = await themedShop(request, theme);
    for (const viewport of [
      { width: 1080, height: 1920 },
      { width: 1280, height: 800 },
      { width: 800, height: 1280 },
    ]) {
      await page.setViewportSize(viewport);
      const screen = (name: string) => `${name} (${theme}, ${viewport.width}x${viewport.height})`;
      await page.goto(`${shopUrl}/totem`);
      await expect(page.getByRole('link', { name: 'Começar pedido' })).toBeVisible();
      await expectNoSeriousViolations(page, screen('boas-vindas'));

      await page.getByRole('link', { name: 'Começar pedido' }).click();
      await expect(page).toHaveURL(`${shopUrl}/totem/categorias`);
      await expect(page.getByRole('link', { name: 'Lanches' }).first()).toBeVisible();
      await expectNoSeriousViolations(page, screen('categorias'));

      await page.getByRole('link', { name: 'Lanches' }).first().click();
      await page.getByRole('link', { name: /X-Salada/ }).click();
      await expect(page.getByRole('button', { name: 'CONTINUAR' })).toBeVisible();
      await expectNoSeriousViolations(page, screen('produto'));

      await page.getByRole('button', { name: 'CONTINUAR' }).click();
      await expect(page.getByRole('article', { name: 'Suco de Laranja' })).toBeVisible();
      await expectNoSeriousViolations(page, screen('bebidas'));

      await page.getByRole('link', { name: 'CONTINUAR' }).click();
      await expect(page.getByRole('article', { name: 'Pudim' })).toBeVisible();
      await expectNoSeriousViolations(page, screen('sobremesas'));

      await page.getByRole('link', { name: 'FINALIZAR PEDIDO' }).click();
      await expect(page).toHaveURL(`${shopUrl}/totem/resumo`);
      await expect(page.getByRole('button', { name: 'IR PARA PAGAMENTO' })).toBeVisible();
      await expectNoSeriousViolations(page, screen('resumo'));

      await page.getByRole('button', { name: 'IR PARA PAGAMENTO' }).click();
      await expect(page.getByRole('button', { name: /^Pix/ })).toBeVisible();
      await expectNoSeriousViolations(page, screen('pagamento'));
    }
  });
}
