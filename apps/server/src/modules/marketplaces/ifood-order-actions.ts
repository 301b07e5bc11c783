import type { OrderFulfilment, OrderStage } from '@comanda/shared';
import type { IfoodOrderAction } from './ifood-client';

/*
 * The kitchen's bumps of an iFood order, in iFood's words (issue 34, decision 058): an order that
 * reaches `preparing` calls `startPreparation`; one that reaches `ready`, `readyToPickup` (para
 * levar, comer aqui) or `dispatch` (entrega), always after `startPreparation`. Sent once each by
 * marketplace-order-actions.ts through the channel port.
 */

/** What a platform must have heard at this stage: its "preparing" step, then its "ready" one. */
export function kitchenActionsFor<Action extends string>(
  stage: OrderStage | null,
  fulfilment: OrderFulfilment,
  words: { preparing: Action; ready: Action; dispatch: Action },
): Action[] {
  if (stage !== 'preparing' && stage !== 'ready' && stage !== 'delivered') return [];
  if (stage === 'preparing') return [words.preparing];
  return [words.preparing, fulfilment === 'entrega' ? words.dispatch : words.ready];
}

/** What iFood must have heard of an order at this stage, in the order iFood wants it. */
export const ifoodActionsFor = (
  stage: OrderStage | null,
  fulfilment: OrderFulfilment,
): IfoodOrderAction[] =>
  kitchenActionsFor(stage, fulfilment, {
    preparing: 'startPreparation',
    ready: 'readyToPickup',
    dispatch: 'dispatch',
  });
