/**
 * POST /api/public/orders needs this header: a retry with the same key and body answers the
 * order already placed instead of placing it twice. The kiosk makes one key per checkout.
 * (A module without zod schemas, so the kiosk can import it without downloading zod.)
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
