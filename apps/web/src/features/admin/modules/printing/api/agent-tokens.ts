import {
  issuedPrintAgentTokenSchema,
  printAgentTokenSchema,
  type PrintAgentToken,
} from '@comanda/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { printingKeys } from './query-keys';

/** GET /api/admin/print-agent-tokens: refreshed to show which agent is online. */
export function listAgentTokens(signal?: AbortSignal): Promise<PrintAgentToken[]> {
  return apiFetch('/api/admin/print-agent-tokens', {
    schema: z.array(printAgentTokenSchema),
    signal,
  });
}

export function useAgentTokens() {
  return useQuery(
    queryOptions({
      queryKey: printingKeys.agentTokens(),
      queryFn: ({ signal }) => listAgentTokens(signal),
      refetchInterval: 15_000,
    }),
  );
}

/** POST /api/admin/print-agent-tokens: the answer is the only time the token is shown. */
export function issueAgentToken(name: string) {
  return apiFetch('/api/admin/print-agent-tokens', {
    method: 'POST',
    body: { name },
    schema: issuedPrintAgentTokenSchema,
  });
}

export function useIssueAgentToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueAgentToken,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printingKeys.agentTokens() }),
  });
}

/** DELETE /api/admin/print-agent-tokens/:id */
export async function revokeAgentToken(id: string): Promise<void> {
  await apiFetch(`/api/admin/print-agent-tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeAgentToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAgentToken,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printingKeys.agentTokens() }),
  });
}
