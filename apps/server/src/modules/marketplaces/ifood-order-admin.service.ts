import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import {
  ifoodConfirmExpiredMessage,
  ifoodConfirmWindowMinutes,
  ifoodNotAnIfoodOrderMessage,
  ifoodOrderCanceledMessage,
  type IfoodCancellationInput,
  type IfoodCancellationReasonView,
  type IfoodOrderState,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import type { IfoodClient } from './ifood-client';
import type { IfoodClientSource } from './ifood-connection.service';
import { orphanAckAfterMs } from './ifood-poller';
import { recordCancellationRequest } from './marketplace-cancellation.service';
import { findMarketplaceOrder, type MarketplaceOrderLink } from './marketplace-orders.service';
import { ifoodConnections, marketplaceOrders } from './marketplaces.tables';

/*
 * An iFood order on /admin/pedidos (issue 34, decision 067): its state on iFood, the manual
 * "Confirmar" (the shop does not accept automatically) within the 8 minutes iFood allows, and
 * a cancellation asked from Comanda — iFood's reasons for that order, then `requestCancellation`;
 * the order is canceled in Comanda only when iFood's CAN comes (the poller).
 */

export interface IfoodOrderDeps {
  db: Database;
  ifood: IfoodClientSource;
  now: () => Date;
}

const confirmWindowMs = ifoodConfirmWindowMinutes * 60_000;

/** The order's iFood link; a demo order or another channel's is not an iFood order here. */
async function ifoodLinkOf(db: Database, establishmentId: string, orderId: string) {
  const link = isId(orderId) ? await findMarketplaceOrder(db, establishmentId, { orderId }) : null;
  if (!link || link.channel !== 'ifood' || link.externalId.startsWith('demo-')) {
    throw new AppError('NOT_FOUND', ifoodNotAnIfoodOrderMessage);
  }
  return link;
}

async function clientOf(deps: IfoodOrderDeps): Promise<IfoodClient> {
  const client = await deps.ifood();
  if (!client) throw new AppError('SERVICE_UNAVAILABLE', 'iFood indisponível: não configurado');
  return client;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

async function stateOf(
  db: Database,
  establishmentId: string,
  link: MarketplaceOrderLink,
): Promise<IfoodOrderState> {
  const [connection] = await db
    .select({ autoAccept: ifoodConnections.autoAccept })
    .from(ifoodConnections)
    .where(eq(ifoodConnections.establishmentId, establishmentId));
  return {
    confirmDeadline: new Date(link.createdAt.getTime() + confirmWindowMs).toISOString(),
    confirmedAt: iso(link.confirmedAt),
    autoAccept: connection?.autoAccept ?? true,
    cancelRequestedAt: iso(link.cancelRequestedAt),
    cancelRefusedAt: iso(link.cancelRefusedAt),
    canceledAt: iso(link.canceledAt),
  };
}

export async function ifoodOrderState(
  db: Database,
  establishmentId: string,
  orderId: string,
): Promise<IfoodOrderState> {
  return stateOf(db, establishmentId, await ifoodLinkOf(db, establishmentId, orderId));
}

/**
 * "Confirmar": `confirm` sent exactly once however often it is clicked (two tabs, a double
 * click, the poller of a shop that turned automatic acceptance on): the link is claimed with a
 * conditional update, the same claim the poller takes; whoever loses the claim sends nothing and
 * answers the state. After the 8 minutes, or once canceled, it is refused.
 */
export async function confirmIfoodOrder(
  deps: IfoodOrderDeps,
  establishmentId: string,
  orderId: string,
): Promise<IfoodOrderState> {
  const link = await ifoodLinkOf(deps.db, establishmentId, orderId);
  const now = deps.now();
  const ofLink = and(
    eq(marketplaceOrders.establishmentId, establishmentId),
    eq(marketplaceOrders.id, link.id),
  );
  const [claimed] = await deps.db
    .update(marketplaceOrders)
    .set({ confirmClaimedAt: now })
    .where(
      and(
        ofLink,
        isNull(marketplaceOrders.confirmedAt),
        isNull(marketplaceOrders.canceledAt),
        or(
          isNull(marketplaceOrders.confirmClaimedAt),
          lte(marketplaceOrders.confirmClaimedAt, new Date(now.getTime() - orphanAckAfterMs)),
        ),
        gt(marketplaceOrders.createdAt, new Date(now.getTime() - confirmWindowMs)),
      ),
    )
    .returning();
  if (!claimed) {
    if (link.canceledAt) throw new AppError('CONFLICT', ifoodOrderCanceledMessage);
    const expired = now.getTime() >= link.createdAt.getTime() + confirmWindowMs;
    if (!link.confirmedAt && !link.confirmClaimedAt && expired) {
      throw new AppError('CONFLICT', ifoodConfirmExpiredMessage);
    }
    // Confirmed already, or being confirmed by another click: nothing is sent twice.
    return stateOf(deps.db, establishmentId, link);
  }
  try {
    await (await clientOf(deps)).orderAction(link.externalId, 'confirm');
  } catch (error) {
    await deps.db.update(marketplaceOrders).set({ confirmClaimedAt: null }).where(ofLink);
    throw error;
  }
  const [confirmed] = await deps.db
    .update(marketplaceOrders)
    .set({ confirmedAt: deps.now() })
    .where(ofLink)
    .returning();
  return stateOf(deps.db, establishmentId, confirmed!);
}

/** iFood's cancellation reasons for this order now (none: iFood no longer lets it be canceled). */
export async function ifoodCancellationReasons(
  deps: IfoodOrderDeps,
  establishmentId: string,
  orderId: string,
): Promise<IfoodCancellationReasonView[]> {
  const link = await ifoodLinkOf(deps.db, establishmentId, orderId);
  if (link.canceledAt) return [];
  const reasons = await (await clientOf(deps)).cancellationReasons(link.externalId);
  return reasons.map((reason) => ({ code: reason.cancelCodeId, description: reason.description }));
}

/**
 * Asks iFood to cancel (`requestCancellation` with the code and the reason typed) and notes the
 * request on the link; the order stays as it is until iFood's CAN (or CARF: refused) comes.
 */
export async function requestIfoodCancellation(
  deps: IfoodOrderDeps,
  establishmentId: string,
  orderId: string,
  input: IfoodCancellationInput,
  requestedBy: string | null,
): Promise<IfoodOrderState> {
  const link = await ifoodLinkOf(deps.db, establishmentId, orderId);
  if (link.canceledAt) throw new AppError('CONFLICT', ifoodOrderCanceledMessage);
  await (
    await clientOf(deps)
  ).requestCancellation(link.externalId, {
    cancellationCode: input.code,
    reason: input.reason,
  });
  const requested = await recordCancellationRequest(deps.db, link, {
    ...input,
    requestedBy,
    at: deps.now(),
  });
  return stateOf(deps.db, establishmentId, requested);
}
