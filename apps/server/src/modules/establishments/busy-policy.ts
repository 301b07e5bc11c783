/*
 * When busy mode turns itself on and off (decision 070), as a pure function of the estimate,
 * the shop's limit and the time: on as soon as the estimate passes the limit; off only once it
 * has fallen well below (a band of a fifth of the limit, at least 5 min) and busy mode has held
 * for a while, so a queue hovering at the limit does not switch every channel on and off each
 * minute.
 */

/** Busy mode holds at least this long once on by itself. */
export const busyMinimumMs = 10 * 60_000;

/** The estimate at or below which busy mode may end: the limit less its band. */
export const busyOffMinutes = (limitMinutes: number) =>
  limitMinutes - Math.max(5, Math.round(limitMinutes / 5));

export interface BusyDecision {
  on: boolean;
  /** Why, for the audit log, in the shop's language. */
  why: string;
}

/**
 * Whether busy mode should be on by itself now. `since`: when it turned on by itself, or null
 * when it is off. Null limit: never by itself (an old reason is undone).
 */
export function decideBusy(
  since: Date | null,
  waitMinutes: number,
  limitMinutes: number | null,
  now: Date,
): BusyDecision {
  if (limitMinutes === null) return { on: false, why: 'limite desligado' };
  const seen = `espera estimada de ${waitMinutes} min, limite ${limitMinutes} min`;
  if (since === null) return { on: waitMinutes > limitMinutes, why: seen };
  const held = now.getTime() - since.getTime() >= busyMinimumMs;
  return { on: !(held && waitMinutes <= busyOffMinutes(limitMinutes)), why: seen };
}
