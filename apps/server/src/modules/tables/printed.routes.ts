import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from '../../lib/admin-routes';
import { AppError } from '../../lib/app-error';
import { kioskMenu } from '../catalog';
import { pdfContentType, shopAddress, shopBrand } from './pdf';
import { printedMenu } from './printed-menu';
import { tableQrSheet } from './table-qr-sheet';
import { activeTables } from './tables.service';

/** The files /admin/mesas prints: the tables' QR codes, and the printed menu. */
export const printedRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = adminRoutes(app, { action: 'catalog.manage', tags: ['admin', 'tables'] });
  const brandOf = (establishmentId: string) =>
    shopBrand(app.db, app.storage.uploads, establishmentId);

  routes.download(
    '/api/admin/tables/qr-codes.pdf',
    {
      summary: 'The active tables’ QR codes (to /cardapio?mesa=<n>) as one PDF, with the logo',
      produces: [pdfContentType],
    },
    async ({ establishmentId, request }) => {
      const [brand, tables] = await Promise.all([
        brandOf(establishmentId),
        activeTables(app.db, establishmentId),
      ]);
      if (!tables.length)
        throw new AppError('CONFLICT', 'Crie mesas antes de imprimir os QR codes');
      const cards = tables.map((table) => ({
        table,
        url: shopAddress(
          request,
          app.config.APP_DOMAIN,
          brand.subdomain,
          `/cardapio?mesa=${table.number}`,
        ),
      }));
      return {
        contentType: pdfContentType,
        fileName: 'mesas-qr-codes.pdf',
        body: await tableQrSheet(brand, cards),
      };
    },
  );

  routes.download(
    '/api/admin/printed-menu.pdf',
    {
      summary: 'The whole menu on A4 (available products, prices, allergens, QR of /cardapio)',
      produces: [pdfContentType],
    },
    async ({ establishmentId, request }) => {
      const [brand, menu] = await Promise.all([
        brandOf(establishmentId),
        kioskMenu(app.db, establishmentId),
      ]);
      const menuUrl = shopAddress(request, app.config.APP_DOMAIN, brand.subdomain, '/cardapio');
      return {
        contentType: pdfContentType,
        fileName: 'cardapio-impresso.pdf',
        body: await printedMenu(brand, menu, menuUrl),
      };
    },
  );
};
