// What the docs site's request proxy receives and answers. The playground sends the request as
// HAR (the one request model, see STYLE.md), the proxy answers with a JSON envelope so that an
// API's Set-Cookie, redirects and binary bodies reach the reader as data and never act on the
// docs site itself.
import type { HarRequest } from '../openapi/har-types.ts';

/** Where the playground posts requests (same origin as the docs pages). */
export const PROXY_PATH = '/_mintaka/proxy';
/** The allowlist written into the built site, read by `mintaka preview` and `mintaka proxy`. */
export const PROXY_TARGETS_FILE = '_mintaka/proxy-targets.json';
/** Every proxy answer carries it, so the playground can tell the proxy from a static host's 404. */
export const PROXY_MARKER_HEADER = 'x-mintaka-proxy';

export const PROXY_LIMITS = {
  /** Largest request body forwarded to an API (the HAR's postData). */
  requestBodyBytes: 1024 * 1024,
  /** Largest envelope the proxy reads: the body plus room for URL, headers and JSON escaping. */
  envelopeBytes: 3 * 1024 * 1024,
  /** Largest response body passed back to the browser. */
  responseBodyBytes: 5 * 1024 * 1024,
  /** Bytes of answers held at once across all requests (see byte-budget.ts): 12 of the largest. */
  responseMemoryBytes: 64 * 1024 * 1024,
  /** From connecting to the last byte of the answer. */
  timeoutMs: 30_000,
  /** Requests per client per window. */
  rateLimit: 60,
  rateWindowMs: 60_000,
} as const;

export interface ProxyEnvelope {
  har: HarRequest;
}

export type ProxyErrorCode =
  | 'invalid-request'
  | 'cross-origin'
  | 'not-allowed'
  | 'forbidden-address'
  | 'rate-limited'
  | 'request-too-large'
  | 'response-too-large'
  | 'unreachable'
  | 'timeout'
  | 'upstream-error'
  | 'busy';

export interface ProxyError {
  code: ProxyErrorCode;
  message: string;
}

export interface ProxySuccess {
  ok: true;
  status: number;
  statusText: string;
  /** In the order received; repeated headers (Set-Cookie) stay separate. */
  headers: Array<[string, string]>;
  /** The response body, base64 (binary bodies such as images survive JSON). */
  body: string;
  /** Milliseconds from sending to the last byte, measured by the proxy. */
  timeMs: number;
}

export type ProxyAnswer = ProxySuccess | { ok: false; error: ProxyError };

/** The allowlist file: base URLs as written in mint.json and the OpenAPI documents. */
export interface ProxyTargetsFile {
  version: 1;
  targets: ProxyTargetSpec[];
}

export interface ProxyTargetSpec {
  /** Absolute URL, possibly with `{variables}`. */
  url: string;
  /** Values a variable may take: its `enum`, else only its `default` (targets.ts). */
  variables?: Record<string, { enum?: string[]; default?: string }>;
  /** Where it came from, for messages (`mint.json api.baseUrl`, `openapi.yaml`). */
  source: string;
}
