import { parseArgs } from 'node:util';
import { checkTrustedProxy } from '../integration/proxy/client-key.ts';
import { checkHostName } from './host-guard.ts';

export type Command = 'dev' | 'build' | 'preview' | 'serve' | 'check' | 'proxy' | 'upgrade' | 'help';

export interface CliOptions {
  command: Command;
  folder?: string;
  out?: string;
  port?: number;
  site?: string;
  host?: string;
  /** build: leave out pages with invalid MDX instead of failing. */
  skipInvalid?: boolean;
  /** Base URLs added to the playground proxy's allowlist (`--allow URL`, repeatable). */
  allow?: string[];
  /** dev/preview/serve/proxy: names the server answers to besides IPs and localhost (`--host-name`, repeatable). */
  hostNames?: string[];
  /** dev/preview/serve/proxy: reverse proxies whose X-Forwarded-For names the client (`--trusted-proxy`, repeatable). */
  trustedProxies?: string[];
  /** check: warnings fail too. */
  strict?: boolean;
}

export const USAGE = `Usage:
  mintaka dev [folder] [--port N]        serve a docs folder with live reload
  mintaka build [folder] [--out DIR]     build a docs folder into a static site (default dist/)
                 [--skip-invalid]        leave out pages with invalid MDX instead of failing
  mintaka preview [--out DIR] [--port N] serve a built site, with the API playground's proxy and
                                         the MCP server (/mcp)
  mintaka serve [--out DIR] [--port N]   the same, for production (port: --port, else $PORT, else
                 [--site URL]            3000); --site: the public URL that MCP links use
  mintaka proxy [folder] [--port N]      run only the playground's proxy (folder: a built site or
                                         a docs folder; default dist/), for sites on static hosts
  mintaka check [folder] [--strict]      report config, page and link problems without building
  mintaka upgrade [folder]               write docs.json beside mint.json (never over one)

folder is any directory with a docs.json or mint.json; without it, Mintaka's own documentation.
Options: --site URL (canonical site URL for build and serve), --host HOST (dev/preview/serve/proxy
  bind address), --allow URL (dev/preview/serve/proxy: the playground's proxy may also send to this
  base URL; repeatable),
  --host-name NAME (dev/preview/serve/proxy: also answer requests for this host name, as when served
    behind a reverse proxy as docs.example.com; .example.com allows every subdomain; repeatable),
  --trusted-proxy ADDRESS (dev/preview/serve/proxy: a reverse proxy in front, by IP, CIDR range or
    "loopback", whose X-Forwarded-For names the client for the rate limit; repeatable),
  --strict (check: fail on warnings too).`;

export type ParsedArgs = { ok: true; options: CliOptions } | { ok: false; message: string };

export function parseCliArgs(argv: string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        out: { type: 'string', short: 'o' },
        port: { type: 'string', short: 'p' },
        site: { type: 'string' },
        host: { type: 'string' },
        allow: { type: 'string', multiple: true },
        'host-name': { type: 'string', multiple: true },
        'trusted-proxy': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
        'skip-invalid': { type: 'boolean' },
        strict: { type: 'boolean' },
      },
    });
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  const [command = 'help', folder, ...rest] = parsed.positionals;
  if (parsed.values.help || command === 'help') return { ok: true, options: { command: 'help' } };
  if (!['dev', 'build', 'preview', 'serve', 'check', 'proxy', 'upgrade'].includes(command)) return { ok: false, message: `unknown command "${command}"` };
  if (rest.length) return { ok: false, message: `unexpected argument "${rest[0]}"` };
  if ((command === 'preview' || command === 'serve') && folder) return { ok: false, message: `${command} takes no folder: use --out DIR to name the built site` };
  if (parsed.values.site !== undefined && !/^https?:\/\/[^/?#]+/i.test(parsed.values.site)) return { ok: false, message: `--site needs an absolute http(s) URL, found "${parsed.values.site}"` };
  let port: number | undefined;
  if (parsed.values.port !== undefined) {
    port = Number(parsed.values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) return { ok: false, message: `--port must be a number from 0 to 65535, found "${parsed.values.port}"` };
  }
  const allow = parsed.values.allow ?? [];
  const badAllow = allow.find((url) => !/^https?:\/\/[^/?#]+/i.test(url));
  if (badAllow !== undefined) return { ok: false, message: `--allow needs an absolute http(s) base URL, found "${badAllow}"` };
  const hostNames = parsed.values['host-name'] ?? [];
  const badName = hostNames.map(checkHostName).find(Boolean);
  if (badName) return { ok: false, message: badName };
  const trustedProxies = parsed.values['trusted-proxy'] ?? [];
  for (const entry of trustedProxies) {
    const problem = checkTrustedProxy(entry);
    if (problem) return { ok: false, message: `--trusted-proxy needs an IP address, a CIDR range (10.0.0.0/8) or loopback, linklocal or uniquelocal: ${problem}` };
  }
  return {
    ok: true,
    options: {
      command: command as Command, folder, out: parsed.values.out, port, site: parsed.values.site, host: parsed.values.host, skipInvalid: parsed.values['skip-invalid'], strict: parsed.values.strict,
      ...(allow.length ? { allow } : {}),
      ...(hostNames.length ? { hostNames } : {}),
      ...(trustedProxies.length ? { trustedProxies } : {}),
    },
  };
}
