import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must never reach when a remote party chose the URL: loopback,
 * private networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * multicast and the reserved ranges (RFC 6890), in IPv4 and IPv6.
 */
const internalV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internalV4.addSubnet(network, prefix, 'ipv4');

/**
 * Inside global unicast (2000::/3, the only IPv6 range a remote URL may reach), the parts that
 * are not global: IETF protocol assignments (2001::/23, Teredo inside it is judged by its client
 * address), documentation (2001:db8::/32, 3fff::/20) and ORCHID.
 */
const nonGlobalV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2001:10::', 28],
  ['2001:20::', 28],
  ['3fff::', 20],
] as const)
  nonGlobalV6.addSubnet(network, prefix, 'ipv6');

const loopbackV4 = new BlockList();
loopbackV4.addSubnet('127.0.0.0', 8, 'ipv4');

/** The eight 16-bit groups of an IPv6 literal (a trailing dotted quad allowed), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  if (address.includes('%')) return undefined;
  let text = address.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const bytes = quad.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return undefined;
    text = `${text.slice(0, quad.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (half: string): number[] => (half === '' ? [] : half.split(':').map((group) => parseInt(group, 16)));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return undefined;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

function ipv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * The IPv4 addresses an IPv6 address carries, which decide where a packet to it ends up:
 * IPv4-compatible (::/96, deprecated), IPv4-mapped (::ffff:0:0/96), IPv4-translated
 * (::ffff:0:0:0/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16, the relay's IPv4 in bits 16-47) and
 * Teredo (2001::/32: the server in bits 32-63, the client as the inverted last 32 bits).
 * undefined when the address embeds none.
 */
function embeddedIpv4(g: number[]): string[] | undefined {
  const zeros = (from: number, to: number): boolean => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 6)) return [ipv4(g[6]!, g[7]!)];
  if (zeros(0, 5) && g[5] === 0xffff) return [ipv4(g[6]!, g[7]!)];
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return [ipv4(g[6]!, g[7]!)];
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return [ipv4(g[6]!, g[7]!)];
  if (g[0] === 0x2002) return [ipv4(g[1]!, g[2]!)];
  if (g[0] === 0x2001 && g[1] === 0) return [ipv4(g[2]!, g[3]!), ipv4(~g[6]! & 0xffff, ~g[7]! & 0xffff)];
  return undefined;
}

function isPublicIpv4(address: string, policy: AddressPolicy): boolean {
  if (policy.allowLoopback && loopbackV4.check(address, 'ipv4')) return true;
  return !internalV4.check(address, 'ipv4');
}

function isPublicIpv6(address: string, policy: AddressPolicy): boolean {
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const isLoopback = groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
  if (isLoopback) return policy.allowLoopback === true;
  const embedded = embeddedIpv4(groups);
  if (embedded) return embedded.every((v4) => isPublicIpv4(v4, policy));
  const normal = groups.map((group) => group.toString(16)).join(':');
  return (groups[0]! & 0xe000) === 0x2000 && !nonGlobalV6.check(normal, 'ipv6');
}

export interface AddressPolicy {
  /** Loopback is allowed (tests, and a peer on the same machine); every other internal range stays refused. */
  allowLoopback?: boolean;
}

/**
 * Whether a literal IP address is one a remote-chosen URL may reach. IPv6 is allowed only in
 * global unicast (2000::/3) outside its non-global parts, and an IPv6 address that carries an
 * IPv4 address is judged by that IPv4 address, so ::7f00:1, ::ffff:0:7f00:1, 2002:7f00:1:: and
 * a Teredo address whose client is 127.0.0.1 are all loopback; site-local fec0::/10, ULA,
 * link-local, multicast and a zone index are refused.
 */
export function isPublicAddress(address: string, policy: AddressPolicy = {}): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const family = isIP(ip);
  if (family === 4) return isPublicIpv4(ip, policy);
  if (family === 6) return isPublicIpv6(ip, policy);
  return false;
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
