import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '@comanda/shared';
import type { SettledPayment } from '../payments';
import { cardDescription, fiscalPaymentsOf } from './fiscal-payments';
import { openCertificate } from './nfce/certificate';
import { issueNfce } from './nfce/issue';
import { testIssuer, testSale, testUrls } from './test/fiscal-fixtures';

const row = (overrides: Partial<SettledPayment>): SettledPayment => ({
  id: 'p',
  method: 'pix',
  provider: 'mercadopago',
  amountCents: 0,
  receivedCents: null,
  changeCents: null,
  settledAt: new Date('2026-11-23T15:00:00Z'),
  ...overrides,
});

/** A R$ 55,00 sale (testSale) paid four ways: Pix, two cards and cash with change. */
const settled = [
  row({ method: 'pix', provider: 'mercadopago', amountCents: 1000 }),
  row({ method: 'card', provider: 'mercadopago_point', amountCents: 2000 }),
  row({ method: 'card', provider: 'counter', amountCents: 1500 }),
  row({
    method: 'cash',
    provider: 'counter',
    amountCents: 1000,
    receivedCents: 2000,
    changeCents: 1000,
  }),
];

describe('the pag group from the settled payments', () => {
  it('maps Pix to 17 and a card to 99 with xPag, both with a card group of tpIntegra 2 (rejections 391, 392), cash to 01 with its change', () => {
    const { payments, changeCents } = fiscalPaymentsOf(settled);
    expect(payments).toEqual([
      { kind: '17', amountCents: 1000, card: { integrated: false } },
      {
        kind: '99',
        description: cardDescription,
        amountCents: 2000,
        card: { integrated: false, acquirerCnpj: '10573521000191' },
      },
      {
        kind: '99',
        description: cardDescription,
        amountCents: 1500,
        card: { integrated: false, acquirerCnpj: undefined },
      },
      // Cash: what was handed over; the change is vTroco.
      { kind: '01', amountCents: 2000 },
    ]);
    expect(changeCents).toBe(1000);
    expect(isValidCnpj('10573521000191')).toBe(true);
  });

  it('a kiosk cash-less sale has no change', () => {
    expect(fiscalPaymentsOf([row({ amountCents: 5500 })])).toEqual({
      payments: [{ kind: '17', amountCents: 5500, card: { integrated: false } }],
      changeCents: 0,
    });
  });

  it('writes detPag and vTroco in the order of the layout and passes the official schemas', async () => {
    const issuer = testIssuer();
    const { payments, changeCents } = fiscalPaymentsOf(settled);
    const issued = await issueNfce({
      issuer,
      sale: testSale({ payments, changeCents }),
      identity: {
        series: 1,
        number: 7,
        cNF: '87654321',
        tpEmis: 1,
        issuedAt: new Date('2026-11-23T15:04:05Z'),
      },
      certificate: openCertificate(issuer.certificate),
      urls: testUrls,
    });
    const xml = issued.xml;
    expect(xml).toContain(
      '<detPag><indPag>0</indPag><tPag>17</tPag><vPag>10.00</vPag><card><tpIntegra>2</tpIntegra></card></detPag>',
    );
    expect(xml).toContain(
      '<detPag><indPag>0</indPag><tPag>99</tPag><xPag>Cartão (crédito ou débito)</xPag><vPag>20.00</vPag><card><tpIntegra>2</tpIntegra><CNPJ>10573521000191</CNPJ></card></detPag>',
    );
    expect(xml).toContain(
      '<tPag>99</tPag><xPag>Cartão (crédito ou débito)</xPag><vPag>15.00</vPag><card><tpIntegra>2</tpIntegra></card>',
    );
    expect(xml).toContain('<tPag>01</tPag><vPag>20.00</vPag></detPag><vTroco>10.00</vTroco></pag>');
  });

  it('credit and debit (03/04) carry the card group with brand and authorisation', async () => {
    const issuer = testIssuer();
    const card = { integrated: true, brand: '01', authorization: 'AUT123' };
    const issued = await issueNfce({
      issuer,
      sale: testSale({
        payments: [
          { kind: '03', amountCents: 3000, card },
          { kind: '04', amountCents: 2500, card: { integrated: false } },
        ],
      }),
      identity: {
        series: 1,
        number: 8,
        cNF: '87654322',
        tpEmis: 1,
        issuedAt: new Date('2026-11-23T15:04:05Z'),
      },
      certificate: openCertificate(issuer.certificate),
      urls: testUrls,
    });
    expect(issued.xml).toContain(
      '<tPag>03</tPag><vPag>30.00</vPag><card><tpIntegra>1</tpIntegra><tBand>01</tBand><cAut>AUT123</cAut></card>',
    );
    expect(issued.xml).toContain(
      '<tPag>04</tPag><vPag>25.00</vPag><card><tpIntegra>2</tpIntegra></card>',
    );
  });
});
