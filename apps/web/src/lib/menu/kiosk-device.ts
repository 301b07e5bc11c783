import { readDeviceToken } from '@/lib/device-token';

/*
 * A kiosk paired in the admin (/admin/tela, 'Totem') sends its device token: the server gives
 * it its own rate limits, which no anonymous traffic can spend, and signs its QZ Tray prints
 * (issue 31). An unpaired kiosk (trying the demo) sends none and stays under the anonymous,
 * per-address limits.
 */

export const kioskDeviceToken = () => readDeviceToken('comanda.device-token:totem');

/** The Authorization header of a paired kiosk's calls; none on an unpaired one. */
export function kioskDeviceHeaders(): Record<string, string> {
  const token = kioskDeviceToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** `url` with the token as `device=`, for an EventSource (which cannot send headers). */
export function withKioskDevice(url: string): string {
  const token = kioskDeviceToken();
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}device=${encodeURIComponent(token)}`;
}
