import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOpenDeliveryMerchant, type MerchantDeps } from './open-delivery-merchant.service';

const headerOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * The standard's `GET /v1/merchant` for one shop (decision 079): anonymous but for its
 * `X-API-KEY`, which only the shop's admin sees (/admin/integracoes → Open Delivery).
 */
export const openDeliveryMerchantRoutes: FastifyPluginAsyncZod<{ deps: MerchantDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/api/open-delivery/:establishmentId/v1/merchant',
    {
      schema: {
        tags: ['marketplaces'],
        summary:
          "Open Delivery's GET /v1/merchant: the connected shop's Merchant (basic info, " +
          "service, menu) for its Ordering Application, with the shop's X-API-KEY",
        params: z.object({ establishmentId: z.guid('Estabelecimento inválido') }),
      },
    },
    async (request, reply) => {
      const result = await readOpenDeliveryMerchant(
        deps,
        request.params.establishmentId,
        headerOf(request.headers['x-api-key']),
        app.clock.now(),
      );
      if ('problem' in result) {
        return reply
          .code(result.problem.status)
          .type('application/problem+json')
          .send(result.problem);
      }
      return result.merchant;
    },
  );
};
