import { startFakeMercadoPago, type FakeMercadoPago } from './fake-mercadopago';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app whose Mercado Pago is a local fake that accepts `accessToken`; `close` stops both.
 * For `beforeAll(async () => ({ t, mp } = await startWithMercadoPago(token)))`.
 */
export async function startWithMercadoPago(
  accessToken: string,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; mp: FakeMercadoPago }> {
  const mp = await startFakeMercadoPago({ tokens: [accessToken] });
  const t = await createTestApp({ MERCADOPAGO_API_URL: mp.url, ...env });
  return { t, mp };
}

/** Stops what startWithMercadoPago started. */
export async function closeWithMercadoPago({ t, mp }: { t: TestApp; mp: FakeMercadoPago }) {
  await t.close();
  await mp.close();
}
