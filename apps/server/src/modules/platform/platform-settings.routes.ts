import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ifoodAppInputSchema,
  platformSettingsInputSchema,
  platformSettingsSchema,
  publicPlatformSettingsSchema,
} from '@comanda/shared';
import {
  getPlatformSettings,
  saveIfoodApp,
  savePlatformSettings,
  type PlatformEnvironment,
} from './platform-settings.service';

/** The platform's settings (SPEC §2 Configurações), and what the sign-up page may know. */
export const platformSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const environment: PlatformEnvironment = {
    appDomain: app.config.APP_DOMAIN,
    smtpConfigured: !!app.config.SMTP_URL,
    mailFrom: app.config.MAIL_FROM,
    publicUrl: app.config.PUBLIC_URL ?? null,
  };

  app.get(
    '/api/superadmin/settings',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Platform settings: public sign-up, platform domain, SMTP status',
        response: { 200: platformSettingsSchema },
      },
    },
    async () => getPlatformSettings(app.db, environment),
  );

  app.put(
    '/api/superadmin/settings',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Open or close public sign-up; set the domain shown in forms',
        body: platformSettingsInputSchema,
        response: { 200: platformSettingsSchema },
      },
    },
    async (request) => savePlatformSettings(app.db, environment, request.body),
  );

  app.put(
    '/api/superadmin/settings/ifood',
    {
      schema: {
        tags: ['superadmin'],
        summary: "The platform's iFood application: client id and secret (sealed, never returned)",
        body: ifoodAppInputSchema,
        response: { 200: platformSettingsSchema },
      },
    },
    async (request) => saveIfoodApp(app.db, app.secretBox, environment, request.body),
  );

  app.get(
    '/api/public/platform',
    {
      schema: {
        tags: ['public'],
        summary: 'Whether sign-up is open, and the platform domain',
        response: { 200: publicPlatformSettingsSchema },
      },
    },
    async () => {
      const { signupOpen, platformDomain } = await getPlatformSettings(app.db, environment);
      return { signupOpen, platformDomain };
    },
  );
};
