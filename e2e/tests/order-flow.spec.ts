import { expect, test, type Page } from '@playwright/test';
import { port } from '../playwright.config';
import { createLinkedAdmin, mainUrl } from '../support/accounts';
import { demoProduct } from '../support/demo-menu';

/*
 * The shop's live order flow (decision 017): a kiosk order paid in the demo shows on
 * /admin/pedidos and on the kitchen display within 1 s, without reloading; bumping it on the
 * kitchen display moves it to 'Pronto' on the customers' board within 1 s; 'Voltar último'
 * brings it back; canceling it in the admin (a paid order: manual refund) removes it everywhere.
 */

const demoUrl = `http://demo.localhost:${port}`;
const soda = demoProduct('bebidas', 'Refrigerante Lata 350 ml');
const live = { timeout: 1000 };

async function signIn(page: Page, admin: { email: string; password: string }) {
  await page.goto(`${mainUrl}/auth`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${mainUrl}/admin`);
}

/** Pairs a device in /admin/tela and answers the link it shows once. */
async function pairDevice(staff: Page, name: string, kind: string) {
  await staff.getByRole('textbox', { name: 'Nome do dispositivo' }).fill(name);
  await staff.getByRole('combobox').selectOption({ label: kind });
  await staff.getByRole('button', { name: 'Criar link' }).click();
  const link = staff.getByTestId('device-link');
  await expect(link).toContainText(name === 'Chapa' ? '/cozinha?token=' : '/tela?token=');
  return (await link.textContent())!;
}

test('a paid kiosk order flows live through admin, kitchen display and status board', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createLinkedAdmin(request, 'demo');
  const staffContext = await browser.newContext({ locale: 'pt-BR' });
  const staff = await staffContext.newPage();
  await signIn(staff, admin);
  await staff.locator('#panel-sidebar').getByRole('link', { name: 'Tela' }).click();
  await expect(staff).toHaveURL(`${mainUrl}/admin/tela`);
  const kitchenLink = await pairDevice(staff, 'Chapa', 'Tela da cozinha (KDS)');
  const boardLink = await pairDevice(staff, 'TV do balcão', 'Tela de pedidos (clientes)');

  // The devices hold no admin session: a context of their own, without cookies.
  const devices = await browser.newContext({ locale: 'pt-BR' });
  const kitchen = await devices.newPage();
  await kitchen.goto(kitchenLink);
  await expect(kitchen.getByRole('heading', { name: /^Cozinha/ })).toBeVisible();
  await expect(kitchen).toHaveURL(`${mainUrl}/cozinha`);
  const board = await devices.newPage();
  await board.goto(boardLink);
  await expect(board.getByRole('region', { name: 'Pronto' })).toBeVisible();

  await staff.locator('#panel-sidebar').getByRole('link', { name: 'Pedidos' }).click();
  await expect(staff.getByText('Ao vivo')).toBeVisible();

  // The customer orders a soda and pays by demo Pix.
  const kiosk = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await kiosk.setViewportSize({ width: 1080, height: 1920 });
  await kiosk.goto(`${demoUrl}/totem`);
  await kiosk.getByRole('link', { name: 'Começar pedido' }).click();
  await expect(kiosk).toHaveURL(`${demoUrl}/totem/categorias`);
  await kiosk.goto(`${demoUrl}/totem/bebidas`);
  await kiosk
    .getByRole('article', { name: soda.name })
    .getByRole('button', { name: 'Adicionar' })
    .click();
  await kiosk.getByRole('link', { name: 'CONTINUAR' }).click();
  await kiosk.getByRole('link', { name: 'FINALIZAR PEDIDO' }).click();
  await kiosk.getByRole('button', { name: 'IR PARA PAGAMENTO' }).click();
  const placed = kiosk.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/public/orders'),
  );
  await kiosk.getByRole('button', { name: /^Pix/ }).click();
  const { orderNumber } = (await (await placed).json()) as { orderNumber: number };
  await kiosk.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(kiosk.getByText('PAGAMENTO APROVADO')).toBeVisible();
  await expect(
    kiosk.getByText('Acompanhe pelo número na tela de pedidos', { exact: false }),
  ).toBeVisible({ timeout: 5000 });

  const adminRow = staff.locator(`[data-testid="shop-order"][data-order-number="${orderNumber}"]`);
  await expect(adminRow).toBeVisible(live);
  await expect(adminRow.getByTestId('order-stage')).toHaveText('Recebido');
  const card = kitchen.getByRole('button', { name: `Avançar pedido ${orderNumber}` });
  await expect(card).toBeVisible(live);
  await expect(card).toContainText(soda.name);
  const preparing = board.getByRole('region', { name: 'Em preparo' });
  const ready = board.getByRole('region', { name: 'Pronto' });
  const onBoard = (column: typeof ready) =>
    column.getByTestId('board-order').filter({ hasText: new RegExp(`^${orderNumber}$`) });
  await expect(onBoard(preparing)).toBeVisible(live);

  // Bump: received -> preparing -> ready.
  await card.click();
  await expect(
    kitchen.getByRole('region', { name: 'Em preparo' }).getByRole('button', {
      name: `Avançar pedido ${orderNumber}`,
    }),
  ).toBeVisible(live);
  await card.click();
  await expect(onBoard(ready)).toBeVisible(live);
  await expect(onBoard(preparing)).toHaveCount(0);
  await expect(adminRow.getByTestId('order-stage')).toHaveText('Pronto', live);

  // 'Voltar último' brings it back to 'Em preparo'.
  await kitchen.getByRole('button', { name: 'Voltar último' }).click();
  await expect(onBoard(preparing)).toBeVisible(live);
  await expect(onBoard(ready)).toHaveCount(0);

  // Canceled by staff: a paid demo Pix cannot be refunded by the provider, so manual refund.
  await adminRow.getByRole('button').first().click();
  await adminRow.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('Cliente desistiu');
  await adminRow.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(adminRow.getByTestId('order-stage')).toHaveText('Cancelado', live);
  await expect(adminRow).toContainText('Reembolso manual pendente');
  await expect(card).toHaveCount(0, live);
  await expect(onBoard(preparing)).toHaveCount(0, live);
  await expect(onBoard(ready)).toHaveCount(0);

  await staffContext.close();
  await devices.close();
});
