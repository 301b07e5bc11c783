import { expect, test } from '@playwright/test';
import { createLinkedAdmin, mainUrl, signIn } from '../support/accounts';

/*
 * The admin's printers (SPEC §2 /admin/configuracoes-printnode and its redirects, §3
 * configuracoes_impressora): a virtual printer made here prints a test page that the admin
 * reads on the same screen. The printer is inactive, so the demo's paid orders (kiosk specs
 * running beside this one) never print on it, and it is deleted at the end.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const printerName = `Virtual e2e ${runId}`;

test.beforeEach(async ({ page, request }) => {
  const admin = await createLinkedAdmin(request, 'demo');
  await signIn(page, admin);
});

test.afterEach(async ({ page }) => {
  const response = await page.request.get(`${mainUrl}/api/admin/printers`);
  if (!response.ok()) return;
  for (const { id, name } of (await response.json()) as { id: string; name: string }[]) {
    if (name === printerName) {
      await page.request.delete(`${mainUrl}/api/admin/printers/${id}`, {
        headers: { origin: mainUrl },
      });
    }
  }
});

test('a virtual printer prints a test page the admin can read', async ({ page }) => {
  await page.goto(`${mainUrl}/admin/impressoras`);
  await expect(page).toHaveURL(`${mainUrl}/admin/configuracoes-printnode`);
  await expect(page.getByRole('heading', { name: 'Impressoras', level: 1 })).toBeVisible();
  // The demo shop's own virtual printers.
  await expect(page.getByText('Impressora virtual do balcão', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Nova impressora' }).click();
  const form = page.getByRole('form', { name: 'Nova impressora' });
  await form.getByLabel('Nome', { exact: true }).fill(printerName);
  await form.getByLabel('Conexão').selectOption({ label: 'Impressora virtual (demonstração)' });
  await form.getByLabel('Ativa', { exact: true }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Impressora salva.')).toBeVisible();

  const row = page.getByTestId('printer-row').filter({ hasText: printerName });
  await expect(row.getByText('Inativa')).toBeVisible();
  await row.getByRole('button', { name: 'Imprimir teste' }).click();
  await expect(page.getByText('Teste enviado para a impressora.')).toBeVisible();

  await row.getByRole('button', { name: 'Ver comprovantes' }).click();
  const receipt = row.getByTestId('virtual-receipt').first();
  await expect(receipt).toContainText('TESTE DE IMPRESSÃO', { timeout: 15_000 });
  await expect(receipt).toContainText('Burger Demo');
  await expect(receipt).toContainText(printerName);

  const job = page.getByTestId('print-job').filter({ hasText: printerName }).first();
  await expect(job).toContainText('Impresso', { timeout: 10_000 });

  await row.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Impressora excluída.')).toBeVisible();
  await expect(page.getByTestId('printer-row').filter({ hasText: printerName })).toHaveCount(0);
});

test("the kitchen monitor shows the shop, 'Sistema Ativo' and its print agent", async ({
  page,
}) => {
  await page.goto(`http://demo.localhost:${new URL(mainUrl).port}/impressora-cozinha`);
  await expect(page.getByRole('heading', { name: 'Monitor de Cozinha' })).toBeVisible();
  await expect(page.getByText('Burger Demo')).toBeVisible();
  await expect(page.getByText('Sistema Ativo')).toBeVisible();
  await expect(page.getByText('O pagamento é aprovado.')).toBeVisible();
  await expect(page.getByTestId('agent-status')).toContainText('Desconectado');
});
