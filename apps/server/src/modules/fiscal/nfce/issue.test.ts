import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  testCnpj,
  testIssuer,
  testSale,
  testTechResponsible,
  testUrls,
} from '../test/fiscal-fixtures';
import { isValidAccessKey } from './access-key';
import { certificateCnpj, icpBrasilCnpjOid, openCertificate } from './certificate';
import { issueNfce, NfceSchemaError } from './issue';
import { signXml } from './sign';
import { validateNfe } from './validate';
import { buildNfceXml, homologationText } from './xml';

const issuer = testIssuer();
const certificate = openCertificate(issuer.certificate);
const identity = {
  series: 1,
  number: 42,
  cNF: '12345678',
  tpEmis: 1 as const,
  issuedAt: new Date('2026-11-23T15:04:05Z'),
};

const workDir = mkdtempSync(join(tmpdir(), 'nfce-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** xmlsec1 (libxmlsec, independent of xml-crypto) checks the signature, trusting our cert. */
function xmlsecVerify(xml: string): { ok: boolean; output: string } {
  const file = join(workDir, `note-${Math.random()}.xml`);
  const cert = join(workDir, 'cert.pem');
  writeFileSync(file, xml);
  writeFileSync(cert, certificate.certificatePem);
  const result = spawnSync(
    'xmlsec1',
    ['--verify', '--id-attr:Id', 'infNFe', '--trusted-pem', cert, file],
    { encoding: 'utf8' },
  );
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

describe('the test certificate', () => {
  it('is an e-CNPJ-like A1: CNPJ in the ICP-Brasil otherName, key and certificate in the pfx', () => {
    expect(icpBrasilCnpjOid).toBe('2.16.76.1.3.3');
    expect(certificateCnpj(certificate.certificatePem)).toBe(testCnpj);
    expect(certificate.subject).toContain(`CN=RESTAURANTE TESTE LTDA:${testCnpj}`);
    expect(certificate.notAfter.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong password in Portuguese', () => {
    expect(() => openCertificate({ pfx: issuer.certificate.pfx, password: 'errada' })).toThrow(
      'Certificado A1 ilegível ou senha incorreta',
    );
  });
});

describe('NFC-e of a sale', () => {
  it('builds the layout 4.00 model 65 document of the sale', () => {
    const { key, xml, totalCents } = buildNfceXml({
      issuer,
      sale: testSale(),
      identity,
      techResponsible: testTechResponsible,
    });
    expect(isValidAccessKey(key)).toBe(true);
    // cUF 35, 2611 (the issue month in São Paulo), CNPJ, 65, series 001, number 42, tpEmis 1.
    expect(key.slice(0, 43)).toBe(`352611${testCnpj}650010000000421${identity.cNF}`);
    expect(xml).toContain(`<infNFe versao="4.00" Id="NFe${key}">`);
    expect(xml).toContain('<dhEmi>2026-11-23T12:04:05-03:00</dhEmi>');
    expect(xml).toContain('<mod>65</mod><serie>1</serie><nNF>42</nNF>');
    expect(xml).toContain('<tpImp>4</tpImp><tpEmis>1</tpEmis>');
    expect(xml).toContain('<tpAmb>2</tpAmb>');
    expect(xml).toContain('<dest><CPF>52998224725</CPF><indIEDest>9</indIEDest></dest>');
    // Homologação: the first item's description is the one the MOC demands.
    expect(xml).toContain(`<xProd>${homologationText}</xProd>`);
    // Emoji dropped, accents kept (Latin-1).
    expect(xml).toContain('<vProd>51.80</vProd><cEANTrib>SEM GTIN</cEANTrib>');
    expect(xml).toContain('<ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102>');
    expect(xml).toContain('<ICMSSN500><orig>0</orig><CSOSN>500</CSOSN></ICMSSN500>');
    // The discount spread in proportion: 330 * 5180 / 5830 = 293.2, 330 * 650 / 5830 = 36.8;
    // the odd cent goes to the larger remainder: 293 + 37.
    expect(xml).toContain('<vDesc>2.93</vDesc>');
    expect(xml).toContain('<vDesc>0.37</vDesc>');
    expect(xml).toContain('<vProd>58.30</vProd>');
    expect(xml).toContain('<vDesc>3.30</vDesc>');
    expect(xml).toContain('<vNF>55.00</vNF>');
    expect(totalCents).toBe(5500);
    expect(xml).toContain('<transp><modFrete>9</modFrete></transp>');
    expect(xml).toContain('<detPag><indPag>0</indPag><tPag>17</tPag><vPag>30.00</vPag></detPag>');
    expect(xml).toContain(
      '<tPag>03</tPag><vPag>25.00</vPag><card><tpIntegra>1</tpIntegra><tBand>02</tBand><cAut>A1B2C3</cAut></card>',
    );
    expect(xml).toContain('<infAdic><infCpl>Pedido 42</infCpl></infAdic>');
    expect(xml).toContain('<infRespTec><CNPJ>99888777000166</CNPJ>');
  });

  it('names the real item in produção, and cash with change gives vTroco', () => {
    const { xml } = buildNfceXml({
      issuer: testIssuer({ environment: 'producao' }),
      sale: testSale({
        payments: [{ kind: '01', amountCents: 6000 }],
        changeCents: 500,
        customerTaxId: undefined,
      }),
      identity,
    });
    expect(xml).toContain('<xProd>X-Búrguer da casa</xProd>');
    expect(xml).toContain('<tpAmb>1</tpAmb>');
    expect(xml).toContain('<tPag>01</tPag><vPag>60.00</vPag></detPag><vTroco>5.00</vTroco>');
    expect(xml).not.toContain('<dest>');
  });

  it('refuses payments that do not add up to the total', () => {
    expect(() =>
      buildNfceXml({
        issuer,
        sale: testSale({ payments: [{ kind: '17', amountCents: 5400 }] }),
        identity,
      }),
    ).toThrow('Os pagamentos não fecham com o total da nota');
  });

  it('takes ICMS by CST under the regime normal (CRT 3)', () => {
    const sale = testSale();
    sale.items = sale.items.map((item) => ({ ...item, csosn: undefined, cst: '00', icmsRate: 18 }));
    const { xml } = buildNfceXml({ issuer: testIssuer({ crt: 3 }), sale, identity });
    // Line 1: 5180 - 293 = 4887 at 18% = 879.66 -> 880; line 2: 650 - 37 = 613 -> 110.34 -> 110.
    expect(xml).toContain(
      '<ICMS00><orig>0</orig><CST>00</CST><modBC>3</modBC><vBC>48.87</vBC><pICMS>18.00</pICMS><vICMS>8.80</vICMS></ICMS00>',
    );
    expect(xml).toContain('<ICMSTot><vBC>55.00</vBC><vICMS>9.90</vICMS>');
    expect(xml).toContain('<CRT>3</CRT>');
  });

  it('signs, adds the QR code and passes the official schemas; xmlsec1 verifies the signature', async () => {
    const issued = await issueNfce({
      issuer,
      sale: testSale(),
      identity,
      certificate,
      urls: testUrls,
      techResponsible: testTechResponsible,
    });
    expect(await validateNfe(issued.xml)).toEqual({ valid: true, errors: [] });
    expect(issued.xml).toContain(`<Reference URI="#NFe${issued.key}">`);
    expect(issued.xml).toContain(
      '<SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/>',
    );
    expect(issued.xml).toContain(
      '<Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/><Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>',
    );
    expect(issued.xml).toMatch(
      /<\/infNFe><infNFeSupl><qrCode>https:\/\/www\.homologacao\.nfce\.fazenda\.sp\.gov\.br\/qrcode\?p=\d{44}\|2\|2\|1\|[0-9A-F]{40}<\/qrCode><urlChave>https:\/\/www\.homologacao\.nfce\.fazenda\.sp\.gov\.br\/consulta<\/urlChave><\/infNFeSupl><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">/,
    );
    expect(issued.xml.endsWith('</Signature></NFe>')).toBe(true);

    const verified = xmlsecVerify(issued.xml);
    expect(verified.output).toMatch(/OK/);
    expect(verified.ok).toBe(true);

    // The same note with its total changed after signing: xmlsec1 refuses it.
    const tampered = xmlsecVerify(issued.xml.replace('<vNF>55.00</vNF>', '<vNF>5.00</vNF>'));
    expect(tampered.ok).toBe(false);
  });

  it('a note in offline contingency: tpEmis 9, dhCont and xJust, QR code v3 signed', async () => {
    const issued = await issueNfce({
      issuer,
      sale: testSale(),
      identity: {
        ...identity,
        tpEmis: 9,
        contingency: {
          since: new Date('2026-11-23T15:00:00Z'),
          reason: 'SEFAZ sem resposta no prazo (contingencia offline)',
        },
      },
      certificate,
      urls: testUrls,
    });
    expect(issued.key[34]).toBe('9');
    expect(issued.xml).toContain(
      '<tpEmis>9</tpEmis><cDV>' + issued.key[43] + '</cDV><tpAmb>2</tpAmb>',
    );
    expect(issued.xml).toContain('<dhCont>2026-11-23T12:00:00-03:00</dhCont>');
    expect(issued.qrCode).toMatch(/\|3\|2\|23\|55\.00\|2\|52998224725\|[A-Za-z0-9+/]+=*$/);
    expect(xmlsecVerify(issued.xml).ok).toBe(true);
  });

  it('refuses a document outside the layout with the schema errors', async () => {
    const { xml } = buildNfceXml({ issuer, sale: testSale(), identity });
    const broken = signXml(xml.replace('<NCM>21069090</NCM>', '<NCM>2106</NCM>'), certificate);
    const validation = await validateNfe(broken);
    expect(validation.valid).toBe(false);
    expect(validation.errors.join('\n')).toMatch(/NCM/);
    expect(new NfceSchemaError(validation.errors).message).toMatch(/^NFC-e fora do leiaute/);
  });
});
