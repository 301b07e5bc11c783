import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { port } from '../playwright.config';
import { mainUrl, superAdmin } from '../support/accounts';

/*
 * Accounts, guards and the panel shells (SPEC §2 login/admin/super admin, §4, §6, §8). The first
 * super admin is created by first-run.setup.ts, which runs before every other spec.
 */

const demoUrl = `http://demo.localhost:${port}`;

const runId = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const uniqueEmail = (who: string) => `${who}-${runId}@example.com`;
const password = 'senha-e2e-1';

async function signUp(page: Page, name: string, email: string, pass = password) {
  await page.goto(`${mainUrl}/auth`);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(pass);
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

async function logIn(page: Page, email: string, pass: string) {
  await page.goto(`${mainUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(pass);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function signOutFromSidebar(page: Page) {
  await page.locator('#panel-sidebar').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(`${mainUrl}/auth`);
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
}

/** RFC 6238 code (SHA-1, 30 s, 6 digits) of a base32 secret, as authenticator apps compute it. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test.describe.serial('super admin: panels and sidebar', () => {
  test('the super admin logs in to /superadmin and sees its menu', async ({ page }) => {
    await logIn(page, superAdmin.email, superAdmin.password);
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(`${mainUrl}/superadmin`);
    const menu = page.getByRole('navigation', { name: 'Super Admin' });
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard Global',
      'Estabelecimentos',
      'Usuários',
      'Relatórios Gerais',
      'Configurações',
    ]);
    await menu.getByRole('link', { name: 'Estabelecimentos' }).click();
    await expect(page).toHaveURL(`${mainUrl}/superadmin/estabelecimentos`);
    // The page's own title: the dashboard's cards, still shown while the screen loads, hold
    // 'Estabelecimentos' headings too.
    await expect(page.getByRole('heading', { level: 1, name: 'Estabelecimentos' })).toBeVisible();
  });

  test('the admin panel: menu order, super-admin link, header, redirects', async ({ page }) => {
    await logIn(page, superAdmin.email, superAdmin.password);
    await expect(page).toHaveURL(`${mainUrl}/superadmin`);
    await page.goto(`${mainUrl}/admin`);

    await expect(page.getByText('Painel administrativo')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Painel administrativo' }).getByRole('link'),
    ).toHaveText([
      'Dashboard',
      'PDV',
      'Vendas Totem',
      'Pedidos',
      'Financeiro',
      'Relatórios',
      'Produtos',
      'Estoque',
      'Categorias',
      'Mesas',
      'Cardápio digital',
      'Integrações',
      'Impressoras',
      'Tela',
      'Backup',
      'Configurações',
      'Equipe',
      'Auditoria',
    ]);
    await expect(page.getByRole('link', { name: 'Painel Super Admin' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(superAdmin.email)).toBeVisible();
    await expect(
      page.getByRole('banner').getByText('Administrador', { exact: true }),
    ).toBeVisible();

    for (const old of ['impressoras', 'gerenciar-impressoras', 'qz-tray']) {
      await page.goto(`${mainUrl}/admin/${old}`);
      await expect(page).toHaveURL(`${mainUrl}/admin/configuracoes-printnode`);
    }
    await page.goto(`${mainUrl}/admin/nao-existe`);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();

    await page.goto(`${mainUrl}/admin`);
    await signOutFromSidebar(page);
    // Signed out for real: the panel now asks for a session.
    await page.goto(`${mainUrl}/admin`);
    await expect(page).toHaveURL(`${mainUrl}/auth`);
  });

  test('modules load lazily with their name, and a failing one is isolated', async ({ page }) => {
    await logIn(page, superAdmin.email, superAdmin.password);
    await expect(page).toHaveURL(`${mainUrl}/superadmin`);
    await page.goto(`${mainUrl}/admin`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    let releaseProducts!: () => void;
    const productsHeld = new Promise<void>((resolve) => (releaseProducts = resolve));
    await page.route(/\/assets\/products-[^/]+\.js$/, async (route) => {
      await productsHeld;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Produtos' }).click();
    await expect(page.getByText('Carregando Produtos...')).toBeVisible();
    releaseProducts();
    await expect(page.getByRole('heading', { name: 'Produtos' })).toBeVisible();

    await page.route(/\/assets\/stock-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Estoque' }).click();
    await expect(page.getByText('Módulo temporariamente indisponível')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recarregar módulo' })).toBeVisible();
    // The rest of the panel still works.
    await page.getByRole('button', { name: 'Ir ao Dashboard' }).click();
    await expect(page).toHaveURL(`${mainUrl}/admin`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('the sidebar toggles with Ctrl+B and remembers it after a reload', async ({ page }) => {
    await logIn(page, superAdmin.email, superAdmin.password);
    await expect(page).toHaveURL(`${mainUrl}/superadmin`);
    await page.goto(`${mainUrl}/admin`);
    const sidebar = page.locator('#panel-sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar).toHaveCSS('width', '256px');

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar).toHaveCSS('width', '48px');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    // Max-age of 7 days (SPEC §9), give or take the test's own duration.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  test('at 375px the sidebar is a slide-over drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await logIn(page, superAdmin.email, superAdmin.password);
    await expect(page).toHaveURL(`${mainUrl}/superadmin`);
    await page.goto(`${mainUrl}/admin`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Painel administrativo' })).toBeHidden();

    await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
    const drawer = page.getByRole('dialog', { name: 'Painel administrativo' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveCSS('width', '288px');
    await drawer.getByRole('link', { name: 'Categorias' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(`${mainUrl}/admin/categorias`);
    await expect(page.getByRole('heading', { name: 'Categorias' })).toBeVisible();
  });

  test('an expired session is cleared and goes to /auth', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await logIn(page, superAdmin.email, superAdmin.password);
    await expect(page).toHaveURL(`${mainUrl}/superadmin`);
    await page.evaluate(() => localStorage.setItem('comanda:auth:leftover', 'x'));

    await page.context().clearCookies();
    // Coming back to the tab re-checks the session.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page).toHaveURL(`${mainUrl}/auth`);
    expect(logs).toContain('Sessão expirada, limpando dados...');
    expect(await page.evaluate(() => localStorage.getItem('comanda:auth:leftover'))).toBeNull();
  });
});

test.describe('sign-up, login and guards', () => {
  test('a normal sign-up lands on /admin, awaiting a link', async ({ page }) => {
    const email = uniqueEmail('ana');
    await signUp(page, 'Ana Lima', email);
    await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(`${mainUrl}/admin`);
    await expect(page.getByRole('heading', { name: 'Aguardando vínculo' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Painel administrativo')).toBeHidden();

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(`${mainUrl}/auth`);
    await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();

    // Logging in again leads to the admin area (role admin).
    await logIn(page, email, password);
    await expect(page).toHaveURL(`${mainUrl}/admin`);
    await expect(page.getByRole('heading', { name: 'Aguardando vínculo' })).toBeVisible();
  });

  test('an admin opening /superadmin is refused and sent to /', async ({ page }) => {
    await signUp(page, 'Bruno', uniqueEmail('bruno'));
    await expect(page).toHaveURL(`${mainUrl}/admin`);
    const leftRoot = page.waitForURL(`${mainUrl}/`);
    await page.goto(`${mainUrl}/superadmin`);
    await expect(
      page.getByText('Acesso negado: você não tem permissão de super administrador'),
    ).toBeVisible();
    await leftRoot;
    await expect(page).not.toHaveURL(/\/superadmin/);
  });

  test('the panels need a session', async ({ page }) => {
    for (const path of ['/admin/produtos', '/superadmin']) {
      await page.goto(`${mainUrl}${path}`);
      await expect(
        page.getByText('Você precisa estar autenticado para acessar esta área'),
      ).toBeVisible();
      await expect(page).toHaveURL(`${mainUrl}/auth`);
    }
  });

  test('login and sign-up forms: labels, toggles, required fields, server errors', async ({
    page,
  }) => {
    await page.goto(`${mainUrl}/auth`);
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Senha')).toHaveAttribute('required', '');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Email é obrigatório')).toBeVisible();

    await page.getByLabel('Email').fill(uniqueEmail('ninguem'));
    await page.getByLabel('Senha').fill('errada123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Email ou senha inválidos')).toBeVisible();

    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByLabel('Nome')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Já tenho conta' })).toBeVisible();
    await page.getByRole('button', { name: 'Já tenho conta' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/recuperar-senha',
    );
  });

  test('/admin on a tenant subdomain goes to the main domain without asking for admin data', async ({
    page,
  }) => {
    const tenantApiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname === 'demo.localhost' && url.pathname.startsWith('/api/')) {
        tenantApiCalls.push(url.pathname);
      }
    });
    await page.goto(`${demoUrl}/admin/produtos`);
    await expect(page).toHaveURL(`${mainUrl}/auth`);
    expect(tenantApiCalls.filter((path) => path !== '/api/public/establishment')).toEqual([]);

    await page.goto(`${demoUrl}/superadmin`);
    await expect(page).toHaveURL(`${mainUrl}/auth`);
    expect(tenantApiCalls.filter((path) => path !== '/api/public/establishment')).toEqual([]);
  });
});

test.describe('account security', () => {
  // Several passwords hashed at the production cost each: past 30 s on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('password change, then login with the new password', async ({ page }) => {
    const email = uniqueEmail('carla');
    await signUp(page, 'Carla', email);
    await expect(page).toHaveURL(`${mainUrl}/admin`);
    await page.getByRole('link', { name: 'Minha conta' }).click();
    await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();

    await page.getByLabel('Senha atual').first().fill(password);
    await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-2');
    await page.getByLabel('Confirmar nova senha').fill('outra-coisa');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('As senhas não conferem')).toBeVisible();
    await page.getByLabel('Confirmar nova senha').fill('nova-senha-2');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();

    await page.goto(`${mainUrl}/admin`);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(`${mainUrl}/auth`);
    await logIn(page, email, 'nova-senha-2');
    await expect(page).toHaveURL(`${mainUrl}/admin`);
  });

  test('two-factor: enable with the QR code, then log in with a code', async ({ page }) => {
    const email = uniqueEmail('davi');
    await signUp(page, 'Davi', email);
    await expect(page).toHaveURL(`${mainUrl}/admin`);
    await page.goto(`${mainUrl}/admin/conta`);
    await expect(page.getByText('Desativada')).toBeVisible();

    await page.getByLabel('Senha atual').last().fill(password);
    await page.getByRole('button', { name: 'Ativar autenticação em duas etapas' }).click();
    await expect(
      page.getByRole('img', { name: 'QR Code para o aplicativo autenticador' }),
    ).toBeVisible();
    const secret = (await page.locator('code').first().textContent())!.trim();
    const backupCodes = await page
      .getByRole('list', { name: 'Códigos de backup' })
      .locator('li')
      .allTextContents();
    expect(backupCodes.length).toBeGreaterThan(0);

    await page.getByLabel('Código de verificação').fill(totp(secret));
    await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
    await expect(page.getByText('Autenticação em duas etapas ativada!')).toBeVisible();
    await expect(page.getByText('Ativada', { exact: true })).toBeVisible();

    await page.goto(`${mainUrl}/admin`);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(`${mainUrl}/auth`);

    // Password alone is not enough any more: the code is asked next.
    await logIn(page, email, password);
    await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    await expect(page).toHaveURL(`${mainUrl}/auth`);
    await page.getByRole('button', { name: 'Usar um código de backup' }).click();
    await page.getByLabel('Código de backup').fill(backupCodes[0]!.trim());
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(`${mainUrl}/admin`);

    await page.goto(`${mainUrl}/admin/conta`);
    await page.getByLabel('Senha atual').last().fill(password);
    await page.getByRole('button', { name: 'Desativar autenticação em duas etapas' }).click();
    await expect(page.getByText('Autenticação em duas etapas desativada.')).toBeVisible();
  });

  test('password reset pages', async ({ page }) => {
    await page.goto(`${mainUrl}/auth`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(`${mainUrl}/recuperar-senha`);
    await page.getByLabel('Email').fill(uniqueEmail('ninguem'));
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(
      page.getByText(
        'Se o email estiver cadastrado, você receberá um link para redefinir a senha.',
      ),
    ).toBeVisible();

    await page.goto(`${mainUrl}/redefinir-senha`);
    await expect(page.getByText('Este link de redefinição é inválido ou expirou.')).toBeVisible();

    await page.goto(`${mainUrl}/redefinir-senha?token=nao-existe`);
    await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-3');
    await page.getByLabel('Confirmar nova senha').fill('nova-senha-3');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    // The server's own message about the token shows on the page.
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/redefinir-senha/);
  });
});
