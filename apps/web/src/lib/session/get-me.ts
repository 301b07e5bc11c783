import { meSchema, type Me } from '@comanda/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch, ApiError } from '@/lib/api-client';
import { withTimeout } from './timeout';

/** SPEC §6/§9: the role lookup is raced against 5 s; on any error the roles are empty. */
export const roleLookupTimeoutMs = 5000;

/**
 * Who is signed in, from GET /api/me. `expired` is a 401 after this page had a user: the
 * session ended behind its back (SPEC §4), which is handled differently from never having one.
 */
export type Session =
  { status: 'signed-in'; me: Me } | { status: 'signed-out' } | { status: 'expired' };

export const sessionQueryKey = ['session'] as const;

export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiFetch('/api/me', { schema: meSchema, signal });
}

/**
 * GET /api/me as a `Session`. A 401 is an answer (no session); any other failure or the
 * timeout is logged as 'Timeout ao buscar roles' and thrown, and whoever reads it treats the
 * roles as empty. A cancelled fetch is rethrown silently.
 */
export async function fetchSession(
  previous: Session | undefined,
  signal?: AbortSignal,
): Promise<Session> {
  try {
    const me = await withTimeout(
      (timeoutSignal) => getMe(timeoutSignal),
      roleLookupTimeoutMs,
      signal,
    );
    return { status: 'signed-in', me };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return previous?.status === 'signed-in' ? { status: 'expired' } : { status: 'signed-out' };
    }
    if (signal?.aborted) throw error;
    console.error('Timeout ao buscar roles', error);
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ client, signal }) =>
      fetchSession(client.getQueryData<Session>(sessionQueryKey), signal),
    // The timeout already bounds the wait; retrying would stretch 'Verificando permissões...'.
    retry: false,
    // Cached answers show at once, but every guard mount and every return to the tab checks
    // again in the background, so an ended session is noticed (SPEC §4).
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** After signing in or up: who are we now? Never throws; a failed lookup has no roles. */
export async function refreshSession(queryClient: QueryClient): Promise<Session | undefined> {
  // Another user's cached data must not survive a change of user.
  queryClient.removeQueries();
  try {
    return await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
  } catch {
    return undefined;
  }
}

/** The roles of a session, empty when it is not known (SPEC §6). */
export function rolesOf(session: Session | undefined): Me['roles'] {
  return session?.status === 'signed-in' ? session.me.roles : [];
}
