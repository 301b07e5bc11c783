import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';

/*
 * The server connecting to an address an admin typed is an SSRF and port-scan primitive, so
 * direct network printing (the server opens TCP to ip:port) is fenced in:
 * - only printer ports (PRINT_NETWORK_PORTS, by default 9100-9109 raw, 515 LPD, 631 IPP);
 * - never loopback, unspecified, link-local (cloud metadata lives there), multicast, reserved,
 *   nor any address of the server's own interfaces, checked after resolving a name and then
 *   connected to as resolved (a name cannot change its answer between check and connect);
 * - PRINT_DIRECT_NETWORK=false turns it off (cloud deployments: the print agent only).
 * Private ranges stay allowed: a server installed in the shop reaches its printers there.
 */

export interface PrinterAddressPolicy {
  direct: boolean;
  ports: { from: number; to: number }[];
  /** Tests only (NODE_ENV=test): their fake printers listen on 127.0.0.1. */
  allowLoopback: boolean;
}

export function printerAddressPolicy(config: Config): PrinterAddressPolicy {
  return {
    direct: config.PRINT_DIRECT_NETWORK,
    ports: config.PRINT_NETWORK_PORTS,
    allowLoopback: config.PRINT_NETWORK_ALLOW_LOOPBACK,
  };
}

export const directPrintingOffMessage =
  'A impressão direta em rede está desativada neste servidor: use o agente de impressão';
export const portNotAllowedMessage = 'Porta não permitida para impressora de rede';
export const addressNotAllowedMessage = 'Endereço não permitido para impressora de rede';
/** All the admin learns of a failed delivery: nothing about what answered, or how. */
export const printerUnreachableMessage =
  'Não foi possível imprimir: verifique se a impressora está ligada e na rede';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const neverAllowed = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['169.254.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  neverAllowed.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  neverAllowed.addSubnet(network, prefix, 'ipv6');
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** IPv4-mapped IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it is. */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

function ownAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces())
      .flat()
      .map((entry) => entry?.address)
      .filter((address): address is string => !!address)
      .map((address) => unmapped(address.split('%')[0]!).toLowerCase()),
  );
}

export function isAddressAllowed(rawAddress: string, policy: PrinterAddressPolicy): boolean {
  const address = unmapped(rawAddress).toLowerCase();
  if (loopback.check(address, family(address))) return policy.allowLoopback;
  if (neverAllowed.check(address, family(address))) return false;
  return !ownAddresses().has(address);
}

export const isPortAllowed = (port: number, policy: PrinterAddressPolicy) =>
  policy.ports.some(({ from, to }) => port >= from && port <= to);

/**
 * What an admin may save as a printer the server prints to: refused here with the field named
 * when it can be told already (a literal address, the port); names are checked at delivery.
 */
export function assertPrinterSettingsAllowed(
  printer: { connectionType: string; viaAgent: boolean; ip: string | null; port: number },
  policy: PrinterAddressPolicy,
): void {
  if (printer.connectionType !== 'network' || printer.viaAgent) return;
  if (!policy.direct) throw new AppError('UNPROCESSABLE', directPrintingOffMessage);
  if (!isPortAllowed(printer.port, policy)) {
    throw new AppError('VALIDATION_FAILED', `port: ${portNotAllowedMessage}`, [
      { path: 'port', message: portNotAllowedMessage },
    ]);
  }
  if (printer.ip && isIP(printer.ip) && !isAddressAllowed(printer.ip, policy)) {
    throw new AppError('VALIDATION_FAILED', `ip: ${addressNotAllowedMessage}`, [
      { path: 'ip', message: addressNotAllowedMessage },
    ]);
  }
}

/**
 * The address to connect to for a printer, resolved once and checked; throws with the
 * reason for the log (never shown to the admin).
 */
export async function resolvePrinterTarget(
  target: { ip: string; port: number },
  policy: PrinterAddressPolicy,
): Promise<{ ip: string; port: number }> {
  if (!policy.direct) throw new Error('direct network printing is off');
  if (!isPortAllowed(target.port, policy)) throw new Error(`port ${target.port} not allowed`);
  const resolved = isIP(target.ip)
    ? [target.ip]
    : (await lookup(target.ip, { all: true })).map((entry) => entry.address);
  // Every answer must be allowed: a name pointing at both a printer and the server is refused.
  const refused = resolved.find((address) => !isAddressAllowed(address, policy));
  if (refused || resolved.length === 0) throw new Error(`address ${refused ?? 'none'} not allowed`);
  return { ip: resolved[0]!, port: target.port };
}
