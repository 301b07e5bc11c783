import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryImageSizes } from '@comanda/shared';
import { categories, products } from '../db/schema';
import { signUp } from '../test/auth-helpers';
import { insertEstablishment, signUpAdminOf, signUpStaffOf } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { adminDashboardPage } from './web-app';
import { appLoader, appLoaderHash } from './first-screen';

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'comanda-web-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(
      join(webDistDir, 'index.html'),
      // As Vite writes it: the entry and its chunks in the head, the app's root in the body.
      '<html lang="pt-BR"><head><title>Comanda</title>' +
        '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">' +
        '</head><body><div id="root"></div></body></html>',
    );
    // The build's manifest, as Vite writes it: the entry, the kiosk's chunk group and what it
    // imports, and chunks a kiosk page does not load (a panel's, a lazy kiosk one's).
    mkdirSync(join(webDistDir, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-1.js' },
      '_kiosk-2.js': {
        file: 'assets/kiosk-2.js',
        name: 'kiosk',
        imports: ['_vendor.js', 'index.html', '_kiosk-shared-3.js'],
      },
      '_kiosk-shared-3.js': { file: 'assets/kiosk-shared-3.js', name: 'kiosk-shared' },
      '_online-menu-5.js': {
        file: 'assets/online-menu-5.js',
        name: 'online-menu',
        imports: ['_vendor.js', 'index.html', '_kiosk-shared-3.js'],
      },
      '_kiosk-more-strings-4.js': {
        file: 'assets/kiosk-more-strings-4.js',
        name: 'kiosk-more-strings',
      },
      'src/features/admin/routes/admin-app.tsx': {
        file: 'assets/admin-5.js',
        name: 'admin-app',
        src: 'src/features/admin/routes/admin-app.tsx',
        imports: ['_vendor.js', 'index.html', '_kiosk-shared-3.js'],
      },
      'src/features/admin/modules/dashboard/routes/dashboard.tsx': {
        file: 'assets/dashboard-8.js',
        name: 'dashboard',
        src: 'src/features/admin/modules/dashboard/routes/dashboard.tsx',
        imports: ['index.html', 'src/features/admin/routes/admin-app.tsx', '_stat-card-9.js'],
      },
      '_stat-card-9.js': { file: 'assets/stat-card-9.js', name: 'stat-card' },
      // The chunk group of the admin's shell and dashboard (apps/web/build/admin-chunks.ts).
      '_admin-dashboard-10.js': {
        file: 'assets/admin-dashboard-10.js',
        name: 'admin-dashboard',
        imports: ['_vendor.js', 'index.html', '_schemas-11.js'],
      },
      '_schemas-11.js': { file: 'assets/schemas-11.js', name: 'schemas' },
      // A panel's route module named like a chunk group (admin/modules/online-menu/routes/
      // online-menu.tsx): a phone on /cardapio must not preload it nor what it imports.
      'src/features/admin/online-menu.tsx': {
        file: 'assets/online-menu-6.js',
        name: 'online-menu',
        src: 'src/features/admin/online-menu.tsx',
        isDynamicEntry: true,
        imports: ['_vendor.js', 'index.html', '_admin-forms-7.js'],
      },
      '_admin-forms-7.js': { file: 'assets/admin-forms-7.js', name: 'admin-forms' },
    };
    writeFileSync(join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const script = 'console.log(1)';
    writeFileSync(join(webDistDir, 'assets', 'index-abc123.js'), script);
    // As the web build writes them beside each text file.
    writeFileSync(join(webDistDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDistDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    t = await createTestApp(
      { APP_DOMAIN: 'comanda.example', DEV_HOST_PATTERNS: '*.preview.example' },
      { webDistDir },
    );
    mkdirSync(join(t.config.DATA_DIR, 'uploads', 'demo'), { recursive: true });
    writeFileSync(join(t.config.DATA_DIR, 'uploads', 'demo', 'logo.webp'), 'webp');
  });
  afterAll(() => t.close());

  it.each(['/', '/totem/categorias', '/admin/produtos', '/no-such-page'])(
    'answers %s with index.html carrying the runtime config',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(
        '<script id="comanda-config" type="application/json">{"appDomain":"comanda.example","devHostPatterns":["*.preview.example"]}</script></head>',
      );
    },
  );

  /** The data and module preloads of a page, in order. */
  const preloads = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="(?:module)?preload" (?:href="([^"]+)" as="fetch" )?crossorigin(?: href="([^"]+)")? \/>/g,
      ),
    ].map((match) => match[1] ?? match[2]);

  /** The chunks of the admin's shell and dashboard that index.html does not load. */
  const adminChunks = [
    '/assets/admin-dashboard-10.js',
    '/assets/schemas-11.js',
    '/assets/dashboard-8.js',
    '/assets/stat-card-9.js',
    '/assets/admin-5.js',
    '/assets/kiosk-shared-3.js',
  ];

  describe("the owner's dashboard (issue #38)", () => {
    const sessionCookie = 'comanda.session_token=abc.def';

    it('asks for its chunks and its data with the page, signed in', async () => {
      for (const cookie of [sessionCookie, `other=1; __Secure-${sessionCookie}`]) {
        const res = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie } });
        expect(preloads(res.body)).toEqual(['/api/me', '/api/admin/dashboard', ...adminChunks]);
      }
    });

    it('moves the stylesheet to the end of the body, so the first line is drawn without it', () => {
      const html =
        '<html><head><title>C</title><link rel="stylesheet" crossorigin href="/assets/a.css"></head>' +
        '<body><div id="root">Inicializando</div></body></html>';
      expect(adminDashboardPage(html, '<link rel="preload" />')).toBe(
        '<html><head><title>C</title><link rel="preload" /></head><body><div id="root">Inicializando</div>' +
          '<link rel="stylesheet" crossorigin href="/assets/a.css"></body></html>',
      );
    });

    it('asks for nothing more signed out, nor on the other screens', async () => {
      const signedOut = await t.app.inject({ method: 'GET', url: '/admin' });
      const otherCookie = await t.app.inject({
        method: 'GET',
        url: '/admin',
        headers: { cookie: 'comanda.session_token_other=1' },
      });
      const otherScreen = await t.app.inject({
        method: 'GET',
        url: '/admin/produtos',
        headers: { cookie: sessionCookie },
      });
      for (const res of [signedOut, otherCookie, otherScreen]) {
        expect(res.statusCode).toBe(200);
        expect(preloads(res.body)).toEqual([]);
      }
    });
  });

  describe("the owner's dashboard drawn by the server (decision 097)", () => {
    const jsonIn = (html: string, id: string) =>
      JSON.parse(
        html.match(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`))![1]!,
      );
    const adminPage = (cookie: string, host = 'comanda.example') =>
      t.app.inject({ method: 'GET', url: '/admin', headers: { cookie, host } });

    it("draws the figures of the owner's shop and hands the app the answers it drew them from", async () => {
      const shop = await insertEstablishment(t.app.db, { name: 'Painel', subdomain: 'painel' });
      const cookie = await signUpAdminOf(t.app, shop.id);
      const page = await adminPage(cookie);
      const html = page.body;
      expect(page.headers['cache-control']).toBe('private, no-store');

      const screen = html.match(/<div id="first-screen">(.*)<div id="root">/s)?.[1] ?? '';
      expect(screen).toContain('<h1 class="text-2xl font-bold tracking-tight">Dashboard</h1>');
      expect(screen).toMatch(/As vendas de hoje \(\d{2}\/\d{2}\/\d{4}\), atualizadas/);
      expect(screen).toMatch(/aria-label="Faturamento de hoje">.*R\$\s0,00/);
      expect(screen).toContain('>Administrador</span>');
      const answers = jsonIn(html, 'comanda-admin-dashboard');
      expect(answers.me.establishment.id).toBe(shop.id);
      expect(answers.dashboard.today.paidOrders).toBe(0);
      expect(screen).toContain(`title="${answers.me.email}"`);

      // The answers are in the page: nothing is preloaded with it; the loader starts the app.
      expect(preloads(html)).toEqual([]);
      expect(jsonIn(html, 'comanda-app-files')).toEqual({
        entry: '/assets/index-abc123.js',
        modules: ['/assets/vendor-1.js', ...adminChunks],
        fetches: [],
      });
      expect(html).not.toContain('<script type="module"');
      expect(html).toContain(`<script>${appLoader}</script></body>`);
    });

    it('is not drawn without a shop, for a role without the dashboard, or for no session', async () => {
      const unlinked = (await signUp(t.app)).cookie;
      const shop = await insertEstablishment(t.app.db, { name: 'Cozinha', subdomain: 'cozinha' });
      const kitchen = (await signUpStaffOf(t.app, shop.id, 'kitchen')).cookie;
      for (const cookie of [unlinked, kitchen, 'comanda.session_token=abc.def']) {
        const page = await adminPage(cookie);
        const html = page.body;
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(html).not.toContain('first-screen');
        expect(html).not.toContain('comanda-admin-dashboard');
        // The page as before: the answers preloaded with it.
        expect(preloads(html).slice(0, 2)).toEqual(['/api/me', '/api/admin/dashboard']);
      }
    });

    it("asks the API as the browser's own request would: not from a shop's host", async () => {
      const shop = await insertEstablishment(t.app.db, { name: 'Host', subdomain: 'host-loja' });
      const cookie = await signUpAdminOf(t.app, shop.id);
      // The panel lives on the platform's host; a shop's host is sent there by the app.
      const html = (await adminPage(cookie, 'host-loja.comanda.example')).body;
      expect(html).not.toContain('first-screen');
    });
  });

  describe("a kiosk screen's shop and preloads", () => {
    const preload = (href: string, as: string) =>
      new RegExp(`<link rel="preload" href="${href}" as="${as}"[^>]*/>`);
    const menu = preload('/api/public/menu', 'fetch');
    const logo = preload('/uploads/loja-logo/logo.webp', 'image');
    const host = 'loja-logo.comanda.example';
    beforeAll(async () => {
      const shop = await insertEstablishment(t.app.db, {
        name: 'Loja </script><script>alert(1)</script>',
        subdomain: 'loja-logo',
        logoUrl: '/uploads/loja-logo/logo.webp',
      });
      // The second category is shown second: only the first one's picture is preloaded.
      const rows = await t.app.db
        .insert(categories)
        .values([
          {
            establishmentId: shop.id,
            name: 'Bebidas',
            position: 2,
            imageUrl: '/uploads/images/b.webp',
          },
          {
            establishmentId: shop.id,
            name: 'Lanches',
            position: 1,
            imageUrl: '/uploads/images/a.webp',
          },
        ])
        .returning();
      // The kiosk lists a category only with something to order in it.
      await t.app.db.insert(products).values(
        rows.map((category) => ({
          establishmentId: shop.id,
          categoryId: category.id,
          name: `Produto de ${category.name}`,
          priceCents: 1000,
          imageUrl: `/uploads/images/produto-${category.name.toLowerCase()}.webp`,
        })),
      );
    });
    const page = async (url: string, pageHost: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: pageHost } });
      expect(res.statusCode).toBe(200);
      return res.body;
    };

    it('carries the shop as its public endpoint answers it, unable to end the script', async () => {
      const welcome = await page('/totem', host);
      const served = welcome.match(
        /<script id="comanda-establishment" type="application\/json">(.*?)<\/script>/,
      )?.[1];
      const endpoint = await t.app.inject({
        method: 'GET',
        url: '/api/public/establishment',
        headers: { host },
      });
      expect(JSON.parse(served!)).toEqual(endpoint.json());
      expect(served).toContain('Loja \\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
      expect(welcome).not.toMatch(preload('/api/public/establishment', 'fetch'));
    });

    it('asks for the logo on the welcome screen, and for the menu past it', async () => {
      const welcome = await page('/totem', host);
      expect(welcome).toMatch(logo);
      expect(welcome).toContain('fetchpriority="high"');
      // The welcome screen shows no product: it asks for the menu once it is drawn.
      expect(welcome).not.toMatch(menu);
      const categoriesPage = await page('/totem/categorias?x=1', host);
      expect(categoriesPage).toMatch(menu);
      expect(categoriesPage).not.toMatch(logo);
    });

    it("preloads the categories screen's first picture with its <img>'s srcset and sizes", async () => {
      const firstPicture =
        '<link rel="preload" href="/uploads/images/a.webp" as="image" ' +
        'imagesrcset="/uploads/images/a.webp 800w, /uploads/images/a.lg.webp 1600w" ' +
        `imagesizes="${categoryImageSizes}" fetchpriority="high" />`;
      expect(await page('/totem/categorias', host)).toContain(firstPicture);
      expect(await page('/totem/categorias', host)).not.toContain('/uploads/images/b.webp');
      expect(await page('/totem', host)).not.toContain('/uploads/images/a.webp');
    });

    it("preloads /cardapio's first row's picture at the size the row draws it (issue #35)", async () => {
      const firstRow =
        '<link rel="preload" href="/uploads/images/produto-lanches.webp" as="image" ' +
        'imagesrcset="/uploads/images/produto-lanches.webp 800w, ' +
        '/uploads/images/produto-lanches.lg.webp 1600w" imagesizes="96px" fetchpriority="high" />';
      expect(await page('/cardapio?mesa=12', host)).toContain(firstRow);
      expect(await page('/cardapio', host)).not.toContain('produto-bebidas');
      expect(await page('/cardapio/carrinho', host)).not.toContain('produto-lanches');
      expect(await page('/totem/categorias', host)).not.toContain('produto-lanches');
    });

    it("preloads the kiosk's route chunks that index.html does not load already", async () => {
      const modulePreloads = (html: string) =>
        [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)]
          .map((match) => match[1])
          .sort();
      const expected = ['/assets/kiosk-2.js', '/assets/kiosk-shared-3.js'];
      expect(modulePreloads(await page('/totem', host))).toEqual(expected);
      expect(modulePreloads(await page('/totem/resumo', host))).toEqual(expected);
      expect(modulePreloads(await page('/admin/produtos', host))).toEqual([]);
    });

    it("gives the online menu (/cardapio) the shop, the menu's preload and its own chunks", async () => {
      const html = await page('/cardapio/carrinho', host);
      expect(html).toMatch(menu);
      expect(html).toContain('comanda-establishment');
      expect(html).not.toMatch(logo);
      const chunks = [
        ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g),
      ];
      expect(chunks.map((match) => match[1]).sort()).toEqual([
        '/assets/kiosk-shared-3.js',
        '/assets/online-menu-5.js',
      ]);
      // The order status page is another screen, with chunks of its own.
      expect(await page('/cardapio/pedido/1/abc', host)).not.toMatch(menu);
    });

    it.each([
      ['br', brotliDecompressSync],
      ['gzip, deflate', gunzipSync],
    ] as const)(
      'compresses the page for Accept-Encoding %s (issue #38)',
      async (accept, inflate) => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/totem',
          headers: { host, 'accept-encoding': accept },
        });
        expect(res.headers['content-encoding']).toBe(accept.split(',')[0]);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(inflate(res.rawPayload).toString()).toBe(await page('/totem', host));
      },
    );

    describe("/cardapio's first screen drawn by the server (decision 088)", () => {
      const firstScreen = (html: string) =>
        html.match(/<div id="first-screen">(.*)<div id="root">/s)?.[1] ?? '';

      it('draws the header, the categories and the first rows, every text escaped', async () => {
        const html = await page('/cardapio', host);
        const screen = firstScreen(html);
        expect(screen).toContain(
          '<span class="truncate font-bold">Loja &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>',
        );
        expect(html).not.toContain('<script>alert(1)');
        expect(html).toContain(
          '<title>Loja &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Cardápio</title>',
        );
        // In the menu's order (Lanches is the first category), the first row's picture drawn.
        expect(screen.indexOf('Produto de Lanches')).toBeLessThan(
          screen.indexOf('Produto de Bebidas'),
        );
        expect(screen).toContain('R$ 10,00');
        expect(screen).toMatch(
          /<img src="\/uploads\/images\/produto-lanches.webp" srcset="[^"]+" sizes="96px" fetchpriority="high"/,
        );
        // The other pictures wait for it, as in the app.
        expect(screen).not.toContain('produto-bebidas');
        expect(screen).not.toContain('Mesa');
        expect(html).toMatch(/<html lang="pt-BR" data-theme="default" style="--primary: #/);
      });

      it("keeps the QR code's table on its links", async () => {
        const screen = firstScreen(await page('/cardapio?mesa=12', host));
        expect(screen).toContain('>Mesa 12</span>');
        expect(screen).toContain('href="/cardapio/carrinho?mesa=12"');
        expect(screen).toContain('href="/cardapio/conta?mesa=12"');
        expect(screen).toMatch(/href="\/cardapio\/produto\/[\w-]+\?mesa=12"/);
        expect(firstScreen(await page('/cardapio?mesa=12%22%3E', host))).not.toContain('Mesa');
      });

      it("asks for the app's files once drawn, by the loader the CSP allows by its hash", async () => {
        const res = await t.app.inject({ method: 'GET', url: '/cardapio', headers: { host } });
        const html = res.body;
        expect(html).not.toContain('<script type="module"');
        expect(html).not.toContain('rel="modulepreload"');
        expect(html).not.toMatch(menu);
        const files = html.match(
          /<script id="comanda-app-files" type="application\/json">(.*?)<\/script>/,
        )?.[1];
        expect(JSON.parse(files!)).toEqual({
          entry: '/assets/index-abc123.js',
          modules: ['/assets/vendor-1.js', '/assets/online-menu-5.js', '/assets/kiosk-shared-3.js'],
          fetches: ['/api/public/menu'],
        });
        expect(html).toContain(`<script>${appLoader}</script></body>`);
        expect(res.headers['content-security-policy']).toContain(
          `script-src 'self' ${appLoaderHash}`,
        );
        // The first row's picture is still asked for with the page.
        expect(html).toContain('<link rel="preload" href="/uploads/images/produto-lanches.webp"');
      });

      it("is each shop's own, and only on the menu", async () => {
        const other = await insertEstablishment(t.app.db, {
          name: 'Outra $& Loja',
          subdomain: 'outra-loja',
          theme: 'azul',
        });
        const [category] = await t.app.db
          .insert(categories)
          .values({ establishmentId: other.id, name: 'Pizzas', position: 1 })
          .returning();
        await t.app.db.insert(products).values({
          establishmentId: other.id,
          categoryId: category!.id,
          name: 'Margherita',
          priceCents: 4500,
        });
        const html = await page('/cardapio', 'outra-loja.comanda.example');
        expect(firstScreen(html)).toContain('>Outra $&amp; Loja</span>');
        expect(firstScreen(html)).toContain('Margherita');
        expect(firstScreen(html)).not.toContain('Lanches');
        expect(html).toContain('data-theme="azul"');
        for (const url of ['/cardapio/carrinho', '/cardapio/produto/x', '/totem/categorias']) {
          const other = await page(url, host);
          expect(other, url).not.toContain('id="first-screen"');
          expect(other, url).toContain(
            '<script type="module" crossorigin src="/assets/index-abc123.js">',
          );
        }
      });
    });

    it('leaves other pages and hosts without a shop as they are', async () => {
      expect(await page('/admin/produtos', host)).not.toMatch(menu);
      expect(await page('/totem', 'naoexiste.comanda.example')).not.toMatch(menu);
    });
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('answers Accept-Encoding %s with the %s copy the build wrote', async (accept, encoding) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers /favicon.ico and other missing files with a 404, not the app', async () => {
    for (const url of ['/favicon.ico', '/assets/index-old.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<html');
    }
  });

  it('serves uploads with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/demo/logo.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends an image without its larger size to the one it has, and 404s an unknown one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/demo/logo.lg.webp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/uploads/demo/logo.webp');
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/demo/nada.lg.webp' });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/totem'],
    ['GET', '/uploads/missing.webp'],
  ] as const)('answers %s %s with a problem+json 404', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/public/establishment');
  });
});
