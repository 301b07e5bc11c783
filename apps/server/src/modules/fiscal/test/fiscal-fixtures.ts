import type { FiscalSettingsInput } from '@comanda/shared';
import { createTestCertificate } from '../nfce/certificate';
import type { NfceUrls } from '../nfce/issue';
import type { FiscalIssuer, FiscalSale, TechResponsible } from '../nfce/types';

/*
 * A shop's fiscal settings as the settings work will hand them over (FiscalIssuer), for
 * tests: a Simples Nacional restaurant in São Paulo, homologação, with a self-signed
 * e-CNPJ-like certificate.
 */

export const testCnpj = '11222333000181';
export const testCertificatePassword = 'senha-de-teste';

let certificate: Buffer | undefined;
/** One certificate per test process: generating RSA keys is not free. */
export function testCertificate(): Buffer {
  certificate ??= createTestCertificate({
    cnpj: testCnpj,
    legalName: 'RESTAURANTE TESTE LTDA',
    password: testCertificatePassword,
  });
  return certificate;
}

export function testIssuer(overrides: Partial<FiscalIssuer> = {}): FiscalIssuer {
  return {
    enabled: true,
    cnpj: testCnpj,
    ie: '111222333444',
    legalName: 'Restaurante Teste Ltda',
    tradeName: 'Lanchonete do Teste',
    crt: 1,
    uf: 'SP',
    municipalityCode: '3550308',
    municipalityName: 'São Paulo',
    address: { street: 'Rua Augusta', number: '100', district: 'Consolação', cep: '01304000' },
    environment: 'homologacao',
    csc: 'GPB0JBWLUR6HWFTVEAS6RJ69GPCROFPBBB8G',
    cscId: '000001',
    certificate: { pfx: testCertificate(), password: testCertificatePassword },
    timeZone: 'America/Sao_Paulo',
    ...overrides,
  };
}

export const testUrls: NfceUrls = {
  qrCode: 'https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode',
  urlChave: 'https://www.homologacao.nfce.fazenda.sp.gov.br/consulta',
};

export const testTechResponsible: TechResponsible = {
  cnpj: '99888777000166',
  contact: 'Equipe Comanda',
  email: 'fiscal@comanda.example',
  phone: '11999990000',
};

export function testSale(overrides: Partial<FiscalSale> = {}): FiscalSale {
  return {
    orderId: '00000000-0000-4000-8000-000000000001',
    items: [
      {
        code: 'X-BURGER',
        description: 'X-Búrguer da casa 🍔',
        quantity: 2,
        unitPriceCents: 2590,
        ncm: '21069090',
        cfop: '5102',
        csosn: '102',
        origin: 0,
        unit: 'UN',
      },
      {
        code: 'REFRI',
        description: 'Refrigerante lata 350 ml',
        quantity: 1,
        unitPriceCents: 650,
        ncm: '22021000',
        cfop: '5405',
        csosn: '500',
        cest: '0300700',
        origin: 0,
        unit: 'UN',
      },
    ],
    discountCents: 330,
    payments: [
      { kind: '17', amountCents: 3000 },
      {
        kind: '03',
        amountCents: 2500,
        card: { integrated: true, brand: '02', authorization: 'A1B2C3' },
      },
    ],
    customerTaxId: '52998224725',
    additionalInfo: 'Pedido 42',
    ...overrides,
  };
}

/**
 * A PUT /api/admin/fiscal/settings body that turns NFC-e on in "homologação simulada" (no
 * certificate, no CSC) for a Simples shop in São Paulo, with the given series.
 */
export const simulatedSettingsInput = (
  series: FiscalSettingsInput['series'] = [{ device: 'Totem', series: 1, nextNumber: 1 }],
): FiscalSettingsInput => ({
  enabled: true,
  cnpj: testCnpj,
  ie: '110042490114',
  crt: 1,
  uf: 'SP',
  municipalityCode: '3550308',
  environment: 'simulada',
  cscId: null,
  csc: null,
  series,
});

/** A complete PUT /api/admin/fiscal/settings body for a Simples shop in São Paulo. */
export function testSettingsInput(
  overrides: Partial<FiscalSettingsInput> = {},
): FiscalSettingsInput {
  return {
    enabled: true,
    cnpj: '11.222.333/0001-81',
    ie: '110.042.490.114',
    crt: 1,
    uf: 'SP',
    municipalityCode: '3550308',
    environment: 'homologacao',
    legalName: 'Padaria Teste Ltda',
    tradeName: 'Padaria do Teste',
    street: 'Rua das Flores',
    streetNumber: '120',
    complement: null,
    district: 'Centro',
    cep: '01001-000',
    municipalityName: 'São Paulo',
    phone: null,
    cscId: '000001',
    csc: 'CSC-SECRETO-0123456789ABCDEF',
    series: [{ device: 'Totem', series: 1, nextNumber: 1 }],
    ...overrides,
  };
}
