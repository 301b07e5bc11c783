import { expect, request as requests, type APIRequestContext, type Page } from '@playwright/test';
import { port } from '../playwright.config';

export const mainUrl = `http://localhost:${port}`;

/** Created through /setup by first-run.setup.ts before any other spec runs. */
export const superAdmin = {
  name: 'Administrador',
  email: 'admin@comanda.app',
  password: 'comanda-e2e-1',
};

const headers = { origin: mainUrl };

let superAdminSession: Promise<APIRequestContext> | undefined;

/**
 * The super admin signed in once per worker, for the setup the specs do through the API: each
 * sign-in hashes the password at the production scrypt cost, seconds on a loaded machine.
 * Signed in again if the session is gone.
 */
export async function superAdminRequest(): Promise<APIRequestContext> {
  const session = await (superAdminSession ??= signedInRequest(superAdmin));
  const probe = await session.get(`${mainUrl}/api/superadmin/establishments`);
  if (probe.ok()) return session;
  superAdminSession = signedInRequest(superAdmin);
  return superAdminSession;
}

/** A request context of its own, signed in as `account` through the API. */
export async function signedInRequest(account: { email: string; password: string }) {
  const context = await requests.newContext();
  const signedIn = await context.post(`${mainUrl}/api/auth/sign-in/email`, {
    headers,
    data: { email: account.email, password: account.password },
  });
  if (!signedIn.ok()) throw new Error(`sign-in of ${account.email} failed: ${signedIn.status()}`);
  return context;
}

/**
 * A new establishment made by the super admin through the API (its screens have specs of their
 * own); `data` is the create form's body. Returns its id and its kiosk's origin.
 */
export async function createShop(
  data: { name: string; subdomain: string } & Record<string, unknown>,
): Promise<{ id: string; url: string }> {
  const api = await superAdminRequest();
  const created = await api.post(`${mainUrl}/api/superadmin/establishments`, { headers, data });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { id, url: `http://${data.subdomain}.localhost:${port}` };
}

/**
 * A new admin linked to the establishment of `subdomain`, made the way the platform does it:
 * the person signs up, the super admin links the account. Returns the credentials. `request`
 * ends signed out, as before the sign-up.
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
  const { user } = (await signUp.json()) as { user?: { id: string } };
  await request.post(`${mainUrl}/api/auth/sign-out`, { headers, data: {} });

  const superAdminApi = await superAdminRequest();
  // Node does not resolve *.localhost as Chromium does: ask the main address with the tenant's Host.
  const shop = await (
    await superAdminApi.get(`${mainUrl}/api/public/establishment`, {
      headers: { host: `${subdomain}.localhost:${port}` },
    })
  ).json();
  const userId =
    user?.id ??
    (
      (await (await superAdminApi.get(`${mainUrl}/api/superadmin/users`)).json()) as {
        id: string;
        email: string;
      }[]
    ).find((candidate) => candidate.email === email)!.id;
  const link = await superAdminApi.put(`${mainUrl}/api/superadmin/users/${userId}/establishment`, {
    headers,
    data: { establishmentId: shop.id },
  });
  if (!link.ok()) throw new Error(`linking failed: ${link.status()}`);
  return { email, password };
}

/**
 * Signs the page's browser in through the API and opens the panel it lands on (on `site`, the
 * suite's server unless given). The sign-in screen has specs of its own (accounts.spec.ts,
 * first-run.setup.ts, lifecycle.spec.ts); here it would only cost a page load and a toast per
 * test.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  landing: '/admin' | '/superadmin' = '/admin',
  site = mainUrl,
): Promise<void> {
  const signedIn = await page.request.post(`${site}/api/auth/sign-in/email`, {
    headers: { origin: site },
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.ok(), `sign-in of ${account.email}: ${await signedIn.text()}`).toBe(true);
  await page.goto(`${site}${landing}`);
  await expect(page).toHaveURL(`${site}${landing}`);
}
