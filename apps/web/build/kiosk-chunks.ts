/**
 * The kiosk's chunk groups (vite.config.ts, ADR 016). Left to itself the bundler gives every
 * module that the kiosk shares with the panels (an icon, `money.ts`, `cn`) a chunk of its own:
 * the kiosk downloaded about 30 of them, each repeating its import and export lines and
 * compressed apart. Two groups gather them instead:
 *
 * - `kiosk`: the kiosk's lazy route modules and what only they use (its screens, the tenant
 *   gate); the server preloads this chunk by its name on kiosk pages (plugins/web-app.ts);
 * - `kiosk-shared`: what those routes share with the panels (icons, helpers, small components).
 *
 * Both hold only modules the kiosk's routes import (statically, from the roots below) and that
 * the app's entry does not (those stay in the entry chunk, or every panel would load the kiosk's
 * chunk at boot). A panel that needs one shared module loads `kiosk-shared` whole: a few KB of
 * icons and helpers, never kiosk screens, which only `kiosk` holds.
 */

/** Enough of the bundler's module graph for the grouping (Rolldown's `ModuleInfo`). */
export interface ModuleGraphNode {
  importedIds: readonly string[];
}
export type GetModuleInfo = (id: string) => ModuleGraphNode | null;

/** The roots, relative to the web app's folder: the kiosk's lazy route modules. */
export const kioskRoots = [
  'src/features/tenancy/routes/tenant-gate.tsx',
  'src/features/kiosk/screens.ts',
  'src/features/kiosk/payment-screens.ts',
] as const;
export const appEntry = 'src/main.tsx';

const kioskOnlyPath = /[\\/]src[\\/]features[\\/](kiosk|tenancy)[\\/]/;

/** Every module `roots` import, following static imports only (lazy chunks stay lazy). */
export function staticClosure(roots: readonly string[], getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}

/**
 * Returns the group's name function: 'kiosk', 'kiosk-shared' or null (not grouped) for a module
 * id. `webRoot` is the web app's absolute folder, ending with a separator. The two closures are
 * computed once per chunking pass (Rolldown reuses the ModuleInfo objects within a pass).
 */
export function kioskChunkName(webRoot: string) {
  let cache: { entry: ModuleGraphNode; kiosk: Set<string> } | undefined;
  const roots = kioskRoots.map((root) => webRoot + root);
  return (id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null => {
    // A method of the context: called through it, not detached.
    const getModuleInfo: GetModuleInfo = (moduleId) => ctx.getModuleInfo(moduleId);
    const entryInfo = getModuleInfo(webRoot + appEntry);
    if (!entryInfo) return null;
    if (cache?.entry !== entryInfo) {
      const fromEntry = staticClosure([webRoot + appEntry], getModuleInfo);
      const fromKiosk = staticClosure(roots, getModuleInfo);
      cache = {
        entry: entryInfo,
        kiosk: new Set([...fromKiosk].filter((module) => !fromEntry.has(module))),
      };
    }
    // The roots too: the router's lazy imports then load the `kiosk` chunk itself, not small
    // facades importing it, three requests fewer (Rolldown 1.2.0 broke a group holding
    // screens.ts, a dynamically imported module of re-exports; 1.2.19 does not).
    if (!cache.kiosk.has(id)) return null;
    return kioskOnlyPath.test(id) ? 'kiosk' : 'kiosk-shared';
  };
}
