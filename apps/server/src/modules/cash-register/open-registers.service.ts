import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashRegisterMovements, cashRegisters } from './cash-register.tables';
import { moneyKinds, movementOfRegister } from './registers.service';

export interface OpenRegister {
  id: string;
  name: string;
  operatorId: string | null;
  operator: string;
  openedAt: Date;
  /** What the drawer should hold in cash now: the cash rows of its ledger, summed. */
  expectedCashCents: number;
}

/**
 * The shop's registers open now, oldest first, each with the cash its ledger says the drawer
 * holds (opening float, cash sales net of change, sangrias, suprimentos). One query, summed in
 * SQL: the dashboard asks on every paid order.
 */
export async function openRegisters(
  db: Executor,
  establishmentId: string,
): Promise<OpenRegister[]> {
  const cash = and(
    eq(cashRegisterMovements.method, 'cash'),
    inArray(cashRegisterMovements.kind, [...moneyKinds]),
  );
  return db
    .select({
      id: cashRegisters.id,
      name: cashRegisters.name,
      operatorId: cashRegisters.operatorId,
      operator: cashRegisters.operatorEmail,
      openedAt: cashRegisters.openedAt,
      expectedCashCents:
        sql<number>`coalesce(sum(${cashRegisterMovements.amountCents}) filter (where ${cash}), 0)`.mapWith(
          Number,
        ),
    })
    .from(cashRegisters)
    .leftJoin(cashRegisterMovements, movementOfRegister)
    .where(and(eq(cashRegisters.establishmentId, establishmentId), isNull(cashRegisters.closedAt)))
    .groupBy(cashRegisters.establishmentId, cashRegisters.id)
    .orderBy(asc(cashRegisters.openedAt), asc(cashRegisters.id));
}
