import { expect, test, type APIRequestContext } from '@playwright/test';
import type { KioskMenu, Product, StockItem } from '@comanda/shared';
import { port } from '../playwright.config';
import { createLinkedAdmin, createShop, mainUrl, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { openRegister } from '../support/counter';

/*
 * One availability switch (issue 36, item 3, decision 069): bacon marked out by hand on the
 * stock screen leaves an open kiosk, the online menu and an open PDV at once — X-Bacon and the
 * combo made of it read 'Esgotado', the Bacon extra of X-Salada is gone — with no reload, and
 * all come back with "Voltar a vender". Its own shop: the demo's menu stays as other specs
 * expect it. (iFood is the server's test: ifood-catalog-sync.test.ts.)
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const subdomain = `bacon-${runId}`;
const shopUrl = `http://${subdomain}.localhost:${port}`;
const headers = { origin: mainUrl };
/** The acceptance's limit: "within 3 s (generous e2e limit)". */
const live = { timeout: 3_000 };

async function post<T>(api: APIRequestContext, method: 'post' | 'put', url: string, data: object) {
  const res = await api[method](`${mainUrl}${url}`, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

/** Lanches: X-Bacon (bacon in its ficha), X-Salada (a Bacon extra), Combo X-Bacon. */
async function baconMenu(api: APIRequestContext) {
  const category = await post<{ id: string }>(api, 'post', '/api/admin/categories', {
    name: 'Lanches',
    type: 'regular',
  });
  const product = (body: object) =>
    post<Product>(api, 'post', '/api/admin/products', { categoryId: category.id, ...body });
  const xBacon = await product({ name: 'X-Bacon', priceCents: 2500 });
  const xSalada = await product({
    name: 'X-Salada',
    priceCents: 2200,
    extras: [
      { name: 'Bacon', priceCents: 500 },
      { name: 'Queijo', priceCents: 300 },
    ],
  });
  await product({
    name: 'Combo X-Bacon',
    priceCents: 3200,
    choiceGroups: [
      {
        name: 'Lanche',
        minChoices: 1,
        maxChoices: 1,
        options: [{ productId: xBacon.id, priceCents: 0 }],
      },
    ],
  });
  const bacon = await post<StockItem>(api, 'post', '/api/admin/stock/items', {
    name: 'Bacon',
    unit: 'kg',
    costCents: 4000,
    minimumMilli: 0,
  });
  await post(api, 'post', `/api/admin/stock/items/${bacon.id}/adjustments`, {
    levelMilli: 5000,
    reason: 'Conferência',
  });
  await post(api, 'put', `/api/admin/stock/recipes/${xBacon.id}`, {
    lines: [{ stockItemId: bacon.id, quantityMilli: 100 }],
  });
  const baconExtra = xSalada.extras.find((extra) => extra.name === 'Bacon')!;
  await post(api, 'put', `/api/admin/stock/recipes/${xSalada.id}`, {
    lines: [],
    extras: [{ extraId: baconExtra.id, lines: [{ stockItemId: bacon.id, quantityMilli: 50 }] }],
  });
  return { xSalada };
}

test('bacon marked out by hand leaves an open kiosk, the online menu and the PDV at once', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  await createShop({ name: `Bacon ${runId}`, subdomain, demoPayments: true });
  const admin = await createLinkedAdmin(request, subdomain);
  await signIn(page, admin);
  const { xSalada } = await baconMenu(page.request);

  // An open kiosk on the burgers, another on X-Salada with its extras.
  const kiosk = await context.newPage();
  await kiosk.goto(`${shopUrl}/totem`);
  await kiosk.getByRole('link', { name: 'Começar pedido' }).click();
  await kiosk.getByRole('main').getByRole('link', { name: 'Lanches' }).click();
  const card = (name: string) => kiosk.getByRole('listitem').filter({ hasText: name }).first();
  await expect(card('X-Bacon')).not.toContainText('Esgotado');
  await expect(card('Combo X-Bacon')).not.toContainText('Esgotado');
  const extras = await context.newPage();
  await extras.goto(`${shopUrl}/totem`);
  await extras.getByRole('link', { name: 'Começar pedido' }).click();
  await extras.goto(`${shopUrl}/totem/produto/${xSalada.id}`);
  await expect(extras.getByRole('checkbox', { name: /Bacon/ })).toBeVisible();

  // An open PDV.
  const pdv = await context.newPage();
  await openRegister(pdv, `Caixa ${runId}`, admin);
  const pdvButton = pdv.getByRole('button', { name: /^X-Bacon/ });
  await expect(pdvButton).toBeEnabled();

  await page.goto(`${mainUrl}/admin/estoque`);
  const baconRow = page.getByRole('row', { name: 'Bacon', exact: true });
  await baconRow
    .getByRole('group', { name: 'Marcar Bacon como esgotado' })
    .getByRole('button', { name: 'até eu voltar' })
    .click();
  await expect(page.getByText('Bacon marcado como esgotado.')).toBeVisible();
  await expect(card('X-Bacon')).toContainText('Esgotado', live);
  await expect(card('Combo X-Bacon')).toContainText('Esgotado', live);
  await expect(card('X-Salada')).not.toContainText('Esgotado');
  await expect(extras.getByRole('checkbox', { name: /Bacon/ })).toHaveCount(0, live);
  await expect(extras.getByRole('checkbox', { name: /Queijo/ })).toBeVisible();
  await expect(pdvButton).toBeDisabled(live);
  await expect(pdvButton).toContainText('Esgotado');
  // The online menu reads the same menu.
  const online = (await (
    await page.request.get(`${mainUrl}/api/public/menu`, {
      headers: { host: `${subdomain}.localhost:${port}` },
    })
  ).json()) as KioskMenu;
  const byName = (name: string) => online.products.find((p) => p.name === name)!;
  expect(byName('X-Bacon').soldOut).toBe(true);
  expect(byName('Combo X-Bacon').soldOut).toBe(true);
  expect(byName('X-Salada').extras.map((extra) => extra.name)).toEqual(['Queijo']);

  // The control as a person reaches it, marked: its badge and the way back.
  await expect(baconRow).toContainText('Esgotado até eu voltar');
  await expectNoSeriousViolations(page, '/admin/estoque (Bacon esgotado)');
  await baconRow.getByRole('button', { name: 'Voltar a vender' }).click();
  await expect(page.getByText('Bacon voltou à venda.')).toBeVisible();
  await expect(card('X-Bacon')).not.toContainText('Esgotado', live);
  await expect(extras.getByRole('checkbox', { name: /Bacon/ })).toBeVisible(live);
  await expect(pdvButton).toBeEnabled(live);
});
