import { describe, expect, it } from 'vitest';
import { contingencyText, groupAccessKey, homologationText, type DanfeData } from './danfe';
import { danfeHtml } from './danfe-html';

const accessKey = '35261111222333000181650010000001239100001234';
const qrCode = `https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=${accessKey}|3|2|23|30.00|2|52998224725|c2lnbmF0dXJl`;

/** A note issued in contingency (no protocol yet), in homologação, with names to escape. */
const contingency: DanfeData = {
  emitter: {
    name: 'Bar <do> "Zé" & Cia',
    cnpj: '11222333000181',
    ie: '110042490114',
    address: 'Rua das Flores, 100, Centro, São Paulo/SP',
  },
  number: 123,
  series: 1,
  issuedAt: '2026-11-23T15:04:05-03:00',
  environment: 'homologacao',
  items: [
    {
      code: '7',
      description: 'X-Búrguer <especial>',
      quantity: 2,
      unit: 'UN',
      unitPriceCents: 1500,
      totalCents: 3000,
    },
  ],
  itemsTotalCents: 3000,
  discountCents: 0,
  totalCents: 3000,
  payments: [{ label: 'Dinheiro', amountCents: 5000 }],
  changeCents: 2000,
  accessKey,
  qrCode,
  consultationUrl: 'https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica',
  authorization: null,
  contingency: true,
  customerCpf: null,
};

describe('the DANFE NFC-e page', () => {
  it('shows a contingency note: notices, items, totals, payments, key, QR; texts escaped', async () => {
    const html = await danfeHtml(contingency);
    expect(html).toContain('<h1>Bar &lt;do&gt; &quot;Zé&quot; &amp; Cia</h1>');
    expect(html).toContain('X-Búrguer &lt;especial&gt;');
    expect(html).not.toContain('<especial>');
    expect(html).toContain(homologationText);
    expect(html.split(contingencyText).length - 1).toBe(2);
    expect(html).toContain('Pendente de autorização');
    expect(html).toContain('<td>   2 UN x 15,00</td><td class="right">30,00</td>');
    expect(html).toContain('<td>Dinheiro</td><td class="right">50,00</td>');
    expect(html).toContain('<td>Troco R$</td><td class="right">20,00</td>');
    expect(html).toContain('CONSUMIDOR NÃO IDENTIFICADO');
    expect(html).toContain(
      `<p class="key" data-testid="access-key">${groupAccessKey(accessKey)}</p>`,
    );
    expect(html).toContain('NFC-e nº 000000123 Série 001');
    expect(html).toMatch(
      /<section class="center qr" title="[^"]+"><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    );
    expect(html).not.toContain('Link para o cliente');
  });

  it('shows the customer link to the staff, outside what is printed', async () => {
    const html = await danfeHtml(contingency, 'https://loja.example/api/public/danfe/1/abc');
    expect(html).toContain(
      '<p class="share">Link para o cliente: <a href="https://loja.example/api/public/danfe/1/abc">',
    );
    const print = html.slice(html.indexOf('@media print'));
    expect(print.slice(0, print.indexOf('</style>'))).toContain('.share { display: none; }');
  });

  // Issue 30: the SEFAZ address, one long word, ran past the paper's edge.
  it('wraps long words (the SEFAZ address) inside the paper, on screen and in print', async () => {
    const html = await danfeHtml(contingency);
    const styles = html.slice(html.indexOf('<style>'), html.indexOf('</style>'));
    expect(styles).toMatch(/main \{[^}]*max-width: 100%;[^}]*overflow-wrap: anywhere;/);
    const print = styles.slice(styles.indexOf('@media print'));
    expect(print).toMatch(/main \{ width: auto;/);
  });
});
