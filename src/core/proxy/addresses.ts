// Which network addresses the proxy may connect to. The allowlist names hosts; DNS decides
// where they lead, and can change between the check and the connection (DNS rebinding). So
// the proxy resolves the name itself, checks every address here, and connects to a checked one.
import { BlockList, isIP } from 'node:net';

/** Addresses that are not on the public internet (RFC 6890 and friends). */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) INTERNAL.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

export function isPublicAddress(address: string): boolean {
  const kind = family(address);
  return kind !== undefined && !INTERNAL.check(address, kind);
}

export function isLoopbackAddress(address: string): boolean {
  const kind = family(address);
  return kind !== undefined && LOOPBACK.check(address, kind);
}

export interface AddressPolicy {
  /** The host of the request URL (no brackets for IPv6). */
  hostname: string;
  /** The allowlist entry's host when written without variables: the docs name this exact host. */
  literalHost?: string;
  /** What `literalHost` resolved to when the proxy started: a documented internal API keeps working. */
  trusted?: ReadonlySet<string>;
}

/**
 * Whether the proxy may connect to `address` for a request to `policy.hostname`. Public
 * addresses always; an internal one only when the docs name that very host: its IP written in
 * the URL, `localhost` (loopback), or a name that already resolved there when the proxy started.
 */
export function checkAddress(address: string, policy: AddressPolicy): { ok: true } | { ok: false; message: string } {
  if (isPublicAddress(address)) return { ok: true };
  const named = policy.literalHost !== undefined && policy.literalHost === policy.hostname.toLowerCase();
  if (named) {
    if (isIP(policy.hostname) && normalizeIp(policy.hostname) === normalizeIp(address)) return { ok: true };
    if (policy.hostname === 'localhost' && isLoopbackAddress(address)) return { ok: true };
    if (policy.trusted?.has(normalizeIp(address))) return { ok: true };
  }
  return {
    ok: false,
    message: `${policy.hostname} resolves to ${address}, an internal address that the documented server does not name, so the proxy does not connect to it`,
  };
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same address. */
export function normalizeIp(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}
