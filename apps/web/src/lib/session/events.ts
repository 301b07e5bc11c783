import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { sessionQueryKey } from './get-me';

/**
 * SPEC §4 session events, as far as a cookie session has them (no token ever reaches the page,
 * so there is no TOKEN_REFRESHED). They are announced to the other tabs of this browser, which
 * re-check who is signed in: signing out in one tab ends the panel in all of them.
 */
export type SessionEvent =
  'SIGNED_IN' | 'SIGNED_OUT' | 'USER_UPDATED' | 'PASSWORD_RECOVERY' | 'MFA_CHALLENGE_VERIFIED';

const channelName = 'comanda:session';

export function announceSessionEvent(event: SessionEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(event);
  channel.close();
}

/** Re-checks the session whenever another tab announces a change. */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    };
    return () => channel.close();
  }, [queryClient]);
}

/**
 * Any other call answering 401 means the session ended: re-check it, and the guard takes the
 * user to /auth (SPEC §4).
 */
export function useUnauthorizedWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === sessionQueryKey[0]) return;
      recheck(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
