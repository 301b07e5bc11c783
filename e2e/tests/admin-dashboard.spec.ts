import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { port } from '../playwright.config';
import { createLinkedAdmin, mainUrl, signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { demoEstablishment } from '../../apps/server/src/db/seed/demo-menu';
import { demoProduct } from '../support/demo-menu';
import { payByDemoPix, startKioskOrder, upsellsToSummary } from '../support/kiosk-order';

/*
 * The owner's numbers (issue 17): the demo shop's admin watches today's revenue while a kiosk
 * order is paid, then downloads the product sales of today as CSV and XLSX. Other specs pay demo orders
 * at the same time, so figures are compared with each other, never with a fixed number.
 */

const demoUrl = `http://demo.localhost:${port}`;
const soda = demoProduct('bebidas', 'Refrigerante Lata 350 ml');

/** 'R$ 1.234,50' → 123450. */
const centsIn = async (locator: Locator) => Number((await locator.innerText()).replace(/\D/g, ''));

/** A soda paid by demo Pix at the kiosk (no dessert). */
async function payASoda(kiosk: Page) {
  await kiosk.setViewportSize({ width: 1080, height: 1920 });
  await startKioskOrder(kiosk, demoUrl);
  await kiosk.goto(`${demoUrl}/totem/bebidas`);
  await upsellsToSummary(kiosk, { drink: soda.name });
  await payByDemoPix(kiosk);
}

/** The Total line of a report CSV, in centavos. */
function csvTotalCents(csv: string): number {
  const total = csv
    .trim()
    .split('\r\n')
    .find((line) => line.startsWith('Total;'));
  const reais = total!.split(';').at(-1)!;
  return Number(reais.replace(/\D/g, ''));
}

/** The Total line of a report workbook (reais as numbers, last column), in centavos. */
async function xlsxTotalCents(file: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  let total: number | undefined;
  workbook.worksheets[0]!.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (values[0] === 'Total') total = Math.round(Number(values.at(-1)) * 100);
  });
  if (total === undefined) throw new Error('the workbook has no Total line');
  return total;
}

const contentOf = async (download: Download) =>
  Buffer.concat(await (await download.createReadStream()).toArray());

test('today on the dashboard grows live with a paid kiosk order; the product CSV and XLSX add up', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createLinkedAdmin(request, 'demo');
  await signIn(page, admin);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Ao vivo')).toBeVisible();
  const revenue = page.getByRole('group', { name: 'Faturamento de hoje' });
  await expect(revenue).toContainText('R$');
  const before = await centsIn(revenue.locator('p').first());

  const kiosk = await context.newPage();
  await payASoda(kiosk);

  // No reload: the shop's event stream refreshes the figures.
  await page.bringToFront();
  await expect
    .poll(() => centsIn(revenue.locator('p').first()), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(before + soda.priceCents);
  await expect(page.getByRole('list', { name: 'Produtos mais vendidos' })).toContainText(soda.name);
  await page.screenshot({ path: '/tmp/admin-dashboard.png', fullPage: true });

  await page.locator('#panel-sidebar').getByRole('link', { name: 'Relatórios' }).click();
  await expect(page).toHaveURL(`${mainUrl}/admin/relatorios`);
  await expect(page.getByRole('button', { name: 'Hoje', pressed: true })).toBeVisible();
  const products = page.getByRole('table', { name: 'Vendas por produto' });
  await expect(products).toContainText(soda.name);
  await page.screenshot({ path: '/tmp/admin-relatorios.png', fullPage: true });
  // On paper the report names its shop (issue 30, item 15).
  const shopName = page.getByText(demoEstablishment.name, { exact: true });
  await expect(shopName).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(shopName).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const productCard = page.locator('[data-slot="card"]').filter({ has: products });
  const downloading = page.waitForEvent('download');
  await productCard.getByRole('link', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vendas-por-produto-\d{4}-\d{2}-\d{2}-a-/);
  const text = (await contentOf(download)).toString('utf8');
  expect(text).toContain(`${soda.name};`);

  const downloadingXlsx = page.waitForEvent('download');
  await productCard.getByRole('link', { name: 'Exportar XLSX' }).click();
  const xlsx = await downloadingXlsx;
  expect(xlsx.suggestedFilename()).toMatch(/^vendas-por-produto-\d{4}-\d{2}-\d{2}-a-.*\.xlsx$/);
  expect(await xlsxTotalCents(await contentOf(xlsx))).toBeGreaterThanOrEqual(soda.priceCents);

  // The file's total is the day's revenue, as the report's own figure says at the same time
  // (compared again if a parallel spec paid an order in between).
  await expect(async () => {
    const fresh = await page.request.get(download.url());
    const query = new URL(download.url()).search;
    const report = await (await page.request.get(`${mainUrl}/api/admin/reports${query}`)).json();
    const freshXlsx = await page.request.get(xlsx.url());
    expect(csvTotalCents(await fresh.text())).toBe(report.totals.revenueCents);
    expect(await xlsxTotalCents(await freshXlsx.body())).toBe(report.totals.revenueCents);
  }).toPass({ timeout: 10_000 });
  expect(csvTotalCents(text)).toBeGreaterThanOrEqual(soda.priceCents);
});

/** Where the page's title and first figure are drawn. */
const placesOf = (page: Page) =>
  Promise.all(
    [
      page.getByRole('heading', { name: 'Dashboard', level: 1 }),
      page.getByRole('group', { name: 'Faturamento de hoje' }),
      page.getByRole('group', { name: 'Ticket médio' }),
    ].map((element) => element.boundingBox()),
  );

test("the owner's phone: today's figures drawn by the server before the app, the app's in their place", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createLinkedAdmin(request, 'demo');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, admin);

  // The screen the server draws (decision 097), here without the app's files.
  const withoutApp = await context.newPage();
  await withoutApp.route('**/assets/*.js', (route) => route.abort());
  await withoutApp.goto(`${mainUrl}/admin`);
  await expect(withoutApp.getByRole('group', { name: 'Faturamento de hoje' })).toContainText('R$');
  await expect(withoutApp.getByText(/^As vendas de hoje \(\d{2}\/\d{2}\/\d{4}\)/)).toBeVisible();
  await expect(withoutApp.getByText(admin.email)).toBeVisible();
  await expectNoSeriousViolations(withoutApp, 'dashboard desenhado pelo servidor');
  const drawnByServer = await placesOf(withoutApp);

  // The app draws the same screen and removes the server's copy: nothing moves.
  await page.goto(`${mainUrl}/admin`);
  await expect(page.getByText('Ao vivo')).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Em preparo' })).toBeVisible();
  expect(await placesOf(page)).toEqual(drawnByServer);
  await expectNoSeriousViolations(page, 'dashboard');
});
