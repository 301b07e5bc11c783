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
import { adminRoutes } from '../../lib/admin-routes';
import { AppError } from '../../lib/app-error';
import { counterMenu } from '../catalog';
import { findPaymentSettings, findShopSettings } from '../establishments';
import { isFiscalEnabled } from '../fiscal';
import { providerMethodsOf } from './counter-sales.service';

/** What the counter's sale screen (/admin/pdv) loads: its menu, and the shop's static Pix. */
export const counterMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'pdv.sell', tags: ['admin', 'pdv'] });

  routes.get(
    '/api/admin/pdv/menu',
    {
      summary: "The counter's menu (with `pdv` categories), scanner codes and discount limit",
      response: z.object({
        menu: kioskMenuSchema,
        codes: counterProductCodesSchema,
        discountLimitPercent: z.number().int(),
        /** Card and Pix the shop's provider can charge (its terminal, its Pix QR). */
        providerMethods: z.array(z.enum(['card', 'pix'])),
        /** The shop issues NFC-e: the counter asks "CPF na nota?" (decision 031). */
        askCpf: z.boolean(),
      }),
    },
    async ({ establishmentId }) => {
      const [{ menu, codes, changesAt }, settings, payment, askCpf] = await Promise.all([
        counterMenu(app.db, establishmentId),
        findShopSettings(app.db, establishmentId),
        findPaymentSettings(app.db, app.secretBox, establishmentId),
        isFiscalEnabled(app.db, establishmentId),
      ]);
      // The PDV hears (on the shop's stream) when a sold-out mark in this menu ends.
      if (changesAt) app.availabilityClock.wakeAt(establishmentId, changesAt);
      return {
        menu,
        codes,
        discountLimitPercent: settings.discountLimitPercent,
        providerMethods: payment ? providerMethodsOf(payment) : [],
        askCpf,
      };
    },
  );

  routes.get(
    '/api/admin/pdv/pix-code',
    {
      summary: "The shop's static Pix (its own key) for an amount, shown to the customer",
      querystring: counterPixQuerySchema,
      response: counterPixSchema,
    },
    async ({ establishmentId, query, reply }) => {
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
          amountCents: query.amountCents,
          // Shown in the shop's bank app beside the credit: tells counter Pix apart.
          txid: `PDV${randomBytes(8).toString('hex').toUpperCase()}`,
        }),
      };
    },
  );
};
