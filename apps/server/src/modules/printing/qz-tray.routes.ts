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

const tags = ['admin', 'printing'];

/** The shop's QZ Tray: layout settings, certificate and request signing for the admin's browser. */
export const qzTrayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/printing/qz-tray',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: 'QZ Tray layout and signing certificate (the private key is never sent)',
        response: { 200: qzTraySettingsSchema },
      },
    },
    async (request) => getQzTraySettings(app.db, await request.adminEstablishmentId()),
  );

  app.put(
    '/api/admin/printing/qz-tray',
    {
      config: { action: 'settings.manage' },
      schema: {
        tags,
        summary: 'Save the QZ Tray settings; the private key is stored encrypted',
        body: qzTraySettingsInputSchema,
        response: { 200: qzTraySettingsSchema },
      },
    },
    async (request) =>
      saveQzTraySettings(app.db, app.secretBox, await request.adminEstablishmentId(), request.body),
  );

  // The admin's own QZ Tray ('Imprimir teste' from this page) signs like the kiosk's.
  app.get(
    '/api/admin/printing/qz-certificate',
    {
      config: { action: 'printing.station' },
      schema: {
        tags,
        summary: "The shop's QZ Tray certificate",
        response: { 200: qzCertificateSchema },
      },
    },
    async (request) => ({
      certificate: await qzCertificate(app.db, await request.adminEstablishmentId()),
    }),
  );

  app.post(
    '/api/admin/printing/qz-sign',
    {
      config: { action: 'printing.station' },
      schema: {
        tags,
        summary: "Signs a QZ Tray request with the shop's key (SHA512, base64)",
        body: qzSignInputSchema,
        response: { 200: qzSignatureSchema },
      },
    },
    async (request) => ({
      signature: await signQzRequest(
        app.db,
        app.secretBox,
        await request.adminEstablishmentId(),
        request.body.request,
      ),
    }),
  );
};
