import { expect, test } from '@playwright/test';
import {
  formatCents,
  type CounterSaleResult,
  type PrintedReceipt,
  type Printer,
} from '@comanda/shared';
import { mainUrl } from '../support/accounts';
import { openRegister, signInDemoCashier } from '../support/counter';
import { demoProduct } from '../support/demo-menu';

/*
 * Combos at the counter (issues 15 and 19, decision 026): a cashier sells the demo's "Combo
 * Clássico", its burger chosen already (a required group of one option, decision 038), told
 * what is missing until the drink is chosen, with a juice and two sauces; the cart lists the
 * choices, the total is the server's, and the kitchen ticket lists the choices.
 * Prices come from the seed, never the UI.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const combo = demoProduct('combos', 'Combo Clássico');
const difference = (group: string, option: string) =>
  combo
    .choiceGroups!.find((g) => g.name === group)!
    .options.find((o) => ('product' in o ? o.product : o.name) === option)!.priceCents;
const juice = 'Suco Natural de Laranja 500 ml';

test('a cashier sells a combo with a juice and two sauces; the kitchen ticket lists them', async ({
  page,
  request,
}) => {
  test.slow();
  const cashier = await signInDemoCashier(page, request);
  await openRegister(page, `Caixa combo ${runId}`, cashier);

  await page.getByRole('button', { name: new RegExp(combo.name) }).click();
  const choices = page.getByRole('form', { name: `Personalizar ${combo.name}` });
  const burger = choices.getByRole('group', { name: /Lanche/ });
  await expect(burger).toContainText('Incluído');
  await expect(burger.getByRole('radio', { name: /Clássico da Casa/ })).toBeChecked();
  const drinks = choices.getByRole('group', { name: /Escolha a bebida/ });
  const sauces = choices.getByRole('group', { name: /Molhos/ });
  await expect(drinks).toContainText('Escolha 1 · Obrigatório');
  await expect(sauces).toContainText('Até 2');
  // Nothing is added before the drink: the reason is on screen.
  await expect(choices.getByText('Escolha 1 opção em "Escolha a bebida"')).toBeVisible();
  await expect(
    choices.getByRole('button', { name: `Adicionar ${formatCents(combo.priceCents)}` }),
  ).toBeDisabled();

  await drinks.getByRole('radio', { name: new RegExp(juice) }).check();
  await sauces.getByRole('checkbox', { name: /Ketchup/ }).check();
  await sauces.getByRole('checkbox', { name: /Barbecue/ }).check();
  // Two sauces at most.
  await expect(sauces.getByRole('checkbox', { name: /Mostarda/ })).toBeDisabled();
  const unitCents =
    combo.priceCents +
    difference('Escolha a bebida', juice) +
    difference('Molhos', 'Ketchup') +
    difference('Molhos', 'Barbecue');
  await expect(choices.getByText(/Escolha 1 opção/)).toHaveCount(0);
  await choices.getByRole('button', { name: `Adicionar ${formatCents(unitCents)}` }).click();

  const cart = page.getByRole('list', { name: 'Pedido' });
  await expect(cart).toContainText('Lanche: Clássico da Casa');
  await expect(cart).toContainText(
    `Escolha a bebida: ${juice} (+${formatCents(difference('Escolha a bebida', juice))})`,
  );
  await expect(cart).toContainText('Molhos: Ketchup');
  await expect(cart).toContainText(
    `Molhos: Barbecue (+${formatCents(difference('Molhos', 'Barbecue'))})`,
  );
  await expect(page.getByTestId('pdv-total')).toHaveText(formatCents(unitCents));

  await page.keyboard.press('F4');
  await page.getByRole('button', { name: 'R$ 50,00' }).click();
  await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
  const placed = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/admin/pdv/sales'),
  );
  await page.keyboard.press('F9');
  const sale = (await (await placed).json()) as CounterSaleResult;
  expect(sale.totalCents).toBe(unitCents);
  await expect(page.getByText(`Venda registrada: pedido nº ${sale.orderNumber}`)).toBeVisible();

  // The kitchen ticket, as the demo's virtual printer printed it.
  const printers = (await (
    await page.request.get(`${mainUrl}/api/admin/printers`)
  ).json()) as Printer[];
  const kitchen = printers.find((printer) => printer.kind === 'kitchen')!;
  let ticket: PrintedReceipt | undefined;
  await expect(async () => {
    const printed = (await (
      await page.request.get(`${mainUrl}/api/admin/printers/${kitchen.id}/receipts`)
    ).json()) as PrintedReceipt[];
    ticket = printed.find((job) => job.orderNumber === sale.orderNumber);
    expect(ticket).toBeDefined();
  }).toPass({ timeout: 10_000 });
  // The 48-column ticket wraps long names: read it as one line of words.
  const text = ticket!.previewText.replace(/\s+/g, ' ');
  expect(text).toContain(`1x ${combo.name}`);
  expect(text).toContain('+ Lanche: Clássico da Casa');
  expect(text).toContain(`+ Escolha a bebida: ${juice}`);
  expect(text).toContain('+ Molhos: Ketchup');
  expect(text).toContain('+ Molhos: Barbecue');
  expect(text).not.toContain('Mostarda');
});
