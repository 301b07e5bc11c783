import {
  applyTenders,
  discountCentsOf,
  discountOverLimit,
  formatCents,
  paymentProviderFor,
  tenderProblemMessages,
  type AppliedTender,
  type CounterPayDueInput,
  type CounterSaleData,
  type CounterSaleResult,
  type CounterSaleStatus,
  type KioskPayment,
  type KioskPaymentMethod,
  type Tender,
} from '@comanda/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { isId } from '../../lib/ids';
import { AppError } from '../../lib/app-error';
import type { DomainEvents } from '../../lib/domain-events';
import type { Realtime } from '../../lib/realtime';
import { recordAudit, type AuditPerson, type Auditor } from '../audit';
import { approvalOnTheSpot } from '../auth';
import { counterMenu } from '../catalog';
import { findPaymentSettings, findShopSettings, type PaymentSettings } from '../establishments';
import {
  findOrderById,
  orderSubtotalCents,
  placeOrder,
  requestHashOf,
  type OrderRow,
} from '../orders';
import {
  counterProviderPayment,
  payDueAtCounter,
  recordCounterPayments,
  startCounterProviderPayment,
  type PaymentsContext,
} from '../payments';
import { cashRegisters, counterPendingSales } from './cash-register.tables';
import { takePendingSale } from './pending-sales.service';
import {
  assertUsable,
  findRegister,
  auditorAt,
  lockOpenRegister,
  recordSaleMovements,
  type Operator,
} from './registers.service';

export interface CounterSaleDeps {
  db: Database;
  /** The caller's address: wrong admin passwords are throttled per address too. */
  ip: string;
  events: Pick<DomainEvents, 'publish'>;
  realtime: Realtime;
  /** The payments module's context: provider tenders are charged as the kiosk's payments. */
  payments: PaymentsContext;
}

const refused = (message: string, path?: string) =>
  new AppError('UNPROCESSABLE', message, path ? [{ path, message }] : undefined);

/**
 * The sale priced from the database: subtotal, discount (approved when over the limit), total
 * and the tenders applied; refused when the screen's total or change does not match.
 */
async function priceCounterSale(
  deps: CounterSaleDeps,
  establishmentId: string,
  operator: Operator,
  sale: CounterSaleData,
) {
  const [{ menu }, settings] = await Promise.all([
    counterMenu(deps.db, establishmentId),
    findShopSettings(deps.db, establishmentId),
  ]);
  const subtotalCents = orderSubtotalCents(menu, sale.items);
  const discountCents = discountCentsOf(subtotalCents, sale.discount ?? null);
  const approvedBy = await discountApproval(
    deps,
    establishmentId,
    operator,
    sale,
    discountOverLimit(subtotalCents, discountCents, settings.discountLimitPercent),
    settings.discountLimitPercent,
  );
  const totalCents = subtotalCents - discountCents;
  if (sale.expectedTotalCents !== totalCents) {
    throw refused(
      `O total do pedido não confere: o correto é ${formatCents(totalCents)}`,
      'expectedTotalCents',
    );
  }
  const payment = applyTenders(totalCents, sale.tenders);
  if (payment.problem) throw refused(tenderProblemMessages[payment.problem], 'tenders');
  if (sale.expectedChangeCents !== payment.changeCents) {
    throw refused(
      `O troco não confere: o correto é ${formatCents(payment.changeCents)}`,
      'expectedChangeCents',
    );
  }
  return { menu, subtotalCents, discountCents, approvedBy, totalCents, payment };
}

/** What a counter sale writes in its order's transaction, once placed. */
interface CounterSaleRecord {
  deps: CounterSaleDeps;
  establishmentId: string;
  operator: Operator;
  sale: CounterSaleData;
  priced: Awaited<ReturnType<typeof priceCounterSale>>;
  /** The tender the provider charges after the order, if any. */
  due: Awaited<ReturnType<typeof providerTenderOf>>;
  /** What the cashier takes when part of the sale waits for the provider. */
  taken: ReturnType<typeof applyTenders>['applied'];
  now: Date;
}

/**
 * The sale's audit line, then its payments and the register's movements; or, with a provider
 * tender, the register's side held until the provider's payment arrives.
 */
function recordCounterSale(record: CounterSaleRecord) {
  const { deps, establishmentId, operator, sale, priced, due, taken, now } = record;
  return async (tx: Transaction, placed: OrderRow) => {
    const register = await lockOpenRegister(tx, establishmentId, sale.registerId, operator);
    await auditSale(tx, establishmentId, auditorAt(operator, register.name), {
      orderNumber: placed.orderNumber,
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      totalCents: priced.totalCents,
      reason: sale.discount?.reason ?? null,
      approver: priced.approvedBy,
    });
    if (due) {
      // Paid later, by the provider: the register's side waits with the order.
      await tx.insert(counterPendingSales).values({
        orderId: placed.id,
        establishmentId,
        registerId: register.id,
        actor: operator.email,
        heldTenders: taken,
        dueMethod: due.method,
        dueCents: due.amountCents,
      });
      return;
    }
    await recordCounterPayments(tx, deps, placed, priced.payment.applied, now);
    await recordSaleMovements(tx, register, operator, placed, priced.payment.applied, now);
  };
}

/**
 * A sale at the counter (PDV). Everything is computed here from the database: the items'
 * prices, the discount (above the shop's limit only with an admin's password), the total and
 * the change; the screen's own total and change must match or the sale is refused. Then the
 * order is placed through the orders module (same pricing, daily numbering, idempotency as
 * the kiosk), paid by one payment row per tender, and written in the register's ledger, all in
 * the order's transaction.
 */
export async function sellAtCounter(
  deps: CounterSaleDeps,
  establishmentId: string,
  operator: Operator,
  sale: CounterSaleData,
  idempotencyKey: string,
): Promise<CounterSaleResult> {
  assertUsable(await findRegister(deps.db, establishmentId, sale.registerId), operator);
  // The app's clock, as the kiosk's orders and the payments read it.
  const now = deps.payments.now();
  const priced = await priceCounterSale(deps, establishmentId, operator, sale);
  const { menu, subtotalCents, discountCents, approvedBy, totalCents, payment } = priced;
  const due = await providerTenderOf(deps, establishmentId, sale.tenders);
  // What the cashier takes: everything but the provider's part (same change as above).
  const taken = due
    ? applyTenders(
        totalCents - due.amountCents,
        sale.tenders.filter((tender) => tender !== due),
      ).applied
    : payment.applied;

  // The password never enters the idempotency hash: the sale's own fields do.
  const { authorization: _authorization, ...hashed } = sale;
  const { order } = await placeOrder(
    deps.db,
    deps.events,
    establishmentId,
    {
      items: sale.items,
      notes: sale.notes,
      customerName: sale.customerName,
      dineIn: sale.dineIn,
      customerCpf: sale.customerCpf,
    },
    idempotencyKey,
    {
      menu,
      now,
      counter: {
        discountCents,
        discountReason: sale.discount?.reason,
        discountAuthorizedBy: approvedBy?.email,
        requestHash: requestHashOf({ counterSale: hashed }),
        afterPlaced: recordCounterSale({
          deps,
          establishmentId,
          operator,
          sale,
          priced,
          due,
          taken,
          now,
        }),
      },
    },
  );
  const placed = due ? await findOrderById(deps.db, establishmentId, order.id) : undefined;
  const charged = placed ? await chargeDue(deps, placed, due!.method as KioskPaymentMethod) : null;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    subtotalCents,
    discountCents,
    totalCents: order.totalCents,
    changeCents: payment.changeCents,
    // Without a provider tender the sale was paid in the order's own transaction.
    paymentStatus: charged?.order.paymentStatus ?? 'paid',
    payment: charged?.payment ?? null,
    paymentError: charged?.error ?? null,
  };
}

/** Card or Pix through the shop's provider: which methods it has (its own Pix key is none). */
export function providerMethodsOf(settings: PaymentSettings): KioskPaymentMethod[] {
  const setup = {
    ...settings,
    hasMercadopagoAccessToken: settings.mercadopagoAccessToken !== null,
  };
  return (['card', 'pix'] as const).filter((method) => {
    const provider = paymentProviderFor(setup, method);
    return provider !== null && provider !== 'static_pix';
  });
}

/** The sale's tender to charge through the provider, if any: one at most, card or Pix. */
async function providerTenderOf(
  deps: Pick<CounterSaleDeps, 'payments'>,
  establishmentId: string,
  tenders: CounterSaleData['tenders'],
): Promise<(Tender & { method: KioskPaymentMethod }) | null> {
  const viaProvider = tenders.filter((tender) => tender.viaProvider);
  if (viaProvider.length === 0) return null;
  const [due] = viaProvider;
  if (viaProvider.length > 1 || due!.method === 'cash') {
    throw refused('Só um pagamento por venda pode ser pelo cartão ou Pix do provedor', 'tenders');
  }
  const settings = await findPaymentSettings(
    deps.payments.db,
    deps.payments.secretBox,
    establishmentId,
  );
  if (!settings || !providerMethodsOf(settings).includes(due!.method as KioskPaymentMethod)) {
    throw refused(
      due!.method === 'card'
        ? 'Maquininha não configurada: confirme o cartão manualmente'
        : 'Pix sem provedor de pagamento: mostre o Pix da loja e confirme manualmente',
      'tenders',
    );
  }
  return due as Tender & { method: KioskPaymentMethod };
}

/**
 * Starts (or, on a repeated request, finds) the provider payment of a waiting sale. A refusal
 * is not the sale's failure: the order waits and the cashier retries or takes another method.
 */
async function chargeDue(
  deps: CounterSaleDeps,
  order: OrderRow,
  method: KioskPaymentMethod,
): Promise<{ order: OrderRow; payment: KioskPayment | null; error: string | null }> {
  const pending = await pendingSaleOf(deps, order);
  if (!pending || order.paymentStatus !== 'pending') {
    return { order, payment: await counterProviderPayment(deps.payments, order), error: null };
  }
  try {
    const payment = await startCounterProviderPayment(
      deps.payments,
      order,
      method,
      pending.dueCents,
    );
    const current = (await findOrderById(deps.db, order.establishmentId, order.id)) ?? order;
    return { order: current, payment, error: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      order,
      payment: await counterProviderPayment(deps.payments, order),
      error: error.message,
    };
  }
}

async function pendingSaleOf(deps: Pick<CounterSaleDeps, 'db'>, order: OrderRow) {
  const [row] = await deps.db
    .select()
    .from(counterPendingSales)
    .where(
      and(
        eq(counterPendingSales.establishmentId, order.establishmentId),
        eq(counterPendingSales.orderId, order.id),
      ),
    );
  return row;
}

async function counterOrder(
  deps: Pick<CounterSaleDeps, 'db'>,
  establishmentId: string,
  orderId: string,
) {
  const order = isId(orderId) ? await findOrderById(deps.db, establishmentId, orderId) : undefined;
  if (!order || order.origin !== 'pdv') throw new AppError('NOT_FOUND', 'Venda não encontrada');
  return order;
}

/** GET /api/admin/pdv/sales/:orderId: a sale waiting for its provider, and its payment. */
export async function counterSaleStatus(
  deps: CounterSaleDeps,
  establishmentId: string,
  orderId: string,
): Promise<CounterSaleStatus> {
  const order = await counterOrder(deps, establishmentId, orderId);
  const payment = await counterProviderPayment(deps.payments, order);
  // The provider's answer may have just paid it.
  const current = (await findOrderById(deps.db, establishmentId, orderId)) ?? order;
  const pending = await pendingSaleOf(deps, current);
  return {
    orderId: current.id,
    orderNumber: current.orderNumber,
    totalCents: current.totalCents,
    paymentStatus: current.paymentStatus,
    dueCents: pending && current.paymentStatus === 'pending' ? pending.dueCents : 0,
    dueMethod: pending?.dueMethod ?? null,
    payment,
  };
}

/**
 * The customer-facing view: the latest sale of the operator's open register still waiting for
 * its provider payment (the Pix QR to scan, the card to insert), or null.
 */
export async function waitingSaleOf(
  deps: CounterSaleDeps,
  establishmentId: string,
  operator: Operator,
): Promise<CounterSaleStatus | null> {
  const [row] = await deps.db
    .select({ orderId: counterPendingSales.orderId })
    .from(counterPendingSales)
    .innerJoin(cashRegisters, eq(cashRegisters.id, counterPendingSales.registerId))
    .where(
      and(
        eq(counterPendingSales.establishmentId, establishmentId),
        eq(cashRegisters.operatorId, operator.id),
        isNull(cashRegisters.closedAt),
      ),
    )
    .orderBy(desc(counterPendingSales.createdAt))
    .limit(1);
  if (!row) return null;
  const status = await counterSaleStatus(deps, establishmentId, row.orderId);
  return status.paymentStatus === 'pending' ? status : null;
}

/** Charge the due amount through the provider again (a declined card, a Pix given up). */
export async function retryProviderPayment(
  deps: CounterSaleDeps,
  establishmentId: string,
  orderId: string,
  method: KioskPaymentMethod,
): Promise<CounterSaleStatus> {
  const order = await counterOrder(deps, establishmentId, orderId);
  const pending = await pendingSaleOf(deps, order);
  if (!pending || order.paymentStatus !== 'pending') {
    throw new AppError('CONFLICT', 'Esta venda não está aguardando pagamento');
  }
  await startCounterProviderPayment(deps.payments, order, method, pending.dueCents);
  return counterSaleStatus(deps, establishmentId, orderId);
}

/**
 * The cashier takes the due amount otherwise (cash, or card/Pix confirmed by hand): the
 * provider's payment is stopped, and the sale completes with every tender the cashier took,
 * in the register's ledger and as payment rows, in one transaction.
 */
export async function payDueOtherwise(
  deps: CounterSaleDeps,
  establishmentId: string,
  operator: Operator,
  orderId: string,
  input: CounterPayDueInput,
): Promise<CounterSaleStatus & { changeCents: number }> {
  const order = await counterOrder(deps, establishmentId, orderId);
  const pending = await pendingSaleOf(deps, order);
  if (!pending || order.paymentStatus !== 'pending') {
    throw new AppError('CONFLICT', 'Esta venda não está aguardando pagamento');
  }
  const outcome = applyTenders(pending.dueCents, input.tenders);
  if (outcome.problem) throw refused(tenderProblemMessages[outcome.problem], 'tenders');
  if (input.expectedChangeCents !== outcome.changeCents) {
    throw refused(
      `O troco não confere: o correto é ${formatCents(outcome.changeCents)}`,
      'expectedChangeCents',
    );
  }
  await payDueAtCounter(deps.payments, establishmentId, orderId, async (tx, locked) => {
    const row = await takePendingSale(tx, establishmentId, orderId);
    if (!row) throw new AppError('CONFLICT', 'Esta venda não está aguardando pagamento');
    const register = await lockOpenRegister(tx, establishmentId, row.registerId, operator);
    // What was taken at the sale, then what paid the rest.
    const tenders: AppliedTender[] = [...row.heldTenders, ...outcome.applied];
    await recordSaleMovements(tx, register, operator, locked, tenders);
    return tenders;
  });
  const status = await counterSaleStatus(deps, establishmentId, orderId);
  return { ...status, changeCents: outcome.changeCents };
}

/** The sale and, when there is one, its discount (with who approved it), in the sale's transaction. */
async function auditSale(
  tx: Transaction,
  establishmentId: string,
  auditor: Auditor,
  sale: {
    orderNumber: number;
    subtotalCents: number;
    discountCents: number;
    totalCents: number;
    reason: string | null;
    approver: AuditPerson | null;
  },
): Promise<void> {
  const subject = `Pedido ${sale.orderNumber}`;
  await recordAudit(tx, establishmentId, auditor, {
    kind: 'sale',
    subject,
    after: { total: formatCents(sale.totalCents) },
  });
  if (sale.discountCents === 0) return;
  await recordAudit(tx, establishmentId, auditor, {
    kind: 'discount',
    subject,
    approver: sale.approver,
    before: { subtotal: formatCents(sale.subtotalCents) },
    after: {
      desconto: formatCents(sale.discountCents),
      total: formatCents(sale.totalCents),
      ...(sale.reason ? { motivo: sale.reason } : {}),
    },
  });
}

/** The operator's own password approves nothing: a discount above the limit needs a second person. */
export const selfApprovalMessage =
  'O desconto acima do limite precisa ser aprovado por outra pessoa, não pelo próprio operador';

/**
 * Who approved the discount: nobody is needed within the shop's limit; above it, a Gerente or
 * an admin of the shop other than the operator approves it at the counter.
 */
async function discountApproval(
  { db, ip }: Pick<CounterSaleDeps, 'db' | 'ip'>,
  establishmentId: string,
  operator: Operator,
  sale: CounterSaleData,
  overLimit: boolean,
  limitPercent: number,
): Promise<AuditPerson | null> {
  if (!overLimit) return null;
  const approver = await approvalOnTheSpot(db, ip, establishmentId, operator, sale.authorization, {
    required: `Desconto acima do limite de ${limitPercent}%: é preciso a senha de um administrador`,
    self: selfApprovalMessage,
  });
  return approver;
}
