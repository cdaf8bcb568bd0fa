// The proxy's allowlist: the base URLs that the site's config and OpenAPI documents name. A
// request is forwarded only when its URL starts with one of them (scheme, host, port and path
// prefix), so the proxy cannot be used to reach anything the docs do not document.
import type { OpenApiDocument, ServerObject } from '../openapi/document-types.ts';
import type { ProxyTargetSpec } from './types.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface TargetSources {
  /** `api.baseUrl` of mint.json. */
  baseUrls: readonly string[];
  /** Loaded (dereferenced) OpenAPI documents and how to name them. */
  documents: ReadonlyArray<{ file: string; document: OpenApiDocument }>;
  /** Absolute URLs of `api:` pages (`api: "GET https://api.example.com/users"`). */
  endpointUrls?: readonly string[];
}

/** Every absolute base URL the site names, once each. */
export function collectProxyTargets(sources: TargetSources): ProxyTargetSpec[] {
  const found = new Map<string, ProxyTargetSpec>();
  const add = (spec: ProxyTargetSpec) => {
    if (!/^(https?|\{[^}]+\}):\/\//i.test(spec.url)) return;
    const key = `${spec.url}\0${JSON.stringify(spec.variables ?? {})}`;
    if (!found.has(key)) found.set(key, spec);
  };
  for (const url of sources.baseUrls) add({ url, source: 'mint.json api.baseUrl' });
  for (const url of sources.endpointUrls ?? []) {
    const origin = /^(https?:\/\/[^/?#]+)/i.exec(url)?.[1];
    if (origin) add({ url: origin, source: 'an api: page' });
  }
  for (const { file, document } of sources.documents) {
    const lists: unknown[] = [document.servers];
    for (const pathItem of Object.values(document.paths ?? {})) {
      if (!pathItem || typeof pathItem !== 'object') continue;
      lists.push(pathItem.servers);
      for (const method of METHODS) lists.push(pathItem[method]?.servers);
    }
    for (const list of lists) {
      if (!Array.isArray(list)) continue;
      for (const server of list as ServerObject[]) {
        if (typeof server?.url !== 'string') continue;
        const variables = Object.fromEntries(
          Object.entries(server.variables ?? {}).map(([name, variable]) => [
            name,
            {
              ...(Array.isArray(variable?.enum) ? { enum: variable.enum.map(String) } : {}),
              ...(variable?.default !== undefined ? { default: String(variable.default) } : {}),
            },
          ]),
        );
        add({ url: server.url, ...(Object.keys(variables).length ? { variables } : {}), source: file });
      }
    }
  }
  return [...found.values()];
}

/** One base URL the proxy may send under, variables filled in. */
export interface CompiledTarget {
  spec: ProxyTargetSpec;
  /** `http:` or `https:`. */
  protocol: string;
  /** Host and port as URL() writes them: lower case, default port dropped, IPv6 in brackets. */
  host: string;
  /** The host alone, IPv6 without brackets: the name the docs give, which checkAddress trusts. */
  hostname: string;
  /** The path prefix, without a trailing slash (empty for the whole host). */
  path: string;
}

/** Beyond this many combinations of variable values, an entry's remaining ones are left out. */
const MAX_COMBINATIONS = 256;

/**
 * The values each variable may take: its `enum`, else its `default`, else none. A reader
 * cannot type another value through the proxy; whoever runs Mintaka can add a base URL with
 * `--allow`. (A free variable matched by pattern once let `{port}` reach any local port, and a
 * variable written in the authority, `https://api.example.com{basePath}`, widen the host.)
 */
function variableValues(spec: ProxyTargetSpec, name: string): string[] {
  const variable = spec.variables?.[name];
  if (variable?.enum && variable.enum.length > 0) return variable.enum;
  return variable?.default !== undefined ? [variable.default] : [];
}

/** Every URL an entry stands for, its variables replaced by their allowed values. */
export function expandServerUrl(spec: ProxyTargetSpec): string[] {
  const names = [...new Set([...spec.url.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!))];
  let urls = [spec.url.trim()];
  for (const name of names) {
    const values = variableValues(spec, name);
    urls = urls.flatMap((url) => values.map((value) => url.split(`{${name}}`).join(value))).slice(0, MAX_COMBINATIONS);
  }
  return urls;
}

/**
 * Turns one allowlist entry into the base URLs it allows. Each URL is parsed once its
 * variables are filled in, so the scheme, host and port are what a URL parser reads, never
 * a pattern that a value could stretch. Entries that are not absolute http(s) URLs allow nothing.
 */
export function compileTarget(spec: ProxyTargetSpec): CompiledTarget[] {
  const compiled: CompiledTarget[] = [];
  for (const text of expandServerUrl(spec)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      continue;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) continue;
    const path = url.pathname.replace(/\/+$/, '');
    if (compiled.some((t) => t.protocol === url.protocol && t.host === url.host && t.path === path)) continue;
    compiled.push({ spec, protocol: url.protocol, host: url.host, hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'), path });
  }
  return compiled;
}

export function compileTargets(specs: readonly ProxyTargetSpec[]): CompiledTarget[] {
  return specs.flatMap(compileTarget);
}

export type TargetMatch = { ok: true; url: URL; target: CompiledTarget } | { ok: false; message: string };

/** `path` is `prefix` or below it, segment by segment. */
function isUnder(path: string, prefix: string): boolean {
  return prefix === '' || path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The path as a server that decodes before routing reads it: percent-escapes decoded (twice
 * encoded ones too), backslashes as slashes, `.` and `..` segments resolved (`..;x` as `..`,
 * as Tomcat reads it). URL() resolves only literal dot segments, so `/v1/..%2fadmin` passes it.
 */
function decodedPath(path: string): string {
  let decoded = path;
  for (let round = 0; round < 3; round++) {
    const next = decoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === decoded) break;
    decoded = next;
  }
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, '/').split('/').slice(1)) {
    const bare = segment.split(';')[0];
    if (bare === '..') segments.pop();
    else if (bare !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The allowlist entry a request URL falls under, or why it falls under none. */
export function matchTarget(rawUrl: string, targets: readonly CompiledTarget[]): TargetMatch {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, message: `"${rawUrl}" is not an absolute URL` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: `only http and https URLs can be sent, not ${url.protocol}` };
  if (url.username || url.password) return { ok: false, message: 'URLs with a user name or password in them are not forwarded; use the Authorization header' };
  // URL() has already lower-cased the host, dropped default ports and resolved literal `..` segments.
  const candidates = targets.filter((t) => t.protocol === url.protocol && t.host === url.host && isUnder(url.pathname, t.path));
  const target = candidates.find((t) => isUnder(decodedPath(url.pathname), decodedPath(t.path).replace(/\/+$/, '')));
  if (target) return { ok: true, url, target };
  if (candidates.length > 0) {
    return { ok: false, message: `${url.origin}${url.pathname} steps out of the documented path ${candidates[0]!.path} once decoded, so the proxy does not send it` };
  }
  // The servers as they can be reached, variables filled in: `{port}` would suggest any port.
  const known = [...new Set(targets.map((t) => `${t.protocol}//${t.host}${t.path}`))];
  const listed = known.slice(0, 5).join(', ');
  return {
    ok: false,
    message: `${url.origin}${url.pathname} is not one of the API servers this site documents${listed ? ` (${listed}${known.length > 5 ? ', …' : ''})` : ''}, so the proxy does not send to it`,
  };
}
