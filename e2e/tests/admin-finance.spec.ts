import { addDays, businessDateOf } from '@comanda/shared';
import { expect, test } from '@playwright/test';
import { createLinkedAdmin, mainUrl, signIn } from '../support/accounts';

/*
 * The shop's money screens (issue 17): the demo shop's admin enters a bill due yesterday, sees
 * it highlighted as overdue, pays it, and finds it in Financeiro's result and cash flow. Only
 * this spec writes payables, but its retries may run on the same server: the bill's name is
 * unique and figures are read around it, never as fixed totals.
 */

test('a bill entered by hand is overdue, then paid, and shows in Financeiro', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await createLinkedAdmin(request, 'demo');
  await signIn(page, admin);
  const today = businessDateOf(new Date());
  const yesterday = addDays(today, -1);
  const name = `Energia E2E ${Date.now()}`;

  await page.goto(`${mainUrl}/admin/contas-pagar`);
  await expect(page.getByRole('heading', { name: 'Contas a Pagar' })).toBeVisible();
  await page.getByLabel('Vencimento de').fill(yesterday);
  await page.getByLabel('até').fill(today);
  await page.getByRole('button', { name: 'Nova conta' }).click();
  const form = page.getByRole('form', { name: 'Nova conta a pagar' });
  await form.getByLabel('Descrição').fill(name);
  await form.getByLabel('Categoria').selectOption({ label: 'Energia' });
  await form.getByLabel('Valor (R$)').fill('123,45');
  await form.getByLabel('Vencimento').fill(yesterday);
  await form.getByRole('button', { name: 'Lançar conta' }).click();
  await expect(page.getByText('Conta lançada.')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Vencida');
  await expect(row).toContainText('R$ 123,45');
  await page.screenshot({ path: '/tmp/admin-contas-pagar.png', fullPage: true });

  await row.getByRole('button', { name: 'Pagar' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Data do pagamento').fill(today);
  await dialog.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByText('Conta marcada como paga.')).toBeVisible();
  await expect(row).toContainText('Paga em');
  await expect(row).not.toContainText('Vencida');

  await page.goto(`${mainUrl}/admin/financeiro`);
  await expect(page.getByRole('heading', { name: 'Financeiro' })).toBeVisible();
  await page.getByLabel('De', { exact: true }).fill(yesterday);
  await page.getByLabel('Até', { exact: true }).fill(today);
  await expect(page.getByLabel('Resultado (DRE)')).toContainText('Energia');
  const cashFlow = page.getByRole('table', { name: 'Fluxo de caixa' });
  const todayRow = cashFlow.getByRole('row').last();
  // The bill left the till today: today's outflow is at least its amount.
  const outflow = Number((await todayRow.getByRole('cell').nth(1).innerText()).replace(/\D/g, ''));
  expect(outflow).toBeGreaterThanOrEqual(12_345);
  await page.screenshot({ path: '/tmp/admin-financeiro.png', fullPage: true });

  await page.goto(`${mainUrl}/admin/contas-receber`);
  await expect(page.getByRole('heading', { name: 'Contas a Receber' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Taxas e prazos do cartão' })).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-contas-receber.png', fullPage: true });
});
