import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { port } from '../playwright.config';

export const mainUrl = `http://localhost:${port}`;

/** Created through /setup by first-run.setup.ts before any other spec runs. */
export const superAdmin = {
  name: 'Administrador',
  email: 'admin@comanda.app',
  password: 'comanda-e2e-1',
};

const headers = { origin: mainUrl };

/**
 * A new admin linked to the establishment of `subdomain`, made the way the platform does it:
 * the person signs up, the super admin links the account. Returns the credentials.
 */
export async function createLinkedAdmin(
  request: APIRequestContext,
  subdomain: string,
): Promise<{ email: string; password: string }> {
  const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = 'senha-e2e-admin';
  const signUp = await request.post(`${mainUrl}/api/auth/sign-up/email`, {
    headers,
    data: { name: 'Admin E2E', email, password },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  await request.post(`${mainUrl}/api/auth/sign-out`, { headers, data: {} });

  const signIn = await request.post(`${mainUrl}/api/auth/sign-in/email`, {
    headers,
    data: { email: superAdmin.email, password: superAdmin.password },
  });
  if (!signIn.ok()) throw new Error(`super admin sign-in failed: ${signIn.status()}`);
  // Node does not resolve *.localhost as Chromium does: ask the main address with the tenant's Host.
  const shop = await (
    await request.get(`${mainUrl}/api/public/establishment`, {
      headers: { host: `${subdomain}.localhost:${port}` },
    })
  ).json();
  const users: { id: string; email: string }[] = await (
    await request.get(`${mainUrl}/api/superadmin/users`)
  ).json();
  const user = users.find((candidate) => candidate.email === email)!;
  const link = await request.put(`${mainUrl}/api/superadmin/users/${user.id}/establishment`, {
    headers,
    data: { establishmentId: shop.id },
  });
  if (!link.ok()) throw new Error(`linking failed: ${link.status()}`);
  await request.post(`${mainUrl}/api/auth/sign-out`, { headers, data: {} });
  return { email, password };
}

/** Signs in through /auth with email and password, and waits for the panel it lands on. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  landing: '/admin' | '/superadmin' = '/admin',
): Promise<void> {
  await page.goto(`${mainUrl}/auth`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${mainUrl}${landing}`, { timeout: 15_000 });
}
