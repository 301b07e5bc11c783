import { formatCents } from '@comanda/shared';
import type { Database } from '../../db/client';
import { findSoldOrder, orderLinesOf, type SoldOrder } from '../orders';
import type { FiscalPorts } from './emission.ports';
import type { NotePayer } from './fiscal-notes.tables';
import { payerPaymentOf } from './fiscal-payments';
import type { FiscalItemData, FiscalSale } from './nfce/types';
import { spreadInProportion } from './nfce/xml';

/*
 * The sale of one payer of a split table tab (decision 082): for each order its payment went
 * into, that share of the order's lines, in proportion to their amounts (the largest
 * remainders take the odd centavos); a line shared is a fraction of its quantity, priced at
 * the share. The order's discount goes with the share in the same proportion. The payer's
 * notes of a tab add up to what their payments put into its orders, each order once; the
 * service charge (the staff's, Lei 13.419/2017, decision 077) is outside every note.
 */

const fraction = (value: number) => Math.max(Math.round(value * 10_000) / 10_000, 0.0001);

type Share = NotePayer['shares'][number];

/**
 * A part by items (decision 089): its share declares the lines it paid, each at what it paid
 * of it, and what else it poured into the order in proportion to the rest of the lines. Null
 * (the share spread over all the lines) for a share without lines, or an order with a
 * discount (its lines' amounts are not what was paid for them).
 */
async function amountsByLines(
  ctx: { db: Database },
  order: SoldOrder,
  share: Share,
  gross: number[],
): Promise<number[] | null> {
  if (!share.lines?.length || order.discountCents !== 0) return null;
  const itemIds = (await orderLinesOf(ctx.db, order.establishmentId, order.id)).map(
    (line) => line.itemId,
  );
  const chosen = gross.map(() => 0);
  for (const line of share.lines) {
    const index = itemIds.indexOf(line.itemId);
    if (index < 0) return null;
    chosen[index]! += line.amountCents;
  }
  const rest = share.amountCents - chosen.reduce((sum, amount) => sum + amount, 0);
  const room = gross.map((amount, index) => Math.max(amount - chosen[index]!, 0));
  if (rest < 0 || (rest > 0 && room.every((amount) => amount === 0))) return null;
  const extra = spreadInProportion(room, rest);
  return chosen.map((amount, index) => amount + extra[index]!);
}

export async function saleOfPayer(
  ctx: { db: Database; ports: FiscalPorts },
  establishmentId: string,
  payer: NotePayer,
): Promise<FiscalSale> {
  const items: FiscalItemData[] = [];
  let discountCents = 0;
  let paidCents = 0;
  for (const share of payer.shares) {
    if (share.amountCents <= 0) continue;
    const order = await findSoldOrder(ctx.db, establishmentId, share.orderId);
    if (!order) throw new Error('Pedido não encontrado');
    const productIds = order.lines.flatMap((line) => (line.productId ? [line.productId] : []));
    const data = await ctx.ports.productData(ctx.db, establishmentId, productIds);
    const gross = order.lines.map((line) => line.quantity * line.unitPriceCents);
    const grossCents = gross.reduce((sum, amount) => sum + amount, 0);
    if (grossCents - order.discountCents + order.deliveryFeeCents !== order.totalCents) {
      throw new Error('Os itens do pedido não fecham com o total cobrado');
    }
    if (order.deliveryFeeCents !== 0 || share.amountCents > order.totalCents) {
      throw new Error(`A parte do pedido ${order.orderNumber} não cabe numa nota de mesa`);
    }
    const whole = share.amountCents === order.totalCents;
    // The share's amount before the order's discount, then that amount over the lines.
    const shareGross = whole
      ? grossCents
      : Math.round((grossCents * share.amountCents) / order.totalCents);
    discountCents += shareGross - share.amountCents;
    paidCents += share.amountCents;
    const amounts = whole
      ? gross
      : ((await amountsByLines(ctx, order, share, gross)) ?? spreadInProportion(gross, shareGross));
    order.lines.forEach((line, index) => {
      const amount = amounts[index]!;
      if (amount === 0) return;
      const fiscal = line.productId ? data.get(line.productId) : undefined;
      if (!fiscal) throw new Error(`Produto sem dados fiscais: ${line.productName}`);
      const full = amount === gross[index];
      items.push({
        ...fiscal,
        code: line.productId!.replaceAll('-', '').slice(0, 20).toUpperCase(),
        description: line.productName,
        quantity: full ? line.quantity : fraction((line.quantity * amount) / gross[index]!),
        unitPriceCents: line.unitPriceCents,
        ...(full ? {} : { totalCents: amount }),
      });
    });
  }
  if (items.length === 0) throw new Error('O pagante não tem itens a declarar');
  const service =
    payer.serviceCents > 0
      ? `; taxa de serviço (gorjeta, Lei 13.419/2017) paga à parte: ${formatCents(payer.serviceCents)}`
      : '';
  return {
    orderId: payer.shares[0]!.orderId,
    items,
    discountCents,
    payments: [payerPaymentOf(payer.method, paidCents)],
    changeCents: 0,
    customerTaxId: payer.taxId ?? undefined,
    additionalInfo: `${payer.label}${service}`,
  };
}
