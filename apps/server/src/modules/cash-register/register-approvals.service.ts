import { formatCents, type Approval, type CloseRegisterInput } from '@comanda/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { approvalOnTheSpot, type ApprovalWording } from '../auth';
import type { AuditPerson } from '../audit';
import { findShopSettings } from '../establishments';
import {
  assertUsable,
  countOf,
  expectedAmounts,
  findRegister,
  totalDifferenceCents,
  type CloseApproval,
  type Operator,
} from './registers.service';

/*
 * A sangria and a register close above the shop's thresholds (Configurações) need a Gerente's
 * or the admin's approval on the spot, never the operator's own (issue 32 item 4): the same
 * check as a discount above the limit (auth's approvalOnTheSpot).
 */

interface ApprovalDeps {
  db: Database;
  /** The caller's address: wrong passwords are throttled per address too. */
  ip: string;
}

const anApprover = 'é preciso a aprovação de um Gerente ou administrador';

export const sangriaWording = (thresholdCents: number): ApprovalWording => ({
  required: `Sangria acima de ${formatCents(thresholdCents)}: ${anApprover}`,
  self: 'A sangria acima do limite precisa ser aprovada por outra pessoa, não pelo próprio operador',
});

export const closeWording = (thresholdCents: number): ApprovalWording => ({
  required: `Diferença no fechamento acima de ${formatCents(thresholdCents)}: ${anApprover}`,
  self: 'O fechamento com diferença acima do limite precisa ser aprovado por outra pessoa, não pelo próprio operador',
});

/** Who approved a sangria: nobody is needed up to the shop's threshold. */
export async function sangriaApprover(
  { db, ip }: ApprovalDeps,
  establishmentId: string,
  operator: Operator,
  input: { kind: 'sangria' | 'suprimento'; amountCents: number; authorization?: Approval },
): Promise<AuditPerson | null> {
  if (input.kind !== 'sangria') return null;
  const { sangriaApprovalCents } = await findShopSettings(db, establishmentId);
  if (input.amountCents <= sangriaApprovalCents) return null;
  const approver = await approvalOnTheSpot(
    db,
    ip,
    establishmentId,
    operator,
    input.authorization,
    sangriaWording(sangriaApprovalCents),
  );
  return approver;
}

/**
 * A close's approval: the credential is checked against the ledger as it is before the lock;
 * the close checks the locked ledger's difference (a sale may land in between) and refuses
 * it unapproved.
 */
export async function closeApproval(
  { db, ip }: ApprovalDeps,
  establishmentId: string,
  registerId: string,
  operator: Operator,
  input: CloseRegisterInput & { authorization?: Approval },
): Promise<CloseApproval> {
  // An unknown or closed register, or another's, is refused before anything is read.
  assertUsable(await findRegister(db, establishmentId, registerId), operator);
  const { closeDifferenceApprovalCents: thresholdCents } = await findShopSettings(
    db,
    establishmentId,
  );
  const wording = closeWording(thresholdCents);
  const difference = totalDifferenceCents(
    countOf(input).counted,
    await expectedAmounts(db, establishmentId, registerId),
  );
  // Without a credential the close itself refuses, after its own checks (a sale waiting).
  const approver =
    difference > thresholdCents && input.authorization
      ? await approvalOnTheSpot(db, ip, establishmentId, operator, input.authorization, wording)
      : null;
  return {
    approver,
    assertApproved(differenceCents) {
      if (approver || differenceCents <= thresholdCents) return;
      throw new AppError('FORBIDDEN', wording.required, [
        { path: 'authorization', message: 'Senha de administrador necessária' },
      ]);
    },
  };
}
