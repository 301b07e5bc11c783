import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '@comanda/shared';
import { categories, establishments, products } from '../../db/schema';
import { adminCaller } from '../../test/admin-caller';
import { insertEstablishment, signUpAdminOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bluePng, uploadPng } from '../../test/uploads';
import { productTagNames } from './printed-menu';
import { pdfImages, pdfPageCount, pdfQrCodes, pdfTextLines } from './test/pdf-reading';

describe('printed files of /admin/mesas', () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let shopId: string;

  const call = adminCaller(
    () => t.app,
    () => cookie,
  );
  const pdf = async (url: string, as?: string) => {
    const res = await call('GET', url, undefined, as);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return res.rawPayload;
  };

  beforeAll(async () => {
    t = await createTestApp();
    shopId = (await insertEstablishment(t.app.db, { name: 'Lanchonete Açaí', subdomain: 'acai' }))
      .id;
    const otherId = (await insertEstablishment(t.app.db, { name: 'Outra', subdomain: 'outra' })).id;
    cookie = await signUpAdminOf(t.app, shopId);
    otherCookie = await signUpAdminOf(t.app, otherId);
    const logoUrl = await uploadPng(t.app, cookie, await bluePng(300, 120));
    await t.app.db.update(establishments).set({ logoUrl }).where(eq(establishments.id, shopId));
  });
  afterAll(() => t.close());

  describe('the tables’ QR codes', () => {
    it('refuses to print before the shop has tables', async () => {
      const res = await call('GET', '/api/admin/tables/qr-codes.pdf');
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('Crie mesas antes de imprimir os QR codes');
    });

    it('prints one card per active table: its name, the logo, and a QR code to /cardapio?mesa=<n>', async () => {
      await call('POST', '/api/admin/tables', { from: 1, to: 8 });
      const tables = (await call('GET', '/api/admin/tables')).json<
        { id: string; number: number }[]
      >();
      const table = (n: number) => tables.find((row) => row.number === n)!;
      await call('PATCH', `/api/admin/tables/${table(2).id}`, { name: 'Varanda 2' });
      await call('PATCH', `/api/admin/tables/${table(8).id}`, { active: false });

      const file = await pdf('/api/admin/tables/qr-codes.pdf');
      const lines = pdfTextLines(file);
      expect(lines.filter((line) => /^(Mesa \d+|Varanda 2)$/.test(line))).toEqual([
        'Mesa 1',
        'Varanda 2',
        ...[3, 4, 5, 6, 7].map((n) => `Mesa ${n}`),
      ]);
      const expected = [1, 2, 3, 4, 5, 6, 7].map(
        (n) => `http://acai.localhost:3000/cardapio?mesa=${n}`,
      );
      expect(pdfQrCodes(file).sort()).toEqual(expected.sort());
      // Six cards to a page; the logo is in the file once, drawn on every card.
      expect(pdfPageCount(file)).toBe(2);
      expect(pdfImages(file)).toHaveLength(7 + 1);
      // Decoding seven QR codes from the PDF's images is slow on a loaded machine.
    }, 120_000);

    it('prints only the asking shop’s tables', async () => {
      const res = await call('GET', '/api/admin/tables/qr-codes.pdf', undefined, otherCookie);
      expect(res.statusCode).toBe(409);
      await call('POST', '/api/admin/tables', { from: 40, to: 40 }, otherCookie);
      const file = await pdf('/api/admin/tables/qr-codes.pdf', otherCookie);
      expect(pdfQrCodes(file)).toEqual(['http://outra.localhost:3000/cardapio?mesa=40']);
      expect(pdfTextLines(file)).toContain('Outra'); // no logo: the shop's name instead
    });
  });

  describe('the printed menu', () => {
    beforeAll(async () => {
      const db = t.app.db;
      const [lanches, bebidas, oculta] = await db
        .insert(categories)
        .values([
          { establishmentId: shopId, name: 'Lanches', position: 0 },
          { establishmentId: shopId, name: 'Bebidas', position: 1, type: 'bebida' },
          { establishmentId: shopId, name: 'Categoria oculta', position: 2, active: false },
        ])
        .returning();
      await db.insert(products).values([
        {
          establishmentId: shopId,
          categoryId: lanches!.id,
          name: 'X-Salada',
          priceCents: 2390,
          description: 'Pão, hambúrguer de 150 g, queijo, alface e tomate',
          tags: ['contem-gluten', 'contem-lactose'],
        },
        {
          establishmentId: shopId,
          categoryId: lanches!.id,
          name: 'Veggie',
          priceCents: 125000,
          tags: ['vegano'],
        },
        {
          establishmentId: shopId,
          categoryId: lanches!.id,
          name: 'Lanche inativo',
          priceCents: 100,
          active: false,
        },
        {
          establishmentId: shopId,
          categoryId: lanches!.id,
          name: 'Lanche esgotado',
          priceCents: 100,
          soldOutMarked: true,
        },
        {
          establishmentId: shopId,
          categoryId: bebidas!.id,
          name: 'Suco de laranja',
          priceCents: 900,
        },
        {
          establishmentId: shopId,
          categoryId: oculta!.id,
          name: 'Produto oculto',
          priceCents: 100,
        },
      ]);
    });

    it('lists each category with its available products, server prices and allergens, and the QR of /cardapio', async () => {
      const lines = pdfTextLines(await pdf('/api/admin/printed-menu.pdf'));
      const at = (text: string) => lines.indexOf(text);
      for (const text of [
        'Lanchonete Açaí',
        'Lanches',
        'X-Salada',
        formatCents(2390),
        'Pão, hambúrguer de 150 g, queijo, alface e tomate',
        'Contém glúten · Contém lactose',
        'Veggie',
        'R$ 1.250,00',
        'Vegano',
        'Bebidas',
        'Suco de laranja',
        'R$ 9,00',
      ]) {
        expect(lines, text).toContain(text);
      }
      expect(at('Lanches')).toBeLessThan(at('X-Salada'));
      expect(at('X-Salada')).toBeLessThan(at('Bebidas'));
      expect(at('Bebidas')).toBeLessThan(at('Suco de laranja'));
      for (const hidden of [
        'Lanche inativo',
        'Lanche esgotado',
        'Produto oculto',
        'Categoria oculta',
      ]) {
        expect(lines.join('\n')).not.toContain(hidden);
      }
    });

    it('carries the QR code of the shop’s /cardapio', async () => {
      const file = await pdf('/api/admin/printed-menu.pdf');
      expect(pdfQrCodes(file)).toEqual(['http://acai.localhost:3000/cardapio']);
    });

    it('shows nothing of another shop’s catalogue', async () => {
      const lines = pdfTextLines(await pdf('/api/admin/printed-menu.pdf', otherCookie));
      expect(lines).toContain('Outra');
      expect(lines.join('\n')).not.toContain('X-Salada');
    });
  });

  it('names the tags as the kiosk does in Portuguese', () => {
    const kiosk = JSON.parse(
      readFileSync(
        new URL('../../../../web/src/app/locales/pt-BR.kiosk-more.json', import.meta.url),
        'utf8',
      ),
    );
    expect(productTagNames).toEqual(kiosk.kiosk.tags.names);
  });
});
