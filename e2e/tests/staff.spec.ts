import { expect, test } from '@playwright/test';
import { createLinkedAdmin, createShop, mainUrl, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/*
 * The shop's team (issue 32, decision 051): the admin adds a Caixa on /admin/equipe; the Caixa
 * signs in, lands on the PDV, sees only the PDV in the sidebar, and the finance, settings and
 * backup screens say they are not theirs while the API answers 403.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the admin adds a Caixa, who sees only the PDV and is refused finance, settings and backup', async ({
  page,
  browser,
}) => {
  // Two sign-ins at the production password cost and a shop: past 30 s under load.
  test.setTimeout(120_000);
  const subdomain = `equipe-${runId}`;
  await createShop({ name: 'Loja da Equipe', subdomain });
  const admin = await createLinkedAdmin(page.request, subdomain);
  await signIn(page, admin);

  await page.goto(`${mainUrl}/admin/equipe`);
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/equipe');
  const cashier = { email: `caixa-${runId}@example.com`, password: 'senha-do-caixa' };
  await page.getByLabel('Nome').fill('Carla Caixa');
  await page.getByLabel('E-mail').fill(cashier.email);
  await page.getByLabel('Papel', { exact: true }).selectOption({ label: 'Caixa' });
  await page.getByLabel('Senha (opcional)').fill(cashier.password);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Carla Caixa foi adicionado(a) à equipe')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Papel de Carla Caixa' })).toHaveValue('cashier');

  // The Caixa, in a browser of their own, through the sign-in screen.
  const context = await browser.newContext();
  const cashierPage = await context.newPage();
  await cashierPage.goto(`${mainUrl}/auth`);
  await cashierPage.getByLabel('Email').fill(cashier.email);
  await cashierPage.getByLabel('Senha').fill(cashier.password);
  await cashierPage.getByRole('button', { name: 'Entrar' }).click();
  await expect(cashierPage).toHaveURL(`${mainUrl}/admin/pdv`);
  await expect(
    cashierPage.getByRole('navigation', { name: 'Painel administrativo' }).getByRole('link'),
  ).toHaveText(['PDV']);
  await expect(cashierPage.getByRole('banner').getByText('Caixa', { exact: true })).toBeVisible();

  for (const [path, api, words] of [
    ['/admin/financeiro', '/api/admin/finance/overview', 'ver e lançar o financeiro'],
    ['/admin/configuracoes', '/api/admin/settings', 'alterar as configurações'],
    ['/admin/backup', '/api/admin/backup/scheduled', 'baixar e restaurar backups'],
  ] as const) {
    await cashierPage.goto(`${mainUrl}${path}`);
    await expect(
      cashierPage.getByRole('heading', { name: 'Sem acesso a esta tela' }),
    ).toBeVisible();
    await expect(
      cashierPage.getByText(`Acesso negado: o perfil Caixa não pode ${words}`),
    ).toBeVisible();
    const answer = await cashierPage.request.get(`${mainUrl}${api}`);
    expect(answer.status()).toBe(403);
    expect((await answer.json()).detail).toContain('Acesso negado: o perfil Caixa');
  }
  await expectNoSeriousViolations(cashierPage, '/admin/backup (refused to a Caixa)');
  await context.close();
});
