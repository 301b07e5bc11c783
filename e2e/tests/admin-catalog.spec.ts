import { expect, test, type Page } from '@playwright/test';
import { kioskMenuSchema, type KioskProduct } from '@comanda/shared';
import { port } from '../playwright.config';
import {
  createLinkedAdmin,
  createShop,
  mainUrl,
  signedInRequest,
  signIn,
} from '../support/accounts';

/*
 * The admin's catalog (SPEC §2 /admin/categorias, /admin/produtos; §3 categorias, produtos,
 * adicionais, ingredientes) as a shop's admin uses it, checked against what the kiosk reads
 * (GET /api/public/menu on the shop's host). On a shop of its own with one product, so it runs
 * beside the kiosk specs, which read the demo menu, instead of after them all (decision 044).
 */

// Node's resolver, unlike Chromium's, may not send *.localhost to loopback: API calls from the
// test connect to localhost and name the shop in the Host header, as a browser would.
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const subdomain = `catalogo-${runId}`;
const shopHost = { host: `${subdomain}.localhost:${port}` };
const shopUrl = `http://${subdomain}.localhost:${port}`;
const origin = { origin: mainUrl };

// The tests share the shop: one at a time, so positions and lists stay predictable.
test.describe.configure({ mode: 'serial' });

let admin: { email: string; password: string };

test.beforeAll(async ({ request }) => {
  await createShop({ name: 'Loja do Catálogo', subdomain });
  admin = await createLinkedAdmin(request, subdomain);
  // The product every list shows: the tests' own come and go beside it.
  const api = await signedInRequest(admin);
  const category = await api.post(`${mainUrl}/api/admin/categories`, {
    headers: origin,
    data: { name: 'Porções' },
  });
  expect(category.status(), await category.text()).toBe(201);
  const product = await api.post(`${mainUrl}/api/admin/products`, {
    headers: origin,
    data: {
      name: 'Batata Frita',
      description: 'Porção média',
      priceCents: 1500,
      categoryId: ((await category.json()) as { id: string }).id,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await signIn(page, admin);
});

// Whatever a test made and did not get to delete (it failed midway) goes, so the next test's
// lists are the shop's own.
test.afterEach(async ({ page }) => {
  const list = async <T>(path: string): Promise<T[]> => {
    const response = await page.request.get(`${mainUrl}${path}`);
    return response.ok() ? ((await response.json()) as T[]) : [];
  };
  const remove = (path: string) => page.request.delete(`${mainUrl}${path}`, { headers: origin });
  for (const { id } of await list<{ id: string }>(`/api/admin/products?search=${runId}`)) {
    await remove(`/api/admin/products/${id}`);
  }
  for (const { id, name } of await list<{ id: string; name: string }>('/api/admin/categories')) {
    if (name.includes(runId)) await remove(`/api/admin/categories/${id}`);
  }
});

async function kioskProduct(page: Page, name: string): Promise<KioskProduct | undefined> {
  const response = await page.request.get(`${mainUrl}/api/public/menu`, { headers: shopHost });
  expect(response.status()).toBe(200);
  const menu = kioskMenuSchema.parse(await response.json());
  return menu.products.find((product) => product.name === name);
}

/** A 1x1 PNG: the smallest real image the server accepts and re-encodes. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const imageInput = (page: Page) => page.getByLabel('Imagem', { exact: true });
const nameField = (page: Page) => page.getByLabel('Nome', { exact: true });
const productList = (page: Page) => page.getByRole('list', { name: 'Produtos' });
const categoryList = (page: Page) => page.getByRole('list', { name: 'Categorias' });
/** The newest toast with this text (an earlier identical one may still be fading out). */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).last();

test('an admin creates a category and a product with an extra and an ingredient; the kiosk shows it while it is active', async ({
  page,
}) => {
  // The whole catalog round trip, kiosk included: past 30 s on a loaded machine.
  test.slow();
  const categoryName = `Lanches ${runId}`;
  const productName = `X-Teste ${runId}`;

  // A new category, inactive until its product is ready.
  await page.locator('#panel-sidebar').getByRole('link', { name: 'Categorias' }).click();
  await expect(page).toHaveURL(`${mainUrl}/admin/categorias`);
  await expect(page.getByText(/categoria chamada “Adicionais”/)).toBeVisible();
  await page.getByRole('link', { name: 'Nova categoria' }).click();
  await expect(page).toHaveURL(`${mainUrl}/admin/categorias/nova`);
  await expect(page.getByRole('heading', { name: 'Nova Categoria' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Nome é obrigatório')).toBeVisible();
  await expect(nameField(page)).toBeFocused();
  await nameField(page).fill(categoryName);
  await expect(page.getByLabel('Tipo')).toHaveValue('regular');
  await expect(page.getByLabel('Tipo').locator('option')).toHaveText([
    'Normal',
    'Bebida',
    'Sobremesa',
    'Somente PDV',
  ]);
  await page.getByRole('switch', { name: 'Categoria ativa' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Categoria salva com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(`${mainUrl}/admin/categorias`);
  const categorySwitch = page.getByRole('switch', { name: `Ativa: ${categoryName}` });
  await expect(categorySwitch).not.toBeChecked();

  // A product: the form says what is wrong, under each field, before anything is sent.
  await page.locator('#panel-sidebar').getByRole('link', { name: 'Produtos' }).click();
  await expect(page.getByText('Carregando produtos...')).toHaveCount(0);
  await page.getByRole('link', { name: 'Novo produto' }).click();
  await expect(page).toHaveURL(`${mainUrl}/admin/produtos/novo`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Nome é obrigatório')).toBeVisible();
  await expect(page.getByText('Preço é obrigatório')).toBeVisible();
  await expect(page.getByText('Categoria é obrigatória')).toBeVisible();

  await nameField(page).fill(productName);
  await page.getByLabel('Descrição', { exact: true }).fill('Pão, carne e queijo');
  await page.getByLabel('Preço (R$)').fill('12,999');
  await page.getByLabel('Categoria').selectOption({ label: `${categoryName} (inativa)` });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preço inválido. Digite em reais, com vírgula: 12,90')).toBeVisible();
  await page.getByLabel('Preço (R$)').fill('12,9');
  await page.getByLabel('Preço (R$)').blur();
  await expect(page.getByLabel('Preço (R$)')).toHaveValue('12,90');

  await imageInput(page).setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByRole('img', { name: 'Imagem atual' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover imagem' })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar adicional' }).click();
  await expect(page.getByLabel('Nome do adicional 1')).toBeFocused();
  await page.getByLabel('Nome do adicional 1').fill('Bacon extra');
  await page.getByLabel('Preço do adicional 1').fill('4,5');
  await page.getByRole('button', { name: 'Adicionar ingrediente' }).click();
  await page.getByLabel('Ingrediente 1', { exact: true }).fill('Cebola');
  await page.getByRole('button', { name: 'Adicionar ingrediente' }).click();
  await page.getByRole('button', { name: 'Remover ingrediente 2' }).click();
  await expect(page.getByLabel('Ingrediente 2', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Produto salvo com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(`${mainUrl}/admin/produtos`);
  const row = productList(page).getByRole('listitem').filter({ hasText: productName });
  await expect(row).toContainText('R$ 12,90');
  await expect(row).toContainText(categoryName);

  // The category is inactive: the kiosk does not offer the product yet.
  expect(await kioskProduct(page, productName)).toBeUndefined();

  await page.locator('#panel-sidebar').getByRole('link', { name: 'Categorias' }).click();
  await expect(
    categoryList(page)
      .getByRole('listitem')
      .filter({ hasText: categoryName })
      .getByText('1 produto'),
  ).toBeVisible();
  await categorySwitch.click();
  await expect(toast(page, `Categoria “${categoryName}” ativada`)).toBeVisible();
  await expect(categorySwitch).toBeChecked();

  const offered = await kioskProduct(page, productName);
  expect(offered).toMatchObject({
    description: 'Pão, carne e queijo',
    priceCents: 1290,
    featured: false,
    extras: [{ name: 'Bacon extra', priceCents: 450 }],
    ingredients: [{ name: 'Cebola' }],
  });
  expect(offered?.imageUrl).toMatch(/^\/uploads\//);
  // And a customer sees it on the kiosk screen of its category.
  const kioskCategoryUrl = `${shopUrl}/totem/produtos/${offered!.categoryId}`;
  const kiosk = await page.context().newPage();
  await kiosk.goto(kioskCategoryUrl);
  await expect(kiosk.getByRole('heading', { name: categoryName })).toBeVisible();
  await expect(kiosk.getByText(productName)).toBeVisible();
  await expect(kiosk.getByText('R$ 12,90')).toBeVisible();

  // Editing loads everything back, and saving keeps the extra while changing the price.
  await page.locator('#panel-sidebar').getByRole('link', { name: 'Produtos' }).click();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(runId);
  await expect(page).toHaveURL(new RegExp(`search=${runId}`));
  await expect(productList(page).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('link', { name: `Editar ${productName}` }).click();
  await expect(page.getByRole('heading', { name: 'Editar Produto' })).toBeVisible();
  await expect(page.getByLabel('Preço (R$)')).toHaveValue('12,90');
  await expect(page.getByLabel('Nome do adicional 1')).toHaveValue('Bacon extra');
  await expect(page.getByLabel('Preço do adicional 1')).toHaveValue('4,50');
  await expect(page.getByLabel('Ingrediente 1', { exact: true })).toHaveValue('Cebola');
  await page.getByLabel('Preço (R$)').fill('13,50');
  await page.getByRole('switch', { name: 'Destaque' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Produto salvo com sucesso!')).toBeVisible();
  // Back to the list as it was left: filtered by the search.
  await expect(page).toHaveURL(`${mainUrl}/admin/produtos?search=${runId}`);
  await expect(row).toContainText('R$ 13,50');
  const edited = await kioskProduct(page, productName);
  expect(edited).toMatchObject({ priceCents: 1350, featured: true });
  expect(edited?.extras.map((extra) => extra.id)).toEqual(offered?.extras.map((e) => e.id));

  // Deactivated from the list, it leaves the kiosk.
  const activeSwitch = page.getByRole('switch', { name: `Ativo: ${productName}` });
  await expect(activeSwitch).toBeChecked();
  await activeSwitch.click();
  await expect(toast(page, `“${productName}” desativado`)).toBeVisible();
  await expect(activeSwitch).not.toBeChecked();
  expect(await kioskProduct(page, productName)).toBeUndefined();
  await kiosk.goto(kioskCategoryUrl);
  // A category left with no product to offer is not on the kiosk at all (issue 30, item 12).
  await expect(kiosk.getByRole('navigation', { name: 'Categorias' })).toBeVisible();
  await expect(kiosk.getByRole('link', { name: categoryName })).toHaveCount(0);
  await expect(kiosk.getByText(productName)).toHaveCount(0);
  await kiosk.close();

  await page.getByLabel('Status').selectOption({ label: 'Inativos' });
  await expect(page).toHaveURL(/active=false/);
  await expect(row).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Ativos' });
  await expect(page.getByText('Nenhum produto encontrado com esses filtros.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
  await expect(page).toHaveURL(`${mainUrl}/admin/produtos`);

  // A category with products cannot be deleted; the dialog says why.
  await page.locator('#panel-sidebar').getByRole('link', { name: 'Categorias' }).click();
  await page.getByRole('button', { name: `Excluir ${categoryName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir categoria?' });
  await expect(dialog).toContainText('Não é possível excluir uma categoria com produtos');
  await expect(dialog.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Deleting asks first; then the product, and its empty category, are gone.
  await page.locator('#panel-sidebar').getByRole('link', { name: 'Produtos' }).click();
  await page.getByRole('button', { name: `Excluir ${productName}` }).click();
  const productDialog = page.getByRole('alertdialog', { name: 'Excluir produto?' });
  await expect(productDialog).toContainText(productName);
  await productDialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Produto excluído com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.locator('#panel-sidebar').getByRole('link', { name: 'Categorias' }).click();
  await page.getByRole('button', { name: `Excluir ${categoryName}` }).click();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Categoria excluída com sucesso!')).toBeVisible();
  await expect(
    categoryList(page).getByRole('listitem').filter({ hasText: categoryName }),
  ).toHaveCount(0);
});

test('categories move up and down from the keyboard, and the order is kept', async ({ page }) => {
  const names = [`Primeira ${runId}`, `Segunda ${runId}`];
  for (const name of names) {
    const response = await page.request.post(`${mainUrl}/api/admin/categories`, {
      headers: origin,
      data: { name, active: false },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto(`${mainUrl}/admin/categorias`);
  const ours = categoryList(page)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`(Primeira|Segunda) ${runId}`) });
  await expect(ours).toHaveCount(2);
  await expect(ours.first()).toContainText(names[0]!);

  const up = page.getByRole('button', { name: `Mover ${names[1]} para cima` });
  await up.focus();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/categories/order') &&
      response.request().method() === 'PUT',
  );
  await page.keyboard.press('Enter');
  await expect(ours.first()).toContainText(names[1]!);
  await expect(page.getByRole('status').filter({ hasText: `${names[1]}: posição` })).toHaveCount(1);
  // Focus follows the moved category.
  await expect(up).toBeFocused();

  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(ours.first()).toContainText(names[1]!);
  await page.getByRole('button', { name: `Mover ${names[1]} para baixo` }).click();
  await expect(ours.first()).toContainText(names[0]!);
});

test('images: an SVG, a text file renamed .png and a 6 MB file are refused with a clear message', async ({
  page,
}) => {
  await page.goto(`${mainUrl}/admin/categorias/nova`);
  const alert = page.getByRole('alert').filter({ hasText: /imagem|Formato/ });

  // Refused in the browser by its declared type, before sending.
  await imageInput(page).setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(alert).toHaveText('Formato de imagem não suportado. Use PNG, JPG ou WEBP.');

  // Looks like a PNG by name and type; the server reads the content and refuses it.
  const refused = page.waitForResponse((response) =>
    response.url().endsWith('/api/admin/uploads/images'),
  );
  await imageInput(page).setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('isto não é uma imagem, é só um texto renomeado'),
  });
  expect((await refused).status()).toBe(400);
  await expect(alert).toHaveText('Formato de imagem não suportado. Use PNG, JPG ou WEBP.');
  await expect(page.getByRole('img', { name: 'Imagem atual' })).toHaveCount(0);

  // 6 MB: refused before upload, with the limit in the message.
  const sixMegabytes = Buffer.alloc(6 * 1024 * 1024);
  sixMegabytes.set([0xff, 0xd8, 0xff, 0xe0]);
  await imageInput(page).setInputFiles({
    name: 'grande.jpg',
    mimeType: 'image/jpeg',
    buffer: sixMegabytes,
  });
  await expect(alert).toHaveText('A imagem deve ter no máximo 5 MB');

  // The server refuses the same files by itself, whatever a client checks.
  const upload = (name: string, mimeType: string, buffer: Buffer) =>
    page.request.post(`${mainUrl}/api/admin/uploads/images`, {
      headers: origin,
      multipart: { file: { name, mimeType, buffer } },
    });
  const svg = await upload('logo.svg', 'image/svg+xml', Buffer.from('<svg/>'));
  expect(svg.status()).toBe(400);
  expect(await svg.json()).toMatchObject({
    detail: 'Formato de imagem não suportado. Use PNG, JPG ou WEBP.',
  });
  const big = await upload('grande.jpg', 'image/jpeg', sixMegabytes);
  expect(big.status()).toBe(400);
  expect(await big.json()).toMatchObject({ detail: 'A imagem deve ter no máximo 5 MB' });

  // A real image is accepted, previewed, and can be removed again.
  await imageInput(page).setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByRole('img', { name: 'Imagem atual' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await page.getByRole('button', { name: 'Remover imagem' }).click();
  await expect(page.getByRole('img', { name: 'Imagem atual' })).toHaveCount(0);
});

test('an empty search says so, and the list offers to clear the filters', async ({ page }) => {
  await page.goto(`${mainUrl}/admin/produtos?search=nada-com-este-nome-${runId}`);
  await expect(page.getByText('Nenhum produto encontrado com esses filtros.')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(
    `nada-com-este-nome-${runId}`,
  );
  await page.getByRole('button', { name: 'Limpar filtros' }).last().click();
  await expect(page).toHaveURL(`${mainUrl}/admin/produtos`);
  await expect(productList(page).getByRole('listitem')).not.toHaveCount(0);
});
