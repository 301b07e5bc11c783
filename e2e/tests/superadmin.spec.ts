import { expect, test, type Page } from '@playwright/test';
import { port } from '../playwright.config';
import { mainUrl, signIn, superAdmin } from '../support/accounts';

/*
 * The super admin's Estabelecimentos screens (SPEC §2 "Super admin", §4, §6, §8) as the
 * platform owner uses them: a new shop with a logo and its admin, the list, an edit, its kiosk,
 * and switching it off. Every shop made here has its own subdomain, so the demo shop the other
 * specs use is never touched.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 1x1 PNG: the smallest real image the server accepts and re-encodes. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The newest toast with this text (an earlier identical one may still be fading out). */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).last();

test('a super admin creates a shop with a logo and an admin, edits it, opens its kiosk and switches it off', async ({
  page,
  browser,
}) => {
  // A whole journey through five screens, two browsers and three sign-ins.
  test.setTimeout(120_000);
  const name = `Açaí & Cia ${runId}`;
  const subdomain = `acai-cia-${runId}`;
  const adminEmail = `dono-${runId}@example.com`;
  const adminPassword = 'senha-do-dono';

  await signIn(page, superAdmin, '/superadmin');
  await expect(page.getByRole('heading', { name: 'Dashboard Global' })).toBeVisible();
  await expect(page.getByText('Receita Total')).toBeVisible();

  // The list, then the create form.
  await page.locator('#panel-sidebar').getByRole('link', { name: 'Estabelecimentos' }).click();
  await expect(page).toHaveURL(`${mainUrl}/superadmin/estabelecimentos`);
  await page.getByRole('link', { name: 'Novo Estabelecimento' }).first().click();
  await expect(page).toHaveURL(`${mainUrl}/superadmin/estabelecimentos/novo`);
  await expect(page.getByRole('heading', { name: 'Novo Estabelecimento' })).toBeVisible();

  // SPEC §5 messages show under their fields before anything is sent.
  await page.getByRole('button', { name: 'Criar Estabelecimento' }).click();
  await expect(page.getByText('Nome é obrigatório')).toBeVisible();

  // Typing the name fills the subdomain with its slug (SPEC §2), shown with the domain.
  await page.getByLabel('Nome', { exact: true }).fill(name);
  const subdomainInput = page.getByLabel('Subdomínio');
  await expect(subdomainInput).toHaveValue(subdomain);
  await expect(page.getByText(`.localhost`, { exact: true })).toBeVisible();
  await expect(
    page.getByText(`http://${subdomain}.localhost:${port}/totem`, { exact: false }),
  ).toBeVisible();
  await subdomainInput.fill('ab');
  await page.getByRole('button', { name: 'Criar Estabelecimento' }).click();
  await expect(page.getByText('Subdomínio deve ter no mínimo 3 caracteres')).toBeVisible();
  await subdomainInput.fill(subdomain);

  await page.getByLabel('Cidade', { exact: true }).fill('Belém');
  await page.getByLabel('Tema principal').selectOption('roxo');
  await page.getByLabel('Chave Pix', { exact: true }).fill('pix@acai.example');
  await page.getByLabel('Tipo de chave Pix').selectOption('email');
  await page.getByLabel('Mercado Pago Access Token').fill('APP_USR-e2e-token-9999');

  await page.getByLabel('Logo (PNG, JPG ou WEBP, até 5MB)').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  await expect(page.getByRole('img', { name: 'Imagem atual' })).toBeVisible();
  await page.getByRole('button', { name: 'Remover imagem' }).click();
  await expect(page.getByRole('img', { name: 'Imagem atual' })).toHaveCount(0);
  await page.getByLabel('Logo (PNG, JPG ou WEBP, até 5MB)').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  await expect(page.getByRole('img', { name: 'Imagem atual' })).toBeVisible();

  await page.getByLabel('Email do admin').fill(adminEmail);
  await page.getByLabel('Senha do admin').fill(adminPassword);
  await page.getByRole('button', { name: 'Criar Estabelecimento' }).click();

  // Back on the list: the toast, the row with its admin, date, dash for the phone, badge.
  await expect(page).toHaveURL(`${mainUrl}/superadmin/estabelecimentos`);
  await expect(toast(page, 'Estabelecimento cadastrado com sucesso.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText(`Admin ${name}`)).toBeVisible();
  await expect(row.getByText(adminEmail)).toBeVisible();
  await expect(row.getByText('Belém')).toBeVisible();
  await expect(row.getByRole('cell', { name: '-', exact: true })).toBeVisible();
  await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
  await expect(row.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/images\/.+\.webp$/);

  // Edit: the record loads, the token is only hinted, a change is saved.
  await row.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Editar Estabelecimento' })).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Mercado Pago Access Token')).toHaveValue('');
  await expect(page.getByText('Guardado: ••••9999. Deixe em branco para manter.')).toBeVisible();
  await expect(page.getByLabel('Email do admin')).toHaveCount(0);
  await page.getByLabel('Telefone', { exact: true }).fill('(91) 99999-0000');
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page).toHaveURL(`${mainUrl}/superadmin/estabelecimentos`);
  await expect(toast(page, 'Estabelecimento atualizado com sucesso.')).toBeVisible();
  await expect(row.getByText('(91) 99999-0000')).toBeVisible();

  // Its kiosk opens in a new tab, with the logo.
  const [kiosk] = await Promise.all([
    page.waitForEvent('popup'),
    row.getByRole('link', { name: `Abrir o totem de ${name} em nova aba` }).click(),
  ]);
  await expect(kiosk).toHaveURL(`http://${subdomain}.localhost:${port}/totem`);
  await expect(kiosk.getByRole('link', { name: 'Começar pedido' })).toBeVisible();
  await kiosk.close();

  // The new admin logs in, lands on /admin, and works on this shop.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, { email: adminEmail, password: adminPassword });
  const own = await adminPage.request.get(`${mainUrl}/api/admin/establishment`);
  expect((await own.json()).name).toBe(name);
  await adminContext.close();

  // Switched off: the toast, the badge, and its subdomain no longer finds the shop.
  await row.getByRole('switch', { name: `Ativo: ${name}` }).click();
  await expect(toast(page, 'Status atualizado com sucesso.')).toBeVisible();
  await expect(row.getByText('Inativo', { exact: true })).toBeVisible();
  await page.goto(`http://${subdomain}.localhost:${port}/`);
  await expect(page).toHaveURL(`http://${subdomain}.localhost:${port}/tenant-not-found`);
  await expect(page.getByText('Estabelecimento Não Encontrado')).toBeVisible();
});

test('an unknown establishment id shows the load-failure toast and returns to the list', async ({
  page,
}) => {
  await signIn(page, superAdmin, '/superadmin');
  await page.goto(
    `${mainUrl}/superadmin/estabelecimentos/editar/00000000-0000-4000-8000-000000000000`,
  );
  await expect(toast(page, 'Não foi possível carregar o estabelecimento.')).toBeVisible();
  await expect(page).toHaveURL(`${mainUrl}/superadmin/estabelecimentos`);
});

test('the dashboard, reports, users and settings screens load for the super admin', async ({
  page,
}) => {
  await signIn(page, superAdmin, '/superadmin');
  for (const card of ['Estabelecimentos', 'Usuários', 'Pedidos', 'Receita Total']) {
    await expect(page.getByRole('main').getByText(card, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(/^R\$ \d/).first()).toBeVisible();

  await page.locator('#panel-sidebar').getByRole('link', { name: 'Relatórios Gerais' }).click();
  await expect(page.getByRole('heading', { name: 'Relatórios Gerais' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Burger Demo' })).toBeVisible();
  const csv = await page.request.get(
    `${mainUrl}${await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')}`,
  );
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain('Burger Demo;Ativo;');

  await page.locator('#panel-sidebar').getByRole('link', { name: 'Usuários' }).click();
  await expect(page.getByRole('row').filter({ hasText: superAdmin.email })).toBeVisible();

  await page.locator('#panel-sidebar').getByRole('link', { name: 'Configurações' }).click();
  await expect(page.getByText('Cadastro público aberto')).toBeVisible();
  await expect(page.getByText('Envio de emails (SMTP)')).toBeVisible();
});
