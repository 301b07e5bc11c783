import { expect, test } from '@playwright/test';
import { createLinkedAdmin, createShop, mainUrl, signedInRequest } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { createCategoryWithProduct } from '../support/catalog';

/*
 * The shop's own online menu on a phone (issue 35, item 1; decision 066): /cardapio, a product,
 * the cart, the checkout refused then filled, pickup ("Retirada") paid by demo Pix, and the
 * confirmation with the order's number and its status link; axe on every screen of the flow.
 */

const phone = { viewport: { width: 390, height: 844 }, locale: 'pt-BR', hasTouch: true };
const headers = { origin: mainUrl };

test('a phone orders for pickup and pays by demo Pix', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const subdomain = `cardapio-${Date.now().toString(36)}`;
  const shop = await createShop({ name: 'Burger da Praça', subdomain, demoPayments: true });
  const admin = await signedInRequest(await createLinkedAdmin(request, subdomain));
  await createCategoryWithProduct(
    admin,
    { name: 'Lanches', type: 'regular' },
    { name: 'X-Burger', priceCents: 2500 },
  );
  const settings = await admin.put(`${mainUrl}/api/admin/online-menu`, {
    headers,
    data: {
      enabled: true,
      fulfilments: { mesa: false, retirada: true, entrega: false, agendar: false },
      payments: { pix: true, dinheiro: true, cartao: true },
      schedule: { leadMinutes: 30, daysAhead: 1 },
      zones: [],
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);

  const page = await (await browser.newContext(phone)).newPage();
  await page.goto(`${shop.url}/cardapio`);
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
