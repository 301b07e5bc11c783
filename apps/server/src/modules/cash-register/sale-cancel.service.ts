import { and, eq } from 'drizzle-orm';
import {
  canDo,
  type CancelCounterSaleInput,
  type KioskOrderStatus,
  type Role,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import type { Auditor } from '../audit';
import { approvalOnTheSpot, type ApprovalWording } from '../auth';
import { findOrderById } from '../orders';
import { cancelOrderByStaff } from '../payments';
import { cashRegisterMovements, cashRegisters, counterPendingSales } from './cash-register.tables';
import type { CounterSaleDeps } from './counter-sales.service';
import { movementOfRegister, type Operator } from './registers.service';

/*
 * A sale canceled at the PDV (issue 32 item 4). Canceling a paid order is a Gerente's or the
 * admin's (`orders.cancel`); a Caixa cancels a paid sale of their own registers only with a
 * Gerente's or the admin's approval on the spot, never their own. The cancel itself is the
 * payments module's (refund through the provider, or a manual refund; the register gives the
 * cash back), and its log lines carry both people.
 */

export const saleCancelWording: ApprovalWording = {
  required: 'Cancelar um pedido pago: é preciso a aprovação de um Gerente ou administrador',
  self: 'O cancelamento de um pedido pago precisa ser aprovado por outra pessoa, não pelo próprio operador',
};

const saleNotFound = () => new AppError('NOT_FOUND', 'Venda não encontrada');

export interface SaleCanceler {
  operator: Operator;
  roles: readonly Role[];
  auditor: Auditor;
}

export async function cancelCounterSale(
  deps: CounterSaleDeps,
  establishmentId: string,
  canceler: SaleCanceler,
  orderId: string,
  input: CancelCounterSaleInput,
): Promise<KioskOrderStatus> {
  const order = isId(orderId) ? await findOrderById(deps.db, establishmentId, orderId) : undefined;
  if (!order) throw saleNotFound();
  const mayCancel = canDo(canceler.roles, 'orders.cancel');
  // Without the right to cancel, only a sale of one's own registers, read as missing otherwise.
  if (!mayCancel && !(await soldBy(deps, establishmentId, canceler.operator, orderId))) {
    throw saleNotFound();
  }
  const approver =
    order.paymentStatus === 'paid' && !mayCancel
      ? await approvalOnTheSpot(
          deps.db,
          deps.ip,
          establishmentId,
          canceler.operator,
          input.authorization,
          saleCancelWording,
        )
      : null;
  return cancelOrderByStaff(deps.payments, establishmentId, orderId, {
    auditor: canceler.auditor,
    reason: input.reason,
    approver,
  });
}

/** Whether the order was sold (or is waiting for its payment) at one of the operator's registers. */
async function soldBy(
  { db }: Pick<CounterSaleDeps, 'db'>,
  establishmentId: string,
  operator: Operator,
  orderId: string,
): Promise<boolean> {
  const ownRegister = and(
    eq(cashRegisters.establishmentId, establishmentId),
    eq(cashRegisters.operatorId, operator.id),
  );
  const [sold] = await db
    .select({ id: cashRegisterMovements.id })
    .from(cashRegisterMovements)
    .innerJoin(cashRegisters, movementOfRegister)
    .where(
      and(
        eq(cashRegisterMovements.establishmentId, establishmentId),
        eq(cashRegisterMovements.orderId, orderId),
        ownRegister,
      ),
    )
    .limit(1);
  if (sold) return true;
  const [waiting] = await db
    .select({ id: counterPendingSales.orderId })
    .from(counterPendingSales)
    .innerJoin(
      cashRegisters,
      and(
        eq(cashRegisters.establishmentId, counterPendingSales.establishmentId),
        eq(cashRegisters.id, counterPendingSales.registerId),
      ),
    )
    .where(and(eq(counterPendingSales.orderId, orderId), ownRegister))
    .limit(1);
  return waiting !== undefined;
}
