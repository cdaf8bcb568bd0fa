// Which network addresses the proxy may connect to. The allowlist names hosts; DNS decides
// where they lead, and can change between the check and the connection (DNS rebinding). So
// the proxy resolves the name itself, checks every address here, and connects to a checked one.
import ipaddr from 'ipaddr.js';
import { BlockList, isIP } from 'node:net';

/** Addresses that are not on the public internet (RFC 6890 and friends). */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) INTERNAL.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/**
 * The IPv4 addresses an IPv6 address carries, by the forms that lead to them: IPv4-mapped
 * (`::ffff:0:0/96`) and translated (`::ffff:0:0:0/96`), IPv4-compatible (`::/96`), NAT64
 * (`64:ff9b::/96`; `64:ff9b:1::/48` at every RFC 6052 position its prefix length allows),
 * 6to4 (`2002::/16`) and Teredo (`2001::/32`: the server and the bit-inverted client).
 * Undefined for an address that carries none.
 */
function embeddedIpv4(address: string): string[] | undefined {
  const bytes = ipaddr.IPv6.parse(address.replace(/%.*$/, '')).toByteArray();
  const word = (i: number) => (bytes[i]! << 8) | bytes[i + 1]!;
  const zero = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const at = (...offsets: number[]) => offsets.map((i) => bytes[i]).join('.');
  if (zero(0, 10) && word(10) === 0xffff) return [at(12, 13, 14, 15)];
  if (zero(0, 8) && word(8) === 0xffff && word(10) === 0) return [at(12, 13, 14, 15)];
  if (zero(0, 12)) return [at(12, 13, 14, 15)];
  if (word(0) === 0x64 && word(2) === 0xff9b && zero(4, 12)) return [at(12, 13, 14, 15)];
  if (word(0) === 0x64 && word(2) === 0xff9b && word(4) === 1) return [at(6, 7, 9, 10), at(7, 9, 10, 11), at(9, 10, 11, 12), at(12, 13, 14, 15)];
  if (word(0) === 0x2002) return [at(2, 3, 4, 5)];
  if (word(0) === 0x2001 && word(2) === 0) return [at(4, 5, 6, 7), bytes.slice(12).map((b) => b ^ 0xff).join('.')];
  return undefined;
}

export function isPublicAddress(address: string): boolean {
  const kind = family(address);
  if (kind === undefined) return false;
  if (kind === 'ipv4') return !INTERNAL.check(address, 'ipv4');
  const carried = embeddedIpv4(address);
  return carried ? carried.every((ipv4) => !INTERNAL.check(ipv4, 'ipv4')) : !INTERNAL.check(address, 'ipv6');
}

export function isLoopbackAddress(address: string): boolean {
  const normal = normalizeIp(address);
  const kind = family(normal);
  return kind !== undefined && LOOPBACK.check(normal, kind);
}

/** Where the proxy itself answers. */
export interface OwnEndpoint {
  port: number;
  /** The addresses of this machine (any of them reaches a server listening on all interfaces). */
  addresses: ReadonlySet<string>;
}

export interface AddressPolicy {
  /** The host of the request URL (no brackets for IPv6). */
  hostname: string;
  /** The port of the request URL (its scheme's default when none is written). */
  port?: number;
  /** The proxy's own port and addresses: never a destination, or it would send to itself. */
  own?: OwnEndpoint;
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
  const own = policy.own;
  if (own && policy.port === own.port && (isLoopbackAddress(address) || /^(0\.0\.0\.0|::)$/.test(normalizeIp(address)) || own.addresses.has(normalizeIp(address)))) {
    return { ok: false, message: `${policy.hostname} leads to the proxy itself (${address}, port ${own.port}): it does not send requests to itself` };
  }
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

/** One spelling per address: `::ffff:127.0.0.1`, `::ffff:7f00:1` and `127.0.0.1` are the same. */
export function normalizeIp(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address.toLowerCase();
}
