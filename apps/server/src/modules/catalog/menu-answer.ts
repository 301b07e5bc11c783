import type { CachedMenu } from './menu-cache';
import { acceptsEncoding } from '../../lib/http';

/** RFC 9110 §13.1.2: If-None-Match compares weakly and may list several tags, or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** The cached body the client can take: brotli, else gzip, else plain JSON. */
export function encodedBody(menu: CachedMenu, acceptEncoding: string | undefined) {
  if (menu.br && acceptsEncoding(acceptEncoding, 'br')) return { coding: 'br', body: menu.br };
  if (menu.gzip && acceptsEncoding(acceptEncoding, 'gzip')) {
    return { coding: 'gzip', body: menu.gzip };
  }
  return { coding: undefined, body: menu.json };
}
