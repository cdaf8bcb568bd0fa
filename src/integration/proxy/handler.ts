// The proxy endpoint as a Node request handler, shared by `mintaka dev` (Vite middleware),
// `mintaka preview` and `mintaka proxy`: caller check, rate limit, size limit, envelope check,
// allowlist, then forward. Every answer is JSON and carries the proxy marker header.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { normalizeIp, type OwnEndpoint } from '../../core/proxy/addresses.ts';
import { createRateLimiter, type RateLimiter } from '../../core/proxy/rate-limit.ts';
import { checkProxyCaller } from '../../core/proxy/request-guard.ts';
import { compileTargets, matchTarget, type CompiledTarget } from '../../core/proxy/targets.ts';
import { PROXY_LIMITS, PROXY_MARKER_HEADER, PROXY_PATH, type ProxyAnswer, type ProxyError, type ProxyTargetSpec } from '../../core/proxy/types.ts';
import { formatBytes, validateProxyEnvelope } from '../../core/proxy/validate-request.ts';
import { forwardRequest, type ForwardOptions } from './forward.ts';

export interface ProxyHandlerOptions {
  /** The allowlist; a function when it can change while serving (dev). */
  targets: ProxyTargetSpec[] | (() => ProxyTargetSpec[]);
  /** Extra base URLs allowed by whoever runs the server (`--allow URL`). */
  allow?: string[];
  rateLimiter?: RateLimiter;
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
};

function send(res: ServerResponse, status: number, answer: ProxyAnswer, extra: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', [PROXY_MARKER_HEADER]: '1', ...extra });
  res.end(JSON.stringify(answer));
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Behind a local reverse proxy every request comes from loopback; its X-Forwarded-For names the client. */
function clientKey(req: IncomingMessage): string {
  const remote = normalizeIp(req.socket.remoteAddress ?? 'unknown');
  const forwarded = header(req, 'x-forwarded-for');
  if (forwarded && (remote === '127.0.0.1' || remote === '::1')) return forwarded.split(',').pop()!.trim() || remote;
  return remote;
}

/** Where this server answers: the port the request came in on, at any address of this machine. */
function ownEndpoint(req: IncomingMessage): OwnEndpoint {
  const addresses = new Set(Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => normalizeIp(entry.address))));
  if (req.socket.localAddress) addresses.add(normalizeIp(req.socket.localAddress));
  return { port: req.socket.localPort ?? 0, addresses };
}

function readBody(req: IncomingMessage, limit: number): Promise<{ ok: true; text: string } | { ok: false }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? { ok: false } : { ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => resolve({ ok: false }));
  });
}

export function createProxyHandler(options: ProxyHandlerOptions): ProxyHandler {
  const limiter = options.rateLimiter ?? createRateLimiter({ limit: PROXY_LIMITS.rateLimit, windowMs: PROXY_LIMITS.rateWindowMs });
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

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const guard = checkProxyCaller({
      method: req.method ?? '',
      contentType: header(req, 'content-type'),
      origin: header(req, 'origin'),
      secFetchSite: header(req, 'sec-fetch-site'),
      host: header(req, 'host'),
      forwardedHost: header(req, 'x-forwarded-host'),
    });
    if (!guard.ok) return send(res, guard.status, { ok: false, error: guard.error }, guard.status === 405 ? { allow: 'POST' } : {});
    const allowed = limiter.take(clientKey(req));
    if (!allowed.ok) {
      const seconds = Math.ceil(allowed.retryAfterMs / 1000);
      return send(res, 429, { ok: false, error: { code: 'rate-limited', message: `more than ${PROXY_LIMITS.rateLimit} requests in a minute; try again in ${seconds} s` } }, { 'retry-after': String(seconds) });
    }
    const body = await readBody(req, PROXY_LIMITS.envelopeBytes);
    if (!body.ok) return send(res, 413, { ok: false, error: { code: 'request-too-large', message: `the request is larger than the proxy accepts (${formatBytes(PROXY_LIMITS.requestBodyBytes)} of body)` } });
    const validated = validateProxyEnvelope(body.text);
    if (!validated.ok) return send(res, STATUS[validated.error.code], validated);
    const match = matchTarget(validated.request.url, currentTargets());
    if (!match.ok) return send(res, 403, { ok: false, error: { code: 'not-allowed', message: match.message } });
    await ready;
    const { hostname } = match.target;
    const cancel = new AbortController();
    res.on('close', () => cancel.abort());
    const answer = await forwardRequest(validated.request, {
      policy: { literalHost: hostname, trusted: trusted.get(hostname), own: ownEndpoint(req) },
      signal: cancel.signal,
      timeoutMs: options.timeoutMs,
      resolve: options.resolve,
    });
    send(res, answer.ok ? 200 : STATUS[answer.error.code], answer);
  }

  return {
    ready,
    handle(req, res) {
      if ((req.url ?? '').split('?')[0] !== PROXY_PATH) return false;
      serve(req, res).catch((error: Error) => send(res, 500, { ok: false, error: { code: 'upstream-error', message: `the proxy failed: ${error.message}` } }));
      return true;
    },
  };
}
