import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must never reach when a remote party chose the URL: loopback,
 * private networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * multicast and the reserved ranges (RFC 6890), in IPv4 and IPv6.
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address. */
function normalised(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export interface AddressPolicy {
  /** Loopback is allowed (tests, and a peer on the same machine); every other internal range stays refused. */
  allowLoopback?: boolean;
}

/** Whether a literal IP address is one a remote-chosen URL may reach. */
export function isPublicAddress(address: string, policy: AddressPolicy = {}): boolean {
  if (!isIP(address.replace(/^\[|\]$/g, ''))) return false;
  const { address: ip, family } = normalised(address.replace(/^\[|\]$/g, ''));
  if (policy.allowLoopback && loopback.check(ip, family)) return true;
  return !internal.check(ip, family);
}

/**
 * Resolves the URL's host and throws unless every address it resolves to is public, so a name
 * with one public and one internal record is refused too. The check runs just before the fetch.
 */
export async function assertPublicUrl(url: URL, policy: AddressPolicy = {}): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  const refused = addresses.find((address) => !isPublicAddress(address, policy));
  if (addresses.length === 0 || refused !== undefined) {
    throw new Error(`${url.origin} resolves to an internal address (${refused ?? 'none'}), which is not fetched`);
  }
}
