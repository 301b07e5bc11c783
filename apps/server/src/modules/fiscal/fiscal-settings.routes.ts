import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryFiscalCodesInputSchema,
  categoryFiscalCodesResultSchema,
  fiscalCertificateInputSchema,
  fiscalReadinessSchema,
  fiscalSettingsInputSchema,
  fiscalSettingsSchema,
} from '@comanda/shared';
import {
  findFiscalSettings,
  removeFiscalCertificate,
  saveFiscalCertificate,
  saveFiscalSettings,
} from './fiscal-settings.service';
import { auditorOf } from '../audit';
import { productsFiscalReadiness, setCategoryFiscalCodes } from '../catalog';

const tags = ['admin', 'fiscal'];

/** /admin/configuracoes/nfce: the signed-in admin's own shop's NFC-e settings. */
// eslint-disable-next-line max-lines-per-function -- one plugin declares several routes; to split one file per endpoint, #29
export const fiscalSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, secretBox: app.secretBox });

  app.get(
    '/api/admin/fiscal/settings',
    {
      config: { action: 'fiscal.manage' },
      schema: {
        tags,
        summary: 'NFC-e settings (secrets only as "configured")',
        response: { 200: fiscalSettingsSchema },
      },
    },
    async (request) => findFiscalSettings(app.db, await request.adminEstablishmentId()),
  );

  app.put(
    '/api/admin/fiscal/settings',
    {
      config: { action: 'fiscal.manage' },
      schema: {
        tags,
        summary: 'Save the NFC-e settings and the series per device',
        body: fiscalSettingsInputSchema,
        response: { 200: fiscalSettingsSchema },
      },
    },
    async (request) =>
      saveFiscalSettings(
        deps(),
        await request.adminEstablishmentId(),
        await auditorOf(request),
        request.body,
      ),
  );

  app.put(
    '/api/admin/fiscal/certificate',
    {
      config: { action: 'fiscal.manage' },
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary: 'Upload the A1 certificate (.pfx in base64) with its password',
        body: fiscalCertificateInputSchema,
        response: { 200: fiscalSettingsSchema },
      },
    },
    async (request) =>
      saveFiscalCertificate(
        deps(),
        await request.adminEstablishmentId(),
        await auditorOf(request),
        request.body,
      ),
  );

  app.delete(
    '/api/admin/fiscal/certificate',
    {
      config: { action: 'fiscal.manage' },
      schema: {
        tags,
        summary: 'Remove the A1 certificate',
        response: { 200: fiscalSettingsSchema },
      },
    },
    async (request) =>
      removeFiscalCertificate(
        app.db,
        await request.adminEstablishmentId(),
        await auditorOf(request),
      ),
  );

  app.get(
    '/api/admin/fiscal/readiness',
    {
      config: { action: 'fiscal.manage' },
      schema: {
        tags,
        summary: 'The active products still missing their NCM, CFOP or CSOSN/CST',
        response: { 200: fiscalReadinessSchema },
      },
    },
    async (request) => productsFiscalReadiness(app.db, await request.adminEstablishmentId()),
  );

  app.put(
    '/api/admin/fiscal/category-codes',
    {
      config: { action: 'fiscal.manage' },
      schema: {
        tags,
        summary: "Set NCM, CFOP and CSOSN/CST on every product of one of the shop's categories",
        body: categoryFiscalCodesInputSchema,
        response: { 200: categoryFiscalCodesResultSchema },
      },
    },
    async (request) => {
      const establishmentId = await request.adminEstablishmentId();
      const updated = await setCategoryFiscalCodes(
        app.db,
        establishmentId,
        await auditorOf(request),
        request.body,
      );
      return { updated, readiness: await productsFiscalReadiness(app.db, establishmentId) };
    },
  );
};
