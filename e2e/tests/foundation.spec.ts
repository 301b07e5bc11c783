import { expect, test } from '@playwright/test';
import { themes } from '@comanda/shared';
import { port } from '../playwright.config';

const mainUrl = `http://localhost:${port}`;
const demoUrl = `http://demo.localhost:${port}`;

test.describe('root route decides by host (SPEC §2)', () => {
  test('the main domain goes to /auth', async ({ page }) => {
    await page.goto(`${mainUrl}/`);
    await expect(page).toHaveURL(`${mainUrl}/auth`);
  });

  test('a dev host (127.0.0.1) goes to /auth', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/auth`);
  });

  test('a tenant subdomain goes to its kiosk', async ({ page }) => {
    await page.goto(`${demoUrl}/`);
    await expect(page).toHaveURL(`${demoUrl}/totem`);
    await expect(page.getByText('O melhor hambúrguer artesanal da cidade')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Começar pedido' })).toBeVisible();
  });

  test('an unknown subdomain goes to /tenant-not-found', async ({ page }) => {
    await page.goto(`http://naoexiste.localhost:${port}/`);
    await expect(page).toHaveURL(`http://naoexiste.localhost:${port}/tenant-not-found`);
    await expect(
      page.getByRole('heading', { name: 'Estabelecimento Não Encontrado' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para Home' })).toHaveAttribute('href', '/');
  });

  test('/auth on a tenant subdomain goes to the main domain', async ({ page }) => {
    await page.goto(`${demoUrl}/auth`);
    await expect(page).toHaveURL(`${mainUrl}/auth`);
  });
});

test('unknown paths show the 404 page and log it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${mainUrl}/nao/existe`);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(errors.some((text) => text.includes('/nao/existe'))).toBe(true);
});

test('the demo tenant theme is applied on its subdomain only', async ({ page }) => {
  const primaryOf = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
    );

  await page.goto(`${demoUrl}/totem`);
  await expect(page.getByRole('link', { name: 'Começar pedido' })).toBeVisible();
  expect(await primaryOf()).toBe(themes.vermelho.primary);
  const [red, green, blue] = [1, 3, 5].map((at) =>
    parseInt(themes.vermelho.primary.slice(at, at + 2), 16),
  );
  await expect(page.getByRole('link', { name: 'Começar pedido' })).toHaveCSS(
    'background-color',
    `rgb(${red}, ${green}, ${blue})`,
  );

  await page.goto(`${mainUrl}/auth`);
  expect(await primaryOf()).not.toBe(themes.vermelho.primary);
});

test('the kiosk on a dev host shows the first active shop', async ({ page }) => {
  await page.goto(`${mainUrl}/totem`);
  await expect(page.getByText('Burger Demo')).toBeVisible();
});
