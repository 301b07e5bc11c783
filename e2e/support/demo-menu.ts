import { demoCategories, type DemoProduct } from '../../apps/server/src/db/seed/demo-menu';

/** A product of the seeded demo menu: expected prices come from the seed, never from the UI. */
export function demoProduct(categoryKey: string, name: string): DemoProduct {
  const product = demoCategories
    .find((category) => category.key === categoryKey)
    ?.products.find((p) => p.name === name);
  if (!product) throw new Error(`${name} is not in the demo menu`);
  return product;
}
