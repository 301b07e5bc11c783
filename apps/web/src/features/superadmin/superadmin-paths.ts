/**
 * Every /superadmin address of SPEC §2, written once: the router (superadmin-routes.ts), the
 * menu and the modules' links all read these. `:id` parts are filled with lib/fill-path.
 */
export const superadminPaths = {
  dashboard: '/superadmin',
  establishments: '/superadmin/estabelecimentos',
  newEstablishment: '/superadmin/estabelecimentos/novo',
  editEstablishment: '/superadmin/estabelecimentos/editar/:id',
  establishmentAudit: '/superadmin/estabelecimentos/:id/auditoria',
  users: '/superadmin/usuarios',
  reports: '/superadmin/relatorios',
  settings: '/superadmin/configuracoes',
  account: '/superadmin/conta',
} as const;

export const superadminBasePath = superadminPaths.dashboard;

/** A /superadmin address as the super admin's router matches it: relative to /superadmin. */
export function superadminRoute(path: string): string {
  return path === superadminBasePath ? '' : path.slice(superadminBasePath.length + 1);
}
