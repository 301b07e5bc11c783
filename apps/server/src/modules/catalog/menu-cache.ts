import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { KioskMenu } from '@comanda/shared';
import type { Database } from '../../db/client';
import { createAvailabilityClock, type AvailabilityClock } from './availability-clock';
import { kioskMenuRead } from './menu.service';

/** One shop's menu at one version; what a response needs is made once, when first asked. */
export interface CachedMenu {
  readonly version: number;
  readonly menu: KioskMenu;
  /** When this menu changes by itself (a sold-out mark's end): it is read again then. */
  readonly changesAt: Date | null;
  /** A strong validator: the hash of the JSON, so equal menus share it across instances. */
  readonly etag: string;
  /** The JSON as sent, plain and compressed (null when too small to be worth compressing). */
  readonly json: Buffer;
  readonly br: Buffer | null;
  readonly gzip: Buffer | null;
}

/** Below this, compression costs more than the bytes it saves (one TCP packet either way). */
const compressThresholdBytes = 1024;

export interface MenuCache {
  /**
   * The shop's menu at `establishment.menuVersion`, read from the database once per version.
   * The version comes with the tenant's row, which every kiosk request reads anyway, so a
   * change committed by any instance is seen by the next request on every instance. A
   * version is read again once a sold-out mark in it has ended (decision 069).
   */
  get(establishment: { id: string; menuVersion: number }): Promise<CachedMenu>;
  /** What `get` would answer, when it is read already: no promise, no database. */
  peek(establishment: { id: string; menuVersion: number }): CachedMenu | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    menuCache: MenuCache;
    availabilityClock: AvailabilityClock;
  }
}

export function createMenuCache(
  db: Database,
  /** Told when a menu read changes by itself later: the availability clock. */
  changesAt: (establishmentId: string, at: Date) => void = () => {},
): MenuCache {
  // Promises, so that concurrent first reads of a version share one database read.
  const entries = new Map<
    string,
    { version: number; expires: number; menu: Promise<CachedMenu>; read?: CachedMenu }
  >();

  return {
    get({ id, menuVersion }) {
      const entry = entries.get(id);
      const now = Date.now();
      if (entry && entry.version === menuVersion && now < entry.expires) return entry.menu;
      const menu = kioskMenuRead(db, id).then((read) => {
        if (read.changesAt) changesAt(id, read.changesAt);
        const cached = cachedMenuOf(menuVersion, read.menu, read.changesAt);
        const current = entries.get(id);
        if (current?.menu === menu) {
          entries.set(id, {
            ...current,
            read: cached,
            expires: read.changesAt ? read.changesAt.getTime() : current.expires,
          });
        }
        return cached;
      });
      // A slow read of an older version never replaces a newer one.
      if (!entry || entry.version <= menuVersion) {
        entries.set(id, { version: menuVersion, expires: Infinity, menu });
        menu.catch(() => {
          if (entries.get(id)?.menu === menu) entries.delete(id);
        });
      }
      return menu;
    },
    peek({ id, menuVersion }) {
      const entry = entries.get(id);
      return entry && entry.version === menuVersion && Date.now() < entry.expires
        ? entry.read
        : undefined;
    },
  };
}

/** `make`'s value, made on first use and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The menu's answers are made on first use, not with the menu: an order priced from a new
 * version (after a menu change, or the first order of a shop on this instance) needs only
 * `menu`, not the JSON, its hash and two compressions of it, which the next menu read makes.
 */
function cachedMenuOf(version: number, menu: KioskMenu, changesAt: Date | null): CachedMenu {
  const json = once(() => Buffer.from(JSON.stringify(menu)));
  const worthCompressing = () => json().length >= compressThresholdBytes;
  const etag = once(() => `"${createHash('sha256').update(json()).digest('base64url')}"`);
  const br = once(() =>
    worthCompressing()
      ? // Quality 9 of 11: nearly the smallest output at a fraction of the time, once per version.
        brotliCompressSync(json(), {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: json().length,
          },
        })
      : null,
  );
  const gzip = once(() => (worthCompressing() ? gzipSync(json(), { level: 9 }) : null));
  return {
    version,
    menu,
    changesAt,
    get etag() {
      return etag();
    },
    get json() {
      return json();
    },
    get br() {
      return br();
    },
    get gzip() {
      return gzip();
    },
  };
}

/**
 * Decorates the app with one menu cache, shared by the kiosk's menu and order pricing, and
 * the availability clock that announces the end of the sold-out marks its menus hold.
 */
export const menuCachePlugin = fp(
  async (app: FastifyInstance) => {
    const clock = createAvailabilityClock({ db: app.db, realtime: app.realtime, log: app.log });
    app.addHook('onClose', async () => clock.stop());
    app.decorate('availabilityClock', clock);
    app.decorate('menuCache', createMenuCache(app.db, clock.wakeAt));
  },
  { name: 'comanda-menu-cache' },
);
