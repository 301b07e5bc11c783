import { expect, test, type Page } from '@playwright/test';
import { isValidCnpj, type ProductSummary, type StockItem } from '@comanda/shared';
import { port } from '../playwright.config';
import { createLinkedAdmin, mainUrl } from '../support/accounts';

/*
 * Stock on the demo shop (issue 16): a purchase brings bacon in, a kiosk sale of a Cheddar
 * Bacon takes its ficha técnica's quantity, and bacon adjusted to zero turns the burger
 * 'Esgotado' on a kiosk that is already open, without a reload. The recipe is removed at the
 * end, so the burger sells again for the specs running beside this one.
 */

const demoUrl = `http://demo.localhost:${port}`;
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const baconName = `Bacon ${runId}`;
const headers = { origin: mainUrl };
const burgerName = 'Cheddar Bacon';

/** A valid, random CNPJ: 12 random digits, then whichever check digits make it valid. */
function randomCnpj(): string {
  const body = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  for (let check = 0; check < 100; check++) {
    const cnpj = `${body}${String(check).padStart(2, '0')}`;
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error('unreachable: every body has check digits');
}

async function stockItems(page: Page): Promise<StockItem[]> {
  return (await page.request.get(`${mainUrl}/api/admin/stock/items`)).json();
}
const baconLevel = async (page: Page) =>
  (await stockItems(page)).find((item) => item.name === baconName)!.levelMilli;

let burgerId: string;

test.beforeEach(async ({ page, request }) => {
  const admin = await createLinkedAdmin(request, 'demo');
  await page.goto(`${mainUrl}/auth`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${mainUrl}/admin`);
  const products: ProductSummary[] = await (
    await page.request.get(`${mainUrl}/api/admin/products`)
  ).json();
  burgerId = products.find((product) => product.name === burgerName)!.id;
});

test.afterEach(async ({ page }) => {
  await page.request.put(`${mainUrl}/api/admin/stock/recipes/${burgerId}`, {
    headers,
    data: { lines: [] },
  });
});

test('a purchase adds bacon, a kiosk sale takes the recipe, zero bacon sells out live', async ({
  page,
  context,
}) => {
  // One journey through the admin and a kiosk: longer than most specs on a busy machine.
  test.slow();
  // The bacon the shop keeps.
  await page.goto(`${mainUrl}/admin/estoque`);
  await page.getByRole('button', { name: 'Novo item' }).click();
  const itemForm = page.getByRole('form', { name: 'Novo item de estoque' });
  await itemForm.getByLabel('Nome', { exact: true }).fill(baconName);
  await itemForm.getByLabel('Unidade', { exact: true }).selectOption('kg');
  await itemForm.getByRole('button', { name: 'Salvar item' }).click();
  await expect(page.getByRole('row', { name: baconName, exact: true })).toContainText('0 kg');

  // A purchase of 2 kg from a new supplier.
  await page.goto(`${mainUrl}/admin/fornecedores`);
  await page.getByRole('button', { name: 'Novo fornecedor' }).click();
  const supplierForm = page.getByRole('form', { name: 'Novo fornecedor' });
  const supplierName = `Frigorífico ${runId}`;
  await supplierForm.getByLabel('Nome', { exact: true }).fill(supplierName);
  await supplierForm.getByLabel('CPF ou CNPJ', { exact: true }).fill('11.222.333/0001-80');
  await supplierForm.getByRole('button', { name: 'Salvar fornecedor' }).click();
  await expect(supplierForm.getByText('CPF ou CNPJ inválido')).toBeVisible();
  await supplierForm.getByLabel('CPF ou CNPJ', { exact: true }).fill(randomCnpj());
  await supplierForm.getByRole('button', { name: 'Salvar fornecedor' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: supplierName })
    .getByRole('button', { name: 'Registrar compra' })
    .click();
  const purchaseForm = page.getByRole('form', { name: `Compra de ${supplierName}` });
  await purchaseForm
    .getByLabel('Item', { exact: true })
    .selectOption({ label: `${baconName} (kg)` });
  await purchaseForm.getByLabel('Quantidade', { exact: true }).fill('2');
  await purchaseForm.getByLabel('Valor total (R$)', { exact: true }).fill('80,00');
  await purchaseForm.getByRole('button', { name: 'Registrar compra' }).click();
  await expect(page.getByText('Compra registrada: o estoque foi atualizado.')).toBeVisible();
  await expect(page.getByText(supplierName).last()).toBeVisible();
  expect(await baconLevel(page)).toBe(2000);

  // The Cheddar Bacon's ficha técnica: 150 g of bacon.
  const bacon = (await stockItems(page)).find((item) => item.name === baconName)!;
  const recipe = await page.request.put(`${mainUrl}/api/admin/stock/recipes/${burgerId}`, {
    headers,
    data: { lines: [{ stockItemId: bacon.id, quantityMilli: 150 }] },
  });
  expect(recipe.ok()).toBe(true);

  // A kiosk sells one.
  const kiosk = await context.newPage();
  await kiosk.setViewportSize({ width: 1080, height: 1920 });
  await kiosk.goto(`${demoUrl}/totem`);
  await kiosk.getByRole('link', { name: 'Começar pedido' }).click();
  await kiosk.goto(`${demoUrl}/totem/produto/${burgerId}`);
  await kiosk.getByRole('button', { name: 'CONTINUAR' }).click();
  await kiosk.getByRole('link', { name: 'CONTINUAR' }).click();
  await kiosk.getByRole('link', { name: 'FINALIZAR PEDIDO' }).click();
  await kiosk.getByRole('button', { name: 'IR PARA PAGAMENTO' }).click();
  await kiosk.getByRole('button', { name: /^Pix/ }).click();
  await kiosk.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(kiosk.getByText('PAGAMENTO APROVADO')).toBeVisible();
  expect(await baconLevel(page)).toBe(2000 - 150);

  // An open kiosk shows the burgers; the admin adjusts bacon to zero.
  await kiosk.goto(`${demoUrl}/totem/categorias`);
  await kiosk.getByRole('main').getByRole('link', { name: 'Hambúrgueres' }).click();
  const burgerCard = kiosk.getByRole('listitem').filter({ hasText: burgerName }).first();
  await expect(burgerCard).toBeVisible();
  await expect(burgerCard).not.toContainText('Esgotado');

  await page.goto(`${mainUrl}/admin/estoque`);
  const row = page.getByRole('row', { name: baconName, exact: true });
  await expect(row).toContainText('1,85 kg');
  await row.getByRole('button', { name: 'Ajustar' }).click();
  const adjust = page.getByRole('form', { name: `Ajustar ${baconName}` });
  await adjust.getByLabel('Novo estoque (kg)', { exact: true }).fill('0');
  await adjust.getByLabel('Motivo', { exact: true }).fill('Acabou');
  await adjust.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Movimentação registrada.')).toBeVisible();
  await expect(burgerCard).toContainText('Esgotado', { timeout: 1000 });
  await expect(burgerCard.getByRole('link')).toHaveCount(0);

  // The history shows who and why, and the sale.
  await page.getByLabel('Item', { exact: true }).selectOption({ label: baconName });
  const history = page.getByRole('table', { name: 'Movimentações' });
  await expect(history.getByRole('row')).toHaveCount(4); // header, adjustment, sale, purchase
  await expect(history).toContainText('Acabou');
  await expect(history).toContainText('Venda');
  await expect(history).toContainText('Compra');
});
