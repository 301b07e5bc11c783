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
import { adminRoutes } from '../../lib/admin-routes';
import { auditorOf } from '../audit';
import { productsFiscalReadiness, setCategoryFiscalCodes } from '../catalog';

/** /admin/configuracoes/nfce: the signed-in admin's own shop's NFC-e settings. */
export const fiscalSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, secretBox: app.secretBox });
  const routes = adminRoutes(app, { action: 'fiscal.manage', tags: ['admin', 'fiscal'] });

  routes.get(
    '/api/admin/fiscal/settings',
    { summary: 'NFC-e settings (secrets only as "configured")', response: fiscalSettingsSchema },
    ({ establishmentId }) => findFiscalSettings(app.db, establishmentId),
  );

  routes.put(
    '/api/admin/fiscal/settings',
    {
      summary: 'Save the NFC-e settings and the series per device',
      body: fiscalSettingsInputSchema,
      response: fiscalSettingsSchema,
    },
    async ({ establishmentId, body, request }) =>
      saveFiscalSettings(deps(), establishmentId, await auditorOf(request), body),
  );

  routes.put(
    '/api/admin/fiscal/certificate',
    {
      summary: 'Upload the A1 certificate (.pfx in base64) with its password',
      body: fiscalCertificateInputSchema,
      response: fiscalSettingsSchema,
      options: { bodyLimit: 512 * 1024 },
    },
    async ({ establishmentId, body, request }) =>
      saveFiscalCertificate(deps(), establishmentId, await auditorOf(request), body),
  );

  routes.delete(
    '/api/admin/fiscal/certificate',
    { summary: 'Remove the A1 certificate', response: fiscalSettingsSchema },
    async ({ establishmentId, request }) =>
      removeFiscalCertificate(app.db, establishmentId, await auditorOf(request)),
  );

  routes.get(
    '/api/admin/fiscal/readiness',
    {
      summary: 'The active products still missing their NCM, CFOP or CSOSN/CST',
      response: fiscalReadinessSchema,
    },
    ({ establishmentId }) => productsFiscalReadiness(app.db, establishmentId),
  );

  routes.put(
    '/api/admin/fiscal/category-codes',
    {
      summary: "Set NCM, CFOP and CSOSN/CST on every product of one of the shop's categories",
      body: categoryFiscalCodesInputSchema,
      response: categoryFiscalCodesResultSchema,
    },
    async ({ establishmentId, body, request }) => {
      const auditor = await auditorOf(request);
      const updated = await setCategoryFiscalCodes(app.db, establishmentId, auditor, body);
      return { updated, readiness: await productsFiscalReadiness(app.db, establishmentId) };
    },
  );
};
