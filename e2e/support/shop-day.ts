import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './accounts';
import { demoProduct } from './demo-menu';
import { pairDevice } from './devices';
import { upsellsToSummary } from './kiosk-order';

/**
 * What "live" means here: the change shows without a reload, while every screen's event
 * stream is up (the admin's 'Ao vivo', the devices' data-live), when none of them polls. The
 * 1 s goal of decision 017 is a latency figure, not an e2e limit: on a loaded machine the
 * outcome may take longer, so it gets a generous one.
 */
export const live = { timeout: 10_000 };

/** The device screens are on their event stream: they do not poll meanwhile. */
export async function expectLive(...screens: Page[]) {
  for (const screen of screens) {
    await expect(screen.locator('main')).toHaveAttribute('data-live', 'true', live);
  }
}

export interface ShopDayOptions {
  browser: Browser;
  /** The main site's origin: the suite's server, or the fleet's proxy (fleet.spec.ts). */
  site: string;
  /** An admin of the demo shop. */
  admin: { email: string; password: string };
  /** Each browser context the day opens, as it opens (to watch its responses). */
  onContext?: (context: BrowserContext) => void;
  /** Runs once the kiosk's order is paid, before any screen is asked to show it. */
  afterPaid?: (screens: {
    kitchen: Page;
    board: Page;
    staff: Page;
    kitchenToken: string;
  }) => Promise<void>;
}

/**
 * The shop's day (decision 017): staff pair a kitchen display, a status board and a kiosk; a
 * customer orders a soda on the kiosk and pays by demo Pix; the order shows on /admin/pedidos
 * and the kitchen display live; the kitchen bumps it to 'Pronto' on the customers' board;
 * 'Voltar último' brings it back; staff cancel it and the demo provider refunds it. Answers the
 * order's number.
 */
export async function runShopDay(options: ShopDayOptions): Promise<number> {
  const { browser, site, admin } = options;
  const demoUrl = `http://demo.localhost:${new URL(site).port}`;
  const soda = demoProduct('bebidas', 'Refrigerante Lata 350 ml');
  const newContext = async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    options.onContext?.(context);
    return context;
  };

  const staffContext = await newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, admin, '/admin', site);
  await staff.locator('#panel-sidebar').getByRole('link', { name: 'Tela' }).click();
  await expect(staff).toHaveURL(`${site}/admin/tela`);
  const kitchenLink = await pairDevice(staff, 'Chapa', 'Tela da cozinha (KDS)');
  const boardLink = await pairDevice(staff, 'TV do balcão', 'Tela de pedidos (clientes)');
  // A kiosk pairs the same way (issue 31): opened on the shop's own address.
  const kioskLink = await pairDevice(staff, 'Totem da entrada', 'Totem (autoatendimento)');
  expect(kioskLink.startsWith(`${demoUrl}/totem?token=`)).toBe(true);

  // The devices hold no admin session: a context of their own, without cookies.
  const devices = await newContext();
  const kitchen = await devices.newPage();
  await kitchen.goto(kitchenLink);
  await expect(kitchen.getByRole('heading', { name: /^Cozinha/ })).toBeVisible();
  await expect(kitchen).toHaveURL(`${site}/cozinha`);
  const board = await devices.newPage();
  await board.goto(boardLink);
  await expect(board.getByRole('region', { name: 'Pronto' })).toBeVisible();

  await staff.locator('#panel-sidebar').getByRole('link', { name: 'Pedidos' }).click();
  await expect(staff.getByText('Ao vivo')).toBeVisible();
  await expectLive(kitchen, board);

  const kiosk = await (await newContext()).newPage();
  const orderNumber = await orderAndPayOnKiosk(kiosk, kioskLink, demoUrl, soda.name);
  await options.afterPaid?.({
    kitchen,
    board,
    staff,
    kitchenToken: new URL(kitchenLink).searchParams.get('token')!,
  });

  const adminRow = staff.locator(`[data-testid="shop-order"][data-order-number="${orderNumber}"]`);
  await expect(adminRow).toBeVisible(live);
  await expect(adminRow.getByTestId('order-stage')).toHaveText('Recebido');
  const card = kitchen.getByRole('button', { name: `Avançar pedido ${orderNumber}` });
  await expect(card).toBeVisible(live);
  await expect(card).toContainText(soda.name);
  await bumpAndCancel({ staff, kitchen, board, orderNumber });

  await staffContext.close();
  await devices.close();
  return orderNumber;
}

/** The customer orders `product` (a drink) on the paired kiosk and pays by demo Pix. */
async function orderAndPayOnKiosk(
  kiosk: Page,
  kioskLink: string,
  demoUrl: string,
  product: string,
) {
  await kiosk.setViewportSize({ width: 1080, height: 1920 });
  await kiosk.goto(kioskLink);
  await expect(kiosk).toHaveURL(`${demoUrl}/totem`);
  await kiosk.getByRole('link', { name: 'Começar pedido' }).click();
  await expect(kiosk).toHaveURL(`${demoUrl}/totem/categorias`);
  await kiosk.goto(`${demoUrl}/totem/bebidas`);
  await upsellsToSummary(kiosk, { drink: product });
  await kiosk.getByRole('button', { name: 'IR PARA PAGAMENTO' }).click();
  const placed = kiosk.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/public/orders'),
  );
  await kiosk.getByRole('button', { name: /^Pix/ }).click();
  const placedResponse = await placed;
  // The paired kiosk's own quota: its device token goes with the order.
  expect(await placedResponse.request().headerValue('authorization')).toMatch(/^Bearer cdv_/);
  const { orderNumber } = (await placedResponse.json()) as { orderNumber: number };
  await kiosk.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(kiosk.getByText('PAGAMENTO APROVADO')).toBeVisible();
  await expect(
    kiosk.getByText('Acompanhe pelo número na tela de pedidos', { exact: false }),
  ).toBeVisible({ timeout: 5000 });
  return orderNumber;
}

/**
 * Bump: received -> preparing -> ready, shown live on the board and the admin; 'Voltar último'
 * brings it back; canceled by staff, the demo provider refunds the paid Pix.
 */
async function bumpAndCancel(screens: {
  staff: Page;
  kitchen: Page;
  board: Page;
  orderNumber: number;
}) {
  const { staff, kitchen, board, orderNumber } = screens;
  const adminRow = staff.locator(`[data-testid="shop-order"][data-order-number="${orderNumber}"]`);
  const card = kitchen.getByRole('button', { name: `Avançar pedido ${orderNumber}` });
  const preparing = board.getByRole('region', { name: 'Em preparo' });
  const ready = board.getByRole('region', { name: 'Pronto' });
  const onBoard = (column: typeof ready) =>
    column.getByTestId('board-order').filter({ hasText: new RegExp(`^${orderNumber}$`) });
  await expect(onBoard(preparing)).toBeVisible(live);

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

  await kitchen.getByRole('button', { name: 'Voltar último' }).click();
  await expect(onBoard(preparing)).toBeVisible(live);
  await expect(onBoard(ready)).toHaveCount(0);

  await adminRow.getByRole('button').first().click();
  await adminRow.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('Cliente desistiu');
  // The refund is a call to the provider before the cancel is written: 'live' counts from
  // the cancel's answer, when every screen can know it.
  const cancelAnswer = staff.waitForResponse(
    (response) => response.url().endsWith('/cancel') && response.request().method() === 'POST',
  );
  await adminRow.getByRole('button', { name: 'Cancelar pedido' }).click();
  expect((await cancelAnswer).ok()).toBe(true);
  await expect(adminRow.getByTestId('order-stage')).toHaveText('Cancelado', live);
  await expect(adminRow.getByTestId('order-refunded')).toHaveText('Reembolsado', live);
  await expect(adminRow).not.toContainText('Reembolso manual pendente');
  await expect(card).toHaveCount(0, live);
  await expect(onBoard(preparing)).toHaveCount(0, live);
  await expect(onBoard(ready)).toHaveCount(0);
}
