import { pinPersonSchema, terminalStateSchema, type SwitchOperator } from '@comanda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

/*
 * The shop's terminal (issue 32, decision 056): the PDV's session switched between operators by
 * PIN. Every change reloads everything: the session (/api/me) is the new operator's.
 */

const terminalKey = ['admin', 'terminal'] as const;
const done = z.object({ ok: z.literal(true) });

/** GET /api/admin/terminal: this session as the terminal, its operator, who may switch in. */
export function useTerminal(enabled = true) {
  return useQuery({
    queryKey: terminalKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/terminal', { schema: terminalStateSchema, signal }),
    enabled,
  });
}

/** After any change the whole admin reloads as the new operator (or the lock screen). */
function useReloadAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** POST /api/admin/terminal: the admin leaves this session as the shop's terminal. */
export function useStartTerminal() {
  const reload = useReloadAll();
  return useMutation({
    mutationFn: () => apiFetch('/api/admin/terminal', { method: 'POST', schema: done }),
    onSuccess: reload,
    retry: false,
  });
}

/** DELETE /api/admin/terminal: the admin, switched in, ends the terminal mode. */
export function useEndTerminal() {
  const reload = useReloadAll();
  return useMutation({
    mutationFn: () => apiFetch('/api/admin/terminal', { method: 'DELETE', schema: done }),
    onSuccess: reload,
    retry: false,
  });
}

/** POST /api/admin/terminal/operator: a person switches in with their PIN. */
export function useSwitchOperator() {
  const reload = useReloadAll();
  return useMutation({
    mutationFn: (attempt: SwitchOperator) =>
      apiFetch('/api/admin/terminal/operator', {
        method: 'POST',
        body: attempt,
        schema: pinPersonSchema,
      }),
    onSuccess: reload,
    retry: false,
  });
}

/** POST /api/admin/terminal/lock: "Trocar operador", or the idle lock. */
export function useLockTerminal() {
  const reload = useReloadAll();
  return useMutation({
    mutationFn: () => apiFetch('/api/admin/terminal/lock', { method: 'POST', schema: done }),
    onSuccess: reload,
    retry: false,
  });
}

/** GET /api/admin/approvers: the Gerentes and the admin with a PIN, for an approval by PIN. */
export function useApprovers(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'approvers'],
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/approvers', { schema: z.array(pinPersonSchema), signal }),
    enabled,
  });
}
