import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  buildStaticPixPayload,
  counterPayDueResultSchema,
  counterPayDueSchema,
  counterRetrySchema,
  counterSaleStatusSchema,
  counterPixQuerySchema,
  counterPixSchema,
  counterProductCodesSchema,
  counterSaleResultSchema,
  counterSaleSchema,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  kioskMenuSchema,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { counterMenu } from '../catalog';
import { findPaymentSettings, findShopSettings } from '../establishments';
import { isFiscalEnabled } from '../fiscal';
import {
  counterSaleStatus,
  payDueOtherwise,
  providerMethodsOf,
  retryProviderPayment,
  sellAtCounter,
  waitingSaleOf,
  type CounterSaleDeps,
} from './counter-sales.service';
import { operatorOf } from './operator';

const tags = ['admin', 'pdv'];

function idempotencyKeyOf(header: string | string[] | undefined): string {
  const parsed = idempotencyKeySchema.safeParse(header);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Idempotency-Key inválida';
  throw new AppError('VALIDATION_FAILED', message, [{ path: idempotencyKeyHeader, message }]);
}

const saleParams = z.object({ orderId: z.string() });

/** The counter's sale screen (/admin/pdv): its menu and its sales. */
export const counterSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsOf = (request: FastifyRequest): CounterSaleDeps => ({
    db: app.db,
    ip: request.ip,
    events: app.domainEvents,
    realtime: app.realtime,
    payments: app.payments,
  });

  app.get(
    '/api/admin/pdv/menu',
    {
      schema: {
        tags,
        summary: "The counter's menu (with `pdv` categories), scanner codes and discount limit",
        response: {
          200: z.object({
            menu: kioskMenuSchema,
            codes: counterProductCodesSchema,
            discountLimitPercent: z.number().int(),
            /** Card and Pix the shop's provider can charge (its terminal, its Pix QR). */
            providerMethods: z.array(z.enum(['card', 'pix'])),
            /** The shop issues NFC-e: the counter asks "CPF na nota?" (decision 031). */
            askCpf: z.boolean(),
          }),
        },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const [{ menu, codes }, settings, payment, askCpf] = await Promise.all([
        counterMenu(app.db, establishmentId),
        findShopSettings(app.db, establishmentId),
        findPaymentSettings(app.db, app.secretBox, establishmentId),
        isFiscalEnabled(app.db, establishmentId),
      ]);
      return {
        menu,
        codes,
        discountLimitPercent: settings.discountLimitPercent,
        providerMethods: payment ? providerMethodsOf(payment) : [],
        askCpf,
      };
    },
  );

  app.get(
    '/api/admin/pdv/pix-code',
    {
      schema: {
        tags,
        summary: "The shop's static Pix (its own key) for an amount, shown to the customer",
        querystring: counterPixQuerySchema,
        response: { 200: counterPixSchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      const settings = await findPaymentSettings(app.db, app.secretBox, establishmentId);
      if (!settings?.pixKey) {
        throw new AppError('UNPROCESSABLE', 'Pix não configurado para este estabelecimento');
      }
      reply.header('cache-control', 'no-store');
      return {
        qrCode: buildStaticPixPayload({
          key: settings.pixKey,
          merchantName: settings.name,
          merchantCity: settings.city || 'BRASIL',
          amountCents: request.query.amountCents,
          // Shown in the shop's bank app beside the credit: tells counter Pix apart.
          txid: `PDV${randomBytes(8).toString('hex').toUpperCase()}`,
        }),
      };
    },
  );

  app.post(
    '/api/admin/pdv/sales',
    {
      schema: {
        tags,
        summary:
          'Sell at the counter: priced, discounted and paid on the server, in the operator’s ' +
          'open register. Needs an Idempotency-Key header',
        body: counterSaleSchema,
        response: { 201: counterSaleResultSchema },
      },
    },
    async (request, reply) => {
      const { establishmentId, operator } = await operatorOf(request);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const result = await sellAtCounter(
        depsOf(request),
        establishmentId,
        operator,
        request.body,
        key,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/admin/pdv/sales/:orderId',
    {
      schema: {
        tags,
        summary: 'A counter sale waiting for its provider payment (terminal, Pix QR): its status',
        params: saleParams,
        response: { 200: counterSaleStatusSchema },
      },
    },
    async (request, reply) => {
      const establishmentId = await request.adminEstablishmentId();
      reply.header('cache-control', 'no-store');
      return counterSaleStatus(depsOf(request), establishmentId, request.params.orderId);
    },
  );

  app.get(
    '/api/admin/pdv/customer-view',
    {
      schema: {
        tags,
        summary:
          "The customer-facing view: the operator's latest sale waiting for its provider payment",
        response: { 200: z.object({ sale: counterSaleStatusSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      const { establishmentId, operator } = await operatorOf(request);
      reply.header('cache-control', 'no-store');
      return { sale: await waitingSaleOf(depsOf(request), establishmentId, operator) };
    },
  );

  app.post(
    '/api/admin/pdv/sales/:orderId/provider-payment',
    {
      schema: {
        tags,
        summary: "Charge a waiting sale's due amount through the provider again (card or Pix)",
        params: saleParams,
        body: counterRetrySchema,
        response: { 200: counterSaleStatusSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      return retryProviderPayment(
        depsOf(request),
        establishmentId,
        request.params.orderId,
        request.body.method,
      );
    },
  );

  app.post(
    '/api/admin/pdv/sales/:orderId/pay-due',
    {
      schema: {
        tags,
        summary:
          "Take a waiting sale's due amount otherwise (cash, card or Pix confirmed by the " +
          'cashier): the provider payment is stopped and the sale completes',
        params: saleParams,
        body: counterPayDueSchema,
        response: { 200: counterPayDueResultSchema },
      },
    },
    async (request) => {
      const { establishmentId, operator } = await operatorOf(request);
      return payDueOtherwise(
        depsOf(request),
        establishmentId,
        operator,
        request.params.orderId,
        request.body,
      );
    },
  );
};
