import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import {
  counterTenderMethods,
  countedCents,
  otherCashKey,
  formatCents,
  type CloseRegisterInput,
  type CounterTenderMethod,
  type RegisterMovementKind,
  type RegisterView,
} from '@comanda/shared';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import type { Realtime } from '../../lib/realtime';
import { recordAudit, type AuditPerson, type Auditor } from '../audit';
import { enqueueReportPrint } from '../printing';
import { findOrderById } from '../orders';
import { cashRegisterMovements, cashRegisters, counterPendingSales } from './cash-register.tables';

/*
 * The cash register (caixa): open with a float, sangria and suprimento, sales recorded by the
 * counter's sale, and a blind closing count. Every money fact is a ledger row; totals are
 * always sums of the ledger (decision 021).
 */

export type RegisterRow = typeof cashRegisters.$inferSelect;

/** A close's approval: who approved it, and the check of the difference found under the lock. */
export interface CloseApproval {
  approver: AuditPerson | null;
  /** Throws when this difference needs an approval that was not given. */
  assertApproved: (differenceCents: number) => void;
}
type MovementRow = typeof cashRegisterMovements.$inferSelect;

export interface Operator {
  id: string;
  email: string;
  /** Their name, for the audit log; absent where no line names them. */
  name?: string | null;
  /** The browser's address and user agent, for the audit log (decision 051). */
  device?: string;
}

/** The audit log's view of the operator at a register: who, and which register and browser. */
export const auditorAt = (operator: Operator, registerName: string): Auditor => ({
  id: operator.id,
  email: operator.email,
  name: operator.name ?? null,
  device: [registerName, operator.device].filter(Boolean).join(' · '),
});

const registerNotFound = () => new AppError('NOT_FOUND', 'Caixa não encontrado');
export const registerClosed = () =>
  new AppError('CONFLICT', 'Caixa fechado: abra o caixa para registrar vendas e movimentos');

/** Methods whose expected amount is counted at the closing, in the report's order. */
const methodLabels: Record<CounterTenderMethod, string> = {
  cash: 'Dinheiro',
  pix: 'Pix',
  card: 'Cartão',
};

export async function findRegister(
  db: Executor,
  establishmentId: string,
  registerId: string,
): Promise<RegisterRow | undefined> {
  if (!isId(registerId)) return undefined;
  const [row] = await db
    .select()
    .from(cashRegisters)
    .where(
      and(eq(cashRegisters.establishmentId, establishmentId), eq(cashRegisters.id, registerId)),
    );
  return row;
}

/**
 * Locks the operator's register until the transaction ends (sales, movements and the closing
 * of one register run one after the other) and checks it may take money now.
 */
export async function lockOpenRegister(
  tx: Transaction,
  establishmentId: string,
  registerId: string,
  operator: Operator,
): Promise<RegisterRow> {
  if (!isId(registerId)) throw registerNotFound();
  const [row] = await tx
    .select()
    .from(cashRegisters)
    .where(
      and(eq(cashRegisters.establishmentId, establishmentId), eq(cashRegisters.id, registerId)),
    )
    .for('update');
  assertUsable(row, operator);
  return row!;
}

/** The same checks without a lock, to refuse early with a clear message. */
export function assertUsable(row: RegisterRow | undefined, operator: Operator): void {
  if (!row) throw registerNotFound();
  if (row.closedAt) throw registerClosed();
  if (row.operatorId !== operator.id) {
    throw new AppError('FORBIDDEN', 'Este caixa foi aberto por outro operador');
  }
}

export async function openRegister(
  db: Database,
  establishmentId: string,
  operator: Operator,
  input: { name: string; openingFloatCents: number },
  now = new Date(),
): Promise<RegisterView> {
  const registerId = await db.transaction(async (tx) => {
    // The partial unique indexes refuse a second open register per operator or per name.
    const inserted = await tx
      .insert(cashRegisters)
      .values({
        establishmentId,
        name: input.name,
        operatorId: operator.id,
        operatorEmail: operator.email,
        openedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const register = inserted[0];
    if (!register) {
      const mine = await openRegisterIdOf(tx, establishmentId, operator);
      throw new AppError(
        'CONFLICT',
        mine ? 'Você já tem um caixa aberto' : `O caixa "${input.name}" já está aberto`,
      );
    }
    await tx.insert(cashRegisterMovements).values({
      establishmentId,
      registerId: register.id,
      kind: 'opening',
      method: 'cash',
      amountCents: input.openingFloatCents,
      reason: 'Fundo de troco',
      actor: operator.email,
      createdAt: now,
    });
    return register.id;
  });
  return registerView(db, establishmentId, registerId);
}

/** The operator's open register, if any. */
export async function currentRegister(
  db: Database,
  establishmentId: string,
  operator: Operator,
): Promise<RegisterView | null> {
  const id = await openRegisterIdOf(db, establishmentId, operator);
  return id ? registerView(db, establishmentId, id) : null;
}

/** The id of the operator's open register (one at most), if any. */
async function openRegisterIdOf(
  db: Executor,
  establishmentId: string,
  operator: Operator,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: cashRegisters.id })
    .from(cashRegisters)
    .where(
      and(
        eq(cashRegisters.establishmentId, establishmentId),
        eq(cashRegisters.operatorId, operator.id),
        isNull(cashRegisters.closedAt),
      ),
    );
  return row?.id;
}

async function movementsOf(db: Executor, establishmentId: string, registerId: string) {
  return db
    .select()
    .from(cashRegisterMovements)
    .where(
      and(
        eq(cashRegisterMovements.establishmentId, establishmentId),
        eq(cashRegisterMovements.registerId, registerId),
      ),
    )
    .orderBy(asc(cashRegisterMovements.createdAt), asc(cashRegisterMovements.id));
}

/** Joins a movement to its register, within the shop (the composite key). */
export const movementOfRegister = and(
  eq(cashRegisterMovements.establishmentId, cashRegisters.establishmentId),
  eq(cashRegisterMovements.registerId, cashRegisters.id),
);

/** The movements that change what the drawer should hold (not the closing's count rows). */
export const moneyKinds = new Set<RegisterMovementKind>([
  'opening',
  'sale',
  'sangria',
  'suprimento',
  'refund',
]);

/** Per method, what the register's ledger says it should hold now (read without a lock). */
export async function expectedAmounts(
  db: Executor,
  establishmentId: string,
  registerId: string,
): Promise<Record<CounterTenderMethod, number>> {
  return expectedByMethod(await movementsOf(db, establishmentId, registerId));
}

/** How far the count is from the ledger, every method's difference added up, short or over. */
export const totalDifferenceCents = (
  counted: Record<CounterTenderMethod, number>,
  expected: Record<CounterTenderMethod, number>,
) => counterTenderMethods.reduce((sum, m) => sum + Math.abs(counted[m] - expected[m]), 0);

/** The blind count: the drawer's notes and coins ("outros" beside them) and the summaries. */
export function countOf(input: CloseRegisterInput) {
  const cash = Object.fromEntries(
    [...Object.entries(input.cash), [otherCashKey, input.otherCents] as const].filter(
      ([, quantity]) => (quantity ?? 0) > 0,
    ),
  ) as Record<string, number>;
  const counted: Record<CounterTenderMethod, number> = {
    cash: countedCents(cash),
    pix: input.pixCents,
    card: input.cardCents,
  };
  return { cash, counted };
}

/** Per method, what the ledger says should be there. */
function expectedByMethod(movements: MovementRow[]): Record<CounterTenderMethod, number> {
  const expected = { cash: 0, pix: 0, card: 0 };
  for (const row of movements) {
    if (moneyKinds.has(row.kind)) expected[row.method] += row.amountCents;
  }
  return expected;
}

/**
 * A register as its screen and its report show it: totals summed from the ledger. With
 * `onlyOperatorId` (a Caixa, who sees only their own registers) another's reads as missing.
 */
export async function registerView(
  db: Executor,
  establishmentId: string,
  registerId: string,
  onlyOperatorId?: string,
): Promise<RegisterView> {
  const register = await findRegister(db, establishmentId, registerId);
  if (!register || (onlyOperatorId && register.operatorId !== onlyOperatorId)) {
    throw registerNotFound();
  }
  const movements = await movementsOf(db, establishmentId, registerId);
  const expected = expectedByMethod(movements);
  const counted = new Map(
    movements.filter((row) => row.kind === 'count').map((row) => [row.method, row]),
  );
  return {
    id: register.id,
    name: register.name,
    operator: register.operatorEmail,
    openedAt: register.openedAt.toISOString(),
    closedAt: register.closedAt?.toISOString() ?? null,
    openingFloatCents: movements
      .filter((row) => row.kind === 'opening')
      .reduce((sum, row) => sum + row.amountCents, 0),
    salesCount: new Set(movements.flatMap((row) => (row.kind === 'sale' ? [row.orderId] : [])))
      .size,
    totals: counterTenderMethods.map((method) => {
      const count = counted.get(method);
      return {
        method,
        expectedCents: expected[method],
        countedCents: count ? count.amountCents : null,
        differenceCents: count ? count.amountCents - expected[method] : null,
      };
    }),
    movements: movements.map((row) => ({
      id: row.id,
      kind: row.kind,
      method: row.method,
      amountCents: row.amountCents,
      reason: row.reason,
      orderNumber: row.orderNumber,
      orderId: row.orderId,
      actor: row.actor,
      at: row.createdAt.toISOString(),
    })),
    cashCount: counted.get('cash')?.denominations ?? null,
  };
}

/** Sangria (cash out, never more than the drawer holds) or suprimento (cash in). */
export async function recordCashMovement(
  db: Database,
  establishmentId: string,
  registerId: string,
  operator: Operator,
  input: { kind: 'sangria' | 'suprimento'; amountCents: number; reason: string },
  now = new Date(),
  /** Who approved a sangria above the shop's threshold (register-approvals.service). */
  approver: AuditPerson | null = null,
): Promise<RegisterView> {
  await db.transaction(async (tx) => {
    const register = await lockOpenRegister(tx, establishmentId, registerId, operator);
    if (input.kind === 'sangria') {
      await recordAudit(tx, establishmentId, auditorAt(operator, register.name), {
        kind: 'cash.sangria',
        subject: register.name,
        approver,
        after: { valor: formatCents(input.amountCents), motivo: input.reason },
      });
      const inDrawer = expectedByMethod(await movementsOf(tx, establishmentId, registerId)).cash;
      if (input.amountCents > inDrawer) {
        throw new AppError(
          'UNPROCESSABLE',
          `A sangria passa do dinheiro no caixa (${formatCents(inDrawer)})`,
        );
      }
    }
    await tx.insert(cashRegisterMovements).values({
      establishmentId,
      registerId,
      kind: input.kind,
      method: 'cash',
      amountCents: input.kind === 'sangria' ? -input.amountCents : input.amountCents,
      reason: input.reason,
      actor: operator.email,
      createdAt: now,
    });
  });
  return registerView(db, establishmentId, registerId);
}

/** Sale rows, one per tender, written by the counter sale inside the order's transaction. */
export async function recordSaleMovements(
  tx: Transaction,
  register: RegisterRow,
  operator: Pick<Operator, 'email'>,
  order: { id: string; orderNumber: number },
  tenders: readonly { method: CounterTenderMethod; amountCents: number }[],
  now = new Date(),
): Promise<void> {
  await tx.insert(cashRegisterMovements).values(
    tenders.map((tender) => ({
      establishmentId: register.establishmentId,
      registerId: register.id,
      kind: 'sale' as const,
      method: tender.method,
      amountCents: tender.amountCents,
      orderId: order.id,
      orderNumber: order.orderNumber,
      actor: operator.email,
      createdAt: now,
    })),
  );
}

/**
 * The closing: the blind count (the operator never saw the expected amounts) is written as a
 * `count` and a `difference` row per method, the register is stamped closed, and the closing
 * report goes to the receipt printers, all in one transaction.
 */
export async function closeRegister(
  db: Database,
  realtime: Pick<Realtime, 'publish'>,
  establishmentId: string,
  registerId: string,
  operator: Operator,
  input: CloseRegisterInput,
  now = new Date(),
  /** Checked before the lock (register-approvals.service); rechecked on the locked ledger. */
  approval: CloseApproval = { approver: null, assertApproved: () => {} },
): Promise<RegisterView> {
  const { cash, counted } = countOf(input);
  await db.transaction(async (tx) => {
    const register = await lockOpenRegister(tx, establishmentId, registerId, operator);
    await assertNoSaleWaiting(tx, register);
    const expected = expectedByMethod(await movementsOf(tx, establishmentId, registerId));
    approval.assertApproved(totalDifferenceCents(counted, expected));
    await tx.insert(cashRegisterMovements).values(
      counterTenderMethods.flatMap((method) => [
        {
          establishmentId,
          registerId,
          kind: 'count' as const,
          method,
          amountCents: counted[method],
          denominations: method === 'cash' ? cash : null,
          actor: operator.email,
          createdAt: now,
        },
        {
          establishmentId,
          registerId,
          kind: 'difference' as const,
          method,
          amountCents: counted[method] - expected[method],
          actor: operator.email,
          createdAt: now,
        },
      ]),
    );
    const differences = counterTenderMethods.filter((m) => counted[m] !== expected[m]);
    if (differences.length > 0) {
      await recordAudit(tx, establishmentId, auditorAt(operator, register.name), {
        kind: 'register.close_difference',
        subject: register.name,
        approver: approval.approver,
        before: Object.fromEntries(differences.map((m) => [m, formatCents(expected[m])])),
        after: Object.fromEntries(differences.map((m) => [m, formatCents(counted[m])])),
      });
    }
    await tx
      .update(cashRegisters)
      .set({ closedAt: now })
      .where(and(eq(cashRegisters.id, register.id), isNull(cashRegisters.closedAt)));
    await enqueueReportPrint(tx, realtime, establishmentId, {
      title: 'FECHAMENTO DE CAIXA',
      subtitle: `${register.name} - ${register.operatorEmail}`,
      printedAt: now.toISOString(),
      rows: counterTenderMethods.flatMap((method) => [
        { label: methodLabels[method], value: '', bold: true },
        { label: '  Esperado', value: formatCents(expected[method]) },
        { label: '  Contado', value: formatCents(counted[method]) },
        { label: '  Diferença', value: formatCents(counted[method] - expected[method]) },
      ]),
    });
  });
  return registerView(db, establishmentId, registerId);
}

/** The shop's registers, newest first; with `onlyOperatorId`, that operator's alone. */
export async function listRegisters(
  db: Database,
  establishmentId: string,
  onlyOperatorId?: string,
  limit = 50,
) {
  const rows = await db
    .select()
    .from(cashRegisters)
    .where(
      and(
        eq(cashRegisters.establishmentId, establishmentId),
        onlyOperatorId ? eq(cashRegisters.operatorId, onlyOperatorId) : undefined,
      ),
    )
    .orderBy(desc(cashRegisters.openedAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    operator: row.operatorEmail,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  }));
}

/**
 * A register cannot close while one of its sales waits for its provider: the sale's money
 * would land in a closed register. Waiting rows of orders no longer pending (expired) go.
 */
async function assertNoSaleWaiting(tx: Transaction, register: RegisterRow): Promise<void> {
  const waiting = await tx
    .select()
    .from(counterPendingSales)
    .where(eq(counterPendingSales.registerId, register.id));
  for (const row of waiting) {
    const order = await findOrderById(tx, register.establishmentId, row.orderId);
    if (order?.paymentStatus === 'pending') {
      throw new AppError(
        'CONFLICT',
        `O pedido ${order.orderNumber} ainda aguarda pagamento: conclua ou cancele a venda antes de fechar o caixa`,
      );
    }
    await tx.delete(counterPendingSales).where(eq(counterPendingSales.orderId, row.orderId));
  }
}
