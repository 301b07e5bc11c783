/** SPEC §9: setup waits 1 s before signing in, 1.5 s before /superadmin, 2 s when configured. */
export const setupTimings = {
  signInDelayMs: 1000,
  successRedirectMs: 1500,
  configuredRedirectMs: 2000,
} as const;

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
