// Which caller addresses can say where a visitor is. Kept apart from the
// providers so the location use case can check an address without them.
import { BlockList, isIP } from 'node:net';

// Addresses that never say where a visitor is: loopback, private networks,
// carrier-grade NAT, link-local, documentation, benchmarking and multicast.
const nonPublic = new BlockList();
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
  ['224.0.0.0', 3],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:1.2.3.4` (how Node reports IPv4 on a dual-stack socket) → `1.2.3.4`. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** True for a syntactically valid address outside loopback and private ranges. */
export function isPublicIp(ip: string): boolean {
  const address = normalizeIp(ip);
  const version = isIP(address);
  if (version === 0) return false;
  return !nonPublic.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
