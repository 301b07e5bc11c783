import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { port } from '../playwright.config';
import { createLinkedAdmin, mainUrl, superAdmin } from '../support/accounts';
import { createCategoryWithProduct } from '../support/catalog';
import { placePaidKioskOrder } from '../support/devices';
import { upsellsToSummary } from '../support/kiosk-order';

/*
 * "Pronto em cerca de N min" (issue 36, decision 065): the kiosk's summary shows a longer wait
 * with ten orders in preparation than with none, and a shorter one once the kitchen bumps
 * them, live (the menu stream's 'wait.changed'), without a reload.
 */

const headers = { origin: mainUrl };

/** A new shop with demo payments and one drink; the request is left signed in as its admin. */
async function drinkShop(request: APIRequestContext) {
  await request.post(`${mainUrl}/api/auth/sign-in/email`, {
    headers,
    data: { email: superAdmin.email, password: superAdmin.password },
  });
  const subdomain = `espera-${Date.now().toString(36)}`;
  const created = await request.post(`${mainUrl}/api/superadmin/establishments`, {
    headers,
    data: { name: 'Loja da Espera', subdomain, demoPayments: true },
  });
  expect(created.status()).toBe(201);
  await request.post(`${mainUrl}/api/auth/sign-out`, { headers, data: {} });
  const admin = await createLinkedAdmin(request, subdomain);
  await request.post(`${mainUrl}/api/auth/sign-in/email`, { headers, data: admin });
  await createCategoryWithProduct(
    request,
    { name: 'Bebidas', type: 'bebida' },
    { name: 'Suco de Laranja', priceCents: 800 },
  );
  const host = `${subdomain}.localhost:${port}`;
  const menu = await request.get(`${mainUrl}/api/public/menu`, { headers: { host } });
  const { drinks } = (await menu.json()) as { drinks: { id: string }[] };
  return { subdomain, url: `http://${host}`, productId: drinks[0]!.id };
}

const shownMinutes = async (kiosk: Page) =>
  Number(
    await kiosk.getByTestId('wait-estimate').locator('[data-minutes]').getAttribute('data-minutes'),
  );

/** Moves each of the shop's orders in `from` to `to`, as the admin's 'mover etapa'. */
async function moveAll(request: APIRequestContext, from: string, to: string) {
  const listed = await request.get(`${mainUrl}/api/admin/orders?stage=${from}`, { headers });
  const { items: orders } = (await listed.json()) as { items: { id: string }[] };
  for (const order of orders) {
    const moved = await request.post(`${mainUrl}/api/admin/orders/${order.id}/stage`, {
      headers,
      data: { stage: to },
    });
    expect(moved.status(), await moved.text()).toBe(204);
  }
  return orders.length;
}

test('the kiosk shows a longer wait with ten orders in preparation, shorter once bumped', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const shop = await drinkShop(request);
  const kiosk = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await kiosk.goto(`${shop.url}/totem`);
  await kiosk.getByRole('link', { name: 'Começar pedido' }).click();
  await kiosk.goto(`${shop.url}/totem/bebidas`);
  await upsellsToSummary(kiosk, { drink: 'Suco de Laranja' });
  const line = kiosk.getByTestId('wait-estimate');
  await expect(line).toContainText(/Pronto em cerca de \d+ min/, { timeout: 15_000 });
  const idle = await shownMinutes(kiosk);

  for (let i = 0; i < 10; i++) {
    await placePaidKioskOrder(request, shop.subdomain, [
      { productId: shop.productId, quantity: 1 },
    ]);
  }
  expect(await moveAll(request, 'received', 'preparing')).toBe(10);
  await expect.poll(() => shownMinutes(kiosk), { timeout: 20_000 }).toBeGreaterThan(idle);
  const busy = await shownMinutes(kiosk);

  expect(await moveAll(request, 'preparing', 'ready')).toBe(10);
  await expect.poll(() => shownMinutes(kiosk), { timeout: 20_000 }).toBeLessThan(busy);
});
