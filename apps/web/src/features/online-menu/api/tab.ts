import type { CurrentTab, PublicTab, TabCallKind } from '@comanda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const tabKey = (table: number) => ['online-menu', 'tab', table] as const;

/**
 * GET /api/public/tabs/current?mesa=: the table's open tab, as every phone at the table sees
 * it (issue #35, decision 077); asked again every few seconds while the screen is open.
 */
export function useTableTab(table: number | null) {
  return useQuery({
    queryKey: tabKey(table ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<CurrentTab>(`/api/public/tabs/current?mesa=${table}`, { signal }),
    enabled: table !== null,
    refetchInterval: 5_000,
  });
}

/** "Chamar garçom" / "Pedir a conta": the staff's screens ring. */
export function callTableStaff(table: number, kind: TabCallKind): Promise<PublicTab> {
  return apiFetch<PublicTab>(`/api/public/tabs/current/calls/${kind}`, {
    method: 'POST',
    body: { table },
  });
}
