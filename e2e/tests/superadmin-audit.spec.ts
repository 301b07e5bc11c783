import { expect, test } from '@playwright/test';
import { createShop, mainUrl, signIn, superAdmin, superAdminRequest } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';

/*
 * Issue 32: the super admin reads one shop's audit log from the shop's page, with the shop
 * admin's filters and table. A shop made for this spec: its creation and its switch off and
 * on are its first lines, under the super admin's name.
 */

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("the super admin reads a shop's audit log from its page, filters it, and it passes axe", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Auditada ${runId}`;
  const shop = await createShop({ name, subdomain: `auditada-${runId}` });
  const api = await superAdminRequest();
  for (const active of [false, true]) {
    const toggled = await api.patch(`${mainUrl}/api/superadmin/establishments/${shop.id}/status`, {
      headers: { origin: mainUrl },
      data: { active },
    });
    expect(toggled.status()).toBe(200);
  }

  await signIn(page, superAdmin, '/superadmin');
  await page.goto(`${mainUrl}/superadmin/estabelecimentos/editar/${shop.id}`);
  await page.getByRole('link', { name: 'Auditoria' }).click();
  await expect(page).toHaveURL(`${mainUrl}/superadmin/estabelecimentos/${shop.id}/auditoria`);
  await expect(page.getByRole('heading', { name: `Auditoria de ${name}` })).toBeVisible();

  const rows = page.getByRole('row');
  const created = rows.filter({ hasText: 'Loja criada (super admin)' });
  await expect(created).toContainText(superAdmin.email);
  await expect(created).toContainText(name);
  await expect(rows.filter({ hasText: 'Loja ativada ou desativada (super admin)' })).toHaveCount(2);
  await expectNoSeriousViolations(page, '/superadmin/estabelecimentos/:id/auditoria');

  // The kind filter: only the creation, then a kind this shop never had (the empty state).
  await page
    .getByLabel('Ação', { exact: true })
    .selectOption({ label: 'Loja criada (super admin)' });
  await expect(rows.filter({ hasText: 'Loja ativada ou desativada' })).toHaveCount(0);
  await expect(created).toBeVisible();
  await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Sangria' });
  await expect(page.getByText('Nenhuma ação registrada neste filtro')).toBeVisible();
  await expectNoSeriousViolations(page, '/superadmin/estabelecimentos/:id/auditoria (vazio)');
});
