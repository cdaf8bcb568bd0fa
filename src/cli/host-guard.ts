// Which Host headers Mintaka's servers answer. DNS rebinding: a page on attacker.test whose
// name is then made to resolve to 127.0.0.1 is same-origin with a local server, so its scripts
// could read the docs and post to the playground's proxy; only the Host header (attacker.test)
// tells such a request apart. The rule is Vite's own (host-validation-middleware): IP
// addresses, localhost and *.localhost, and the names given. `mintaka dev` applies it through
// Vite's `server.allowedHosts`; `mintaka preview` and `mintaka proxy` through refuseForeignHost,
// both with the list from allowedHostNames.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { isHostAllowed } from 'host-validation-middleware';

/** `docs.example.com`, or `.example.com` for it and every subdomain (Vite's form). */
const HOST_NAME = /^\.?(?=[a-z0-9])[a-z0-9-]+(\.[a-z0-9-]+)*$/i;

/** Why `name` cannot be given with --host-name, or undefined when it can. */
export function checkHostName(name: string): string | undefined {
  if (HOST_NAME.test(name)) return undefined;
  return `--host-name needs a host name like docs.example.com (or .example.com for every subdomain), found "${name}"`;
}

/**
 * The names a server answers to besides IP addresses and localhost: the name it listens on
 * (`--host docs.internal`) and the ones given with `--host-name`. Frozen: the guard caches
 * its answers for a frozen list.
 */
export function allowedHostNames(options: { listenHost?: string; hostNames?: readonly string[] }): readonly string[] {
  const names = [...(options.hostNames ?? [])];
  if (options.listenHost && !isIP(options.listenHost)) names.push(options.listenHost);
  return Object.freeze([...new Set(names.map((name) => name.toLowerCase()))]);
}

const reported = new Set<string>();

/**
 * Answers 403 to a request whose Host is not one this server answers to, and says once per
 * name on the terminal how to allow it (a reverse proxy that passes the public name on).
 * True when it refused.
 */
export function refuseForeignHost(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): boolean {
  const host = req.headers.host;
  if (isHostAllowed(host, allowed)) return false;
  const name = (host ?? '').replace(/:\d+$/, '');
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`Blocked request: this server does not answer for the host ${JSON.stringify(name)}. If the docs are served under that name, start it with --host-name ${name}.\n`);
  if (!reported.has(name) && reported.size < 20) {
    reported.add(name);
    console.warn(`Refused a request for the host ${JSON.stringify(name)} (DNS rebinding guard); if the docs are served under that name, add --host-name ${name}`);
  }
  return true;
}
