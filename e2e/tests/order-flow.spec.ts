import { expect, test, type APIRequestContext } from '@playwright/test';
import { port } from '../playwright.config';
import { createLinkedAdmin, mainUrl, signIn, superAdmin } from '../support/accounts';
import { createCategoryWithProduct } from '../support/catalog';
import { pairDevice } from '../support/devices';
import { upsellsToSummary } from '../support/kiosk-order';
import { expectLive, live, runShopDay } from '../support/shop-day';

/*
 * The shop's live order flow (decision 017): a kiosk order paid in the demo shows on
 * /admin/pedidos and on the kitchen display within 1 s, without reloading; bumping it on the
 * kitchen display moves it to 'Pronto' on the customers' board within 1 s; 'Voltar último'
 * brings it back; canceling it in the admin refunds it through the (demo) provider and removes
 * it everywhere (support/shop-day.ts; fleet.spec.ts runs the same day through nginx). A shop
 * that asks 'Comer aqui' / 'Para levar' and a first name shows both on the kitchen display, the
 * board (first name only) and the admin.
 */

test('a paid kiosk order flows live through admin, kitchen display and status board', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createLinkedAdmin(request, 'demo');
  await runShopDay({ browser, site: mainUrl, admin });
});

/** A new shop with demo payments, a drink and a burger, asking dine-in/takeaway and a name. */
async function askingShop(request: APIRequestContext) {
  const headers = { origin: mainUrl };
  await request.post(`${mainUrl}/api/auth/sign-in/email`, {
    headers,
    data: { email: superAdmin.email, password: superAdmin.password },
  });
  const subdomain = `pergunta-${Date.now().toString(36)}`;
  const created = await request.post(`${mainUrl}/api/superadmin/establishments`, {
    headers,
    data: { name: 'Loja que Pergunta', subdomain, demoPayments: true, theme: 'azul' },
  });
  expect(created.status()).toBe(201);
  await request.post(`${mainUrl}/api/auth/sign-out`, { headers, data: {} });
  const admin = await createLinkedAdmin(request, subdomain);
  await request.post(`${mainUrl}/api/auth/sign-in/email`, { headers, data: admin });
  for (const [category, type, product] of [
    ['Bebidas', 'bebida', 'Suco de Laranja'],
    ['Lanches', 'regular', 'X-Salada'],
  ] as const) {
    await createCategoryWithProduct(
      request,
      { name: category, type },
      { name: product, priceCents: 800 },
    );
  }
  const settings = await (await request.get(`${mainUrl}/api/admin/settings`, { headers })).json();
  const asked = await request.put(`${mainUrl}/api/admin/settings`, {
    headers,
    data: { ...settings, askCustomerName: true, askOrderType: true },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await request.post(`${mainUrl}/api/auth/sign-out`, { headers, data: {} });
  return { admin, url: `http://${subdomain}.localhost:${port}` };
}

test('takeaway and a first name from the kiosk reach the kitchen display, board and admin', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const shop = await askingShop(request);
  const staffContext = await browser.newContext({ locale: 'pt-BR' });
  const staff = await staffContext.newPage();
  await signIn(staff, shop.admin);
  await staff.goto(`${mainUrl}/admin/tela`);
  const kitchenLink = await pairDevice(staff, 'Chapa', 'Tela da cozinha (KDS)');
  const boardLink = await pairDevice(staff, 'TV do balcão', 'Tela de pedidos (clientes)');
  const devices = await browser.newContext({ locale: 'pt-BR' });
  const kitchen = await devices.newPage();
  await kitchen.goto(kitchenLink);
  await expect(kitchen.getByRole('heading', { name: /^Cozinha/ })).toBeVisible();
  const board = await devices.newPage();
  await board.goto(boardLink);
  await expect(board.getByRole('region', { name: 'Pronto' })).toBeVisible();
  // The board wears the shop's theme.
  await expect(board.locator('main')).toHaveAttribute('data-theme', 'azul');
  await staff.goto(`${mainUrl}/admin/pedidos`);
  await expect(staff.getByText('Ao vivo')).toBeVisible();
  await expectLive(kitchen, board);

  // 'Para levar' starts the order; the summary asks for a first name.
  const kiosk = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await kiosk.setViewportSize({ width: 1080, height: 1920 });
  await kiosk.goto(`${shop.url}/totem`);
  await expect(kiosk.getByText('Onde você vai comer?')).toBeVisible();
  await expect(kiosk.getByRole('link', { name: 'Começar pedido' })).toHaveCount(0);
  await kiosk.getByRole('link', { name: 'Para levar' }).click();
  await expect(kiosk).toHaveURL(`${shop.url}/totem/categorias`);
  await kiosk.goto(`${shop.url}/totem/bebidas`);
  await upsellsToSummary(kiosk, { drink: 'Suco de Laranja' });
  const name = kiosk.getByRole('textbox', { name: 'Seu nome (opcional)' });
  // One word only: the space and the digit never appear.
  await name.pressSequentially('Ana 2');
  await expect(name).toHaveValue('Ana');
  await kiosk.getByRole('button', { name: 'IR PARA PAGAMENTO' }).click();
  const placed = kiosk.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/public/orders'),
  );
  await kiosk.getByRole('button', { name: /^Pix/ }).click();
  const { orderNumber } = (await (await placed).json()) as { orderNumber: number };
  await kiosk.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(kiosk.getByText('PAGAMENTO APROVADO')).toBeVisible();

  const card = kitchen.getByRole('button', { name: `Avançar pedido ${orderNumber}` });
  await expect(card).toBeVisible(live);
  await expect(card.getByTestId('order-type')).toHaveText('Para levar');
  await expect(card).toContainText('Ana');
  const onBoard = board
    .getByRole('region', { name: 'Em preparo' })
    .getByTestId('board-order')
    .filter({ hasText: String(orderNumber) });
  await expect(onBoard).toHaveText(`${orderNumber}Ana`, live);
  const adminRow = staff.locator(`[data-testid="shop-order"][data-order-number="${orderNumber}"]`);
  await expect(adminRow).toContainText('Ana', live);
  await expect(adminRow.getByTestId('order-type')).toHaveText('Para levar');

  // A grill station's display hides a drinks-only order, and remembers it after a reload.
  const stations = kitchen.getByRole('group', { name: 'Estação' });
  await stations.getByRole('button', { name: 'Lanches' }).click();
  await expect(card).toHaveCount(0);
  await kitchen.reload();
  await expect(stations.getByRole('button', { name: 'Lanches' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card).toHaveCount(0);
  await stations.getByRole('button', { name: 'Todas' }).click();
  await expect(card).toBeVisible();

  await staffContext.close();
  await devices.close();
});
