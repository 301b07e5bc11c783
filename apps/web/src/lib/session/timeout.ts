/** Rejects `withTimeout` when the work took too long; the work itself is aborted too. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * Races `run` against a timer. `run` gets a signal that aborts on timeout or when `outer`
 * aborts (e.g. React Query cancelling), so a late answer never lands after the race is lost.
 */
export function withTimeout<T>(
  run: (signal: AbortSignal) => Promise<T>,
  ms: number,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const abortFromOuter = () => controller.abort(outer?.reason);
  if (outer?.aborted) abortFromOuter();
  else outer?.addEventListener('abort', abortFromOuter, { once: true });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new TimeoutError(`Sem resposta em ${ms} ms`));
      controller.abort();
    }, ms);
  });
  return Promise.race([run(controller.signal), timeout]).finally(() => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abortFromOuter);
  });
}
