import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  qzCertificateSchema,
  qzSignatureSchema,
  qzSignInputSchema,
  qzTraySettingsInputSchema,
  qzTraySettingsSchema,
} from '@comanda/shared';
import {
  getQzTraySettings,
  qzCertificate,
  saveQzTraySettings,
  signQzRequest,
} from './printers.service';
import { adminRoutes } from '../../lib/admin-routes';

/** The shop's QZ Tray: layout settings, certificate and request signing for the admin's browser. */
export const qzTrayRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'settings.manage', tags: ['admin', 'printing'] });

  routes.get(
    '/api/admin/printing/qz-tray',
    {
      summary: 'QZ Tray layout and signing certificate (the private key is never sent)',
      response: qzTraySettingsSchema,
    },
    ({ establishmentId }) => getQzTraySettings(app.db, establishmentId),
  );

  routes.put(
    '/api/admin/printing/qz-tray',
    {
      summary: 'Save the QZ Tray settings; the private key is stored encrypted',
      body: qzTraySettingsInputSchema,
      response: qzTraySettingsSchema,
    },
    ({ establishmentId, body }) => saveQzTraySettings(app.db, app.secretBox, establishmentId, body),
  );

  // The admin's own QZ Tray ('Imprimir teste' from this page) signs like the kiosk's.
  routes.get(
    '/api/admin/printing/qz-certificate',
    {
      summary: "The shop's QZ Tray certificate",
      action: 'printing.station',
      response: qzCertificateSchema,
    },
    async ({ establishmentId }) => ({
      certificate: await qzCertificate(app.db, establishmentId),
    }),
  );

  routes.post(
    '/api/admin/printing/qz-sign',
    {
      summary: "Signs a QZ Tray request with the shop's key (SHA512, base64)",
      action: 'printing.station',
      body: qzSignInputSchema,
      response: qzSignatureSchema,
    },
    async ({ establishmentId, body }) => ({
      signature: await signQzRequest(app.db, app.secretBox, establishmentId, body.request),
    }),
  );
};
