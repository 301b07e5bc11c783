/**
 * Toasts belong to the screen that raised them (issue 30: one from the previous screen
 * covered the next screen's name field). A navigation dismisses the toasts shown for longer
 * than `freshMs`; a toast raised by the action that navigated (saved, then back to the list)
 * is fresh and stays to confirm it.
 */
export const freshToastMs = 1000;

type ToastId = string | number;

/** Notes when each active toast was first seen; forgets the ones gone. */
export function noteToasts(firstSeen: Map<ToastId, number>, active: ToastId[], now: number) {
  for (const id of active) if (!firstSeen.has(id)) firstSeen.set(id, now);
  for (const id of [...firstSeen.keys()]) if (!active.includes(id)) firstSeen.delete(id);
}

/** The toasts a navigation at `now` dismisses. */
export function staleToasts(
  firstSeen: Map<ToastId, number>,
  active: ToastId[],
  now: number,
): ToastId[] {
  noteToasts(firstSeen, active, now);
  return active.filter((id) => now - firstSeen.get(id)! > freshToastMs);
}
