import {
  ifoodOrderCanceledMessage,
  openDeliveryCancellationReasons,
  openDeliveryNotAnOrderMessage,
  openDeliveryUnknownReasonMessage,
  type IfoodCancellationInput,
  type IfoodCancellationReasonView,
  type IfoodOrderState,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { recordCancellationRequest } from './marketplace-cancellation.service';
import { findMarketplaceOrder, type MarketplaceOrderLink } from './marketplace-orders.service';
import type { OpenDeliveryCancellationCode } from './open-delivery-client';
import type { OpenDeliveryClientSource } from './open-delivery-poller';

/*
 * An Open Delivery order on /admin/pedidos (issue 34, decision 079): its state on the Ordering
 * Application and a cancellation asked from Comanda — the standard's codes (RequestCancelled),
 * then `POST /v1/orders/{orderId}/requestCancellation` with mode MANUAL. As for iFood (decision
 * 067), the order is canceled in Comanda only when the application's CANCELLED event comes (the
 * poller); CANCELLATION_REQUEST_DENIED leaves it as it was.
 */

export interface OpenDeliveryOrderDeps {
  db: Database;
  clients: OpenDeliveryClientSource;
  now: () => Date;
}

async function linkOf(db: Database, establishmentId: string, orderId: string) {
  const link = isId(orderId) ? await findMarketplaceOrder(db, establishmentId, { orderId }) : null;
  if (!link || link.channel !== 'open_delivery') {
    throw new AppError('NOT_FOUND', openDeliveryNotAnOrderMessage);
  }
  return link;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The iFood order's state in the same shape, so /admin/pedidos shows both alike. Comanda
 * confirms every Open Delivery order itself (no "Confirmar", `autoAccept`), and the standard
 * sets no confirmation window: the deadline is the link's creation, never shown.
 */
const stateOf = (link: MarketplaceOrderLink): IfoodOrderState => ({
  confirmDeadline: link.createdAt.toISOString(),
  confirmedAt: iso(link.confirmedAt),
  autoAccept: true,
  cancelRequestedAt: iso(link.cancelRequestedAt),
  cancelRefusedAt: iso(link.cancelRefusedAt),
  canceledAt: iso(link.canceledAt),
});

export async function openDeliveryOrderState(
  db: Database,
  establishmentId: string,
  orderId: string,
): Promise<IfoodOrderState> {
  return stateOf(await linkOf(db, establishmentId, orderId));
}

/** The standard's cancellation codes, in Portuguese (none once the order is canceled). */
export async function openDeliveryCancellationReasonsOf(
  db: Database,
  establishmentId: string,
  orderId: string,
): Promise<IfoodCancellationReasonView[]> {
  const link = await linkOf(db, establishmentId, orderId);
  if (link.canceledAt) return [];
  return Object.entries(openDeliveryCancellationReasons).map(([code, description]) => ({
    code,
    description,
  }));
}

const isCode = (code: string): code is OpenDeliveryCancellationCode =>
  Object.hasOwn(openDeliveryCancellationReasons, code);

/** Asks the application to cancel (`requestCancellation`, mode MANUAL) and notes the request. */
export async function requestOpenDeliveryCancellation(
  deps: OpenDeliveryOrderDeps,
  establishmentId: string,
  orderId: string,
  input: IfoodCancellationInput,
  requestedBy: string | null,
): Promise<IfoodOrderState> {
  const link = await linkOf(deps.db, establishmentId, orderId);
  if (link.canceledAt) throw new AppError('CONFLICT', ifoodOrderCanceledMessage);
  if (!isCode(input.code)) {
    throw new AppError('UNPROCESSABLE', openDeliveryUnknownReasonMessage, [
      { path: 'code', message: openDeliveryUnknownReasonMessage },
    ]);
  }
  const client = await deps.clients(establishmentId);
  if (!client) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Open Delivery indisponível: não conectado');
  }
  await client.requestCancellation(link.externalId, {
    reason: input.reason,
    code: input.code,
    mode: 'MANUAL',
  });
  return stateOf(
    await recordCancellationRequest(deps.db, link, { ...input, requestedBy, at: deps.now() }),
  );
}
