/**
 * The kiosk's and the online menu's chunk groups (vite.config.ts, ADR 016, ADR 066). Left to itself the bundler gives every
 * module that the kiosk shares with the panels (an icon, `money.ts`, `cn`) a chunk of its own:
 * the kiosk downloaded about 30 of them, each repeating its import and export lines and
 * compressed apart. Two groups gather them instead:
 *
 * - `kiosk`: the kiosk's lazy route modules and what only they use (its screens, the tenant
 *   gate); the server preloads this chunk by its name on kiosk pages (plugins/web-app.ts);
 * - `kiosk-shared`: what those routes share with the panels (icons, helpers, small components).
 * - `kiosk-payment` and `kiosk-payment-shared`: the same two for what only the payment and
 *   success screens import (payment-screens.ts): the summary screen fetches them ahead, so the
 *   welcome screen does not wait for them (bench/kiosk-bundle-size.ts gates the rest).
 *
 * Both hold only modules the kiosk's routes import (statically, from the roots below) and that
 * the app's entry does not (those stay in the entry chunk, or every panel would load the kiosk's
 * chunk at boot). A panel that needs one shared module loads `kiosk-shared` whole: a few KB of
 * icons and helpers, never kiosk screens, which only `kiosk` holds.
 *
 * The online menu (/cardapio, ADR 066) reuses the kiosk's catalogue pieces (cart, product
 * options, pictures, the tenant gate): those go to `kiosk-shared` as well, so a phone loads
 * them without the kiosk's screens. What only the online menu imports goes to `online-menu`
 * (its own folder) and `online-menu-shared` (the app's components it alone of the two uses).
 */

/** Enough of the bundler's module graph for the grouping (Rolldown's `ModuleInfo`). */
export interface ModuleGraphNode {
  importedIds: readonly string[];
  dynamicallyImportedIds?: readonly string[];
}
export type GetModuleInfo = (id: string) => ModuleGraphNode | null;

/** The roots, relative to the web app's folder: the kiosk's lazy route modules. */
export const kioskRoots = [
  'src/features/tenancy/routes/tenant-gate.tsx',
  'src/features/kiosk/screens.ts',
  'src/features/kiosk/payment-screens.ts',
] as const;
/** The payment and success screens: the summary screen fetches them ahead (not the welcome). */
export const kioskPaymentRoot = 'src/features/kiosk/payment-screens.ts';
/** The online menu's lazy route modules (/cardapio); the tenant gate is the kiosk's too. */
export const onlineMenuRoots = [
  'src/features/tenancy/routes/tenant-gate.tsx',
  'src/features/online-menu/screens.ts',
] as const;
export const appEntry = 'src/main.tsx';

const kioskOnlyPath = /[\\/]src[\\/]features[\\/](kiosk|tenancy)[\\/]/;
const onlineMenuPath = /[\\/]src[\\/]features[\\/]online-menu[\\/]/;

/**
 * Every module `roots` import, following static imports only (lazy chunks stay lazy), or lazy
 * imports too with `withDynamic`.
 */
export function staticClosure(
  roots: readonly string[],
  getModuleInfo: GetModuleInfo,
  withDynamic = false,
): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
    if (withDynamic) pending.push(...(info.dynamicallyImportedIds ?? []));
  }
  return seen;
}

interface Closures {
  entry: ModuleGraphNode;
  /** Imported by the kiosk's routes, not by the entry. */
  kiosk: Set<string>;
  /** What the kiosk's screens up to the summary import (all but the payment screens'). */
  beforePayment: Set<string>;
  /** Imported by the online menu's routes, not by the entry. */
  online: Set<string>;
  /**
   * What the online menu's flow may load, its lazy chunks too (the kiosk's tags, choice groups):
   * a kiosk module any of them imports goes to `kiosk-shared`, or that lazy chunk would import
   * the kiosk's screens.
   */
  onlineReach: Set<string>;
}

function groupOf(
  id: string,
  { kiosk, beforePayment, online, onlineReach }: Closures,
): string | null {
  if (kiosk.has(id)) {
    const screensOnly = kioskOnlyPath.test(id) && !onlineReach.has(id);
    if (!beforePayment.has(id)) return screensOnly ? 'kiosk-payment' : 'kiosk-payment-shared';
    return screensOnly ? 'kiosk' : 'kiosk-shared';
  }
  if (online.has(id)) return onlineMenuPath.test(id) ? 'online-menu' : 'online-menu-shared';
  return null;
}

/**
 * Returns the group's name function: 'kiosk', 'kiosk-shared', 'online-menu',
 * 'online-menu-shared' or null (not grouped) for a module id. `webRoot` is the web app's absolute folder, ending with a separator. The two closures are
 * computed once per chunking pass (Rolldown reuses the ModuleInfo objects within a pass).
 */
export function kioskChunkName(webRoot: string) {
  let cache: Closures | undefined;
  const roots = kioskRoots.map((root) => webRoot + root);
  const rootsBeforePayment = roots.filter((root) => root !== webRoot + kioskPaymentRoot);
  const onlineRoots = onlineMenuRoots.map((root) => webRoot + root);
  return (id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null => {
    // A method of the context: called through it, not detached.
    const getModuleInfo: GetModuleInfo = (moduleId) => ctx.getModuleInfo(moduleId);
    const entryInfo = getModuleInfo(webRoot + appEntry);
    if (!entryInfo) return null;
    if (cache?.entry !== entryInfo) {
      const fromEntry = staticClosure([webRoot + appEntry], getModuleInfo);
      const notFromEntry = (modules: Set<string>) =>
        new Set([...modules].filter((module) => !fromEntry.has(module)));
      cache = {
        entry: entryInfo,
        kiosk: notFromEntry(staticClosure(roots, getModuleInfo)),
        beforePayment: staticClosure(rootsBeforePayment, getModuleInfo),
        online: notFromEntry(staticClosure(onlineRoots, getModuleInfo)),
        onlineReach: staticClosure(onlineRoots, getModuleInfo, true),
      };
    }
    // The roots too: the router's lazy imports then load the `kiosk` chunk itself, not small
    // facades importing it, three requests fewer (Rolldown 1.2.0 broke a group holding
    // screens.ts, a dynamically imported module of re-exports; 1.2.19 does not).
    return groupOf(id, cache);
  };
}
