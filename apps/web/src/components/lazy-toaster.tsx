import { lazy, Suspense, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { noteToasts, staleToasts } from '@/lib/stale-toasts';
import type * as Sonner from 'sonner';

/*
 * Sonner is fetched when the first screen that can toast needs it, not with the app: a kiosk
 * shows a toast only when something goes wrong, and its first screen is measured by the byte.
 * The panels ask for it as their routes load (app/routes.tsx), the kiosk with its first toast
 * (features/kiosk/components/kiosk-toast.ts). A toast made before the Toaster mounts is not
 * lost: sonner hands its active toasts to a Toaster that subscribes late.
 */
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the Toaster (once) and resolves with sonner for the caller's toast. */
export function loadToaster(): Promise<typeof Sonner> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
  return import('sonner');
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/**
 * Dismisses the previous screen's toasts when the address changes (lib/stale-toasts.ts).
 * Nothing to do, and nothing loaded, until a screen has toasted.
 */
export function useDismissToastsOnNavigation(pathname: string) {
  const show = useSyncExternalStore(subscribe, () => wanted);
  const firstSeen = useRef(new Map<string | number, number>());
  const activeIds = useCallback(
    async () =>
      (await import('sonner')).toast
        .getToasts()
        .filter((item) => !('dismiss' in item && item.dismiss))
        .map((item) => item.id),
    [],
  );
  useEffect(() => {
    if (!show) return;
    const timer = setInterval(
      () => void activeIds().then((ids) => noteToasts(firstSeen.current, ids, Date.now())),
      250,
    );
    return () => clearInterval(timer);
  }, [show, activeIds]);
  useEffect(() => {
    if (!show) return;
    void activeIds().then(async (ids) => {
      const { toast } = await import('sonner');
      for (const id of staleToasts(firstSeen.current, ids, Date.now())) toast.dismiss(id);
    });
  }, [show, pathname, activeIds]);
}

export function LazyToaster() {
  const show = useSyncExternalStore(subscribe, () => wanted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors position="top-center" />
    </Suspense>
  );
}
