import { expect, test } from '@playwright/test';
import { formatCents, type ProductSummary } from '@comanda/shared';
import { mainUrl } from '../support/accounts';
import { openRegister, signInDemoCashier } from '../support/counter';
import { demoProduct } from '../support/demo-menu';

/*
 * A cashier's shift at the demo shop's counter (issue 15): open the register with R$ 100,00,
 * sell a customised burger and a drink for cash and read the change, sell another split cash
 * and a card charged on the shop's (demo) terminal, take a sangria, and close R$ 0,50 short. Prices come from the seed, never the UI.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const burger = demoProduct('hamburgueres', 'Smash Duplo');
const bacon = burger.extras.find((extra) => extra.name === 'Bacon')!;
const drink = demoProduct('bebidas', 'Refrigerante Lata 350 ml');
const rings = demoProduct('porcoes', 'Onion Rings');
const water = demoProduct('bebidas', 'Água Mineral 500 ml');
const waterCode = `789${Date.now() % 1_000_000_000}`;

test('a cashier opens the register, sells for cash and split, takes a sangria and closes short', async ({
  page,
  request,
}) => {
  test.slow();
  const cashier = await signInDemoCashier(page, request);

  // The water gets a barcode, typed in its product form.
  const products: ProductSummary[] = await (
    await page.request.get(`${mainUrl}/api/admin/products`)
  ).json();
  const waterId = products.find((product) => product.name === water.name)!.id;
  await page.goto(`${mainUrl}/admin/produtos/${waterId}`);
  await page.getByLabel('Código (leitor de código de barras)').fill(waterCode);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Produto salvo com sucesso!')).toBeVisible();

  // Opening float.
  await openRegister(page, `Caixa ${runId}`, cashier);

  // A Smash Duplo with bacon and without pickles, and a soda found by typing and Enter.
  await page.getByRole('button', { name: new RegExp(burger.name) }).click();
  const choices = page.getByRole('form', { name: `Personalizar ${burger.name}` });
  await choices.getByRole('checkbox', { name: new RegExp(`^${bacon.name}`) }).check();
  await choices.getByRole('checkbox', { name: 'Sem Picles' }).check();
  const burgerCents = burger.priceCents + bacon.priceCents;
  await choices.getByRole('button', { name: `Adicionar ${formatCents(burgerCents)}` }).click();
  const search = page.getByLabel('Buscar produto ou código');
  await search.fill('Refrigerante');
  await search.press('Enter');
  const firstTotal = burgerCents + drink.priceCents;
  await expect(page.getByTestId('pdv-total')).toHaveText(formatCents(firstTotal));
  await page.getByLabel('Nome do cliente').fill('Ana');

  // Cash: R$ 50,00 received, the exact change shown before and after confirming (F4, F9).
  await page.keyboard.press('F4');
  await page.getByRole('button', { name: 'R$ 50,00' }).click();
  await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
  const change = formatCents(5000 - firstTotal);
  await expect(page.getByTestId('pdv-change')).toHaveText(change);
  await page.keyboard.press('F9');
  await expect(page.getByText(/Venda registrada: pedido nº \d+/)).toBeVisible();
  await expect(page.getByTestId('pdv-done-change')).toHaveText(`Troco: ${change}`);

  // Split: onion rings and a scanned water (digits then Enter), R$ 20,00 cash, the rest by card.
  await page.getByRole('button', { name: 'Nova venda' }).click();
  await page.getByRole('button', { name: new RegExp(rings.name) }).click();
  await page.keyboard.press('F2');
  await expect(search).toBeFocused();
  await page.keyboard.type(waterCode);
  await page.keyboard.press('Enter');
  const secondTotal = rings.priceCents + water.priceCents;
  await expect(page.getByTestId('pdv-total')).toHaveText(formatCents(secondTotal));
  await page.getByRole('button', { name: 'Pagar (F4)' }).click();
  await page.getByLabel('Valor recebido (R$)').fill('20,00');
  await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await expect(page.getByTestId('pdv-remaining')).toHaveText(formatCents(secondTotal - 2000));
  // The card goes to the shop's (demo) terminal; the order waits until it is approved.
  await page.getByRole('button', { name: 'Cartão', exact: true }).click();
  await page.getByRole('button', { name: 'Cobrar na maquininha' }).click();
  await expect(page.getByTestId('pdv-remaining')).toHaveText('R$ 0,00');
  await expect(page.getByTestId('pdv-change')).toHaveText('R$ 0,00');
  await page.getByRole('button', { name: 'Confirmar venda (F9)' }).click();
  await expect(page.getByText('Aguardando o cartão na maquininha')).toBeVisible();
  await expect(page.getByText(/Venda registrada/)).toHaveCount(0);
  // The customer-facing window tells the customer what to do.
  const customer = await page.context().newPage();
  await customer.goto(`${mainUrl}/admin/pdv/cliente`);
  await expect(customer.getByText('Insira ou aproxime o cartão na maquininha')).toBeVisible();
  await expect(customer.getByText(formatCents(secondTotal - 2000))).toBeVisible();
  await customer.close();
  await page.getByRole('button', { name: 'Aprovar (demonstração)' }).click();
  await expect(page.getByText(/Venda registrada: pedido nº \d+/)).toBeVisible();
  const splitNumber = Number(
    (await page.getByText(/Venda registrada: pedido nº \d+/).textContent())!.match(/\d+/)![0],
  );
  const paidOrders: { items: { orderNumber: number; paymentStatus: string }[] } = await (
    await page.request.get(`${mainUrl}/api/admin/orders?paymentStatus=paid&pageSize=20`)
  ).json();
  expect(paidOrders.items.map((order) => order.orderNumber)).toContain(splitNumber);

  // Sangria of R$ 30,00.
  await page.getByRole('button', { name: 'Sangria' }).click();
  const sangria = page.getByRole('form', { name: 'Sangria (retirada de dinheiro)' });
  await sangria.getByLabel('Valor (R$)').fill('30,00');
  await sangria.getByLabel('Motivo').fill('Depósito no cofre');
  await sangria.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Movimento registrado')).toBeVisible();

  // Blind count R$ 0,50 short of the drawer: 100 + first sale + 20 - 30.
  const drawerCents = 10_000 + firstTotal + 2000 - 3000;
  const countCents = drawerCents - 50;
  await page.getByRole('button', { name: 'Fechar caixa' }).click();
  const closing = page.getByRole('form', { name: 'Fechar caixa' });
  for (const [denomination, quantity] of greedyCount(countCents)) {
    await closing.getByLabel(formatCents(denomination), { exact: true }).fill(String(quantity));
  }
  await expect(closing.getByText(`Dinheiro contado: ${formatCents(countCents)}`)).toBeVisible();
  const cardCents = secondTotal - 2000;
  await closing
    .getByLabel('Total em cartão (R$)')
    .fill((cardCents / 100).toFixed(2).replace('.', ','));
  await closing.getByRole('button', { name: 'Fechar caixa' }).click();

  await expect(
    page.getByRole('heading', { name: 'Relatório de fechamento' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('difference-cash')).toHaveText('-R$ 0,50');
  await expect(page.getByTestId('difference-card')).toHaveText('R$ 0,00');
  await expect(page.getByRole('row', { name: /Dinheiro/ })).toContainText(formatCents(drawerCents));

  // The report stays readable later, from the list of registers.
  await page.getByRole('button', { name: 'Abrir novo caixa' }).click();
  await page.getByRole('button', { name: 'Caixas anteriores' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: `Caixa ${runId}` })
    .getByRole('button', { name: 'Ver relatório' })
    .click();
  await expect(page.getByTestId('difference-cash')).toHaveText('-R$ 0,50');
});

/** Notes and coins that make `cents`, largest first, as a cashier would count them. */
function greedyCount(cents: number): [number, number][] {
  const denominations = [20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 25, 10, 5];
  const out: [number, number][] = [];
  let left = cents;
  for (const denomination of denominations) {
    const quantity = Math.floor(left / denomination);
    if (quantity > 0) out.push([denomination, quantity]);
    left -= quantity * denomination;
  }
  if (left !== 0) throw new Error(`${cents} cannot be counted in notes and coins`);
  return out;
}
