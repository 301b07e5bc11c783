import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addDays, businessDateOf, themeNames, type ThemeName } from '@comanda/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminPaths } from '../../apps/web/src/features/admin/admin-paths';
import { superadminPaths } from '../../apps/web/src/features/superadmin/superadmin-paths';
import { port } from '../playwright.config';
import { createLinkedAdmin, createShop, mainUrl, superAdmin } from '../support/accounts';
import {
  controlsBelowTheFold,
  expectNoSeriousViolations,
  lastingSeriousViolations,
} from '../support/axe';
import { createCategoryWithProduct } from '../support/catalog';
import { demoProduct } from '../support/demo-menu';
import { pairDevice, placePaidKioskOrder } from '../support/devices';

/*
 * Issue 19, scope 4: axe-core (WCAG 2 A and AA rules) finds no serious or critical violation on
 * every admin page, every super admin page and every kiosk screen, in each of the six themes and
 * at the three screen sizes the kiosk is sold for. On the way each kiosk screen is photographed
 * at those sizes into e2e/artifacts/screenshots/ (kept by CI), and the payment screens must show
 * every control without scrolling, in the standard and in the accessibility mode.
 * The theme walks use shops of their own, so the demo shop the other specs share is never repainted.
 */

const headers = { origin: mainUrl };
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const screenshotsDir = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/** Portrait kiosk, landscape 10" tablet, portrait 10" tablet. */
const viewports = [
  { width: 1080, height: 1920 },
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
] as const;

/**
 * The kiosk's display modes. `enter` runs on the welcome screen. The accessibility mode paints
 * its own colours over the theme's three (`--primary`, `--primary-hover` and `--accent` with
 * !important, index.css), so its screens are the same in every theme: it is walked in the default
 * theme at the three sizes, and every other theme's walk proves on its welcome screen that the
 * mode covers its colours, with an axe run there (decision 044).
 */
interface KioskMode {
  name: string;
  enter: (page: Page) => Promise<void>;
}
type Viewport = (typeof viewports)[number];

const kioskModes: KioskMode[] = [
  { name: 'padrao', enter: async () => {} },
  { name: 'acessivel', enter: (page) => toggleAccessibleMode(page, true) },
];

async function toggleAccessibleMode(page: Page, on: boolean) {
  const button = page.getByRole('button', { name: 'Modo acessível' });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', String(on));
}

/** The colours the accessibility mode paints, whatever the theme (index.css), as computed. */
const accessibleColours = {
  '--primary': 'rgb(0, 0, 0)',
  '--primary-hover': 'rgb(39, 39, 42)',
  '--accent': 'rgb(255, 255, 255)',
};

/** Every /admin and /superadmin address without an `:id` part: the sidebars' screens. */
const staticPaths = (paths: Record<string, string>) =>
  Object.values(paths).filter((path) => !path.includes(':'));

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

/** The address of `path` with its `:id` filled with the first record `list` answers. */
async function withFirstId(page: Page, path: string, list: string) {
  const records = (await (await page.request.get(`${mainUrl}${list}`)).json()) as { id: string }[];
  expect(records.length, `${list} lists nothing to open ${path} on`).toBeGreaterThan(0);
  return path.replace(':id', records[0]!.id);
}

/** Yesterday in the shop's business time (America/Sao_Paulo), as yyyy-mm-dd. */
function yesterday() {
  const today = businessDateOf(new Date());
  return addDays(today, -1);
}

/**
 * The states an empty admin walk never reaches (issue 30): an open register (so /admin/pdv
 * offers 'Fechar caixa'), a paid counter sale of a burger and a drink today (reports and
 * finance with rows), and an overdue bill.
 */
async function prepareAdminStates(page: Page): Promise<void> {
  const post = async (path: string, data: object) => {
    const response = await page.request.post(`${mainUrl}${path}`, {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data,
    });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const register = await post('/api/admin/cash-registers', {
    name: `Caixa axe ${runId}`,
    openingFloatCents: 10_000,
  });
  const burger = demoProduct('hamburgueres', 'Clássico da Casa');
  const soda = demoProduct('bebidas', 'Refrigerante Lata 350 ml');
  const products = (await (await page.request.get(`${mainUrl}/api/admin/products`)).json()) as {
    id: string;
    name: string;
  }[];
  const idOf = (name: string) => products.find((product) => product.name === name)!.id;
  const total = burger.priceCents + soda.priceCents;
  await post('/api/admin/pdv/sales', {
    registerId: register.id,
    items: [
      { productId: idOf(burger.name), quantity: 1 },
      { productId: idOf(soda.name), quantity: 1 },
    ],
    tenders: [{ method: 'cash', amountCents: total }],
    expectedTotalCents: total,
    expectedChangeCents: 0,
  });
  await post('/api/admin/finance/payables', {
    description: `Energia axe ${runId}`,
    category: 'energy',
    amountCents: 12_345,
    firstDueDate: yesterday(),
  });
}

/** What a screen shows only after a click: checked after the screen itself. */
const adminStates: Record<string, (page: Page) => Promise<void>> = {
  // The register close form, its red 'Fechar caixa' button.
  [adminPaths.pdv]: async (page) => {
    await page.getByRole('button', { name: 'Fechar caixa' }).click();
    await expect(page.getByRole('form', { name: 'Fechar caixa' })).toBeVisible();
  },
  // Tables created from the form (issue 35): the list with its buttons, and the QR codes' link.
  [adminPaths.tables]: async (page) => {
    await page.getByLabel('Da mesa').fill('1');
    await page.getByLabel('Até a mesa').fill('3');
    await page.getByRole('button', { name: 'Criar mesas' }).click();
    for (const name of ['Mesa 1', 'Mesa 2', 'Mesa 3']) {
      await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Imprimir QR codes (PDF)' })).toBeVisible();
  },
  // The overdue bill, whatever day of the month it is.
  [adminPaths.payables]: async (page) => {
    await page.getByLabel('Vencimento de').fill(yesterday());
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `Energia axe ${runId}` })
        .getByText('Vencida'),
    ).toBeVisible();
  },
};

/**
 * The admin's pages in two tests of about the same length, so that both workers share them:
 * the catalog and the settings, and the rest (money, orders, reports), which needs the states
 * prepareAdminStates makes. Together every page, each once.
 */
const catalogAndSettings = /^\/admin\/(produtos|estoque|categorias|configuracoes|integracoes|tela)/;
const adminWalks = [
  { name: 'sales, money and reports', part: (path: string) => !catalogAndSettings.test(path) },
  { name: 'catalog and settings', part: (path: string) => catalogAndSettings.test(path) },
];

// A sign-in each, and every page checked even when an earlier one fails (soft assertions).
for (const walk of adminWalks) {
  test(`every admin page (${walk.name}) has no serious or critical axe violation`, async ({
    page,
  }) => {
    // About 15 screens each: 2.5 min at load 15 to 22, and a timeout's retry doubles it.
    test.setTimeout(360_000);
    await signIn(page, await createLinkedAdmin(page.request, 'demo'));
    const all = [
      ...staticPaths(adminPaths),
      await withFirstId(page, adminPaths.editProduct, '/api/admin/products'),
      await withFirstId(page, adminPaths.stockRecipe, '/api/admin/products'),
      await withFirstId(page, adminPaths.editCategory, '/api/admin/categories'),
    ];
    const paths = all.filter(walk.part);
    if (paths.some((path) => adminStates[path])) await prepareAdminStates(page);
    for (const path of paths) {
      await openScreen(page, `${mainUrl}${path}`);
      await expectNoSeriousViolations(page, path);
      const state = adminStates[path];
      if (state) {
        await state(page);
        await expectNoSeriousViolations(page, `${path} (after a click)`);
      }
    }
  });
}

/**
 * The check itself (decision 099): axe is loaded into each document once, so a screen reached
 * after a navigation is read by an axe of its own, and what a check reports is what is there.
 */
test('the axe check reports what a screen breaks, after a navigation too', async ({ page }) => {
  await openScreen(page, `http://demo.localhost:${port}/totem/categorias`);
  expect(await lastingSeriousViolations(page, 0)).toEqual([]);
  await page.evaluate(() => {
    const unnamed = document.createElement('button');
    const picture = document.createElement('img');
    picture.src = '/favicon.ico';
    document.querySelector('main')!.append(unnamed, picture);
  });
  const found = await lastingSeriousViolations(page, 0);
  expect(found.map((line) => line.split(' ')[0])).toEqual(['button-name', 'image-alt']);
  await openScreen(page, `http://demo.localhost:${port}/totem`);
  expect(await lastingSeriousViolations(page, 0)).toEqual([]);
});

test('every super admin page has no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, superAdmin);
  const paths = [
    ...staticPaths(superadminPaths),
    await withFirstId(page, superadminPaths.editEstablishment, '/api/superadmin/establishments'),
  ];
  for (const path of paths) {
    await openScreen(page, `${mainUrl}${path}`);
    await expectNoSeriousViolations(page, path);
  }
});

/**
 * The kitchen display as the grill sees it (issue 30): a paired tablet with a burger-and-drink
 * order, first every station, then only 'Lanches', where the drink's line steps back; then its
 * 'Totais', 'Produção' and 'Embalagem' views.
 */
test('the kitchen display, with one station chosen, has no serious or critical axe violation', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shop = await themedShop(request, themeNames[0], 'cozinha');
  await signIn(page, shop.admin);
  await openScreen(page, `${mainUrl}${adminPaths.statusBoard}`);
  const kitchenLink = await pairDevice(page, 'Chapa', 'Tela da cozinha (KDS)');
  const menu = (await (
    await request.get(`${mainUrl}/api/public/menu`, {
      headers: { host: `${shop.subdomain}.localhost:${port}` },
    })
  ).json()) as { products: { id: string; name: string }[] };
  const productId = (name: string) => menu.products.find((product) => product.name === name)!.id;
  await placePaidKioskOrder(request, shop.subdomain, [
    { productId: productId('X-Salada'), quantity: 1 },
    { productId: productId('Suco de Laranja'), quantity: 2 },
  ]);

  const kitchen = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await kitchen.goto(kitchenLink);
  await expect(kitchen.getByTestId('kitchen-order')).toHaveCount(1);
  await expectNoSeriousViolations(kitchen, '/cozinha');
  const stations = kitchen.getByRole('group', { name: 'Estação' });
  await stations.getByRole('button', { name: 'Lanches' }).click();
  await expect(kitchen.locator('[data-other-station]')).toHaveCount(1);
  await expectNoSeriousViolations(kitchen, '/cozinha (estação Lanches)');
  // Its other views (decision 076), on the server's figures for the grill's station.
  const views = kitchen.getByRole('group', { name: 'Visão' });
  await views.getByRole('button', { name: 'Totais' }).click();
  await expect(kitchen.getByTestId('all-day-item')).toHaveText([/^1X-Salada/]);
  await views.getByRole('button', { name: 'Produção' }).click();
  const production = kitchen.getByRole('region', { name: 'Ingredientes da fila' });
  await expect(production.getByText('1x X-Salada')).toBeVisible();
  await expectNoSeriousViolations(kitchen, '/cozinha (Produção)');
  await views.getByRole('button', { name: 'Embalagem' }).click();
  await expect(kitchen.getByRole('status')).toHaveText('Nada na fila');
  await expectNoSeriousViolations(kitchen, '/cozinha (Embalagem)');
  await kitchen.context().close();
});

/** A new shop in `theme` with demo payments, a burger, a drink and a dessert. */
async function themedShop(request: APIRequestContext, theme: ThemeName, mode: string) {
  const subdomain = `tema-${theme}-${mode}-${runId}`;
  await createShop({ name: `Loja ${theme}`, subdomain, demoPayments: true, theme });
  const admin = await createLinkedAdmin(request, subdomain);
  await request.post(`${mainUrl}/api/auth/sign-in/email`, { headers, data: admin });
  for (const [category, type, product] of [
    ['Lanches', 'regular', 'X-Salada'],
    ['Bebidas', 'bebida', 'Suco de Laranja'],
    ['Sobremesas', 'sobremesa', 'Pudim'],
  ] as const) {
    // The burger carries what the walk must see (issue 30): allergen icons on its card,
    // an ingredient to take out and an extra to add.
    const burger =
      type === 'regular'
        ? {
            tags: ['contem-gluten', 'contem-lactose', 'vegetariano'],
            ingredients: [{ name: 'Cebola' }],
            extras: [{ name: 'Queijo extra', priceCents: 400 }],
          }
        : {};
    await createCategoryWithProduct(
      request,
      { name: category, type },
      { name: product, description: 'Feito na hora', priceCents: 1800, ...burger },
    );
  }
  await request.post(`${mainUrl}/api/auth/sign-out`, { headers, data: {} });
  // Node does not resolve *.localhost as Chromium does: ask the main address with the shop's Host.
  const shop = (await (
    await request.get(`${mainUrl}/api/public/establishment`, {
      headers: { host: `${subdomain}.localhost:${port}` },
    })
  ).json()) as { kioskIdleSeconds: number };
  return {
    subdomain,
    admin,
    url: `http://${subdomain}.localhost:${port}`,
    idleSeconds: shop.kioskIdleSeconds,
  };
}

/**
 * Stops the page's clock, so countdowns (success, idle) wait while the screen is checked. The
 * clock runs while the test asks what time it is, hence the margin.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
}

/**
 * Runs `work` on a paused page, its clock creeping 10 ms per 100 ms meanwhile: axe waits on
 * the page's timers, and a countdown then moves ten times slower than real time.
 */
async function whileClockCreeps<T>(page: Page, work: () => Promise<T>): Promise<T> {
  let done = false;
  const creeping = (async () => {
    while (!done) {
      // The page may be between two screens: a tick it refuses is the next one's.
      await page.clock.runFor(10).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return await work();
  } finally {
    done = true;
    await creeping;
  }
}

/**
 * The walks: the default theme in both modes at the three sizes; every other theme in the
 * standard mode at one size (the layout is the same in every theme, colours are the theme's
 * part), each size in turn, so every size is also seen in two other themes.
 */
const kioskWalks = themeNames.flatMap(
  (theme): { theme: ThemeName; mode: KioskMode; sizes: Viewport[] }[] =>
    theme === 'default'
      ? kioskModes.map((mode) => ({ theme, mode, sizes: [...viewports] }))
      : [
          {
            theme,
            mode: kioskModes[0]!,
            sizes: [viewports[themeNames.indexOf(theme) % viewports.length]!],
          },
        ],
);

for (const { theme, mode, sizes } of kioskWalks) {
  test(`the kiosk screens in the ${theme} theme (${mode.name}) pass axe, fit and are photographed`, async ({
    page,
    request,
  }) => {
    // About a minute on a quiet 2-core machine; generous for a busy one.
    test.setTimeout(420_000);
    const shop = await themedShop(request, theme, mode.name);
    const folder = `${screenshotsDir}${theme}/${mode.name}/`;
    mkdirSync(folder, { recursive: true });
    let shot = 0;
    let clockPaused = false;

    /**
     * axe, a photograph at each of the walk's sizes and, on the payment screens, nothing below
     * the fold.
     */
    const check = async (screen: string, { payment = false } = {}) => {
      shot += 1;
      for (const viewport of sizes) {
        await page.setViewportSize(viewport);
        const size = `${viewport.width}x${viewport.height}`;
        const name = `${screen} (${theme}, ${mode.name}, ${size})`;
        await (clockPaused
          ? whileClockCreeps(page, () => expectNoSeriousViolations(page, name))
          : expectNoSeriousViolations(page, name));
        await page.screenshot({
          path: `${folder}${String(shot).padStart(2, '0')}-${screen}-${size}.png`,
        });
        if (payment) {
          expect
            .soft(await controlsBelowTheFold(page), `below the fold: ${screen} at ${size}`)
            .toEqual([]);
        }
      }
      await page.setViewportSize(sizes[0]!);
    };

    // The page's clock is Playwright's, running as usual until a countdown must wait.
    await page.clock.install();
    await page.setViewportSize(sizes[0]!);
    await page.goto(`${shop.url}/totem`);
    await expect(page.getByRole('link', { name: 'Começar pedido' })).toBeVisible();
    if (theme !== 'default') {
      // The accessibility mode covers this theme's colours: its walk in the default theme
      // stands for this one.
      await toggleAccessibleMode(page, true);
      const painted = await page.evaluate(
        (names) =>
          Object.fromEntries(
            names.map((name) => {
              const probe = document.createElement('span');
              probe.style.color = `var(${name})`;
              document.body.append(probe);
              const colour = getComputedStyle(probe).color;
              probe.remove();
              return [name, colour];
            }),
          ),
        Object.keys(accessibleColours),
      );
      expect(painted, `the accessibility mode's colours over the ${theme} theme`).toEqual(
        accessibleColours,
      );
      await expectNoSeriousViolations(page, `boas-vindas (${theme}, acessivel)`);
      await toggleAccessibleMode(page, false);
    }
    await mode.enter(page);
    await check('boas-vindas');

    await page.getByRole('link', { name: 'Começar pedido' }).click();
    await expect(page).toHaveURL(`${shop.url}/totem/categorias`);
    await expect(page.getByRole('link', { name: 'Lanches' }).first()).toBeVisible();
    await check('categorias');

    await page.getByRole('link', { name: 'Lanches' }).first().click();
    await expect(page.getByRole('link', { name: /X-Salada/ })).toBeVisible();
    await expect(page.getByTestId('tag-icons').first()).toBeVisible();
    await check('produtos');

    // Customised: without the onion, with an extra; the summary then shows both.
    await page.getByRole('link', { name: /X-Salada/ }).click();
    await expect(page.getByRole('button', { name: 'CONTINUAR' })).toBeVisible();
    await page.getByRole('button', { name: 'Sem Cebola' }).click();
    await page.getByRole('checkbox', { name: /Queijo extra/ }).check();
    await check('produto');

    await page.getByRole('button', { name: 'CONTINUAR' }).click();
    await expect(page.getByRole('article', { name: 'Suco de Laranja' })).toBeVisible();
    await check('bebidas');

    await page.getByRole('link', { name: 'CONTINUAR' }).click();
    await expect(page.getByRole('article', { name: 'Pudim' })).toBeVisible();
    await check('sobremesas');

    await page.getByRole('link', { name: 'FINALIZAR PEDIDO' }).click();
    await expect(page).toHaveURL(`${shop.url}/totem/resumo`);
    await expect(page.getByRole('button', { name: 'IR PARA PAGAMENTO' })).toBeVisible();
    await check('resumo');

    await page.getByRole('button', { name: 'IR PARA PAGAMENTO' }).click();
    await expect(page.getByRole('button', { name: /^Pix/ })).toBeVisible();
    await check('pagamento', { payment: true });

    await page.getByRole('button', { name: /^Cartão/ }).click();
    const cardModal = page.getByRole('dialog', { name: 'Aguardando pagamento' });
    await expect(cardModal.getByRole('button', { name: 'Cancelar pagamento' })).toBeEnabled();
    await check('cartao-aguardando', { payment: true });
    await cardModal.getByRole('button', { name: 'Cancelar pagamento' }).click();
    await expect(cardModal).toBeHidden();

    await page.getByRole('button', { name: /^Pix/ }).click();
    await expect(page.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
    await check('pix', { payment: true });

    // The clock stops before the approval: 'PAGAMENTO APROVADO' and the success screen's
    // countdown wait while they are checked (the approval itself arrives by server events).
    await pauseClock(page);
    clockPaused = true;
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await expect(page.getByText('PAGAMENTO APROVADO')).toBeVisible();
    await check('pagamento-aprovado', { payment: true });
    await page.clock.runFor(3500);
    await expect(page).toHaveURL(`${shop.url}/totem/sucesso`);
    await expect(page.getByTestId('order-number')).toBeVisible();
    await check('sucesso', { payment: true });

    // Past the success screen's 5 s (SPEC §2) on the paused clock, instead of waiting them out.
    await page.clock.runFor(5500);
    await expect(page).toHaveURL(`${shop.url}/totem`);
    await page.getByRole('link', { name: 'Começar pedido' }).click();
    await expect(page).toHaveURL(`${shop.url}/totem/categorias`);
    // Past the shop's idle time: 'Você ainda está aí?', its countdown still.
    await page.clock.runFor(shop.idleSeconds * 1000 + 500);
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await check('inatividade');
  });
}
