import { expect, test } from '@playwright/test';
import { adminPaths } from '../../apps/web/src/features/admin/admin-paths';
import { createLinkedAdmin, mainUrl, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { pairDevice } from '../support/devices';

/*
 * Issue 34 item 4: in the demo shop (demo mode), "Simular pedido iFood" on /admin/integracoes
 * sends a demo iFood order through the same import as a polled one (decision 057): a newcomer
 * sees it reach the kitchen display, with its iFood badge. The page's axe check also covers the
 * Open Delivery card, its fields' errors shown.
 */
test('"Simular pedido iFood" puts a demo iFood order on the kitchen display', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await createLinkedAdmin(request, 'demo'));
  await page.goto(`${mainUrl}${adminPaths.statusBoard}`);
  const kitchenLink = await pairDevice(page, 'Chapa', 'Tela da cozinha (KDS)');
  const kitchen = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await kitchen.goto(kitchenLink);
  await expect(kitchen.getByRole('heading', { name: /^Cozinha/ })).toBeVisible();
  await page.goto(`${mainUrl}${adminPaths.integrations}`);

  const simulate = page.getByRole('button', { name: 'Simular pedido iFood' });
  await expect(page.getByText('Demonstração', { exact: true })).toBeVisible();
  await simulate.click();
  const sent = page.getByRole('status').filter({ hasText: 'enviado para a cozinha' });
  await expect(sent).toContainText('do iFood (demonstração)');
  const orderNumber = /Pedido (\d+)/.exec((await sent.textContent()) ?? '')![1];
  const card = kitchen.getByRole('button', { name: `Avançar pedido ${orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('iFood');
  // The Open Delivery card on the same page (decisions 059, 079), with its fields' errors shown.
  const openDelivery = page.getByRole('button', { name: 'Conectar Open Delivery' });
  await expect(page.getByLabel('CNPJ do aplicativo de pedidos')).toBeVisible();
  await openDelivery.click();
  await expect(page.getByLabel('Endereço da API')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(
    page,
    `${adminPaths.integrations} (after a simulated order; Open Delivery card with errors)`,
  );
});
