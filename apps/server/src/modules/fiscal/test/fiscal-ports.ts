import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { FiscalPorts } from '../emission.ports';
import type { FiscalNote } from '../fiscal-notes.tables';
import type { FakeSefaz } from '../sefaz/fake-sefaz';
import { testIssuer, testUrls } from './fiscal-fixtures';

/**
 * Ports for tests of the emission alone: the shops in `enabled` emit (series 1, from
 * number 1), with the fixture issuer, every product as a Simples Nacional snack, the
 * whole total paid by Pix, the CPF na nota, the fake SEFAZ's addresses; printed DANFEs are
 * recorded.
 */
export function testFiscalPorts(fake: FakeSefaz) {
  const enabled = new Set<string>();
  /** Shops trying the system in "homologação simulada". */
  const simulated = new Set<string>();
  const printed: FiscalNote[] = [];
  /** The last number given per shop (series 1); the real ports take fiscal_series'. */
  const numbers = new Map<string, number>();
  // Each shop its own CNPJ (numbers restart per shop; the fake SEFAZ tells CNPJs apart).
  const cnpjs = new Map<string, string>();
  const cnpjOf = (establishmentId: string) => {
    if (!cnpjs.has(establishmentId)) {
      cnpjs.set(establishmentId, `${String(11_222_333 + cnpjs.size).padStart(8, '0')}000181`);
    }
    return cnpjs.get(establishmentId)!;
  };
  const ports: FiscalPorts = {
    noteNumber: async (_tx, { establishmentId }) => {
      if (!enabled.has(establishmentId)) return undefined;
      const number = (numbers.get(establishmentId) ?? 0) + 1;
      numbers.set(establishmentId, number);
      return { series: 1, number };
    },
    issuer: async (_db, establishmentId) =>
      enabled.has(establishmentId)
        ? testIssuer({
            cnpj: cnpjOf(establishmentId),
            environment: simulated.has(establishmentId) ? 'simulada' : 'homologacao',
          })
        : undefined,
    productData: async (_db, _establishmentId, productIds) =>
      new Map(
        productIds.map((id) => [
          id,
          { ncm: '21069090', cfop: '5102', csosn: '102', origin: 0, unit: 'UN' },
        ]),
      ),
    payments: async (db, _establishmentId, orderId) => {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      return { payments: [{ kind: '17', amountCents: order!.totalCents }] };
    },
    customerTaxId: async () => '52998224725',
    urls: () => testUrls,
    endpoints: () => fake.endpoints,
    printable: (note) => {
      printed.push(note);
    },
  };
  return { ports, enabled, simulated, printed, numbers };
}
