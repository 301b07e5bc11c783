import { expect, type APIRequestContext } from '@playwright/test';
import { mainUrl } from './accounts';

const headers = { origin: mainUrl };

/**
 * A category and one product in it, made through the admin API by `request` (signed in as the
 * shop's admin): the quick menu of a shop a spec creates for itself.
 */
export async function createCategoryWithProduct(
  request: APIRequestContext,
  category: { name: string; type: string },
  product: { name: string; priceCents: number } & Record<string, unknown>,
) {
  const saved = await request.post(`${mainUrl}/api/admin/categories`, { headers, data: category });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id: categoryId } = (await saved.json()) as { id: string };
  const item = await request.post(`${mainUrl}/api/admin/products`, {
    headers,
    data: { ...product, categoryId },
  });
  expect(item.status(), await item.text()).toBe(201);
}
