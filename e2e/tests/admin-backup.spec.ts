import { expect, test } from '@playwright/test';
import { createLinkedAdmin, createShop, mainUrl, signIn, superAdmin } from '../support/accounts';

/*
 * /admin/backup (issue 18, decision 023): the shop admin downloads its archive, checks it
 * (what each table loses and gains), restores it, and the category added after the backup is
 * gone. A shop of its own, so the demo shop stays as the other specs expect it.
 */
test('the shop admin downloads a backup, checks it, and restores it', async ({
  page,
  request,
}, testInfo) => {
  // A shop, a download, a check and a restore: past 30 s on a loaded machine.
  test.setTimeout(90_000);
  const headers = { origin: mainUrl };
  const subdomain = `backup-${Date.now().toString(36)}`;
  await createShop({ name: 'Loja do Backup', subdomain });
  const admin = await createLinkedAdmin(request, subdomain);
  await request.post(`${mainUrl}/api/auth/sign-in/email`, {
    headers,
    data: { email: admin.email, password: admin.password },
  });
  const addCategory = async (name: string) =>
    expect(
      (await request.post(`${mainUrl}/api/admin/categories`, { headers, data: { name } })).status(),
    ).toBe(201);
  await addCategory('Lanches');

  await signIn(page, admin);

  await page.goto(`${mainUrl}/admin/backup`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar backup agora' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^comanda-${subdomain}-.*\\.zip$`));
  const archive = testInfo.outputPath('backup.zip');
  await download.saveAs(archive);

  await addCategory('Bebidas');

  await page.getByLabel('Arquivo de backup (.zip)').setInputFiles(archive);
  await page.getByRole('button', { name: 'Conferir arquivo' }).click();
  const plan = page.getByRole('table', { name: 'O que vai mudar' });
  await expect(page.getByText('Os dados atuais desta loja serão substituídos')).toBeVisible();
  await expect(plan.getByRole('row', { name: /Categorias/ })).toContainText(/2\s*1/);

  await page.getByRole('button', { name: 'Restaurar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Backup restaurado')).toBeVisible();

  const categories = await request.get(`${mainUrl}/api/admin/categories`);
  expect((await categories.json()).map((c: { name: string }) => c.name)).toEqual(['Lanches']);
});

test('a file that is not a backup is refused with a clear message', async ({ page, request }) => {
  const admin = await createLinkedAdmin(request, 'demo');
  await signIn(page, admin);
  await page.goto(`${mainUrl}/admin/backup`);
  await page.getByLabel('Arquivo de backup (.zip)').setInputFiles({
    name: 'falso.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('não é um zip'),
  });
  await page.getByRole('button', { name: 'Conferir arquivo' }).click();
  await expect(page.getByText('Este arquivo não é um backup do Comanda')).toBeVisible();
});

test('the super admin downloads the whole platform', async ({ page }) => {
  await signIn(page, superAdmin, '/superadmin');
  await page.goto(`${mainUrl}/superadmin/configuracoes`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar backup da plataforma' }).click();
  expect((await downloading).suggestedFilename()).toMatch(
    /^comanda-plataforma-.*\.(tar\.gz|dump)$/,
  );
});
