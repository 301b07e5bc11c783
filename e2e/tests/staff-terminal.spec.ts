import { expect, test, type Page } from '@playwright/test';
import { createLinkedAdmin, createShop, mainUrl, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/*
 * One terminal, many operators (issue 32 items 3 and 4, decision 056): the admin creates a
 * Caixa and a Gerente with PINs on /admin/equipe and leaves the PDV as the shop's terminal; the
 * Caixa switches in by PIN, opens the register and sells with a discount above the limit, which
 * is refused with their own PIN and accepted with the Gerente's; the audit log shows the sale,
 * the discount and both people.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const selfRefusal =
  'O desconto acima do limite precisa ser aprovado por outra pessoa, não pelo próprio operador';

async function addPerson(page: Page, name: string, role: 'Caixa' | 'Gerente', pin: string) {
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('E-mail').fill(`${role.toLowerCase()}-${runId}@example.com`);
  await page.getByLabel('Papel', { exact: true }).selectOption({ label: role });
  await page.getByLabel('Senha (opcional)').fill(`senha-${role.toLowerCase()}-e2e`);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText(`${name} foi adicionado(a) à equipe`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByLabel(`Novo PIN de ${name}`).fill(pin);
  await row.getByRole('button', { name: 'Definir PIN' }).click();
  await expect(page.getByText(`PIN de ${name} salvo`)).toBeVisible();
  await expect(row.getByText('Com PIN')).toBeVisible();
  return `${role.toLowerCase()}-${runId}@example.com`;
}

test('the Caixa switches in by PIN, sells, and a discount above the limit needs the Gerente’s PIN', async ({
  page,
  browser,
}) => {
  // Sign-ins at the production password cost, PINs hashed at the same cost, a shop: slow.
  test.setTimeout(180_000);
  const subdomain = `terminal-${runId}`;
  await createShop({ name: 'Loja do Terminal', subdomain });
  const admin = await createLinkedAdmin(page.request, subdomain);
  await signIn(page, admin);
  const post = async (url: string, data: object) => {
    const res = await page.request.post(`${mainUrl}${url}`, { headers: { origin: mainUrl }, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string };
  };
  const category = await post('/api/admin/categories', { name: 'Lanches' });
  await post('/api/admin/products', { name: 'X-Tudo', priceCents: 5000, categoryId: category.id });

  await page.goto(`${mainUrl}/admin/equipe`);
  const cashierEmail = await addPerson(page, 'Carla Caixa', 'Caixa', '2468');
  const managerEmail = await addPerson(page, 'Gil Gerente', 'Gerente', '1357');

  // The admin leaves the PDV as the shop's terminal: the lock screen asks for a name and PIN.
  await page.goto(`${mainUrl}/admin/pdv`);
  await page.getByRole('button', { name: 'Usar como terminal da loja' }).click();
  await expect(page.getByRole('heading', { name: 'Terminal bloqueado' })).toBeVisible();
  await expectNoSeriousViolations(page, 'terminal lock screen');
  await page.getByRole('button', { name: /^Carla Caixa/ }).click();
  await page.getByLabel('PIN de Carla Caixa').fill('0000');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('PIN incorreto')).toBeVisible();
  await expectNoSeriousViolations(page, 'terminal lock screen with a wrong PIN');
  await page.getByLabel('PIN de Carla Caixa').fill('2468');
  await page.getByRole('button', { name: 'Entrar' }).click();

  // The Caixa operates: only the PDV in the sidebar, their name on the terminal bar.
  await expect(page.getByText('Operador: Carla Caixa')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Painel administrativo' }).getByRole('link'),
  ).toHaveText(['PDV']);
  await page.getByLabel('Nome do caixa').fill(`Balcão ${runId}`);
  await page.getByLabel('Fundo de troco (R$)').fill('100,00');
  await page.getByRole('button', { name: 'Abrir caixa' }).click();
  await expect(page.getByText(`Balcão ${runId} · ${cashierEmail}`)).toBeVisible();

  // X-Tudo R$ 50,00 with 20% off (the limit is 10%), approved by PIN.
  await page.getByRole('button', { name: /X-Tudo/ }).click();
  await page.getByRole('combobox', { name: 'Desconto' }).selectOption('percent');
  await page.getByRole('textbox', { name: 'Desconto' }).fill('20');
  await page.getByLabel('Motivo do desconto').fill('Cliente fiel');
  await page.getByRole('button', { name: 'PIN', exact: true }).click();
  await page.getByLabel('Quem aprova', { exact: true }).selectOption({ label: 'Gil Gerente' });
  const approverPin = page.getByLabel('PIN de quem aprova');
  await approverPin.fill('2468');
  await expectNoSeriousViolations(page, 'PDV approval by PIN');
  const pay = async () => {
    await page.getByRole('button', { name: 'Pagar (F4)' }).click();
    await page.getByLabel('Valor recebido (R$)').fill('40,00');
    await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
    await page.getByRole('button', { name: 'Confirmar venda (F9)' }).click();
  };
  await pay();
  await expect(page.getByText(selfRefusal).first()).toBeVisible();
  await page.getByRole('button', { name: 'Voltar ao pedido' }).click();
  await approverPin.fill('1357');
  await page.getByRole('button', { name: 'Pagar (F4)' }).click();
  const confirm = page.getByRole('button', { name: 'Confirmar venda (F9)' });
  if (!(await confirm.isEnabled())) {
    await page.getByLabel('Valor recebido (R$)').fill('40,00');
    await page.getByRole('button', { name: 'Adicionar pagamento' }).click();
  }
  await confirm.click();
  await expect(page.getByText(/Venda registrada: pedido nº \d+/)).toBeVisible();
  const orderNumber = (await page
    .getByText(/Venda registrada: pedido nº \d+/)
    .textContent())!.match(/\d+/)![0];

  // "Trocar operador": the terminal locks again.
  await page.getByRole('button', { name: 'Trocar operador' }).click();
  await expect(page.getByRole('heading', { name: 'Terminal bloqueado' })).toBeVisible();

  // The admin, at their own desk: the sale, the discount and both people in the log.
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await signIn(deskPage, admin);
  await deskPage.goto(`${mainUrl}/admin/auditoria`);
  const subject = `Pedido ${orderNumber}`;
  const sale = deskPage.getByRole('row').filter({ hasText: 'Venda' }).filter({ hasText: subject });
  // Each person by the name they had then, with the email under it (the log outlives them).
  await expect(sale).toContainText('Carla Caixa');
  await expect(sale).toContainText(cashierEmail);
  await expect(sale).not.toContainText('Gil Gerente');
  const discount = deskPage
    .getByRole('row')
    .filter({ hasText: 'Desconto' })
    .filter({ hasText: subject });
  await expect(discount).toContainText('Carla Caixa');
  await expect(discount).toContainText(cashierEmail);
  await expect(discount).toContainText('Gil Gerente');
  await expect(discount).toContainText(managerEmail);
  await expect(deskPage.getByRole('row').filter({ hasText: 'PIN errado' })).toHaveCount(2);
  await desk.close();
});
