import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatCents, type PlacedOrder, type PrintedReceipt, type Printer } from '@comanda/shared';
import { port } from '../playwright.config';
import { createLinkedAdmin, mainUrl, signIn, superAdmin } from '../support/accounts';
import { chooseKioskLanguage } from '../support/kiosk-language';

/*
 * Combos (issue 19 item 1, decision 026): a customer orders a combo choosing a drink and two
 * sauces, takeaway and with a name; the kitchen ticket lists the choices, takeaway and the name;
 * the total on screen is the server's; an order missing the required choice is refused.
 *
 * The customer uses the kiosk in English: the groups, the sauces and the juice show the names
 * the admin translated (a product option is named by its product's translation), the rest (the
 * combo, the soda, the ketchup) falls back to Portuguese, and the kitchen ticket stays in
 * Portuguese.
 */

/** The kiosk's words in English, the language the customer picks (issue 19's acceptance). */
const kiosk = {
  takeaway: 'Take away',
  continue: 'CONTINUE',
  finish: 'FINISH ORDER',
  name: 'Your name (optional)',
  toPayment: 'GO TO PAYMENT',
  pix: /^Pix/,
  approve: 'Approve payment',
  approved: 'PAYMENT APPROVED',
  required: 'Required',
  exactlyOne: 'Choose 1',
  upToTwo: 'Up to 2',
};

const combo = {
  name: 'Combo Clássico',
  priceCents: 3990,
  groups: { drinks: 'Escolha a bebida', sauces: 'Molhos' },
  drinks: [
    { name: 'Refrigerante Lata', english: undefined, priceCents: 600, difference: 0 },
    { name: 'Suco de Laranja', english: 'Orange juice', priceCents: 900, difference: 400 },
  ],
  sauces: [
    { name: 'Ketchup', english: undefined, difference: 0 },
    { name: 'Mostarda', english: 'Mustard', difference: 0 },
    { name: 'Barbecue', english: 'Barbecue sauce', difference: 200 },
  ],
};

/** The groups' names in the kiosk's other languages, as the admin typed them. */
const groupNames = {
  drinks: { en: 'Choose your drink', es: 'Elige tu bebida' },
  sauces: { en: 'Sauces', es: 'Salsas' },
};

/** Translations as the admin form sends them: blank for "show the Portuguese". */
const inEnglish = (name: string | undefined) => ({ en: { name: name ?? '' } });

/**
 * A new shop with demo payments and a virtual kitchen printer, asking dine-in/takeaway and a
 * name, selling the combo: "Escolha a bebida" (min 1, max 1) of its drinks and "Molhos"
 * (min 0, max 2) as free text. Built through the admin API, as the product form sends it.
 */
async function comboShop(request: APIRequestContext) {
  const headers = { origin: mainUrl };
  await request.post(`${mainUrl}/api/auth/sign-in/email`, {
    headers,
    data: { email: superAdmin.email, password: superAdmin.password },
  });
  const subdomain = `combo-${Date.now().toString(36)}`;
  const created = await request.post(`${mainUrl}/api/superadmin/establishments`, {
    headers,
    data: { name: 'Loja do Combo', subdomain, demoPayments: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.post(`${mainUrl}/api/auth/sign-out`, { headers, data: {} });
  const admin = await createLinkedAdmin(request, subdomain);
  await request.post(`${mainUrl}/api/auth/sign-in/email`, { headers, data: admin });
  const post = async <T>(url: string, data: object): Promise<T> => {
    const res = await request.post(`${mainUrl}${url}`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as T;
  };

  const bebidas = await post<{ id: string }>('/api/admin/categories', {
    name: 'Bebidas',
    type: 'bebida',
  });
  const combos = await post<{ id: string }>('/api/admin/categories', { name: 'Combos' });
  const drinkIds: string[] = [];
  for (const drink of combo.drinks) {
    const saved = await post<{ id: string }>('/api/admin/products', {
      name: drink.name,
      priceCents: drink.priceCents,
      categoryId: bebidas.id,
      translations: inEnglish(drink.english),
    });
    drinkIds.push(saved.id);
  }
  await post('/api/admin/products', {
    name: combo.name,
    description: 'Hambúrguer, batata, bebida e molhos à escolha.',
    priceCents: combo.priceCents,
    categoryId: combos.id,
    choiceGroups: [
      {
        name: combo.groups.drinks,
        translations: { en: { name: groupNames.drinks.en }, es: { name: groupNames.drinks.es } },
        minChoices: 1,
        maxChoices: 1,
        options: combo.drinks.map((drink, index) => ({
          productId: drinkIds[index],
          priceCents: drink.difference,
        })),
      },
      {
        name: combo.groups.sauces,
        translations: { en: { name: groupNames.sauces.en }, es: { name: groupNames.sauces.es } },
        minChoices: 0,
        maxChoices: 2,
        options: combo.sauces.map((sauce) => ({
          name: sauce.name,
          translations: inEnglish(sauce.english),
          priceCents: sauce.difference,
        })),
      },
    ],
  });
  await post('/api/admin/printers', {
    name: 'Cozinha virtual',
    kind: 'kitchen',
    connectionType: 'virtual',
  });
  const settings = await (await request.get(`${mainUrl}/api/admin/settings`, { headers })).json();
  const asked = await request.put(`${mainUrl}/api/admin/settings`, {
    headers,
    data: { ...settings, askCustomerName: true, askOrderType: true },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  return { subdomain, url: `http://${subdomain}.localhost:${port}`, headers, admin };
}

test('a customer orders a combo with a drink and two sauces, takeaway, with a name', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const shop = await comboShop(request);
  const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await page.setViewportSize({ width: 1080, height: 1920 });

  await page.goto(`${shop.url}/totem`);
  await chooseKioskLanguage(page, 'English');
  await page.getByRole('link', { name: kiosk.takeaway }).click();
  await expect(page).toHaveURL(`${shop.url}/totem/categorias`);
  await page.getByRole('main').getByRole('link', { name: 'Combos' }).click();
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(combo.name) })
    .click();
  await expect(page).toHaveURL(/\/totem\/produto\//);

  // The rules read above each group, named in English; nothing is added before the drink is
  // chosen.
  const drinks = page.getByRole('group', { name: new RegExp(groupNames.drinks.en) });
  const sauces = page.getByRole('group', { name: new RegExp(groupNames.sauces.en) });
  await expect(drinks).toContainText(`${kiosk.exactlyOne} · ${kiosk.required}`);
  await expect(sauces).toContainText(kiosk.upToTwo);
  const add = page.getByRole('button', { name: kiosk.continue });
  await expect(add).toBeDisabled();
  await expect(page.getByTestId('product-total')).toHaveText(formatCents(combo.priceCents));

  const juice = combo.drinks[1]!;
  await drinks.getByRole('radio', { name: new RegExp(combo.drinks[0]!.name) }).check();
  await drinks.getByRole('radio', { name: new RegExp(juice.english!) }).check();
  await expect(
    drinks.getByRole('radio', { name: new RegExp(combo.drinks[0]!.name) }),
  ).not.toBeChecked();
  await sauces.getByRole('checkbox', { name: /Ketchup/ }).check();
  await sauces.getByRole('checkbox', { name: /Barbecue sauce/ }).check();
  // Two sauces at most: the third cannot be chosen.
  await expect(sauces.getByRole('checkbox', { name: /Mustard/ })).toBeDisabled();
  await expect(page.getByRole('main')).not.toContainText(combo.groups.sauces);
  const unitCents = combo.priceCents + juice.difference + combo.sauces[2]!.difference;
  await expect(page.getByTestId('product-total')).toHaveText(formatCents(unitCents));
  await expect(add).toBeEnabled();
  await add.click();

  await expect(page).toHaveURL(`${shop.url}/totem/bebidas`);
  await page.getByRole('link', { name: kiosk.continue }).click();
  await page.getByRole('link', { name: kiosk.finish }).click();
  const choices = page.getByTestId('line-choices');
  await expect(choices).toContainText(`${groupNames.drinks.en}: ${juice.english}`);
  await expect(choices).toContainText(`${groupNames.sauces.en}: Ketchup`);
  await expect(choices).toContainText(`${groupNames.sauces.en}: Barbecue sauce`);
  await page.getByRole('textbox', { name: kiosk.name }).fill('Ana');
  const onScreen = await page.getByTestId('summary-total').textContent();
  expect(onScreen).toBe(formatCents(unitCents));

  await page.getByRole('button', { name: kiosk.toPayment }).click();
  await expect(page.getByTestId('payment-total')).toHaveText(onScreen!);
  const placed = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/public/orders'),
  );
  await page.getByRole('button', { name: kiosk.pix }).click();
  const order = (await (await placed).json()) as PlacedOrder;
  expect(formatCents(order.totalCents)).toBe(onScreen);
  await page.getByRole('button', { name: kiosk.approve }).click();
  await expect(page.getByText(kiosk.approved)).toBeVisible();

  // The kitchen ticket, as the virtual printer printed it.
  const printers = (await (
    await request.get(`${mainUrl}/api/admin/printers`, { headers: shop.headers })
  ).json()) as Printer[];
  const kitchen = printers.find((printer) => printer.kind === 'kitchen')!;
  let ticket: PrintedReceipt | undefined;
  await expect(async () => {
    const printed = (await (
      await request.get(`${mainUrl}/api/admin/printers/${kitchen.id}/receipts`, {
        headers: shop.headers,
      })
    ).json()) as PrintedReceipt[];
    ticket = printed.find((job) => job.orderNumber === order.orderNumber);
    expect(ticket).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const text = ticket!.previewText;
  expect(text).toContain(`1x ${combo.name}`);
  expect(text).toContain(`+ Escolha a bebida: ${juice.name}`);
  expect(text).toContain('+ Molhos: Ketchup');
  expect(text).toContain('+ Molhos: Barbecue');
  expect(text).not.toContain('Mostarda');
  // The kitchen reads Portuguese, whatever the customer's language.
  expect(text).not.toContain(groupNames.sauces.en);
  expect(text).not.toContain(juice.english);
  expect(text).toContain('PARA LEVAR');
  expect(text).toContain('Nome: Ana');
});

test('an order missing the required choice is refused with a clear message', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const shop = await comboShop(request);
  // Node does not resolve *.localhost as Chromium does: the main address with the shop's Host.
  const host = `${shop.subdomain}.localhost:${port}`;
  const menu = (await (
    await request.get(`${mainUrl}/api/public/menu`, { headers: { host } })
  ).json()) as {
    products: { id: string; name: string; choiceGroups: { options: { id: string }[] }[] }[];
  };
  const product = menu.products.find((candidate) => candidate.name === combo.name)!;
  const sauce = product.choiceGroups[1]!.options[0]!.id;
  const refused = await request.post(`${mainUrl}/api/public/orders`, {
    headers: { host, origin: `http://${host}`, 'idempotency-key': `combo-${Date.now()}` },
    data: { items: [{ productId: product.id, quantity: 1, choiceOptionIds: [sauce] }] },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    detail: 'Escolha 1 opção em "Escolha a bebida"',
    errors: [{ path: 'items.0.choiceOptionIds', message: 'Escolha 1 opção em "Escolha a bebida"' }],
  });
});

test('the admin builds a choice group on the product form, told in Portuguese what is wrong', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const shop = await comboShop(request);
  await signIn(page, shop.admin);
  await page.goto(`${mainUrl}/admin/produtos/novo`);
  await page.getByLabel('Nome', { exact: true }).fill('Combo Duplo');
  await page.getByLabel('Preço (R$)', { exact: true }).fill('45,00');
  await page.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Combos' });

  await page.getByRole('button', { name: 'Adicionar grupo' }).click();
  const group = page.getByRole('region', { name: 'Grupo 1' });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(group.getByText('Nome do grupo é obrigatório')).toBeVisible();
  await expect(group.getByText('Escolha um produto ou escreva o nome da opção')).toBeVisible();

  await group.getByLabel('Nome do grupo').fill('Escolha a bebida');
  const named = page.getByRole('region', { name: 'Escolha a bebida' });
  await named.getByLabel('Grupo 1 em English', { exact: true }).fill(groupNames.drinks.en);
  await named.getByLabel('Produto da opção 1').selectOption({ label: combo.drinks[1]!.name });
  await named.getByLabel('Mínimo').fill('2');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(named.getByText('Máximo deve ser maior ou igual ao mínimo')).toBeVisible();
  await named.getByLabel('Mínimo').fill('1');
  await named.getByRole('button', { name: 'Adicionar opção' }).click();
  await named.getByLabel('Nome da opção 2').fill('Água da casa');
  await named.getByLabel('Diferença da opção 2 (R$)').fill('1,5');
  await named.getByLabel('Opção 2 do grupo 1 em Español', { exact: true }).fill('Agua de la casa');
  // The free-text option goes first.
  await named.getByRole('button', { name: 'Mover Água da casa para cima' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(`${mainUrl}/admin/produtos`);

  // The kiosk's menu offers it as built.
  const host = `${shop.subdomain}.localhost:${port}`;
  const menu = (await (
    await request.get(`${mainUrl}/api/public/menu`, { headers: { host } })
  ).json()) as {
    products: {
      name: string;
      choiceGroups: {
        name: string;
        minChoices: number;
        maxChoices: number;
        translations: object;
        options: { name: string; priceCents: number; translations: object }[];
      }[];
    }[];
  };
  const built = menu.products.find((product) => product.name === 'Combo Duplo')!;
  expect(built.choiceGroups).toEqual([
    {
      id: expect.any(String),
      name: 'Escolha a bebida',
      minChoices: 1,
      maxChoices: 1,
      translations: { en: { name: groupNames.drinks.en } },
      options: [
        expect.objectContaining({
          name: 'Água da casa',
          priceCents: 150,
          productId: null,
          translations: { es: { name: 'Agua de la casa' } },
        }),
        // A product option is translated by its product.
        expect.objectContaining({
          name: combo.drinks[1]!.name,
          priceCents: 0,
          translations: { en: { name: combo.drinks[1]!.english } },
        }),
      ],
    },
  ]);
});
