import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financeSettingsInputSchema, financeSettingsSchema } from '@comanda/shared';
import { findFinanceSettings, saveFinanceSettings } from './settings.service';

const tags = ['admin', 'finance'];

/** The shop's card terms: fee and D+N per card-like method. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/finance/settings',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: 'Card fee and settlement days per method',
        response: { 200: financeSettingsSchema },
      },
    },
    async (request) => findFinanceSettings(app.db, await request.adminEstablishmentId()),
  );

  app.put(
    '/api/admin/finance/settings',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: 'Save the card fee and settlement days per method (new sales use them)',
        body: financeSettingsInputSchema,
        response: { 200: financeSettingsSchema },
      },
    },
    async (request) =>
      saveFinanceSettings(app.db, await request.adminEstablishmentId(), request.body),
  );
};
