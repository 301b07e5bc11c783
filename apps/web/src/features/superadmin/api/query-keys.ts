import type { ReportQuery } from '@comanda/shared';

/** The super admin's query keys; a saved shop refreshes every list and figure below `all`. */
export const superadminKeys = {
  all: ['superadmin'] as const,
  establishments: () => [...superadminKeys.all, 'establishments'] as const,
  establishmentList: () => [...superadminKeys.establishments(), 'list'] as const,
  establishment: (id: string) => [...superadminKeys.establishments(), 'detail', id] as const,
  users: () => [...superadminKeys.all, 'users'] as const,
  dashboard: () => [...superadminKeys.all, 'dashboard'] as const,
  report: (query: ReportQuery) => [...superadminKeys.all, 'report', query] as const,
  settings: () => [...superadminKeys.all, 'settings'] as const,
};
