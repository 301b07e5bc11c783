import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import {
  buildStaticPixPayload,
  counterPixQuerySchema,
  counterPixSchema,
  counterProductCodesSchema,
  kioskMenuSchema,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import { counterMenu } from '../catalog';
import { findPaymentSettings, findShopSettings } from '../establishments';
import { isFiscalEnabled } from '../fiscal';
import { providerMethodsOf } from './counter-sales.service';

const tags = ['admin', 'pdv'];

/** What the counter's sale screen (/admin/pdv) loads: its menu, and the shop's static Pix. */
export const counterMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/pdv/menu',
    {
      config: { action: 'pdv.sell' },
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
      config: { action: 'pdv.sell' },
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
};
