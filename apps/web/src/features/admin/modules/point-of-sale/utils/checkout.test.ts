import type { KioskProduct } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { addTender, counterSaleInput, emptyDetails } from './checkout';
import { emptyApprover, type ApproverDraft } from './approval';
import { plainLine } from './sale';

const burger = plainLine({ id: 'p1', name: 'X-Burger', priceCents: 5000 } as KioskProduct, 2);
const sale = (details = emptyDetails, askCpf = false) =>
  counterSaleInput({
    registerId: 'r1',
    lines: [burger],
    details,
    tenders: [{ method: 'cash', amountCents: 10000 }],
    askCpf,
    discountLimitPercent: 10,
  });

describe('the counter sale sent to the server', () => {
  it('sends items by id, the totals it expects, and nothing the cashier left blank', () => {
    const body = sale();
    expect(body.items).toEqual([expect.objectContaining({ productId: 'p1', quantity: 2 })]);
    expect(body).toMatchObject({ expectedTotalCents: 10000, expectedChangeCents: 0 });
    expect(body).not.toHaveProperty('customerName');
    expect(body).not.toHaveProperty('discount');
    expect(body).not.toHaveProperty('authorization');
  });

  it("sends the CPF only when the shop asks it, and an admin's password only over the limit", () => {
    const typed = { ...emptyDetails, customerName: ' Ana ', customerCpf: '52998224725' };
    expect(sale(typed)).not.toHaveProperty('customerCpf');
    expect(sale(typed, true)).toMatchObject({ customerName: 'Ana', customerCpf: '52998224725' });
    const discount = (amount: string) => ({
      ...emptyDetails,
      discount: { ...emptyDetails.discount, kind: 'percent' as const, amount, reason: 'Amigo' },
    });
    expect(sale(discount('10'))).not.toHaveProperty('authorization');
    // Over the limit with nothing typed: no credential, and the server says one is needed.
    expect(sale(discount('15'))).toMatchObject({
      discount: { kind: 'percent', value: 15, reason: 'Amigo' },
      authorization: undefined,
      expectedTotalCents: 8500,
      expectedChangeCents: 1500,
    });
    const approved = (approver: Partial<ApproverDraft>) => {
      const details = discount('15');
      return sale({
        ...details,
        discount: { ...details.discount, approver: { ...emptyApprover, ...approver } },
      });
    };
    expect(approved({ email: 'gil@loja.example', password: 'senha' }).authorization).toEqual({
      email: 'gil@loja.example',
      password: 'senha',
    });
    // By PIN (decision 056): the approver's name chosen and their PIN, nothing else.
    const byPin = approved({ byPin: true, email: 'x@y.z', userId: 'gil-id', pin: '1234' });
    expect(byPin.authorization).toEqual({ userId: 'gil-id', pin: '1234' });
  });

  it('adds cash to the one cash tender, and keeps card tenders apart', () => {
    const cash = addTender([], { method: 'cash', amountCents: 2000, viaProvider: false });
    const more = addTender(cash, { method: 'cash', amountCents: 500, viaProvider: false });
    expect(more).toEqual([{ method: 'cash', amountCents: 2500 }]);
    const card = addTender(more, { method: 'card', amountCents: 1000, viaProvider: true });
    expect(card).toEqual([
      { method: 'cash', amountCents: 2500 },
      { method: 'card', amountCents: 1000, viaProvider: true },
    ]);
  });
});
