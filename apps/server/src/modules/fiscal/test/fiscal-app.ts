import { createTestApp, type TestApp } from '../../../test/test-app';
import { startFakeSefaz, type FakeSefaz } from '../sefaz/fake-sefaz';
import { testFiscalPorts } from './fiscal-ports';

export interface FiscalApp {
  t: TestApp;
  fake: FakeSefaz;
  fiscal: ReturnType<typeof testFiscalPorts>;
}

/**
 * A test app whose emission goes to a fake SEFAZ through testFiscalPorts. Patient by default
 * (the fake SEFAZ validates each note in this busy process); a test may lower the timeout.
 */
export async function startFiscalApp(): Promise<FiscalApp> {
  const fake = await startFakeSefaz();
  const t = await createTestApp({ FISCAL_SEFAZ_TIMEOUT_MS: '30000' });
  const fiscal = testFiscalPorts(fake);
  t.app.fiscalEmission.ports = fiscal.ports;
  return { t, fake, fiscal };
}

/** Before each test: the fake SEFAZ authorizes, and emission waits for it 10 s. */
export function resetFiscalApp({ t, fake }: Pick<FiscalApp, 't' | 'fake'>) {
  fake.setMode({ kind: 'authorize' });
  t.app.fiscalEmission.timeoutMs = 10_000;
}

/** Stops what startFiscalApp started. */
export async function closeFiscalApp({ t, fake }: Pick<FiscalApp, 't' | 'fake'>) {
  await t.close();
  await fake.close();
}
