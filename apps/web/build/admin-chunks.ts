/**
 * The owner's dashboard's chunk group (vite.config.ts, issue #38, decision 084). Left to itself
 * the bundler split what `/admin` needs into about 45 small chunks (one a shared schema file,
 * an icon, a panel component), each a request: Lighthouse's simulation of a phone (RTT 150 ms,
 * six connections a host) paid them in rounds. `admin-dashboard` gathers the modules the admin's
 * shell and its dashboard import statically that no screen outside the panels needs: the kiosk,
 * the online menu, sign-in and the other screens keep their chunks, and never load this one.
 * The super admin's panel, the account page and sign-in share the back office's pieces with it
 * (forms, schemas, the session), and load it whole: the owner's dashboard is the screen opened
 * many times a day, and sign-in leads to it.
 */
import { staticClosure, type GetModuleInfo, type ModuleGraphNode } from './kiosk-chunks';

/** The roots, relative to the web app's folder: the admin's shell and the dashboard screen. */
export const adminDashboardRoots = [
  'src/features/admin/routes/admin-app.tsx',
  'src/features/admin/modules/dashboard/routes/dashboard.tsx',
  'src/features/admin/modules/dashboard/api/prefetch.ts',
] as const;
/**
 * Lazy modules of the back office (the panels, the account page, sign-in and its siblings):
 * they may load this group's chunk. The kiosk, the online menu, the order status page and the
 * kitchen's and counter's displays never do.
 */
const backOffice = /[\\/]src[\\/]features[\\/](admin|superadmin|account|auth)[\\/]/;
const appEntry = 'src/main.tsx';

export function adminChunkName(webRoot: string) {
  let cache: { entry: ModuleGraphNode; group: Set<string> } | undefined;
  return (id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null => {
    const getModuleInfo: GetModuleInfo = (moduleId) => ctx.getModuleInfo(moduleId);
    const entryInfo = getModuleInfo(webRoot + appEntry);
    if (!entryInfo) return null;
    if (cache?.entry !== entryInfo) {
      const fromEntry = staticClosure([webRoot + appEntry], getModuleInfo);
      // Every other lazy module the entry can load (the kiosk, the kitchen...), and everything
      // they can load in turn.
      const otherRoots = [...fromEntry]
        .flatMap((module) => getModuleInfo(module)?.dynamicallyImportedIds ?? [])
        .filter((module) => !backOffice.test(module));
      const others = staticClosure(otherRoots, getModuleInfo, true);
      const reach = staticClosure(
        adminDashboardRoots.map((root) => webRoot + root),
        getModuleInfo,
      );
      cache = {
        entry: entryInfo,
        group: new Set(
          [...reach].filter((module) => !fromEntry.has(module) && !others.has(module)),
        ),
      };
    }
    return cache.group.has(id) ? 'admin-dashboard' : null;
  };
}
