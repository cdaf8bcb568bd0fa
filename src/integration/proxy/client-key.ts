// Whom the rate limit counts a request against. The socket's address, unless it is one of the
// reverse proxies named with --trusted-proxy: then the address that proxy reports in
// X-Forwarded-For (proxy-addr, as Express reads it; a header from anyone else is ignored, or
// any client could pick a fresh address per request).
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import { normalizeIp } from '../../core/proxy/addresses.ts';

/**
 * A key per client: its address, or for IPv6 its /64 (one subscriber usually holds a whole
 * /64 and could otherwise rotate through it).
 */
export function createClientKey(trustedProxies: readonly string[] = []): (req: IncomingMessage) => string {
  const trust = trustedProxies.length > 0 ? proxyaddr.compile([...trustedProxies]) : undefined;
  return (req) => {
    const raw = trust ? proxyaddr(req, trust) : req.socket.remoteAddress;
    if (!raw || !ipaddr.isValid(raw)) return 'unknown';
    const address = normalizeIp(raw);
    const parsed = ipaddr.parse(address);
    if (parsed.kind() === 'ipv4') return address;
    const bytes = parsed.toByteArray().fill(0, 8);
    return `${ipaddr.fromByteArray(bytes).toString()}/64`;
  };
}

/** Why `entry` cannot name a trusted proxy, or undefined when it can (an address, a CIDR range, loopback, linklocal or uniquelocal). */
export function checkTrustedProxy(entry: string): string | undefined {
  try {
    proxyaddr.compile(entry);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
