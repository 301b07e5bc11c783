import { expect, test, type Locator, type Page } from '@playwright/test';
import { problemContentType, subdomainTakenMessage } from '@comanda/shared';
import { createLinkedAdmin, mainUrl, signIn, superAdmin } from '../support/accounts';

/*
 * Issue 11 (one form toolkit, ADR 014): a 409 CONFLICT that names a field shows its message
 * under that field, on every form, not only as a toast. The establishment form meets the
 * server's real conflict (the demo shop's subdomain). Today the catalog and printing services
 * send no field conflict, so those forms meet one through request interception, answered as
 * the server's error handler would (apps/server/src/plugins/errors.ts).
 */

const conflictMessage = 'Já existe um cadastro com este nome';

/** Answers the next POST to `path` with a 409 problem document naming `field`. */
async function answerConflict(page: Page, path: string, field: string) {
  await page.route(`${mainUrl}${path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({
      status: 409,
      contentType: problemContentType,
      body: JSON.stringify({
        type: 'https://comanda.dev/problems/conflict',
        title: 'Conflito',
        status: 409,
        detail: conflictMessage,
        code: 'CONFLICT',
        errors: [{ path: field, message: conflictMessage }],
      }),
    });
  });
}

/** The message is the field's own: marked invalid and described by the text under it. */
async function expectUnderField(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test.describe('an admin of the demo shop', () => {
  test.beforeEach(async ({ page, request }) => {
    const admin = await createLinkedAdmin(request, 'demo');
    await signIn(page, admin);
  });

  test('sees a name conflict under the category name', async ({ page }) => {
    await answerConflict(page, '/api/admin/categories', 'name');
    await page.goto(`${mainUrl}/admin/categorias/nova`);
    const name = page.getByLabel('Nome', { exact: true });
    await name.fill('Lanches');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectUnderField(name, conflictMessage);
    await expect(page).toHaveURL(`${mainUrl}/admin/categorias/nova`);
  });

  test('sees a name conflict under the product name', async ({ page }) => {
    await answerConflict(page, '/api/admin/products', 'name');
    await page.goto(`${mainUrl}/admin/produtos/novo`);
    const name = page.getByLabel('Nome', { exact: true });
    await name.fill('X-Burger');
    await page.getByLabel('Preço (R$)').fill('10');
    const category = page.getByLabel('Categoria');
    const firstCategory = await category.locator('option:not([value=""])').first().textContent();
    await category.selectOption({ label: firstCategory ?? '' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectUnderField(name, conflictMessage);
    await expect(page).toHaveURL(`${mainUrl}/admin/produtos/novo`);
  });

  test('sees a name conflict under the printer name', async ({ page }) => {
    await answerConflict(page, '/api/admin/printers', 'name');
    await page.goto(`${mainUrl}/admin/configuracoes-printnode`);
    await page.getByRole('button', { name: 'Nova impressora' }).click();
    const form = page.getByRole('form', { name: 'Nova impressora' });
    const name = form.getByLabel('Nome', { exact: true });
    await name.fill('Balcão');
    await form.getByLabel('Conexão').selectOption({ label: 'Impressora virtual (demonstração)' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expectUnderField(name, conflictMessage);
  });
});

test('a super admin sees a taken subdomain under the subdomain', async ({ page }) => {
  await signIn(page, superAdmin, '/superadmin');
  await page.goto(`${mainUrl}/superadmin/estabelecimentos/novo`);
  await page.getByLabel('Nome', { exact: true }).fill('Outra Demo');
  const subdomain = page.getByLabel('Subdomínio');
  await subdomain.fill('demo');
  await page.getByRole('button', { name: 'Criar Estabelecimento' }).click();
  await expectUnderField(subdomain, subdomainTakenMessage);
  await expect(page).toHaveURL(`${mainUrl}/superadmin/estabelecimentos/novo`);
});
