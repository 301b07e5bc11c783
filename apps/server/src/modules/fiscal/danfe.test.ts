import { describe, expect, it } from 'vitest';
import {
  accessKeyLines,
  contingencyText,
  danfeLines,
  groupAccessKey,
  homologationText,
  renderDanfe,
  unidentifiedConsumerText,
  type DanfeData,
} from './danfe';
import { ufUrls } from './uf-endpoints';

const accessKey = '35261111222333000181650010000001231000001234';
const urls = ufUrls('SP', 'producao');
const qrCode = `${urls.qrCode}?p=${accessKey}|2|1|1|0A1B2C3D4E5F60718293A4B5C6D7E8F901234567`;

const data: DanfeData = {
  emitter: {
    name: 'PADARIA TESTE LTDA',
    cnpj: '11222333000181',
    ie: '110042490114',
    address: 'Rua das Flores, 100 - Centro - São Paulo/SP',
  },
  number: 123,
  series: 1,
  issuedAt: '2026-11-23T15:04:05-03:00',
  environment: 'producao',
  items: [
    {
      code: '1',
      description: 'X-Burger',
      quantity: 2,
      unit: 'UN',
      unitPriceCents: 1290,
      totalCents: 2580,
    },
    {
      code: '2',
      description: 'Refrigerante lata 350 ml gelado com gelo e limão',
      quantity: 1,
      unit: 'UN',
      unitPriceCents: 600,
      totalCents: 600,
    },
  ],
  itemsTotalCents: 3180,
  discountCents: 180,
  totalCents: 3000,
  payments: [{ label: 'Dinheiro', amountCents: 5000 }],
  changeCents: 2000,
  accessKey,
  qrCode,
  consultationUrl: urls.consultation,
  authorization: { protocol: '135260000012345', authorizedAt: '2026-11-23T15:04:09-03:00' },
  contingency: false,
  customerCpf: '52998224725',
};

/** The bytes as Latin-1 text: ASCII (keys, URLs, amounts) reads as itself. */
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('the DANFE NFC-e', () => {
  it.each([48, 32])(
    'at %i columns: the ESC/POS bytes hold the key, the QR and the total',
    (columns) => {
      const { bytes, text } = renderDanfe(data, { columns, cut: true });
      const raw = latin1(bytes);
      for (const line of accessKeyLines(accessKey)) expect(raw).toContain(line);
      expect(accessKeyLines(accessKey).join(' ')).toBe(groupAccessKey(accessKey));
      expect(raw).toContain('30,00');
      // GS ( k, function 180: store the QR data (cn 49, fn 80, m 48), then the payload itself.
      const store = Buffer.from([0x1d, 0x28, 0x6b]).toString('latin1');
      const storeAt = raw.indexOf(store + lengthBytes(qrCode.length + 3) + '1P0' + qrCode);
      expect(storeAt).toBeGreaterThan(-1);
      // GS ( k, function 181: print it.
      expect(raw).toContain(`${store}\x03\x001Q0`);
      for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(columns);
      expect(text).toContain('Valor a Pagar R$');
      expect(text).toContain('Consulte pela Chave de Acesso em');
      // A long address wraps where the paper ends.
      expect(
        text
          .split('\n')
          .map((line) => line.trim())
          .join(''),
      ).toContain(urls.consultation);
      expect(text).toContain('CONSUMIDOR - CPF 529.982.247-25');
      const words = text.replace(/\s+/g, ' ');
      expect(words).toContain('Protocolo de autorização: 135260000012345');
      expect(text).not.toContain(contingencyText);
    },
  );

  it('groups the access key in fours', () => {
    expect(groupAccessKey(accessKey)).toBe(
      '3526 1111 2223 3300 0181 6500 1000 0001 2310 0000 1234',
    );
  });

  it('says contingency, homologação and an unidentified consumer when so', () => {
    const text = danfeLines(
      {
        ...data,
        contingency: true,
        authorization: null,
        customerCpf: null,
        environment: 'homologacao',
      },
      48,
    )
      .map((line) => line.text.trim())
      .join(' ');
    expect(text).toContain(contingencyText);
    expect(text).toContain('Pendente de autorização');
    expect(text).toContain(unidentifiedConsumerText);
    expect(text).toContain(homologationText);
    expect(text).not.toContain('Protocolo');
  });

  it('lists every item, the discount, the payment and the change', () => {
    const text = renderDanfe(data, { columns: 48, cut: false }).text;
    expect(text).toMatch(/1 X-Burger\n\s+2 UN x 12,90\s+25,80/);
    expect(text).toMatch(/Desconto R\$\s+-1,80/);
    expect(text).toMatch(/Dinheiro\s+50,00/);
    expect(text).toMatch(/Troco R\$\s+20,00/);
    expect(text).toContain('NFC-e nº 000000123 Série 001 23/11/2026 às 15:04');
  });
});

describe('the consultation URLs per state', () => {
  it('take the state and environment (the simulated one is homologação)', () => {
    expect(ufUrls('SP', 'homologacao').qrCode).toBe(
      'https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode',
    );
    expect(ufUrls('SP', 'simulada')).toEqual(ufUrls('SP', 'homologacao'));
    expect(ufUrls('RS', 'producao')).toEqual({
      qrCode: 'https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx',
      consultation: 'www.sefaz.rs.gov.br/nfce/consulta',
    });
  });
});

function lengthBytes(length: number): string {
  return String.fromCharCode(length % 256, Math.floor(length / 256));
}
