// The proxy endpoint as a Node request handler, shared by `mintaka dev` (Vite middleware),
// `mintaka preview` and `mintaka proxy`: caller check, rate limit, size limit, envelope check,
// allowlist, then forward within the memory budget. Every answer is JSON and carries the
// proxy marker header.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { normalizeIp, type OwnEndpoint } from '../../core/proxy/addresses.ts';
import { createByteBudget } from '../../core/proxy/byte-budget.ts';
import { createRateLimiter, type RateLimiter } from '../../core/proxy/rate-limit.ts';
import { checkProxyCaller } from '../../core/proxy/request-guard.ts';
import { compileTargets, matchTarget, type CompiledTarget } from '../../core/proxy/targets.ts';
import { PROXY_LIMITS, PROXY_PATH, type ProxyError, type ProxyTargetSpec } from '../../core/proxy/types.ts';
import { formatBytes, validateProxyEnvelope } from '../../core/proxy/validate-request.ts';
import { createClientKey } from './client-key.ts';
import { forwardRequest, type ForwardOptions } from './forward.ts';
import { closeAfterAnswer } from '../../core/http/close-after-answer.ts';
import { readBodyWithin, writeFailure, writeSuccess } from './http-io.ts';

export interface ProxyHandlerOptions {
  /** The allowlist; a function when it can change while serving (dev). */
  targets: ProxyTargetSpec[] | (() => ProxyTargetSpec[]);
  /** Extra base URLs allowed by whoever runs the server (`--allow URL`). */
  allow?: string[];
  /** Reverse proxies whose X-Forwarded-For names the client (`--trusted-proxy`): addresses, CIDR ranges, `loopback`. */
  trustedProxies?: string[];
  rateLimiter?: RateLimiter;
  /** Bytes of answers held at once across all requests (PROXY_LIMITS.responseMemoryBytes). */
  responseMemoryBytes?: number;
  timeoutMs?: number;
  /** For tests: stands in for DNS. */
  resolve?: ForwardOptions['resolve'];
}

export interface ProxyHandler {
  /** Answers the request if it is for the proxy path; false when it is not (serve it otherwise). */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Resolves once the documented host names have been looked up (see checkAddress). */
  ready: Promise<void>;
}

const STATUS: Record<ProxyError['code'], number> = {
  'invalid-request': 400,
  'cross-origin': 403,
  'not-allowed': 403,
  'forbidden-address': 403,
  'rate-limited': 429,
  'request-too-large': 413,
  'response-too-large': 502,
  unreachable: 502,
  timeout: 504,
  'upstream-error': 502,
  busy: 503,
};

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Where this server answers: the port the request came in on, at any address of this machine. */
function ownEndpoint(req: IncomingMessage): OwnEndpoint {
  const addresses = new Set(Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => normalizeIp(entry.address))));
  if (req.socket.localAddress) addresses.add(normalizeIp(req.socket.localAddress));
  return { port: req.socket.localPort ?? 0, addresses };
}

export function createProxyHandler(options: ProxyHandlerOptions): ProxyHandler {
  const limiter = options.rateLimiter ?? createRateLimiter({ limit: PROXY_LIMITS.rateLimit, windowMs: PROXY_LIMITS.rateWindowMs });
  const clientKey = createClientKey(options.trustedProxies);
  const memory = createByteBudget(options.responseMemoryBytes ?? PROXY_LIMITS.responseMemoryBytes);
  const extra: ProxyTargetSpec[] = (options.allow ?? []).map((url) => ({ url, source: '--allow' }));
  const specs = () => [...(typeof options.targets === 'function' ? options.targets() : options.targets), ...extra];
  let compiledKey = '';
  let compiled: CompiledTarget[] = [];
  const trusted = new Map<string, Set<string>>();

  // Documented internal hosts (an intranet API) resolve to internal addresses; remember where
  // they lead now, so that a later answer pointing elsewhere internally is refused.
  const learnHosts = async (targets: CompiledTarget[]) => {
    const names = [...new Set(targets.map((t) => t.hostname).filter((h) => !isIP(h) && h !== 'localhost' && !trusted.has(h)))];
    await Promise.all(
      names.map(async (name) => {
        const addresses = await (options.resolve ? options.resolve(name) : dnsLookup(name, { all: true }).then((list) => list.map((a) => a.address))).catch(() => [] as string[]);
        trusted.set(name, new Set(addresses.map(normalizeIp)));
      }),
    );
  };
  const currentTargets = () => {
    const list = specs();
    const key = JSON.stringify(list);
    if (key !== compiledKey) {
      compiledKey = key;
      compiled = compileTargets(list);
      void learnHosts(compiled);
    }
    return compiled;
  };
  const ready = learnHosts(currentTargets());

  /** A refusal; one sent before the body was read also closes the connection (see closeAfterAnswer). */
  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, error: ProxyError, extraHeaders: Record<string, string> = {}) => {
    closeAfterAnswer(req, res);
    writeFailure(res, status, error, extraHeaders);
  };

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const guard = checkProxyCaller({
      method: req.method ?? '',
      contentType: header(req, 'content-type'),
      origin: header(req, 'origin'),
      secFetchSite: header(req, 'sec-fetch-site'),
      host: header(req, 'host'),
      forwardedHost: header(req, 'x-forwarded-host'),
    });
    if (!guard.ok) return refuse(req, res, guard.status, guard.error, guard.status === 405 ? { allow: 'POST' } : {});
    const allowed = limiter.take(clientKey(req));
    if (!allowed.ok) {
      const seconds = Math.ceil(allowed.retryAfterMs / 1000);
      return refuse(req, res, 429, { code: 'rate-limited', message: `more than ${PROXY_LIMITS.rateLimit} requests in a minute; try again in ${seconds} s` }, { 'retry-after': String(seconds) });
    }
    const body = await readBodyWithin(req, PROXY_LIMITS.envelopeBytes);
    if (!body.ok) return refuse(req, res, 413, { code: 'request-too-large', message: `the request is larger than the proxy accepts (${formatBytes(PROXY_LIMITS.requestBodyBytes)} of body)` });
    const validated = validateProxyEnvelope(body.text);
    if (!validated.ok) return writeFailure(res, STATUS[validated.error.code], validated.error);
    const match = matchTarget(validated.request.url, currentTargets());
    if (!match.ok) return writeFailure(res, 403, { code: 'not-allowed', message: match.message });
    await ready;
    const { hostname } = match.target;
    const cancel = new AbortController();
    // The answer's bytes count against the budget until they have gone out (or the reader left).
    const lease = memory.lease();
    res.on('close', () => {
      cancel.abort();
      lease.release();
    });
    const answer = await forwardRequest(validated.request, {
      policy: { literalHost: hostname, trusted: trusted.get(hostname), own: ownEndpoint(req) },
      signal: cancel.signal,
      timeoutMs: options.timeoutMs,
      resolve: options.resolve,
      lease,
    });
    if (answer.ok) return writeSuccess(res, answer, (bytes) => lease.release(bytes));
    lease.release();
    writeFailure(res, STATUS[answer.error.code], answer.error, answer.error.code === 'busy' ? { 'retry-after': '1' } : {});
  }

  return {
    ready,
    handle(req, res) {
      if ((req.url ?? '').split('?')[0] !== PROXY_PATH) return false;
      serve(req, res).catch((error: Error) => writeFailure(res, 500, { code: 'upstream-error', message: `the proxy failed: ${error.message}` }));
      return true;
    },
  };
}
