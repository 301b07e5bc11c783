/** SPEC is silent on an abandoned kiosk; we ask for this long before giving up. */
export const idleCountdownSeconds = 15;

/*
 * Test and dev overrides, read from sessionStorage so they die with the tab and can never stick
 * to a real kiosk:
 *   sessionStorage['comanda:kiosk-idle-seconds'] = '3'        // instead of kioskIdleSeconds
 *   sessionStorage['comanda:kiosk-idle-countdown-seconds'] = '2'  // instead of the 15 s above
 * The end-to-end specs use them to exercise the timeout without waiting 90 + 15 s.
 */
export const idleSecondsOverrideKey = 'comanda:kiosk-idle-seconds';
export const idleCountdownOverrideKey = 'comanda:kiosk-idle-countdown-seconds';

type ReadableStorage = Pick<Storage, 'getItem'>;

function positiveSeconds(raw: string | null | undefined): number | undefined {
  if (!raw) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export interface IdleSettings {
  idleMs: number;
  countdownSeconds: number;
}

export function idleSettings(
  establishmentIdleSeconds: number,
  storage: ReadableStorage | undefined = sessionStorageOrUndefined(),
): IdleSettings {
  const idle =
    positiveSeconds(storage?.getItem(idleSecondsOverrideKey)) ?? establishmentIdleSeconds;
  const countdown =
    positiveSeconds(storage?.getItem(idleCountdownOverrideKey)) ?? idleCountdownSeconds;
  return { idleMs: idle * 1000, countdownSeconds: Math.ceil(countdown) };
}

function sessionStorageOrUndefined(): ReadableStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
