// Sends the playground's request and says, in words, what happened. Through the docs site's
// proxy by default (any request, no CORS needed); straight from the browser when the site
// says so (`api.playground.disableProxy`) or when it is served without the proxy and the
// browser can make the request itself. Never throws: every outcome is a SendResult.
import type { HarRequest } from '../../core/openapi/har-types.ts';
import { PROXY_LIMITS, PROXY_MARKER_HEADER, PROXY_PATH, type ProxyAnswer, type ProxyErrorCode } from '../../core/proxy/types.ts';
import { browserLimits, harToFetch } from './har-to-fetch.ts';
import { describeJsonError } from './json-text.ts';

export type SendErrorCode = ProxyErrorCode | 'cancelled' | 'cors' | 'invalid-json' | 'needs-proxy' | 'mixed-content';

export interface SendSuccess {
  ok: true;
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: Uint8Array;
  /** Milliseconds until the whole answer arrived. */
  timeMs: number;
  via: 'proxy' | 'direct';
}

export type SendResult = SendSuccess | { ok: false; error: { code: SendErrorCode; message: string } };

export interface SendOptions {
  signal?: AbortSignal;
  /** `direct`: `api.playground.disableProxy`. */
  transport?: 'proxy' | 'direct';
  proxyUrl?: string;
  timeoutMs?: number;
  /** The page's origin and protocol (tests pass them; the browser's by default). */
  pageUrl?: string;
  fetch?: typeof fetch;
}

const NO_PROXY_HINT = 'Serve the docs with "mintaka preview", or run "mintaka proxy" next to a static host; or use the code samples.';

const failure = (code: SendErrorCode, message: string): SendResult => ({ ok: false, error: { code, message } });

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The proxy answered (it marks its answers); undefined means the site has no proxy. */
async function sendThroughProxy(har: HarRequest, options: Required<Pick<SendOptions, 'proxyUrl'>> & SendOptions, signal: AbortSignal, fetcher: typeof fetch): Promise<SendResult | undefined> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetcher(options.proxyUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ har }), signal, credentials: 'omit' });
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined;
  }
  if (!response.headers.get(PROXY_MARKER_HEADER)) return undefined;
  const answer = (await response.json()) as ProxyAnswer;
  if (!answer.ok) return failure(answer.error.code, answer.error.message);
  return { ok: true, status: answer.status, statusText: answer.statusText, headers: answer.headers, body: decodeBase64(answer.body), timeMs: Math.round(performance.now() - started), via: 'proxy' };
}

async function sendDirectly(har: HarRequest, signal: AbortSignal, fetcher: typeof fetch, pageUrl: string | undefined): Promise<SendResult> {
  const target = new URL(har.url);
  if (pageUrl?.startsWith('https:') && target.protocol === 'http:' && !/^(localhost|127\.0\.0\.1|\[::1\])$/.test(target.hostname)) {
    return failure('mixed-content', `this page is served over HTTPS, and browsers block requests from it to ${target.origin} (plain HTTP). Use an https base URL, or send it with the code samples.`);
  }
  const { url, init } = harToFetch(har);
  const started = performance.now();
  try {
    const response = await fetcher(url, { ...init, signal });
    const body = new Uint8Array(await response.arrayBuffer());
    return { ok: true, status: response.status, statusText: response.statusText, headers: [...response.headers], body, timeMs: Math.round(performance.now() - started), via: 'direct' };
  } catch (error) {
    if (signal.aborted) throw error;
    // fetch() says only "Failed to fetch". An opaque no-cors request tells a server that
    // answers (so CORS refused the real request) from one that cannot be reached.
    const reachable = await fetcher(target.origin, { method: 'HEAD', mode: 'no-cors', signal, credentials: 'omit' }).then(() => true, () => false);
    if (signal.aborted) throw error;
    const origin = pageUrl ? new URL(pageUrl).origin : 'this site';
    if (reachable) return failure('cors', `${target.origin} answered, but its CORS settings do not let ${origin} read the response. Allow this origin on the API, or serve the docs with their proxy ("mintaka preview" or "mintaka proxy").`);
    return failure('unreachable', `${target.origin} could not be reached from your browser: check the base URL and that the API is running.`);
  }
}

export async function sendRequest(har: HarRequest, options: SendOptions = {}): Promise<SendResult> {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const pageUrl = options.pageUrl ?? globalThis.location?.href;
  if (!/^https?:\/\//i.test(har.url)) return failure('invalid-request', 'the request has no base URL: choose or type one (for example https://api.example.com).');
  if (har.postData?.text !== undefined && /json/i.test(har.postData.mimeType)) {
    const problem = describeJsonError(har.postData.text);
    if (problem) return failure('invalid-json', `the body is not valid JSON (${problem}); fix it before sending.`);
  }
  // A little longer than the proxy waits: its answer names the host that did not reply.
  const timeoutMs = options.timeoutMs ?? PROXY_LIMITS.timeoutMs + 5_000;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const limits = browserLimits(har);
  try {
    if (options.transport !== 'direct') {
      const proxied = await sendThroughProxy(har, { ...options, proxyUrl: options.proxyUrl ?? PROXY_PATH }, signal, fetcher);
      if (proxied) return proxied;
      if (limits.length > 0) return failure('needs-proxy', `this request needs the docs site's proxy (${limits.join('; ')}), and this site is served without it. ${NO_PROXY_HINT}`);
    } else if (limits.length > 0) {
      return failure('needs-proxy', `this request cannot be sent from a browser (${limits.join('; ')}), and this site sends requests without its proxy. Use the code samples.`);
    }
    return await sendDirectly(har, signal, fetcher, pageUrl);
  } catch {
    if (options.signal?.aborted) return failure('cancelled', 'the request was cancelled.');
    if (timeout.signal.aborted) return failure('timeout', `no answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`}: the API may be slow or unreachable.`);
    return failure('upstream-error', 'the request failed.');
  } finally {
    clearTimeout(timer);
  }
}
