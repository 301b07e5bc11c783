import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createLinkedAdmin, mainUrl, signIn } from './accounts';

/** A new admin of the demo shop, signed in on `page`: the cashier of a counter spec. */
export async function signInDemoCashier(page: Page, request: APIRequestContext) {
  const cashier = await createLinkedAdmin(request, 'demo');
  await signIn(page, cashier);
  return cashier;
}

/** Opens a register named `registerName` at /admin/pdv with an R$ 100,00 float. */
export async function openRegister(page: Page, registerName: string, cashier: { email: string }) {
  await page.goto(`${mainUrl}/admin/pdv`);
  await page.getByLabel('Nome do caixa').fill(registerName);
  await page.getByLabel('Fundo de troco (R$)').fill('100,00');
  await page.getByRole('button', { name: 'Abrir caixa' }).click();
  await expect(page.getByText(`${registerName} · ${cashier.email}`)).toBeVisible();
}
