/**
 * What a signed-in session may leave in this browser's storage. Sessions live in httpOnly
 * cookies the page never sees; only these keys hold per-user data, and they go when the session
 * ends (SPEC §4: an expired session clears local storage).
 */
export const authStoragePrefix = 'comanda:auth';

export function clearAuthLeftovers(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(authStoragePrefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Both storages of this origin; reading them throws in some privacy modes. */
export function clearAllAuthLeftovers(): void {
  for (const read of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      clearAuthLeftovers(read());
    } catch {
      // Storage disabled: nothing can have been left there.
    }
  }
}
