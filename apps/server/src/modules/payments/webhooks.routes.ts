import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleMercadoPagoNotification } from './webhooks.service';

const headerOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** Mercado Pago's notifications; anonymous, authenticated by their signature alone. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  app.post(
    '/api/webhooks/mercadopago/:establishmentId',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          "Mercado Pago notification for a shop's payments: signature checked, then the " +
          'payment is fetched from Mercado Pago',
        params: z.object({ establishmentId: z.guid('Estabelecimento inválido') }),
        querystring: z.looseObject({
          'data.id': z.string().optional(),
          type: z.string().optional(),
          topic: z.string().optional(),
        }),
        body: z
          .looseObject({
            type: z.string().optional(),
            data: z.looseObject({ id: z.union([z.string(), z.number()]).optional() }).optional(),
          })
          .optional(),
      },
    },
    async (request, reply) => {
      const bodyId = request.body?.data?.id;
      const result = await handleMercadoPagoNotification(ctx, {
        establishmentId: request.params.establishmentId,
        signature: headerOf(request.headers['x-signature']),
        requestId: headerOf(request.headers['x-request-id']),
        dataId: request.query['data.id'] ?? (bodyId === undefined ? undefined : String(bodyId)),
        type: request.query.type ?? request.query.topic ?? request.body?.type,
      });
      return reply.code(200).send({ received: true, handled: result.handled });
    },
  );
};
