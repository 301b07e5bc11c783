import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { formatCents, type KioskMenu } from '@comanda/shared';
import { port } from '../playwright.config';
import { createLinkedAdmin, mainUrl, signedInRequest, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { openRegister } from '../support/counter';

/*
 * The table's tab (issue 35 item 2, decision 077), at 390x844: table 12's QR address, the demo's
 * "Combo Clássico" with its drink chosen, demo Pix, and the kitchen display shows "Mesa 12"; a
 * second phone at table 12 orders too ("Pagar na mesa") and both phones see both orders on the
 * tab; the cashier closes it at the PDV with 10 % service, split in two: the parts pay what is
 * due, and with what the first phone paid by Pix they add up to the tab's total. Axe on the tab.
 * Then an online order left "pagar na retirada" is listed at the PDV and received in cash with
 * its change (decision 085). Axe on the closing and on the PDV's list.
 */

const phone = { viewport: { width: 390, height: 844 }, locale: 'pt-BR', hasTouch: true };
const headers = { origin: mainUrl };
const demoHost = `demo.localhost:${port}`;
const demoUrl = `http://${demoHost}`;
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cents = (text: string | null) => Number(text!.replace(/\D/g, ''));

/** A phone at table 12 orders the combo with a soda; answers its page. */
async function orderCombo(browser: Browser, name: string, payment: RegExp): Promise<Page> {
  const page = await (await browser.newContext(phone)).newPage();
  await page.goto(`${demoUrl}/cardapio?mesa=12`);
  await expect(page.getByTestId('online-table')).toHaveText('Mesa 12');
  await page
    .getByRole('link', { name: /Combo Clássico/ })
    .first()
    .click();
  await page.getByRole('radio', { name: /Refrigerante Lata/ }).check();
  await page.getByRole('button', { name: /^Adicionar/ }).click();
  await page.getByTestId('online-cart-bar').click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('radio', { name: /Na mesa/ })).toBeChecked();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Telefone (WhatsApp)').fill('(11) 91234-5678');
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('button', { name: /Fazer pedido/ }).click();
  return page;
}

test('two phones at table 12 share a tab the cashier closes with service, split in two', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const account = await createLinkedAdmin(request, 'demo');
  const admin = await signedInRequest(account);
  const settings = await admin.put(`${mainUrl}/api/admin/online-menu`, {
    headers,
    data: {
      enabled: true,
      fulfilments: { mesa: true, retirada: true, entrega: false, agendar: false },
      payments: { pix: true, dinheiro: true, cartao: true },
      schedule: { leadMinutes: 30, daysAhead: 1 },
      zones: [],
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const tables = await admin.post(`${mainUrl}/api/admin/tables`, {
    headers,
    data: { from: 12, to: 12 },
  });
  expect(tables.ok(), await tables.text()).toBe(true);
  const device = await admin.post(`${mainUrl}/api/admin/order-devices`, {
    headers,
    data: { name: `Chapa ${runId}`, kind: 'kitchen' },
  });
  expect(device.status(), await device.text()).toBe(201);
  const { token } = (await device.json()) as { token: string };

  // The first phone pays by demo Pix; the kitchen display shows the table.
  const first = await orderCombo(browser, 'Ana Souza', /Pix online/);
  await expect(first.getByRole('heading', { name: 'Pague com Pix' })).toBeVisible();
  await first.getByRole('button', { name: /aprovar/i }).click();
  await expect(first.getByRole('heading', { name: 'Pedido recebido!' })).toBeVisible();
  const kitchen = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await kitchen.goto(`${demoUrl}/cozinha?token=${encodeURIComponent(token)}`);
  await expect(kitchen.getByText(/Mesa 12/).first()).toBeVisible();

  // The second phone leaves its order on the tab, and sees both.
  const second = await orderCombo(browser, 'Bruno Lima', /Cartão/);
  await expect(second.getByRole('heading', { name: 'Pedido recebido!' })).toBeVisible();
  await second.getByRole('link', { name: 'Ver a conta da mesa' }).click();
  await expect(second.getByRole('heading', { name: 'Conta da Mesa 12' })).toBeVisible();
  await expect(second.getByTestId('tab-order')).toHaveCount(2);
  await expectNoSeriousViolations(second, 'conta da mesa');
  await second.getByRole('button', { name: 'Pedir a conta' }).click();
  await expect(second.getByRole('status')).toContainText('Conta pedida');
  await first.getByRole('link', { name: 'Ver a conta da mesa' }).click();
  await expect(first.getByTestId('tab-order')).toHaveCount(2);
  const tabTotal = cents(await first.getByTestId('tab-total').textContent());

  // The cashier closes it: 10 % service, two parts.
  await signIn(page, account);
  await openRegister(page, `Caixa mesa ${runId}`, account);
  await page.getByRole('button', { name: 'Contas das mesas' }).click();
  const card = page.getByTestId('pdv-tab').filter({ hasText: 'Mesa 12' });
  await expect(card).toContainText('Pediu a conta');
  await card.getByRole('button', { name: 'Fechar conta' }).click();
  await expect(page.getByLabel(/Cobrar taxa de serviço \(10%\)/)).toBeChecked();
  await page.getByLabel('Dividir em quantas partes').fill('2');
  await page.getByLabel('Forma de pagamento da parte 2').selectOption({ label: 'Cartão' });
  await expect(page.getByTestId('pdv-tab-part')).toHaveCount(2);
  await expectNoSeriousViolations(page, 'fechar a conta no PDV');
  const total = cents(await page.getByTestId('pdv-tab-total').textContent());
  const due = cents(await page.getByTestId('pdv-tab-due').textContent());
  expect(total).toBe(tabTotal);
  await page.getByRole('button', { name: `Fechar conta · ${formatCents(due)}` }).click();

  const closed = page.getByTestId('pdv-tab-closed');
  await expect(closed).toContainText('Conta da Mesa 12 fechada');
  const parts = (await closed.locator('dd').allTextContents()).map(cents);
  // The first row is the total; then the two parts, equal but for the first's odd centavo.
  expect(parts[0]).toBe(tabTotal);
  const [one, two] = parts.slice(1);
  expect(one! - two!).toBeGreaterThanOrEqual(0);
  expect(one! - two!).toBeLessThanOrEqual(1);
  expect(one! + two!).toBe(due);
  const paidByPix = tabTotal - due;
  expect(paidByPix + one! + two!).toBe(tabTotal);
  expect(paidByPix).toBeGreaterThan(0);

  // An online order to pay on pickup, in cash with "troco para R$ 100,00", received at the PDV.
  await page.getByTestId('pdv-tab-closed').getByRole('button', { name: 'OK' }).click();
  const menu = (await (
    await request.get(`${mainUrl}/api/public/menu`, { headers: { host: demoHost } })
  ).json()) as KioskMenu;
  const product = menu.products.find((candidate) => candidate.name === 'X-Salada')!;
  // The online menu takes a name of letters only: the run's id spelt in letters.
  const customer = `Carla ${runId.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const placed = await request.post(`${mainUrl}/api/public/online-orders`, {
    headers: { host: demoHost, origin: demoUrl, 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      customer: { name: customer, phone: '(11) 91234-5678' },
      fulfilment: { type: 'retirada' },
      payment: { method: 'na_entrega', kind: 'dinheiro', trocoParaCents: 10000 },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { totalCents } = (await placed.json()) as { totalCents: number };
  await page.getByRole('button', { name: 'Pagar na retirada/entrega' }).click();
  const dueCard = page.getByTestId('pdv-due-order').filter({ hasText: customer });
  await expect(dueCard).toContainText('troco para R$ 100,00');
  await expectNoSeriousViolations(page, 'pedidos a receber no PDV');
  await dueCard.getByRole('button', { name: 'Receber' }).click();
  await expect(page.getByTestId('pdv-due-change')).toHaveText(
    `Troco: ${formatCents(10000 - totalCents)}`,
  );
  await expectNoSeriousViolations(page, 'receber pedido online');
  await page.getByRole('button', { name: `Receber ${formatCents(totalCents)}` }).click();
  await expect(page.getByText(/recebido · troco/)).toBeVisible();
  await expect(dueCard).toHaveCount(0);
});
