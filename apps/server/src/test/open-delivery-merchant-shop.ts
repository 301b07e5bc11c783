import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { extras } from '../modules/catalog/catalog.tables';
import { establishments } from '../modules/establishments/establishments.tables';
import { fiscalSettings } from '../modules/fiscal/fiscal.tables';

/** The facts the standard's merchant BasicInfo requires: a logo and the fiscal issuer's. */
export async function giveMerchantFacts(db: Database, establishmentId: string) {
  await db
    .update(establishments)
    .set({ logoUrl: '/uploads/logo.png' })
    .where(eq(establishments.id, establishmentId));
  await db.insert(fiscalSettings).values({
    establishmentId,
    cnpj: '22815773000169',
    legalName: 'Lanchonete Teste Ltda',
    uf: 'SP',
    municipalityName: 'São Paulo',
    street: 'Avenida Paulista',
    streetNumber: '1000',
    district: 'Bela Vista',
    cep: '01310100',
    phone: '1133334444',
  });
}

/** An extra of a product (Bacon, R$ 4,50): an Option in the standard. */
export async function insertExtra(db: Database, establishmentId: string, productId: string) {
  const [extra] = await db
    .insert(extras)
    .values({ establishmentId, productId, name: 'Bacon', priceCents: 450 })
    .returning({ id: extras.id });
  return extra!.id;
}
