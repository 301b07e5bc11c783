import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { signWebhook } from '../modules/payments/webhook-signature';

/*
 * A local stand-in for Mercado Pago that speaks the documented contract the adapters use:
 * Payments API (Pix, with its refunds) and Orders API (Point). It demands a known Bearer token and an
 * X-Idempotency-Key on creates, answers a repeated key with the same resource, counts what it
 * created, lets a test set a status, and can send signed webhooks like the real one. It also
 * answers whose account a token opens (GET /users/me) and lists the account's Point terminals
 * (GET /terminals/v1/list), for the shop's "Testar conexão".
 */

export interface FakePayment {
  id: string;
  status: string;
  transactionAmount: number;
  externalReference: string;
  notificationUrl: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeRefund {
  id: number;
  paymentId: string;
  amount: number;
}

export interface FakePointOrder {
  id: string;
  status: string;
  terminalId: string;
  externalReference: string;
  amount: string;
  /** How the card at the terminal paid; `fake.pointCard` when the order was created. */
  card: FakePointCard;
}

/** What the terminal reads off the card: brand, credit or debit, the issuer's authorisation. */
export interface FakePointCard {
  /** payment_method_id / payment_method.id: visa, master, debelo... */
  brand: string;
  /** payment_type_id / payment_method.type. */
  type: 'credit_card' | 'debit_card';
  authorizationCode: string;
}

export interface FakeMercadoPago {
  url: string;
  payments: Map<string, FakePayment>;
  pointOrders: Map<string, FakePointOrder>;
  /** The card the next Point orders are paid with (a test may change it). */
  pointCard: FakePointCard;
  /** Refunds made (Payments API: the payment's id; Orders API: the order's), in order. */
  refunds: FakeRefund[];
  /** Every request received, as `METHOD /path`. */
  requests: string[];
  setPaymentStatus(id: string, status: string): void;
  setPointOrderStatus(id: string, status: string): void;
  /** The next create answers this HTTP status instead (then back to normal). */
  failNextCreate(status: number, body?: unknown): void;
  /** The next Payments API refund answers this HTTP status and refunds nothing. */
  failNextRefund(status: number): void;
  close(): Promise<void>;
}

export async function startFakeMercadoPago(options: {
  tokens: string[];
  /** The Point terminals of every account; one by default. */
  terminals?: string[];
}): Promise<FakeMercadoPago> {
  const terminals = options.terminals ?? ['PAX_A910__SMARTPOS1234567890'];
  const tokens = new Set(options.tokens);
  const payments = new Map<string, FakePayment>();
  const pointOrders = new Map<string, FakePointOrder>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: string[] = [];
  const refunds: FakeRefund[] = [];
  const refundByKey = new Map<string, FakeRefund>();
  let nextPaymentId = 1_000_000_000;
  let failure: { status: number; body: unknown } | undefined;
  let refundFailure: number | undefined;
  const fake = {
    pointCard: {
      brand: 'master',
      type: 'credit_card',
      authorizationCode: '301299',
    } as FakePointCard,
  };
  /** Each Point payment's id in the Payments API (its reference_id), by order id. */
  const pointPaymentIds = new Map<string, string>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  const paymentJson = (payment: FakePayment) => ({
    id: Number(payment.id),
    status: payment.status,
    transaction_amount: payment.transactionAmount,
    external_reference: payment.externalReference,
    payment_method_id: 'pix',
    point_of_interaction: {
      transaction_data: {
        qr_code: `00020126FAKEPIX${payment.id}6304ABCD`,
        qr_code_base64: Buffer.from(`png-of-${payment.id}`).toString('base64'),
      },
    },
  });
  // A card read at the terminal: the order's payment names it and points at the payment
  // resource of the Payments API (reference_id), as the Orders API reference documents.
  const paidAtTerminal = (order: FakePointOrder) =>
    order.status === 'processed' || order.status === 'refunded';
  const pointPaymentIdOf = (order: FakePointOrder) => {
    if (!pointPaymentIds.has(order.id)) pointPaymentIds.set(order.id, String((nextPaymentId += 1)));
    return pointPaymentIds.get(order.id)!;
  };
  const orderJson = (order: FakePointOrder) => ({
    id: order.id,
    type: 'point',
    status: order.status,
    external_reference: order.externalReference,
    transactions: {
      payments: [
        {
          id: `PAY${order.id}`,
          amount: order.amount,
          status: order.status,
          ...(paidAtTerminal(order)
            ? {
                reference_id: pointPaymentIdOf(order),
                payment_method: { id: order.card.brand, type: order.card.type, installments: 1 },
              }
            : {}),
        },
      ],
    },
    config: { point: { terminal_id: order.terminalId } },
  });
  /** The Payments API resource of a Point order's card payment. */
  const pointPaymentJson = (order: FakePointOrder, id: string) => ({
    id: Number(id),
    status: order.status === 'refunded' ? 'refunded' : 'approved',
    status_detail: 'accredited',
    transaction_amount: Number(order.amount),
    external_reference: order.externalReference,
    payment_method_id: order.card.brand,
    payment_type_id: order.card.type,
    authorization_code: order.card.authorizationCode,
    card: { first_six_digits: '503143', last_four_digits: '6351' },
    point_of_interaction: { type: 'POINT' },
  });
  const pointOrderOfPayment = (id: string) =>
    [...pointPaymentIds].find(([, paymentId]) => paymentId === id)?.[0];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = `${req.method} ${url.pathname}`;
    requests.push(route);
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) {
      return send(res, 401, { message: 'invalid access token', status: 401 });
    }
    const body = req.method === 'GET' ? {} : await readBody(req);
    const idempotencyKey = req.headers['x-idempotency-key'];

    const createFailure = () => {
      if (!failure) return false;
      send(res, failure.status, failure.body);
      failure = undefined;
      return true;
    };

    if (route === 'GET /users/me') {
      return send(res, 200, { id: 123456789, nickname: 'LOJA_TESTE', site_id: 'MLB' });
    }
    if (route === 'GET /terminals/v1/list') {
      const listed = terminals.map((id) => ({
        id,
        pos_id: 1,
        store_id: '1',
        external_pos_id: 'CAIXA1',
        operating_mode: 'PDV',
      }));
      return send(res, 200, {
        data: { terminals: listed },
        paging: { total: listed.length, offset: 0, limit: 50 },
      });
    }
    if (route === 'POST /v1/payments') {
      if (typeof idempotencyKey !== 'string') return send(res, 400, { message: 'missing key' });
      if (createFailure()) return;
      const known = byIdempotencyKey.get(`${token}:${idempotencyKey}`);
      if (known) return send(res, 201, paymentJson(payments.get(known)!));
      if (body.payment_method_id !== 'pix' || !(Number(body.transaction_amount) > 0)) {
        return send(res, 400, { message: 'bad request' });
      }
      const payment: FakePayment = {
        id: String((nextPaymentId += 1)),
        status: 'pending',
        transactionAmount: Number(body.transaction_amount),
        externalReference: String(body.external_reference),
        notificationUrl: body.notification_url as string | undefined,
        body,
      };
      payments.set(payment.id, payment);
      byIdempotencyKey.set(`${token}:${idempotencyKey}`, payment.id);
      return send(res, 201, paymentJson(payment));
    }
    const paymentMatch = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (paymentMatch) {
      const pointOrderId = pointOrderOfPayment(paymentMatch[1]!);
      if (pointOrderId && req.method === 'GET') {
        return send(res, 200, pointPaymentJson(pointOrders.get(pointOrderId)!, paymentMatch[1]!));
      }
      const payment = payments.get(paymentMatch[1]!);
      if (!payment) return send(res, 404, { message: 'Payment not found' });
      if (req.method === 'GET') return send(res, 200, paymentJson(payment));
      if (req.method === 'PUT' && body.status === 'cancelled') {
        if (payment.status !== 'pending') return send(res, 400, { message: 'cannot cancel' });
        payment.status = 'cancelled';
        return send(res, 200, paymentJson(payment));
      }
    }

    if (route === 'POST /v1/orders') {
      if (typeof idempotencyKey !== 'string') return send(res, 400, { message: 'missing key' });
      if (createFailure()) return;
      const known = byIdempotencyKey.get(`${token}:${idempotencyKey}`);
      if (known) return send(res, 201, orderJson(pointOrders.get(known)!));
      const config = body.config as { point?: { terminal_id?: string } } | undefined;
      const transactions = body.transactions as { payments?: { amount?: string }[] } | undefined;
      const amount = transactions?.payments?.[0]?.amount;
      if (body.type !== 'point' || !config?.point?.terminal_id || !amount) {
        return send(res, 400, { message: 'bad request' });
      }
      const order: FakePointOrder = {
        id: `ORD${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`,
        status: 'created',
        terminalId: config.point.terminal_id,
        externalReference: String(body.external_reference),
        amount,
        card: { ...fake.pointCard },
      };
      pointOrders.set(order.id, order);
      byIdempotencyKey.set(`${token}:${idempotencyKey}`, order.id);
      return send(res, 201, orderJson(order));
    }
    // Refunds API: the whole amount when the body has none; only an approved payment.
    const refundMatch = /^\/v1\/payments\/(\d+)\/refunds$/.exec(url.pathname);
    if (refundMatch && req.method === 'POST') {
      if (typeof idempotencyKey !== 'string') return send(res, 400, { message: 'missing key' });
      const payment = payments.get(refundMatch[1]!);
      if (!payment) return send(res, 404, { message: 'Payment not found' });
      if (refundFailure !== undefined) {
        const status = refundFailure;
        refundFailure = undefined;
        return send(res, status, { message: 'refund failure', status });
      }
      const refundJson = (refund: FakeRefund) => ({
        id: refund.id,
        payment_id: Number(refund.paymentId),
        amount: refund.amount,
        status: 'approved',
        source: { type: 'collector' },
      });
      const known = refundByKey.get(`${token}:${idempotencyKey}`);
      if (known) return send(res, 201, refundJson(known));
      if (payment.status !== 'approved') {
        return send(res, 400, { message: 'Payment not approved', status: 400 });
      }
      const refund: FakeRefund = {
        id: (nextPaymentId += 1),
        paymentId: payment.id,
        amount: body.amount === undefined ? payment.transactionAmount : Number(body.amount),
      };
      refunds.push(refund);
      refundByKey.set(`${token}:${idempotencyKey}`, refund);
      payment.status = 'refunded';
      return send(res, 201, refundJson(refund));
    }
    const orderMatch = /^\/v1\/orders\/([A-Z0-9]+)(\/cancel|\/refund)?$/.exec(url.pathname);
    if (orderMatch) {
      const order = pointOrders.get(orderMatch[1]!);
      if (!order) return send(res, 404, { message: 'Order not found' });
      if (req.method === 'GET' && !orderMatch[2]) return send(res, 200, orderJson(order));
      // Orders API refund: no body refunds it all; only a processed order, once.
      if (req.method === 'POST' && orderMatch[2] === '/refund') {
        if (typeof idempotencyKey !== 'string') {
          return send(res, 400, { error: 'empty_required_header' });
        }
        const known = refundByKey.get(`${token}:${idempotencyKey}`);
        if (known) return send(res, 201, orderJson(order));
        if (order.status === 'refunded') return send(res, 409, { error: 'order_already_refunded' });
        if (order.status !== 'processed') return send(res, 409, { error: 'cannot_refund_order' });
        const refund: FakeRefund = {
          id: (nextPaymentId += 1),
          paymentId: order.id,
          amount: Number(order.amount),
        };
        refunds.push(refund);
        refundByKey.set(`${token}:${idempotencyKey}`, refund);
        order.status = 'refunded';
        return send(res, 201, orderJson(order));
      }
      if (req.method === 'POST' && orderMatch[2]) {
        if (order.status !== 'created' && order.status !== 'at_terminal') {
          return send(res, 409, { message: 'cannot cancel' });
        }
        order.status = 'canceled';
        return send(res, 200, orderJson(order));
      }
    }
    return send(res, 404, { message: 'not found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    payments,
    pointOrders,
    get pointCard() {
      return fake.pointCard;
    },
    set pointCard(card) {
      fake.pointCard = card;
    },
    refunds,
    requests,
    setPaymentStatus(id, status) {
      payments.get(id)!.status = status;
    },
    setPointOrderStatus(id, status) {
      pointOrders.get(id)!.status = status;
    },
    failNextCreate(status, body = { message: 'failure' }) {
      failure = { status, body };
    },
    failNextRefund(status) {
      refundFailure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The headers Mercado Pago sends with a notification about `dataId`, signed with `secret`. */
export function mercadoPagoWebhookHeaders(
  secret: string,
  dataId: string,
  options: { requestId?: string; ts?: number } = {},
): Record<string, string> {
  const requestId = options.requestId ?? randomUUID();
  const ts = String(options.ts ?? Math.floor(Date.now() / 1000));
  return {
    'x-signature': signWebhook(secret, dataId, requestId, ts),
    'x-request-id': requestId,
    'content-type': 'application/json',
  };
}
