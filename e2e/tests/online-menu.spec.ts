import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  createLinkedAdmin,
  createShop,
  mainUrl,
  signedInRequest,
  signIn,
} from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { createCategoryWithProduct } from '../support/catalog';

/*
 * The shop's own online menu on a phone (issue 35, item 1; decision 066): /cardapio, a product,
 * the cart, the checkout refused then filled, pickup ("Retirada") paid by demo Pix, and the
 * confirmation with the order's number and its status link; axe on every screen of the flow,
 * and on the states a person reaches: Na mesa, Entrega with its address and bairro refused
 * below the minimum, Agendar, troco, the wait, and the shop's /admin/cardapio-digital.
 */

const phone = { viewport: { width: 390, height: 844 }, locale: 'pt-BR', hasTouch: true };
const headers = { origin: mainUrl };

/**
 * A demo-payments shop with "X-Burger" (R$ 25,00) in "Lanches" and its online menu on, with
 * these ways to receive and delivery zones; its admin account.
 */
async function onlineMenuShop(
  request: APIRequestContext,
  prefix: string,
  options: {
    fulfilments: Record<'mesa' | 'retirada' | 'entrega' | 'agendar', boolean>;
    zones: object[];
  },
) {
  const subdomain = `${prefix}-${Date.now().toString(36)}`;
  const shop = await createShop({ name: 'Burger da Praça', subdomain, demoPayments: true });
  const account = await createLinkedAdmin(request, subdomain);
  const admin = await signedInRequest(account);
  await createCategoryWithProduct(
    admin,
    { name: 'Lanches', type: 'regular' },
    { name: 'X-Burger', priceCents: 2500 },
  );
  const settings = await admin.put(`${mainUrl}/api/admin/online-menu`, {
    headers,
    data: {
      enabled: true,
      payments: { pix: true, dinheiro: true, cartao: true },
      schedule: { leadMinutes: 30, daysAhead: 1 },
      ...options,
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  return { shop, account };
}

test('a phone orders for pickup and pays by demo Pix', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { shop } = await onlineMenuShop(request, 'cardapio', {
    fulfilments: { mesa: false, retirada: true, entrega: false, agendar: false },
    zones: [],
  });

  // The menu drawn by the server (decision 088), before the app has started: here, without it.
  const withoutApp = await (await browser.newContext(phone)).newPage();
  await withoutApp.route('**/assets/*.js', (route) => route.abort());
  await withoutApp.goto(`${shop.url}/cardapio`);
  await expect(withoutApp.getByRole('heading', { name: 'Lanches' })).toBeVisible();
  await expect(withoutApp.getByRole('link', { name: /X-Burger.*R\$ 25,00/ })).toHaveAttribute(
    'href',
    /^\/cardapio\/produto\/[\w-]+$/,
  );
  await expectNoSeriousViolations(withoutApp, 'cardápio desenhado pelo servidor');

  const page = await (await browser.newContext(phone)).newPage();
  await page.goto(`${shop.url}/cardapio`);
  await expect(page.getByRole('heading', { name: 'Lanches' })).toBeVisible();
  // The app has drawn the menu in place of the server's copy.
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Lanches' })).toBeVisible();
  await expectNoSeriousViolations(page, 'cardápio');

  await page.getByRole('link', { name: /X-Burger/ }).click();
  await expect(page.getByRole('heading', { name: 'X-Burger' })).toBeVisible();
  await expectNoSeriousViolations(page, 'produto');
  await page.getByRole('button', { name: 'Adicionar · R$ 25,00' }).click();

  await page.getByTestId('online-cart-bar').click();
  await expect(page.getByRole('heading', { name: 'Seu carrinho' })).toBeVisible();
  await expect(page.getByTestId('online-subtotal')).toHaveText('R$ 25,00');
  await expectNoSeriousViolations(page, 'carrinho');

  await expect(page.getByTestId('online-wait')).toHaveText(/Pronto em cerca de \d+ min/);
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByText(/Pronto em cerca de \d+ min/)).toBeVisible();
  await page.getByRole('button', { name: /Fazer pedido/ }).click();
  await expect(page.getByText('Informe seu nome')).toBeVisible();
  await expectNoSeriousViolations(page, 'finalizar com erro');

  await page.getByLabel('Nome').fill('Ana Souza');
  await page.getByLabel('Telefone (WhatsApp)').fill('(11) 91234-5678');
  await page.getByRole('radio', { name: 'Pix online' }).check();
  await page.getByRole('button', { name: 'Fazer pedido · R$ 25,00' }).click();

  await expect(page.getByRole('heading', { name: 'Pague com Pix' })).toBeVisible();
  await expect(page.getByTestId('pix-code')).not.toBeEmpty();
  await page.getByRole('button', { name: /aprovar/i }).click();

  await expect(page.getByRole('heading', { name: 'Pedido recebido!' })).toBeVisible();
  await expect(page.getByTestId('online-order-number')).toHaveText(/Pedido nº \d+/);
  await expect(page.getByRole('link', { name: 'Acompanhar pedido' })).toHaveAttribute(
    'href',
    /^\/cardapio\/pedido\/[\w-]+\/[\w-]+$/,
  );
  await expectNoSeriousViolations(page, 'pedido confirmado');
});

test('every checkout state and the admin page are clean under axe', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { shop, account } = await onlineMenuShop(request, 'cardapio-estados', {
    fulfilments: { mesa: true, retirada: true, entrega: true, agendar: true },
    zones: [{ bairro: 'Centro', feeCents: 500, minimumCents: 3000, minutes: 30 }],
  });

  const page = await (await browser.newContext(phone)).newPage();
  await page.goto(`${shop.url}/cardapio?mesa=12`);
  await expect(page.getByTestId('online-table')).toHaveText('Mesa 12');
  await page.getByRole('link', { name: /X-Burger/ }).click();
  await page.getByRole('button', { name: 'Adicionar · R$ 25,00' }).click();
  await page.getByTestId('online-cart-bar').click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('radio', { name: /Na mesa/ })).toBeChecked();
  await expectNoSeriousViolations(page, 'finalizar na mesa');
  await page.getByLabel('Nome').fill('Ana Souza');
  await page.getByLabel('Telefone (WhatsApp)').fill('(11) 91234-5678');

  // Entrega to Centro (R$ 5,00, minimum R$ 30,00) with a R$ 25,00 cart: said, then refused.
  await page.getByRole('radio', { name: /^Entrega/ }).check();
  await page.getByLabel('CEP').fill('01001-000');
  await page.getByLabel('Rua').fill('Rua das Flores');
  await page.getByLabel('Número').fill('10');
  await page
    .getByLabel('Bairro')
    .selectOption({ label: 'Centro · taxa R$ 5,00 · mínimo R$ 30,00' });
  await expect(page.getByTestId('online-delivery-fee')).toHaveText('R$ 5,00');
  await page.getByRole('radio', { name: 'Cartão' }).check();
  await page.getByRole('button', { name: 'Fazer pedido · R$ 30,00' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'O pedido mínimo para entrega em Centro é R$ 30,00',
  );
  await expectNoSeriousViolations(page, 'entrega abaixo do mínimo');

  // Agendar with cash and troco.
  await page.getByRole('radio', { name: 'Agendar' }).check();
  const slot = page.getByLabel('Horário');
  await slot.selectOption({ index: 1 });
  await page.getByRole('radio', { name: /Dinheiro/ }).check();
  await page.getByLabel('Troco para (opcional)').fill('10,00');
  await page.getByRole('button', { name: /Fazer pedido/ }).click();
  await expect(page.getByText('O troco deve ser para um valor maior')).toBeVisible();
  await expectNoSeriousViolations(page, 'agendar com troco');

  await signIn(page, account);
  await page.goto(`${mainUrl}/admin/cardapio-digital`);
  await expect(page.getByRole('heading', { name: 'Cardápio digital' })).toBeVisible();
  await expect(page.getByLabel('Bairro').first()).toHaveValue('Centro');
  await expectNoSeriousViolations(page, '/admin/cardapio-digital');
});
