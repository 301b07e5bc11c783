import { z } from 'zod';

/*
 * What the kiosk's order routes (payments, cancel, live status) share: the order in the path,
 * and a rate limit per order.
 */

export const kioskTags = ['kiosk', 'payments'];
export const orderParams = z.object({ orderId: z.string() });

/** Per order, whoever asks: a kiosk needs a handful; anything more is a loop or abuse. */
export const perOrder = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: { params: unknown; ip: string }) =>
      `${(request.params as { orderId?: string }).orderId ?? ''}:${request.ip}`,
  },
});
