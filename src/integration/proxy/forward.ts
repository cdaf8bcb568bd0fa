// Sends one checked request from Node. node:http allows what browsers refuse (a body on GET,
// a Cookie header), never follows redirects (a 3xx comes back to the reader as it is), and
// connects only to addresses that checkAddress accepts: the lookup that picks the address is
// the one that checks it, so DNS cannot answer differently between check and connection.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { checkAddress, type AddressPolicy } from '../../core/proxy/addresses.ts';
import type { ByteLease } from '../../core/proxy/byte-budget.ts';
import { PROXY_LIMITS, type ProxyError, type ProxySuccess } from '../../core/proxy/types.ts';
import type { OutgoingRequest } from '../../core/proxy/validate-request.ts';
import { formatBytes } from '../../core/proxy/validate-request.ts';

export interface ForwardOptions {
  policy: Omit<AddressPolicy, 'hostname'>;
  signal?: AbortSignal;
  timeoutMs?: number;
  responseLimit?: number;
  /** For tests: stands in for DNS. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** This answer's share of the proxy's memory for answers (see byte-budget.ts). */
  lease?: ByteLease;
}

/** The proxy's answer with the body still in the chunks it arrived in (the handler encodes them as it writes). */
export type ForwardAnswer = (Omit<ProxySuccess, 'body'> & { body: Buffer[] }) | { ok: false; error: ProxyError };

class ForwardFailure extends Error {
  readonly failure: ProxyError;
  constructor(failure: ProxyError) {
    super(failure.message);
    this.failure = failure;
  }
}

function resolveWithDns(hostname: string): Promise<string[]> {
  return new Promise((resolve, reject) => dnsLookup(hostname, { all: true }, (error, addresses: LookupAddress[]) => (error ? reject(error) : resolve(addresses.map((a) => a.address)))));
}

function checkedLookup(policy: AddressPolicy, resolve: (hostname: string) => Promise<string[]>): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refusals: string[] = [];
        const allowed = addresses.filter((address) => {
          const verdict = checkAddress(address, { ...policy, hostname });
          if (!verdict.ok) refusals.push(verdict.message);
          return verdict.ok;
        });
        if (allowed.length === 0) {
          callback(new ForwardFailure({ code: 'forbidden-address', message: refusals[0] ?? `${hostname} has no address` }), '', 4);
          return;
        }
        const family = (address: string) => (isIP(address) === 6 ? 6 : 4);
        if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed.map((address) => ({ address, family: family(address) })));
        else callback(null, allowed[0]!, family(allowed[0]!));
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

function describeNetworkError(error: NodeJS.ErrnoException, url: URL): ProxyError {
  if (error instanceof ForwardFailure) return error.failure;
  const where = url.host;
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { code: 'unreachable', message: `the host ${url.hostname} was not found (DNS): check the base URL` };
    case 'ECONNREFUSED':
      return { code: 'unreachable', message: `nothing is listening at ${where}: is the API server running?` };
    case 'ECONNRESET':
    case 'EPIPE':
      return { code: 'unreachable', message: `${where} closed the connection before answering` };
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return { code: 'unreachable', message: `${where} cannot be reached from the docs server's network` };
    default:
      if (/CERT|SSL|TLS/i.test(error.code ?? '') || /certificate|ssl|tls/i.test(error.message)) {
        return { code: 'upstream-error', message: `the TLS connection to ${where} failed: ${error.message}` };
      }
      return { code: 'upstream-error', message: `the request to ${where} failed: ${error.message}` };
  }
}

/** Sends `request` (already matched against the allowlist) and reads the whole answer, within its lease. */
export function forwardRequest(request: OutgoingRequest, options: ForwardOptions): Promise<ForwardAnswer> {
  const url = new URL(request.url);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const policy: AddressPolicy = { ...options.policy, hostname, port };
  const timeoutMs = options.timeoutMs ?? PROXY_LIMITS.timeoutMs;
  const responseLimit = options.responseLimit ?? PROXY_LIMITS.responseBodyBytes;
  const fail = (error: ProxyError): ForwardAnswer => ({ ok: false, error });

  // An IP in the URL is connected to as it is, without a lookup: check it here.
  if (isIP(hostname)) {
    const verdict = checkAddress(hostname, policy);
    if (!verdict.ok) return Promise.resolve(fail({ code: 'forbidden-address', message: verdict.message }));
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of request.headers) {
    const existing = headers[name];
    headers[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'user-agent')) headers['User-Agent'] = 'mintaka-playground-proxy';
  // A body always gets its length, GET and DELETE included (some servers ignore a chunked GET body).
  if (request.body) headers['Content-Length'] = String(request.body.byteLength);

  return new Promise<ForwardAnswer>((resolve) => {
    const started = performance.now();
    let settled = false;
    const finish = (answer: ForwardAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(answer);
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    let outgoing: ReturnType<typeof send>;
    try {
      outgoing = send(url, {
        method: request.method,
        headers,
        lookup: checkedLookup(policy, options.resolve ?? resolveWithDns),
        // No pooled sockets: each request gets its own checked connection.
        agent: false,
      });
    } catch (error) {
      // node:http refuses what the envelope check let through (it should not): say so, no 500.
      settled = true;
      resolve(fail({ code: 'invalid-request', message: `the request cannot be sent: ${(error as Error).message}` }));
      return;
    }
    const timer = setTimeout(() => {
      finish(fail({ code: 'timeout', message: `${url.host} did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`}` }));
      outgoing.destroy();
    }, timeoutMs);
    const onAbort = () => {
      finish(fail({ code: 'upstream-error', message: 'the request was cancelled' }));
      outgoing.destroy();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.on('error', (error: NodeJS.ErrnoException) => finish(fail(describeNetworkError(error, url))));
    outgoing.on('response', (response: IncomingMessage) => {
      const tooLarge = () => {
        finish(fail({ code: 'response-too-large', message: `the response is larger than ${formatBytes(responseLimit)}, more than the playground shows; try it with curl` }));
        outgoing.destroy();
      };
      if (Number(response.headers['content-length']) > responseLimit) return tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > responseLimit) return tooLarge();
        if (options.lease && !options.lease.take(chunk.byteLength)) {
          finish(fail({ code: 'busy', message: `the proxy is holding as many answers as it may at once (${formatBytes(options.lease.limit)}); try again in a moment` }));
          outgoing.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', (error: NodeJS.ErrnoException) => finish(fail(describeNetworkError(error, url))));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const pairs: Array<[string, string]> = [];
        for (let i = 0; i + 1 < raw.length; i += 2) pairs.push([raw[i]!.toLowerCase(), raw[i + 1]!]);
        finish({
          ok: true,
          status: response.statusCode ?? 0,
          statusText: response.statusMessage ?? '',
          headers: pairs,
          body: chunks,
          timeMs: Math.round(performance.now() - started),
        });
      });
    });
    if (request.body) outgoing.end(Buffer.from(request.body));
    else outgoing.end();
  });
}
