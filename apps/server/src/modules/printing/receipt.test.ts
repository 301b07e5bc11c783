import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@comanda/shared';
import {
  receiptLines,
  renderReceipt,
  reprintMark,
  thankYouLine,
  wrap,
  type ReceiptDocument,
  type RenderOptions,
} from './receipt';
import { decodeEscPos } from './test/escpos';

const order: ReceiptDocument = {
  type: 'order',
  establishmentName: 'Lanchonete São João',
  orderNumber: 42,
  placedAt: '2026-11-21T18:05:00.000Z',
  items: [
    {
      quantity: 2,
      name: 'X-Burguer Coração',
      unitPriceCents: 2890,
      extras: [{ name: 'Bacon crocante', priceCents: 400 }],
      removals: ['Cebola', 'Maionese'],
      notes: 'Pão bem tostado',
    },
    {
      quantity: 1,
      name: 'Suco de Maçã',
      unitPriceCents: 900,
      extras: [],
      removals: [],
      notes: null,
    },
  ],
  notes: 'Para viagem',
  totalCents: 6680,
};

const customer: RenderOptions = { kind: 'customer', columns: 48, reprint: false, cut: true };

describe('receipt rendering', () => {
  it('formats the date in pt-BR, in São Paulo time', () => {
    expect(formatDateTime('2026-11-21T18:05:00.000Z')).toBe('21/11/2026 às 15:05');
  });

  it('prints the customer receipt with every part of the order, in code page 860', () => {
    const { bytes, text } = renderReceipt(order, customer);
    const decoded = decodeEscPos(bytes);
    expect(decoded.codepages).toEqual([3]);
    // ã = 0x84 and ç = 0x87 in cp860.
    expect([...bytes]).toContain(0x84);
    expect([...bytes]).toContain(0x87);
    for (const expected of [
      'Lanchonete São João',
      'Nº 42',
      '21/11/2026 às 15:05',
      '2x X-Burguer Coração',
      'R$ 49,80',
      'R$ 24,90 cada',
      '+ Bacon crocante (2 x R$ 4,00)',
      'R$ 8,00',
      'Sem Cebola',
      'Sem Maionese',
      'Obs: Pão bem tostado',
      '1x Suco de Maçã',
      'OBSERVAÇÕES: Para viagem',
      'TOTAL',
      'R$ 66,80',
      thankYouLine,
    ]) {
      expect(decoded.text).toContain(expected);
    }
    expect(decoded.text).not.toContain(reprintMark);
    expect(decoded.cuts).toBe(1);
    // The preview says the same (double-size lines are spaced out like on paper).
    expect(text).toContain('2x X-Burguer Coração');
    expect(text).toContain('Nº 42');
    expect(text).toContain('   Sem Cebola');
  });

  it('prints amounts that add up to the total: an extra is not counted twice', () => {
    const { text } = renderReceipt(order, customer);
    const amountAtEnd = /R\$ ([\d.]+,\d{2})$/;
    const cents = (amount: string) => Number(amount.replaceAll('.', '').replace(',', ''));
    const lines = text.split('\n');
    const totalLine = lines.find((line) => line.startsWith('TOTAL'))!;
    const total = cents(totalLine.match(amountAtEnd)![1]!);
    const itemAmounts = lines
      .filter((line) => line !== totalLine)
      .map((line) => line.match(amountAtEnd)?.[1])
      .filter((amount): amount is string => amount !== undefined)
      .map(cents);
    expect(total).toBe(6680);
    // 2x X-Burguer 49,80 + Bacon 8,00 + Suco 9,00: the burger's 28,90 already included the bacon.
    expect(itemAmounts).toEqual([4980, 800, 900]);
    expect(itemAmounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
  });

  it('cuts the paper only when the printer is set to', () => {
    const { bytes } = renderReceipt(order, { ...customer, cut: false });
    expect(decodeEscPos(bytes).cuts).toBe(0);
  });

  it("prints an online delivery's fee above the total, on the customer copy only", () => {
    const delivered = { ...order, deliveryFeeCents: 500, totalCents: 7180 };
    const text = renderReceipt(delivered, customer).text;
    expect(text).toMatch(/Taxa de entrega +R\$ 5,00\n(.*\n)?.*TOTAL +R\$ 71,80/);
    expect(renderReceipt(delivered, { ...customer, kind: 'kitchen' }).text).not.toContain(
      'Taxa de entrega',
    );
  });

  it("prints the shop's footer under the thanks on the customer copy only", () => {
    const withFooter = { ...order, footer: 'Volte sempre!\nInstagram: @saojoao' };
    const lines = renderReceipt(withFooter, customer)
      .text.split('\n')
      .map((line) => line.trim());
    expect(lines.slice(-3)).toEqual([thankYouLine, 'Volte sempre!', 'Instagram: @saojoao']);
    const kitchen = renderReceipt(withFooter, { ...customer, kind: 'kitchen' }).text;
    expect(kitchen).not.toContain('Volte sempre!');
  });

  it('keeps 58 mm receipts within 32 columns', () => {
    const { text } = renderReceipt(order, { ...customer, columns: 32 });
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(32);
    const wide = renderReceipt(order, customer).text.split('\n');
    expect(Math.max(...wide.map((line) => line.length))).toBe(48);
  });

  it('prints the kitchen ticket without prices, items large, removals and notes prominent', () => {
    const { bytes } = renderReceipt(order, { ...customer, kind: 'kitchen' });
    const decoded = decodeEscPos(bytes).text;
    expect(decoded).toContain('COZINHA');
    expect(decoded).toContain('2x X-Burguer');
    expect(decoded).toContain('SEM CEBOLA');
    expect(decoded).toContain('>> OBS: Pão bem tostado');
    expect(decoded).not.toContain('R$');
    // Item names in double size: GS ! 0x11 before them.
    const hex = Buffer.from(bytes).toString('hex');
    expect(hex).toContain('1d2111');
  });

  it('prints the first name and takeaway under the number, large on the kitchen ticket', () => {
    const takeaway: ReceiptDocument = { ...order, customerName: 'Ana', dineIn: false };
    const kitchen = receiptLines(takeaway, { ...customer, kind: 'kitchen' });
    expect(kitchen).toContainEqual(expect.objectContaining({ text: 'Nome: Ana', bold: true }));
    expect(kitchen).toContainEqual(expect.objectContaining({ text: 'PARA LEVAR', size: 2 }));
    const receipt = renderReceipt({ ...takeaway, dineIn: true }, customer).text;
    expect(receipt).toContain('Nome: Ana');
    expect(receipt).toContain('COMER AQUI');
    // Older jobs and shops that do not ask: neither line.
    expect(renderReceipt(order, customer).text).not.toMatch(/Nome:|COMER AQUI|PARA LEVAR/);
  });

  it("prints the channel with the platform's code, and a delivery's phone and address", () => {
    const delivery: ReceiptDocument = {
      ...order,
      channel: 'ifood',
      externalCode: '4821',
      customerName: 'Bruno',
      fulfilment: 'entrega',
      customerPhone: '11 99999-0000',
      deliveryAddress: 'Rua das Flores, 10 - Centro',
    };
    const kitchen = receiptLines(delivery, { ...customer, kind: 'kitchen' });
    expect(kitchen).toContainEqual(
      expect.objectContaining({ text: 'Canal: iFood - pedido 4821', align: 'center' }),
    );
    expect(kitchen).toContainEqual(expect.objectContaining({ text: 'ENTREGA', size: 2 }));
    const receipt = renderReceipt(delivery, customer).text;
    expect(receipt).toContain('Tel: 11 99999-0000');
    expect(receipt).toContain('Endereço: Rua das Flores, 10 - Centro');
    // The fulfilment, when the job has it, wins over the older dine-in flag.
    const counter = renderReceipt({ ...order, channel: 'balcao', dineIn: true }, customer).text;
    expect(counter).toContain('Canal: Balcão');
    expect(counter).toContain('COMER AQUI');
  });

  it("marks a reprint 'REIMPRESSÃO'", () => {
    const { bytes, text } = renderReceipt(order, { ...customer, reprint: true });
    expect(decodeEscPos(bytes).text).toContain(reprintMark);
    expect(text).toContain('REIMPRESSÃO');
  });

  it('wraps long words and text at the width', () => {
    expect(wrap('um dois tres', 7)).toEqual(['um dois', 'tres']);
    expect(wrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('prints a counter discount above the total, which is what was charged', () => {
    const { text } = renderReceipt({ ...order, discountCents: 680, totalCents: 6000 }, customer);
    const lines = text.split('\n');
    const discount = lines.findIndex((line) => /^Desconto +-R\$ 6,80$/.test(line));
    const total = lines.findIndex((line) => /^TOTAL +R\$ 60,00$/.test(line));
    expect(discount).toBeGreaterThan(0);
    expect(total).toBe(discount + 1);
  });

  it('prints a report of label and value rows (the cash register closing)', () => {
    const { text } = renderReceipt(
      {
        type: 'report',
        establishmentName: 'Lanchonete São João',
        title: 'FECHAMENTO DE CAIXA',
        subtitle: 'Caixa 1 - ana@example.com',
        printedAt: '2026-11-21T23:00:00.000Z',
        rows: [
          { label: 'Dinheiro', value: '', bold: true },
          { label: '  Diferença', value: '-R$ 0,50' },
        ],
      },
      customer,
    );
    expect(text).toContain('FECHAMENTO DE CAIXA');
    expect(text).toContain('21/11/2026 às 20:00');
    expect(text).toMatch(/ {2}Diferença +-R\$ 0,50/);
  });
});
