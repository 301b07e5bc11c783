import { expect, test } from '@playwright/test';
import { ownServerPorts, startServer, type ServerProcess } from '../support/server-process';

/*
 * A fresh installation can administer its demo shop at once: the server prints how to sign
 * in to the demo shop's admin, and /auth on this machine shows the same.
 */
let server: ServerProcess;

test.beforeAll(async () => {
  // A fresh data folder: migrations, the demo seed and its images, slow on a loaded machine.
  test.setTimeout(150_000);
  server = startServer({ port: ownServerPorts.demoAdmin, entry: 'apps/server/dist/main.js' });
  await server.waitForReady();
});

test.afterAll(async () => {
  expect(await server.stop('SIGTERM')).toBe(0);
  server.cleanUp();
});

test('the printed demo admin signs in to the demo shop and sees its products', async ({ page }) => {
  const printed = server.logLines().find((line) => 'demoAdmin' in line);
  expect(printed, 'the demo admin instructions in the log').toBeDefined();
  const demoAdmin = printed!.demoAdmin as { url: string; email: string; password: string };
  expect(demoAdmin.url).toBe(`${server.url}/auth`);
  expect(printed!.msg).toContain(demoAdmin.password);

  await page.goto(demoAdmin.url);
  const hint = page.getByRole('region', { name: 'Loja de demonstração' });
  await expect(hint).toContainText('Burger Demo');
  await expect(hint).toContainText(demoAdmin.email);
  await expect(hint).toContainText(demoAdmin.password);

  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Senha').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${server.url}/admin`);
  await page.locator('#panel-sidebar').getByRole('link', { name: 'Produtos' }).click();
  await expect(page).toHaveURL(`${server.url}/admin/produtos`);
  await expect(page.getByRole('heading', { name: 'Produtos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Produtos' })).toContainText('Clássico da Casa');
});
