import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  decideAccess,
  lacksRoles,
  permissionWaitMs,
  rolesPollMs,
  type AccessDecision,
  type RequiredRole,
  type SessionSnapshot,
} from './access';
import { sessionQueryOptions, type Session } from './get-me';

/**
 * A lookup that failed once stays 'failed' while it is retried: React Query puts a query
 * without data back to 'pending' on every refetch, which would restart the wait forever.
 */
function snapshotOf(data: Session | undefined, errorCount: number): SessionSnapshot {
  if (data) return data;
  return errorCount > 0 ? { status: 'failed' } : { status: 'loading' };
}

/**
 * A session answer younger than this is the guard's check when it mounts: the owner's dashboard
 * asks for it as the page boots (dashboard/api/prefetch.ts), a moment before the guard mounts,
 * and asking again then was a request, a parse and a render in the way of the first figures
 * (issue #38, decision 090). Older answers are checked again in the background, as always.
 */
export const freshSessionMs = 10_000;

/**
 * The guard's live decision for `required`. A session without roles (or a failed lookup) is
 * polled for `permissionWaitMs` before it is refused (SPEC §6). A background re-check that
 * fails keeps the last answer: a network blip does not throw a working admin out.
 */
export function useAccess(required: RequiredRole): AccessDecision {
  const [rolesWaitOver, setRolesWaitOver] = useState(false);
  const { data, errorUpdateCount } = useQuery({
    ...sessionQueryOptions(),
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt >= freshSessionMs,
    refetchInterval: (query) =>
      !rolesWaitOver && lacksRoles(snapshotOf(query.state.data, query.state.errorUpdateCount))
        ? rolesPollMs
        : false,
  });
  const decision = decideAccess(snapshotOf(data, errorUpdateCount), required, rolesWaitOver);

  // The wait starts the first time roles are missing and is not restarted by the polling.
  const waitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const awaitingRoles = decision.kind === 'awaiting-roles';
  useEffect(() => {
    if (!awaitingRoles || waitTimer.current !== undefined) return;
    waitTimer.current = setTimeout(() => setRolesWaitOver(true), permissionWaitMs);
  }, [awaitingRoles]);
  useEffect(
    () => () => {
      clearTimeout(waitTimer.current);
      waitTimer.current = undefined;
    },
    [],
  );

  return decision;
}
