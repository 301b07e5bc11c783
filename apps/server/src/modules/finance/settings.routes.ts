import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financeSettingsInputSchema, financeSettingsSchema } from '@comanda/shared';
import { findFinanceSettings, saveFinanceSettings } from './settings.service';
import { adminRoutes } from '../../lib/admin-routes';

/** The shop's card terms: fee and D+N per card-like method. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'settings.manage', tags: ['admin', 'finance'] });

  routes.get(
    '/api/admin/finance/settings',
    { summary: 'Card fee and settlement days per method', response: financeSettingsSchema },
    ({ establishmentId }) => findFinanceSettings(app.db, establishmentId),
  );

  routes.put(
    '/api/admin/finance/settings',
    {
      summary: 'Save the card fee and settlement days per method (new sales use them)',
      body: financeSettingsInputSchema,
      response: financeSettingsSchema,
    },
    ({ establishmentId, body }) => saveFinanceSettings(app.db, establishmentId, body),
  );
};
