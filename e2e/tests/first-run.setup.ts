import { expect, test } from '@playwright/test';
import { mainUrl, superAdmin } from '../support/accounts';

/*
 * First run of a new installation (SPEC §2 "First-time super-admin setup"). Runs before every
 * other spec (see the `first-run` project in playwright.config.ts), which then sign in as this
 * super admin.
 */
test.describe.serial('first-time setup', () => {
  test('/setup creates the first super admin and lands on /superadmin', async ({
    page,
    request,
  }) => {
    const { configured } = (await (await request.get(`${mainUrl}/api/setup/status`)).json()) as {
      configured: boolean;
    };
    test.skip(configured, 'A reused server was set up already; the next tests log in instead.');

    await page.goto(`${mainUrl}/setup`);
    await expect(page.getByLabel('Nome completo')).toHaveValue('Administrador');
    await expect(page.getByLabel('Email')).toHaveValue('admin@comanda.app');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute(
      'placeholder',
      'Mínimo 6 caracteres',
    );

    // SPEC §5 messages, under the fields, before anything is sent.
    await page.getByLabel('Senha', { exact: true }).fill('12345');
    await page.getByLabel('Confirmar senha').fill('12345');
    await page.getByRole('button', { name: 'Criar Super Admin' }).click();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await page.getByLabel('Senha', { exact: true }).fill(superAdmin.password);
    await page.getByLabel('Confirmar senha').fill(`${superAdmin.password}x`);
    await page.getByRole('button', { name: 'Criar Super Admin' }).click();
    await expect(page.getByText('As senhas não conferem')).toBeVisible();

    await page.getByLabel('Confirmar senha').fill(superAdmin.password);
    await page.getByRole('button', { name: 'Criar Super Admin' }).click();
    await expect(page.getByRole('button', { name: 'Configurando...' })).toBeDisabled();
    await expect(page.getByLabel('Nome completo')).toBeDisabled();
    await expect(page.getByText('Login realizado! Redirecionando...')).toBeVisible();
    await expect(page).toHaveURL(`${mainUrl}/superadmin`, { timeout: 15_000 });
    const header = page.getByRole('banner');
    await expect(header.getByText(superAdmin.email)).toBeVisible();
    await expect(header.getByText('Super Administrador')).toBeVisible();
  });

  test('/setup afterwards says it is configured and goes to /auth', async ({ page }) => {
    await page.goto(`${mainUrl}/setup`);
    await expect(page.getByText('Super Admin já configurado')).toBeVisible();
    await expect(page.getByText('Redirecionando para login...')).toBeVisible();
    await expect(page).toHaveURL(`${mainUrl}/auth`, { timeout: 5_000 });
  });
});
