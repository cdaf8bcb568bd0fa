// Who may use the proxy: only the docs pages of the same origin, with a JSON POST. A JSON
// content type makes any cross-origin call a CORS preflight, which the proxy never answers, and
// Sec-Fetch-Site (set by the browser, not by scripts) says where the call came from.
import type { ProxyError } from './types.ts';

export interface IncomingHeaders {
  method: string;
  contentType?: string;
  origin?: string;
  secFetchSite?: string;
  host?: string;
  forwardedHost?: string;
}

export type GuardResult = { ok: true } | { ok: false; status: number; error: ProxyError };

export function checkProxyCaller(request: IncomingHeaders): GuardResult {
  const refuse = (status: number, message: string, code: ProxyError['code'] = 'cross-origin'): GuardResult => ({ ok: false, status, error: { code, message } });
  if (request.method !== 'POST') return refuse(405, 'the proxy only accepts POST requests from the playground', 'invalid-request');
  if (!/^application\/json\s*(;|$)/i.test(request.contentType ?? '')) return refuse(415, 'the proxy only accepts JSON (Content-Type: application/json)', 'invalid-request');
  if (request.secFetchSite !== undefined) {
    return request.secFetchSite === 'same-origin' ? { ok: true } : refuse(403, `the proxy only answers the docs site's own pages (this request came from a ${request.secFetchSite} page)`);
  }
  if (!request.origin) return refuse(403, "the proxy only answers the docs site's own pages (the request has no Origin header)");
  let originHost: string;
  try {
    originHost = new URL(request.origin).host.toLowerCase();
  } catch {
    return refuse(403, `the proxy only answers the docs site's own pages (Origin "${request.origin}" is not a URL)`);
  }
  const hosts = [request.host, ...(request.forwardedHost ?? '').split(',')].map((host) => host?.trim().toLowerCase()).filter(Boolean);
  return hosts.includes(originHost) ? { ok: true } : refuse(403, `the proxy only answers the docs site's own pages, not ${request.origin}`);
}
