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

export interface CompiledTarget {
  spec: ProxyTargetSpec;
  pattern: RegExp;
  /** The host as written when it has no variables (`api.example.com`, `127.0.0.1`), else undefined. */
  literalHost?: string;
}

// A free variable stays inside its part of the URL: in the host or port it cannot add `@`, `:`,
// `/`, `?` or `#` (which would move the request to another host); in the path it cannot add `/`.
const FREE_IN_AUTHORITY = '[a-z0-9._~%-]+';
const FREE_IN_PATH = "[A-Za-z0-9._~%!$&'()*+,;=:@-]+";
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Turns one allowlist entry into a matcher; undefined for URLs that are not absolute http(s). */
export function compileTarget(spec: ProxyTargetSpec): CompiledTarget | undefined {
  const parts = /^([^:/?#]+):\/\/([^/?#]*)([^?#]*)/.exec(spec.url.trim());
  if (!parts) return undefined;
  const [, scheme = '', rawAuthority = '', rawPath = ''] = parts;
  const lowerScheme = scheme.toLowerCase();
  if (!/^\{[^}]+\}$/.test(scheme) && lowerScheme !== 'http' && lowerScheme !== 'https') return undefined;
  let authority = rawAuthority.replace(/(^|\})([^{]*)/g, (_, brace: string, literal: string) => brace + literal.toLowerCase());
  if (authority.includes('@')) return undefined;
  const defaultPort = DEFAULT_PORTS[lowerScheme];
  if (defaultPort && authority.endsWith(`:${defaultPort}`)) authority = authority.slice(0, -defaultPort.length - 1);
  const path = rawPath.replace(/\/+$/, '');

  const variable = (name: string, free: string, lower: boolean) => {
    const allowed = spec.variables?.[name]?.enum;
    if (!allowed || allowed.length === 0) return free;
    return `(?:${allowed.map((value) => escapeRegExp(lower ? value.toLowerCase() : value)).join('|')})`;
  };
  const template = (text: string, free: string, lower: boolean) =>
    text.split(/(\{[^}]+\})/).map((piece) => (/^\{[^}]+\}$/.test(piece) ? variable(piece.slice(1, -1), free, lower) : escapeRegExp(piece))).join('');
  const schemePattern = /^\{[^}]+\}$/.test(scheme) ? `(?:${variable(scheme.slice(1, -1), 'https?', true)})` : lowerScheme;
  const pattern = new RegExp(`^(?:${schemePattern}):\\/\\/${template(authority, FREE_IN_AUTHORITY, true)}${template(path, FREE_IN_PATH, false)}(?:\\/|$)`);
  // A variable port still leaves the host as written: `http://127.0.0.1:{port}` names 127.0.0.1.
  const hostPart = authority.replace(/:(\d+|\{[^}]+\})$/, '').replace(/^\[(.*)\]$/, '$1');
  return { spec, pattern, ...(hostPart.includes('{') ? {} : { literalHost: hostPart }) };
}

export function compileTargets(specs: readonly ProxyTargetSpec[]): CompiledTarget[] {
  return specs.map(compileTarget).filter((target): target is CompiledTarget => target !== undefined);
}

export type TargetMatch = { ok: true; url: URL; target: CompiledTarget } | { ok: false; message: string };

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
  // URL() has already lower-cased the host, dropped default ports and resolved `..` segments.
  const candidate = `${url.protocol.slice(0, -1)}://${url.host}${url.pathname}`;
  const target = targets.find((t) => t.pattern.test(candidate));
  if (target) return { ok: true, url, target };
  const known = targets.map((t) => t.spec.url).slice(0, 5).join(', ');
  return {
    ok: false,
    message: `${url.origin}${url.pathname} is not one of the API servers this site documents${known ? ` (${known}${targets.length > 5 ? ', …' : ''})` : ''}, so the proxy does not send to it`,
  };
}
