import { expect, type Page } from '@playwright/test';

/*
 * The customer's steps at a kiosk, as the specs walk them (SPEC §2 /totem): start, add from
 * an upsell step, finish at the summary, pay by the demo shop's simulated Pix.
 */

/** 'Começar pedido' on the welcome screen of `shopUrl`'s kiosk: the categories come next. */
export async function startKioskOrder(page: Page, shopUrl: string) {
  await page.goto(`${shopUrl}/totem`);
  await page.getByRole('link', { name: 'Começar pedido' }).click();
  await expect(page).toHaveURL(`${shopUrl}/totem/categorias`);
}

/** 'Adicionar' on a product's card of an upsell step (drinks, desserts). */
export async function addFromUpsell(page: Page, productName: string) {
  await page
    .getByRole('article', { name: productName })
    .getByRole('button', { name: 'Adicionar' })
    .click();
}

/**
 * From the drinks step to the summary: `drink` if given, 'CONTINUAR', `dessert` if given,
 * 'FINALIZAR PEDIDO'.
 */
export async function upsellsToSummary(
  page: Page,
  { drink, dessert }: { drink?: string; dessert?: string } = {},
) {
  if (drink) await addFromUpsell(page, drink);
  await page.getByRole('link', { name: 'CONTINUAR' }).click();
  if (dessert) await addFromUpsell(page, dessert);
  await page.getByRole('link', { name: 'FINALIZAR PEDIDO' }).click();
}

/** From the summary: 'IR PARA PAGAMENTO', Pix, and the demo bank approves. */
export async function payByDemoPix(page: Page) {
  await page.getByRole('button', { name: 'IR PARA PAGAMENTO' }).click();
  await page.getByRole('button', { name: /^Pix/ }).click();
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(page.getByText('PAGAMENTO APROVADO')).toBeVisible();
}
