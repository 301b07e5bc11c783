/*
 * A paired device's token (decision 017; kiosks since issue 31): the admin's link or QR code
 * brings it once in the address (?token=), and it is kept on this device under `storageKey`.
 */

const tokens = new Map<string, string | null>();

/**
 * The token from the address (kept, then removed from it) or the one kept before; read once
 * per page load and key, so another tab pairing another screen never swaps it under this one.
 */
export function readDeviceToken(storageKey: string): string | null {
  const known = tokens.get(storageKey);
  if (known !== undefined) return known;
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  let token = fromUrl;
  try {
    if (fromUrl) localStorage.setItem(storageKey, fromUrl);
    else token = localStorage.getItem(storageKey);
  } catch {
    // No storage (a private window): the token lasts this page load only.
  }
  if (fromUrl) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.toString());
  }
  tokens.set(storageKey, token);
  return token;
}
