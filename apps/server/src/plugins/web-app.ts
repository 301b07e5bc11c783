import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  categoryImageSizes,
  imageVariants,
  onlineMenuFirstPicture,
  onlineMenuRowImageSizes,
  type HostConfig,
  type KioskMenu,
  type Me,
  type PublicEstablishment,
  type ShopDashboard,
} from '@comanda/shared';
import { acceptsEncoding, sendProblem } from '../lib/http';
import { isSafeKey, type ObjectStorage } from '../lib/object-storage';
import { adminDashboardFirstScreen, firstScreenSidebarStyle } from './admin-dashboard-first-screen';
import { appLoader, escapeHtml, firstScreenStyle } from './first-screen';
import { onlineMenuFirstScreen, tableOf, themeAttributes } from './online-menu-first-screen';

export interface WebAppOptions {
  /** The built web app (apps/web/dist); null when it has not been built. */
  webDistDir: string | null;
  /** Uploaded and demo images: the local disk, or a bucket. */
  uploads: ObjectStorage;
  hostConfig: HostConfig;
  /** What GET /api/public/establishment answers for a shop: a kiosk page carries it. */
  publicEstablishment: (establishment: Establishment) => Promise<PublicEstablishment>;
}

type Establishment = Awaited<ReturnType<FastifyRequest['tenant']>>;

const oneYearSeconds = 365 * 24 * 60 * 60;

/** Data for the app, in the page: `<` escaped, so no value can end the script element. */
function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/** The web app reads the platform domain at run time, so one build serves every deployment. */
export function injectRuntimeConfig(indexHtml: string, hostConfig: HostConfig): string {
  const tag = jsonScript('comanda-config', {
    appDomain: hostConfig.appDomain,
    devHostPatterns: hostConfig.devHostPatterns ?? [],
  });
  return indexHtml.replace('</head>', `${tag}</head>`);
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** What a kiosk page's first screen needs besides the app's own files. */
export interface KioskPageAssets {
  /** The shop, as its public endpoint answers: in the page, the app need not ask for it. */
  establishment: PublicEstablishment;
  /** The shop's logo: the welcome screen's largest picture. */
  logoUrl: string | null;
  /** The first category's picture: the categories screen's largest. */
  firstCategoryImageUrl: string | null;
  /** The online menu's first row's picture: /cardapio's main one (onlineMenuFirstPicture). */
  firstProductImageUrl?: string | null;
  /** The kiosk's route chunks (kioskModulePreloads). */
  modulePreloads: readonly string[];
  /** False: the menu is not preloaded with the page (/cardapio's loader asks for it). */
  menuPreload?: boolean;
}

/**
 * A kiosk screen starts from the shop, its route chunks, its first screen's largest picture
 * (the logo, or the first category's) and, past the welcome screen, the menu. The shop is in
 * the page (`comanda-establishment`); the browser asks for the rest while it reads the HTML
 * instead of after the app's JavaScript has loaded and run (Lighthouse's LCP, decision 016).
 * The menu's preload is taken by the app's own fetch() of the same URL (same mode and
 * credentials: `crossorigin`); a picture's preload has the srcset and sizes of its <img>, so the
 * browser picks the same file.
 */
export function kioskPageHead(path: string, assets: KioskPageAssets): string {
  const screen = path.replace(/\/$/, '');
  const links = [
    jsonScript('comanda-establishment', assets.establishment),
    // The welcome screen draws no product: it asks for the menu, for the next screen, once it
    // is drawn (apps/web first-screen.ts), not sharing a slow link with the logo and the app.
    ...(screen === '/totem' || assets.menuPreload === false
      ? []
      : ['<link rel="preload" href="/api/public/menu" as="fetch" crossorigin />']),
    ...assets.modulePreloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" />`,
    ),
  ];
  // Only the welcome screen shows the logo large; elsewhere it would compete with the menu.
  if (assets.logoUrl && screen === '/totem') {
    links.push(
      `<link rel="preload" href="${escapeAttribute(assets.logoUrl)}" as="image" fetchpriority="high" />`,
    );
  }
  const picture = (url: string, sizes: string) => {
    const variants = imageVariants(url);
    const srcset = variants
      ? ` imagesrcset="${escapeAttribute(variants.srcSet)}" imagesizes="${sizes}"`
      : '';
    links.push(
      `<link rel="preload" href="${escapeAttribute(url)}" as="image"${srcset} fetchpriority="high" />`,
    );
  };
  if (assets.firstCategoryImageUrl && screen === '/totem/categorias') {
    picture(assets.firstCategoryImageUrl, categoryImageSizes);
  }
  if (assets.firstProductImageUrl && screen === '/cardapio') {
    picture(assets.firstProductImageUrl, onlineMenuRowImageSizes);
  }
  return links.join('');
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const viteModulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** A page whose first screen the server draws (first-screen.ts): what it adds to index.html. */
interface FirstScreenPage {
  head: string;
  firstScreen: string;
  /** The page's chunks besides index.html's, and the answers to ask for with them. */
  modules: readonly string[];
  fetches: readonly string[];
  /** The `<title>`'s text, escaped; and attributes for `<html>`. */
  title?: string;
  htmlAttributes?: string;
}

/**
 * index.html with the server's first screen before the app's #root (hidden meanwhile), and the
 * app's files (the entry, index.html's chunks and the page's, the answers it starts from) asked
 * for by the page's loader once that screen is drawn, not with the page (decision 088).
 */
export function firstScreenPage(html: string, page: FirstScreenPage): string {
  const entry = html.match(entryScript)?.[1];
  // A page without the build's entry (a test's index.html) keeps its tags as they are.
  if (!entry) return html.replace('</head>', () => `${page.head}</head>`);
  const indexModules = [...html.matchAll(viteModulePreload)].map((match) => match[1]!);
  const files = { entry, modules: [...indexModules, ...page.modules], fetches: page.fetches };
  // Replaced by functions: a shop's text may hold `$&`, which a replacement string expands.
  const headEnd = `${page.head}${firstScreenStyle}${jsonScript('comanda-app-files', files)}</head>`;
  const { title, htmlAttributes } = page;
  return html
    .replace(entryScript, '')
    .replaceAll(viteModulePreload, '')
    .replace('<html lang="pt-BR">', () => `<html lang="pt-BR"${htmlAttributes ?? ''}>`)
    .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${title}</title>` : tag))
    .replace('</head>', () => headEnd)
    .replace('<div id="root">', () => `${page.firstScreen}<div id="root">`)
    .replace('</body>', () => `<script>${appLoader}</script></body>`);
}

/**
 * /cardapio with its first screen drawn by the server (decision 088): the shop's colours and
 * name on the page, and the menu asked for with the app's files.
 */
export function onlineMenuPage(
  html: string,
  head: string,
  firstScreen: string,
  establishment: PublicEstablishment,
  onlineMenuModules: readonly string[],
): string {
  return firstScreenPage(html, {
    head,
    firstScreen,
    modules: onlineMenuModules,
    fetches: ['/api/public/menu'],
    title: `${escapeHtml(establishment.name)} · Cardápio`,
    htmlAttributes: themeAttributes(establishment.theme),
  });
}

/** One chunk of the Vite build's manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: for a chunk group, the group's. */
  name?: string;
  /** The source module of a module's own chunk; a chunk group (vite.config.ts) has none. */
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The chunk that holds the kiosk's route modules and what only they use: the `kiosk` chunk
 * group of apps/web/vite.config.ts (build/kiosk-chunks.ts).
 */
const kioskChunkName = 'kiosk';

function withImports(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * The kiosk's route chunks and what they import, less what index.html already loads: the
 * browser otherwise learns of them only once the entry has run and the router has matched
 * /totem (decision 016). Paths as the browser asks for them.
 */
export function kioskModulePreloads(
  manifest: BuildManifest,
  chunkName: string = kioskChunkName,
): string[] {
  const keys = Object.keys(manifest);
  const loadedByIndex = withImports(
    manifest,
    keys.filter((key) => manifest[key]!.isEntry),
  );
  // The chunk group only: a panel's route module may be named the same (the admin's
  // online-menu.tsx), and its chunk would bring the panel's imports to a phone (issue #35).
  const kioskChunks = keys.filter(
    (key) => manifest[key]!.name === chunkName && !manifest[key]!.src,
  );
  return [...withImports(manifest, kioskChunks)]
    .filter((key) => !loadedByIndex.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}

/**
 * The owner's dashboard (`/admin`) signed in: the chunks of the admin's shell and of the
 * dashboard module (its screen, its strings, the panel's strings, the toaster), and the two
 * answers it starts from (`/api/me`, then `/api/admin/dashboard`), asked for while the browser
 * reads the page instead of one after the other once each chunk has run (issue #38, decision
 * 084). The app's own fetch() of each URL takes the preloaded answer (same mode and credentials:
 * `crossorigin`, as the kiosk's menu, decision 016).
 */
export const adminDashboardSources = [
  'src/features/admin/routes/admin-app.tsx',
  'src/features/admin/modules/dashboard/routes/dashboard.tsx',
  'src/features/admin/modules/dashboard/api/prefetch.ts',
  'src/features/admin/modules/dashboard/locales/pt-BR.json',
  'src/app/locales/pt-BR.panel.json',
] as const;
/** The chunk group that holds the shell and the dashboard (apps/web/build/admin-chunks.ts). */
const adminDashboardChunkName = 'admin-dashboard';
export const adminDashboardData = ['/api/me', '/api/admin/dashboard'] as const;

/**
 * The chunks of `sources` (source modules with a chunk of their own) and of the chunk group
 * `group`, and what they import, less what index.html already loads.
 */
export function chunkPreloads(
  manifest: BuildManifest,
  sources: readonly string[],
  group: string,
): string[] {
  const keys = Object.keys(manifest);
  const loadedByIndex = withImports(
    manifest,
    keys.filter((key) => manifest[key]!.isEntry),
  );
  const groupKeys = keys.filter((key) => manifest[key]!.name === group && !manifest[key]!.src);
  return [...withImports(manifest, [...sources, ...groupKeys])]
    .filter((key) => !loadedByIndex.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}

export function adminDashboardHead(modulePreloads: readonly string[]): string {
  return [
    ...adminDashboardData.map(
      (href) => `<link rel="preload" href="${href}" as="fetch" crossorigin />`,
    ),
    ...modulePreloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" />`,
    ),
  ].join('');
}

const stylesheetLink = /<link rel="stylesheet"[^>]*>/;

/**
 * The dashboard's page: its head (adminDashboardHead), and the app's stylesheet moved to the
 * end of the body, so the browser draws the page's own 'Inicializando aplicação...' line
 * (inline styles) as soon as it reads it instead of after the stylesheet arrives; the app's
 * scripts still wait for the stylesheet (a parser-inserted style sheet blocks scripts), so
 * nothing of the app is drawn without its styles.
 */
export function adminDashboardPage(html: string, head: string): string {
  const stylesheet = html.match(stylesheetLink)?.[0];
  const page = stylesheet
    ? html.replace(stylesheet, '').replace('</body>', `${stylesheet}</body>`)
    : html;
  return page.replace('</head>', `${head}</head>`);
}

/** What the owner's dashboard starts from, in its page (`comanda-admin-dashboard`). */
export interface AdminDashboardAnswers {
  me: Me;
  dashboard: ShopDashboard;
}

/**
 * The signed-in person and today's figures, as `/api/me` and `/api/admin/dashboard` answer this
 * request's cookie (their own routes, with their sign-in, role and shop checks, from the same
 * address); null unless both are 200 and the panel will open on the dashboard (a shop, not a
 * terminal's session, whose screen is the PIN's).
 */
async function dashboardAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AdminDashboardAnswers | null> {
  const { 'accept-encoding': _encoding, ...headers } = request.headers;
  const ask = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers,
      remoteAddress: request.socket.remoteAddress ?? request.ip,
    });
  const [meAnswer, dashboardAnswer] = await Promise.all([
    ask('/api/me'),
    ask('/api/admin/dashboard'),
  ]);
  if (meAnswer.statusCode !== 200 || dashboardAnswer.statusCode !== 200) return null;
  const me = meAnswer.json<Me>();
  if (!me.establishment || me.terminal) return null;
  return { me, dashboard: dashboardAnswer.json<ShopDashboard>() };
}

/**
 * The dashboard's page with its first screen drawn by the server (decision 097) and the two
 * answers it was drawn from, which the app starts from instead of asking for them again.
 */
export function adminDashboardFirstScreenPage(
  html: string,
  answers: AdminDashboardAnswers,
  cookieHeader: string,
  modules: readonly string[],
): string {
  return firstScreenPage(html, {
    head: `${jsonScript('comanda-admin-dashboard', answers)}${firstScreenSidebarStyle}`,
    firstScreen: adminDashboardFirstScreen(answers.me, answers.dashboard, cookieHeader),
    modules,
    fetches: [],
  });
}

/** better-auth's session cookie (`cookiePrefix: 'comanda'`), secure-prefixed or not. */
const hasSessionCookie = (cookie: string | undefined) =>
  /(^|;\s*)(__Secure-)?comanda\.session_token=/.test(cookie ?? '');

const isAdminDashboardPath = (path: string) => path === '/admin' || path === '/admin/';

function readManifest(webDistDir: string): BuildManifest {
  const path = join(webDistDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : {};
}

const isKioskPath = (path: string) => path === '/totem' || path.startsWith('/totem/');
/**
 * The online menu's screens (/cardapio, decision 066) start like the kiosk's: the shop in the
 * page, the menu and its own chunks preloaded. Not its order status page, a screen of its own.
 */
const isOnlineMenuPath = (path: string) =>
  (path === '/cardapio' || path.startsWith('/cardapio/')) && !path.startsWith('/cardapio/pedido/');

const largeImage = /^\/uploads\/(images|demo)\/([\w-]+)\.lg\.webp$/;

/** The image a missing `name.lg.webp` stands for, when that one exists (decision 028). */
async function largeImageFallback(url: string, uploads: ObjectStorage): Promise<string | null> {
  const match = url.split('?')[0]!.match(largeImage);
  if (!match) return null;
  const [, folder, name] = match;
  return (await uploads.head(`${folder}/${name}.webp`)) ? `/uploads/${folder}/${name}.webp` : null;
}

const uploadTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** An ETag list (If-None-Match) that names `etag`, weak or strong, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Uploads kept in a bucket, served through the app at the same URLs and with the same headers
 * as files on disk (a year, immutable: a name is never reused), and an ETag so a revalidation
 * costs a HEAD to the bucket, not the bytes.
 */
async function serveStoredUploads(app: FastifyInstance, uploads: ObjectStorage) {
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key)) return reply.callNotFound();
    const conditional = request.headers['if-none-match'];
    if (conditional) {
      const head = await uploads.head(key);
      if (!head) return reply.callNotFound();
      if (head.etag && matchesEtag(conditional, head.etag)) {
        return reply
          .code(304)
          .header('etag', head.etag)
          .header('cache-control', immutableCache)
          .send();
      }
    }
    const stored = await uploads.get(key);
    if (!stored) return reply.callNotFound();
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    if (stored.etag) reply.header('etag', stored.etag);
    return reply
      .type(uploadTypes[extension] ?? 'application/octet-stream')
      .header('cache-control', immutableCache)
      .header('last-modified', stored.modified.toUTCString())
      .send(stored.data);
  };
  app.get('/uploads/*', { schema: { hide: true } }, send);
}

/** What @fastify/static sends for uploads on disk (`immutable`, a year). */
const immutableCache = `public, max-age=${oneYearSeconds}, immutable`;

/** The built web app's files: hashed assets cached for a year, the rest revalidated. */
async function serveWebDist(app: FastifyInstance, webDistDir: string) {
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: false,
    // The build's files are known at start-up: one route each, and everything else falls
    // through to the SPA fallback below (a wildcard route would answer 403 for `/`).
    wildcard: false,
    decorateReply: false,
    // The build writes .br and .gz beside each text file: sent by Accept-Encoding, with Vary.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    // Hashed asset names never change content; index.html is never cached (see below).
    setHeaders: (res, path) => {
      const immutable = path.includes('/assets/');
      res.header(
        'cache-control',
        immutable ? `public, max-age=${oneYearSeconds}, immutable` : 'no-cache',
      );
    },
  });
}

/** A GET for a page of the app: not a file, an API route or an upload. */
function isAppPage(request: FastifyRequest): boolean {
  const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isFile &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/uploads/')
  );
}

/**
 * The app's page as sent. `personal`: it carries the person and the shop's figures (the
 * dashboard drawn by the server, decision 097), so no cache keeps it, shared or the browser's.
 */
interface AppPage {
  html: string;
  personal: boolean;
}

const samePageForEveryone = (html: string): AppPage => ({ html, personal: false });

/**
 * `/admin` signed in: the dashboard drawn by the server from its answers, or without them the
 * page with the answers preloaded (decision 084).
 */
async function adminPage(
  app: FastifyInstance,
  request: FastifyRequest,
  html: string,
  admin: { modules: readonly string[]; head: string },
): Promise<AppPage> {
  const answers = await dashboardAnswers(app, request);
  if (!answers) return samePageForEveryone(adminDashboardPage(html, admin.head));
  const cookie = request.headers.cookie ?? '';
  return {
    html: adminDashboardFirstScreenPage(html, answers, cookie, admin.modules),
    personal: true,
  };
}

/**
 * The app's page compressed for the browser (brotli, else gzip): @fastify/compress compresses
 * the answers of routes, and the page is the not-found handler's. A kiosk page carries its
 * shop (2.4 KB on the demo; 1.0 KB in brotli). Quality 5: the page is made per request.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, { html, personal }: AppPage) {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', personal ? 'private, no-store' : 'no-cache');
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  if (acceptsEncoding(accepted, 'br')) {
    const quality = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: quality }));
  }
  if (acceptsEncoding(accepted, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  }
  return reply.send(html);
}

/**
 * A kiosk or online menu page of a shop: its head (kioskPageHead), and on /cardapio the first
 * screen drawn by the server with the loader of the app's files (onlineMenuPage).
 */
function shopPage(
  html: string,
  url: string,
  page: {
    shop: PublicEstablishment;
    logoUrl: string | null;
    menu: Pick<KioskMenu, 'categories' | 'products'> | null;
    modules: readonly string[];
  },
): string {
  const [path, query = ''] = url.split('?') as [string, string?];
  const { shop, menu, modules } = page;
  const firstScreen =
    path.replace(/\/$/, '') === '/cardapio' && menu
      ? onlineMenuFirstScreen(shop, menu, tableOf(query))
      : null;
  const head = kioskPageHead(path, {
    establishment: shop,
    logoUrl: page.logoUrl,
    firstCategoryImageUrl: menu?.categories[0]?.imageUrl ?? null,
    firstProductImageUrl: menu ? onlineMenuFirstPicture(menu) : null,
    // With the server's first screen the app's files are asked for by its loader.
    modulePreloads: firstScreen ? [] : modules,
    menuPreload: !firstScreen,
  });
  if (firstScreen) return onlineMenuPage(html, head, firstScreen, shop, modules);
  return html.replace('</head>', () => `${head}</head>`);
}

/**
 * Serves uploads, the built web app's files, and index.html for every other GET so that the
 * client-side router can answer (SPA fallback). Unknown /api paths stay problem+json 404s.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: WebAppOptions) => {
    const uploadsRoot = options.uploads.localRoot;
    if (uploadsRoot) {
      mkdirSync(uploadsRoot, { recursive: true });
      await app.register(fastifyStatic, {
        root: uploadsRoot,
        prefix: '/uploads/',
        decorateReply: false,
        immutable: true,
        maxAge: oneYearSeconds * 1000,
      });
    } else {
      await serveStoredUploads(app, options.uploads);
    }

    const indexPath = options.webDistDir ? join(options.webDistDir, 'index.html') : null;
    const indexHtml =
      indexPath && existsSync(indexPath)
        ? injectRuntimeConfig(readFileSync(indexPath, 'utf8'), options.hostConfig)
        : null;

    const manifest = options.webDistDir && indexHtml ? readManifest(options.webDistDir) : {};
    const kioskModules = kioskModulePreloads(manifest);
    const onlineMenuModules = kioskModulePreloads(manifest, 'online-menu');
    const adminModules = chunkPreloads(manifest, adminDashboardSources, adminDashboardChunkName);
    const admin = { modules: adminModules, head: adminDashboardHead(adminModules) };

    if (options.webDistDir && indexHtml) {
      await serveWebDist(app, options.webDistDir);
    }

    /** index.html, with a kiosk screen's shop and preloads when the host has a shop. */
    const pageFor = async (request: FastifyRequest, html: string): Promise<AppPage> => {
      const path = request.url.split('?')[0]!;
      const online = isOnlineMenuPath(path);
      // Signed out, /admin sends the browser to sign in: nothing of the dashboard is needed.
      if (isAdminDashboardPath(path) && hasSessionCookie(request.headers.cookie)) {
        return adminPage(app, request, html, admin);
      }
      if (!isKioskPath(path) && !online) return samePageForEveryone(html);
      const establishment = await request.tenant().catch(() => undefined);
      if (!establishment) return samePageForEveryone(html);
      const screen = path.replace(/\/$/, '');
      // The menu comes from the cache its own request reads (one read per menu version).
      const menu =
        screen === '/totem/categorias' || screen === '/cardapio'
          ? (await app.menuCache.get(establishment)).menu
          : null;
      const shop = await options.publicEstablishment(establishment);
      const modules = online ? onlineMenuModules : kioskModules;
      return samePageForEveryone(
        shopPage(html, request.url, { shop, logoUrl: establishment.logoUrl, menu, modules }),
      );
    };

    app.setNotFoundHandler(async (request, reply) => {
      // An image stored before its larger size existed (an older upload, a restored backup):
      // the one size it has stands in, for the few seconds a redirect is cached.
      const large = await largeImageFallback(request.url, options.uploads);
      if (large && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'public, max-age=3600').redirect(large, 302);
      }
      // A missing file (/favicon.ico, an old asset) is a 404, not the app's page.
      if (isAppPage(request) && indexHtml) {
        return sendPage(request, reply, await pageFor(request, indexHtml));
      }
      return sendProblem(
        reply,
        'NOT_FOUND',
        `Rota não encontrada: ${request.method} ${request.url}`,
      );
    });
  },
  { name: 'comanda-web-app', dependencies: ['comanda-tenancy', 'comanda-menu-cache'] },
);
