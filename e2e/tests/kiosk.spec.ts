import { expect, test, type Page } from '@playwright/test';
import { formatCents, itemTotalCents } from '@comanda/shared';
import { demoCategories, type DemoProduct } from '../../apps/server/src/db/seed/demo-menu';
import { port } from '../playwright.config';
import { demoProduct } from '../support/demo-menu';
import { addFromUpsell, startKioskOrder } from '../support/kiosk-order';

/*
 * The kiosk as a customer uses it (SPEC §2 Kiosk, §4 Cart, §5 item total), on the demo shop
 * in a portrait 1080x1920 totem. Expected prices come from the seed data, never from the UI.
 */

const demoUrl = `http://demo.localhost:${port}`;

const extraOf = (product: DemoProduct, name: string) => {
  const extra = product.extras.find((e) => e.name === name);
  if (!extra) throw new Error(`${product.name} has no extra ${name}`);
  return extra;
};

const burger = demoProduct('hamburgueres', 'Clássico da Casa');
const bacon = extraOf(burger, 'Bacon');
const fries = demoProduct('adicionais', 'Batata Frita Pequena');
const soda = demoProduct('bebidas', 'Refrigerante Lata 350 ml');
const brownie = demoProduct('sobremesas', 'Brownie com Sorvete');

const money = (cents: number) => formatCents(cents);

test.use({ viewport: { width: 1080, height: 1920 } });

const startOrder = (page: Page) => startKioskOrder(page, demoUrl);

/** A new order with a soda in the cart, added on the drinks step. */
async function addADrink(page: Page) {
  await startOrder(page);
  await page.goto(`${demoUrl}/totem/bebidas`);
  await addFromUpsell(page, soda.name);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

/** The grid, not the sidebar, which lists the same categories. */
const mainArea = (page: Page) => page.getByRole('main');

test('a customer orders a customised burger, drinks and a dessert, then edits the cart', async ({
  page,
}) => {
  await startOrder(page);
  await expect(page.getByRole('heading', { name: 'Escolha uma categoria' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver carrinho/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/totem');
  // SPEC §2: Adicionais and pdv categories are not tiles. The first list: the featured
  // products' list under the tiles may already be there (it used to arrive after the check).
  const tiles = mainArea(page).getByRole('list').first().getByRole('listitem');
  await expect(tiles).toHaveText(
    demoCategories.filter((c) => c.key !== 'adicionais').map((c) => c.name),
  );
  await page.screenshot({ path: '/tmp/kiosk-categorias.png' });

  // Products of a category: sidebar with the current one highlighted, cards with prices.
  await mainArea(page).getByRole('link', { name: 'Hambúrgueres' }).click();
  await expect(page).toHaveURL(/\/totem\/produtos\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Hambúrgueres', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Categorias' })
      .getByRole('link', { name: 'Hambúrgueres' }),
  ).toHaveAttribute('aria-current', 'page');
  const burgerCard = mainArea(page).getByRole('link', { name: new RegExp(burger.name) });
  await expect(burgerCard).toContainText('RECOMENDADO');
  await expect(burgerCard).toContainText(`a partir de ${money(burger.priceCents)}`);
  const picture = burgerCard.locator('img');
  await expect(picture).toHaveAttribute('decoding', 'async');
  await expect(picture).toHaveAttribute('width', '600');
  await expect(picture).toHaveAttribute('height', '600');
  await page.screenshot({ path: '/tmp/kiosk-produtos.png' });

  // Customise: remove an ingredient, add an extra and an add-on product, quantity 2.
  await burgerCard.click();
  await expect(page.getByRole('heading', { name: 'Personalizar Pedido' })).toBeVisible();
  await expect(page.getByRole('heading', { name: burger.name })).toBeVisible();
  await expect(page.getByText('Hambúrgueres', { exact: true })).toBeVisible();
  const total = page.getByTestId('product-total');
  await expect(total).toHaveText(money(burger.priceCents));
  const decrease = page.getByRole('button', { name: 'Diminuir quantidade' });
  await expect(decrease).toBeDisabled();

  const withoutLettuce = page.getByRole('button', { name: 'Sem Alface' });
  await withoutLettuce.click();
  await expect(withoutLettuce).toHaveAttribute('aria-pressed', 'true');
  const baconBox = page.getByRole('checkbox', { name: new RegExp(`^${bacon.name}`) });
  await expect(page.getByText(`+ ${money(bacon.priceCents)}`).first()).toBeVisible();
  await baconBox.check();
  await page.getByRole('button', { name: new RegExp(fries.name) }).click();
  await expect(page.getByRole('button', { name: new RegExp(fries.name) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await expect(decrease).toBeEnabled();

  const burgerLine = { priceCents: burger.priceCents, extras: [bacon], addons: [fries] };
  await expect(total).toHaveText(money(itemTotalCents({ ...burgerLine, quantity: 2 })));
  await page.screenshot({ path: '/tmp/kiosk-produto.png', fullPage: true });

  await page.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(page.getByText('Produto adicionado ao carrinho!')).toBeVisible();
  await expect(page).toHaveURL(`${demoUrl}/totem/bebidas`);

  // Drinks: own stepper, resets to 1 after adding.
  await expect(page.getByRole('heading', { name: 'Que tal uma bebida?' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const sodaCard = page.getByRole('article', { name: soda.name });
  await sodaCard.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await expect(sodaCard.locator('output')).toHaveText('2');
  await sodaCard.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText(`2x ${soda.name} adicionada!`)).toBeVisible();
  await expect(sodaCard.locator('output')).toHaveText('1');
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await expect(page.getByTestId('cart-total')).toHaveText(
    money(itemTotalCents({ ...burgerLine, quantity: 2 }) + soda.priceCents * 2),
  );
  await page.screenshot({ path: '/tmp/kiosk-bebidas.png' });
  await page.getByRole('link', { name: 'CONTINUAR' }).click();

  // Desserts: each one once.
  await expect(page).toHaveURL(`${demoUrl}/totem/sobremesas`);
  await expect(page.getByRole('heading', { name: 'Finalize com uma sobremesa!' })).toBeVisible();
  const brownieCard = page.getByRole('article', { name: brownie.name });
  await brownieCard.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText(`${brownie.name} adicionada!`)).toBeVisible();
  await expect(brownieCard.getByRole('button', { name: 'Adicionada' })).toBeDisabled();
  await page.getByRole('link', { name: 'FINALIZAR PEDIDO' }).click();

  // Summary: every line, removal, extra and the totals.
  await expect(page).toHaveURL(`${demoUrl}/totem/resumo`);
  await expect(page.getByRole('heading', { name: 'Seu Pedido' })).toBeVisible();
  const burgerRow = page.getByRole('article', { name: burger.name });
  const sodaRow = page.getByRole('article', { name: soda.name });
  const brownieRow = page.getByRole('article', { name: brownie.name });
  await expect(burgerRow).toContainText('Sem Alface');
  await expect(burgerRow).toContainText(bacon.name);
  await expect(burgerRow).toContainText(fries.name);
  await expect(burgerRow.getByTestId('line-total')).toHaveText(
    money(itemTotalCents({ ...burgerLine, quantity: 2 })),
  );
  await expect(sodaRow.locator('output')).toHaveText('2');
  await expect(sodaRow.getByTestId('line-total')).toHaveText(money(soda.priceCents * 2));
  await expect(brownieRow.getByRole('button', { name: 'Diminuir quantidade' })).toBeDisabled();
  await expect(brownieRow.getByTestId('line-total')).toHaveText(money(brownie.priceCents));

  const expectTotals = async (burgerQuantity: number, burgerExtras: { priceCents: number }[]) => {
    const products = burger.priceCents * burgerQuantity + soda.priceCents * 2 + brownie.priceCents;
    const extras = burgerExtras.reduce((sum, e) => sum + e.priceCents, 0) * burgerQuantity;
    await expect(page.getByTestId('summary-products')).toHaveText(money(products));
    await expect(page.getByTestId('summary-extras')).toHaveText(money(extras));
    await expect(page.getByTestId('summary-total')).toHaveText(money(products + extras));
  };
  await expectTotals(2, [bacon, fries]);
  await page.screenshot({ path: '/tmp/kiosk-resumo.png' });

  // Edit: quantity 3, drop the bacon.
  await burgerRow.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await burgerRow.getByRole('button', { name: `Remover ${bacon.name}` }).click();
  await expect(burgerRow).not.toContainText(bacon.name);
  await expect(burgerRow.getByTestId('line-total')).toHaveText(
    money(itemTotalCents({ ...burgerLine, extras: [], quantity: 3 })),
  );
  await expectTotals(3, [fries]);

  // A note, and the cart survives a reload (sessionStorage).
  await burgerRow.getByLabel('Observações').fill('Ponto da carne bem passado');
  await page.reload();
  await expect(
    page.getByRole('article', { name: burger.name }).getByLabel('Observações'),
  ).toHaveValue('Ponto da carne bem passado');
  await expectTotals(3, [fries]);

  // Emptying the cart.
  for (const name of [burger.name, soda.name, brownie.name]) {
    await page.getByRole('button', { name: `Remover ${name}` }).click();
  }
  await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
  await page.getByRole('link', { name: 'ADICIONAR PRODUTOS' }).click();
  await expect(page).toHaveURL(`${demoUrl}/totem/categorias`);
  await expect(page.getByRole('link', { name: /Ver carrinho/ })).toHaveCount(0);
});

test('the welcome screen starts a new order with an empty cart', async ({ page }) => {
  await addADrink(page);
  await page.goto(`${demoUrl}/totem`);
  await page.getByRole('link', { name: 'Começar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Escolha uma categoria' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver carrinho/ })).toHaveCount(0);
});

test("an unknown product shows 'Produto não encontrado'", async ({ page }) => {
  await page.goto(`${demoUrl}/totem/produto/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByText('Produto não encontrado')).toBeVisible();
});

test('paying with an empty cart is not offered', async ({ page }) => {
  await page.goto(`${demoUrl}/totem/resumo`);
  await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'IR PARA PAGAMENTO' })).toHaveCount(0);
});

test('the establishment publishes its kiosk idle timeout', async ({ page }) => {
  await page.goto(`${demoUrl}/totem`);
  const establishment = await page.evaluate(() =>
    fetch('/api/public/establishment').then((response) => response.json()),
  );
  expect(establishment).toMatchObject({ kioskIdleSeconds: 90 });
});

test.describe('idle timeout (short, through the sessionStorage override)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      // Long enough for a loaded machine to load the menu and add a drink before it asks.
      sessionStorage.setItem('comanda:kiosk-idle-seconds', '8');
      sessionStorage.setItem('comanda:kiosk-idle-countdown-seconds', '3');
    });
  });

  test('asks, counts down, then clears the cart and returns to /totem', async ({ page }) => {
    await addADrink(page);
    const prompt = page.getByRole('alertdialog', { name: 'Você ainda está aí?' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText(/Seu pedido será cancelado em [1-3] segundos?\./);
    await page.screenshot({ path: '/tmp/kiosk-idle.png' });
    await expect(page).toHaveURL(`${demoUrl}/totem`, { timeout: 30_000 });
    await expect(prompt).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('comanda:kiosk-cart')))
      .toBeNull();
    await page.goto(`${demoUrl}/totem/resumo`);
    await expect(page.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeVisible();
  });

  test("'Continuar pedido' keeps the order", async ({ page }) => {
    await addADrink(page);
    const prompt = page.getByRole('alertdialog', { name: 'Você ainda está aí?' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Continuar pedido' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(`${demoUrl}/totem/bebidas`);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('is never shown on the welcome screen', async ({ page }) => {
    // Playwright's clock: the idle time passes at once instead of being waited for.
    await page.clock.install();
    await page.goto(`${demoUrl}/totem`);
    await expect(page.getByRole('link', { name: 'Começar pedido' })).toBeVisible();
    await page.clock.runFor(9000);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
