import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/*
 * An address an admin typed that the server then calls (an Open Delivery application's base
 * URL) is an SSRF primitive: from the server's network it could reach the cloud's metadata
 * service, the database or another shop's printer. Such a service is on the internet, so only
 * public addresses are called: never loopback, private (RFC 1918, CGNAT, IPv6 unique local),
 * link-local, multicast, reserved or unspecified ones. A name is resolved and every answer
 * checked, at each call; the calls also refuse redirects (bearer-session.ts), so a public
 * answer cannot send the server elsewhere. Printers are the opposite case (they live on the
 * shop's network): printing/printer-address-policy.ts.
 */

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** IPv4-mapped IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is. */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

export function isPublicAddress(rawAddress: string): boolean {
  const address = unmapped(rawAddress.replace(/^\[|\]$/g, '')).toLowerCase();
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Throws unless every address the URL's host names is public. */
export async function assertPublicUrl(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true })).map((entry) => entry.address);
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused || addresses.length === 0) {
    throw new Error(`${host} is not a public address (${refused ?? 'no answer'})`);
  }
}
