// The playground's sender: proxy first, direct when the site has no proxy, and every failure
// as a sentence. The real proxy handler and a local API for the happy path; stand-in fetches
// for what browsers do (CORS refusals, unreachable hosts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserLimits, harToFetch } from '../../../src/client/playground/har-to-fetch.ts';
import { describeJsonError, highlightJson } from '../../../src/client/playground/json-text.ts';
import { sendRequest } from '../../../src/client/playground/send-request.ts';
import type { HarRequest } from '../../../src/core/openapi/har-types.ts';
import { createProxyHandler } from '../../../src/integration/proxy/handler.ts';

let api: Server;
let docs: Server;
let apiUrl: string;
let proxyUrl: string;

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method, body })));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const handler = createProxyHandler({ targets: [{ url: apiUrl, source: 'test' }] });
  docs = createServer((req, res) => {
    if (!handler.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => docs.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(docs.address() as AddressInfo).port}/_mintaka/proxy`;
});

afterAll(() => {
  api.close();
  docs.close();
});

const har = (extra: Partial<HarRequest> = {}): HarRequest => ({
  method: 'GET',
  url: `${apiUrl}/api/user`,
  httpVersion: 'HTTP/1.1',
  headers: [{ name: 'Authorization', value: 'Token t' }],
  queryString: [],
  cookies: [],
  headersSize: -1,
  bodySize: -1,
  ...extra,
});
const jsonBody = { mimeType: 'application/json', text: '{"user_group_id":"acme"}' };

/** A fetch for a site without proxy: the proxy path is a static host's 404. */
function staticHostFetch(direct: (url: string, init?: RequestInit) => Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/_mintaka/proxy')) return new Response('<h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    return direct(url, init);
  }) as unknown as typeof fetch;
}

describe('sending through the proxy', () => {
  it('sends a GET with a JSON body and returns status, headers and body', async () => {
    // Node's fetch sends no Sec-Fetch-Site; the page's Origin is the docs site's.
    const fetcher = ((url: string, init: RequestInit) => fetch(url, { ...init, headers: { ...(init.headers as object), origin: new URL(proxyUrl).origin } })) as typeof fetch;
    const result = await sendRequest(har({ postData: jsonBody }), { proxyUrl, fetch: fetcher });
    expect(result).toMatchObject({ ok: true, status: 201, via: 'proxy', headers: expect.arrayContaining([['content-type', 'application/json']]) });
    expect(result.ok && JSON.parse(new TextDecoder().decode(result.body))).toEqual({ method: 'GET', body: '{"user_group_id":"acme"}' });
  });

  it('passes on the proxy\'s refusal as it is', async () => {
    const fetcher = ((url: string, init: RequestInit) => fetch(url, { ...init, headers: { ...(init.headers as object), origin: new URL(proxyUrl).origin } })) as typeof fetch;
    const result = await sendRequest(har({ url: 'http://169.254.169.254/latest' }), { proxyUrl, fetch: fetcher });
    expect(result).toEqual({ ok: false, error: { code: 'not-allowed', message: expect.stringContaining('is not one of the API servers this site documents') } });
  });
});

describe('a site served without the proxy', () => {
  it('explains that a GET with a body needs the proxy', async () => {
    const result = await sendRequest(har({ postData: jsonBody }), { proxyUrl: '/_mintaka/proxy', fetch: staticHostFetch(async () => new Response('{}')) });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'needs-proxy',
        message: 'this request needs the docs site\'s proxy (browsers cannot send a body with GET), and this site is served without it. Serve the docs with "mintaka preview", or run "mintaka proxy" next to a static host; or use the code samples.',
      },
    });
  });

  it('sends what a browser can send directly', async () => {
    const direct = vi.fn(async () => new Response('{"ok":1}', { status: 200, statusText: 'OK' }));
    const result = await sendRequest(har({ method: 'PUT', postData: jsonBody }), { proxyUrl: '/_mintaka/proxy', fetch: staticHostFetch(direct) });
    expect(result).toMatchObject({ ok: true, status: 200, via: 'direct' });
    expect(direct).toHaveBeenCalledWith(`${apiUrl}/api/user`, expect.objectContaining({ method: 'PUT', body: '{"user_group_id":"acme"}', credentials: 'omit' }));
  });

  it('tells a CORS refusal from an unreachable host', async () => {
    const cors = staticHostFetch(async (_url, init) => {
      if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    expect(await sendRequest(har({ method: 'DELETE' }), { proxyUrl: '/_mintaka/proxy', fetch: cors, pageUrl: 'http://docs.test/x' })).toEqual({
      ok: false,
      error: { code: 'cors', message: `${apiUrl} answered, but its CORS settings do not let http://docs.test read the response. Allow this origin on the API, or serve the docs with their proxy ("mintaka preview" or "mintaka proxy").` },
    });
    const down = staticHostFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendRequest(har({ method: 'DELETE' }), { proxyUrl: '/_mintaka/proxy', fetch: down })).toEqual({
      ok: false,
      error: { code: 'unreachable', message: `${apiUrl} could not be reached from your browser: check the base URL and that the API is running.` },
    });
  });
});

describe('before and while sending', () => {
  it('refuses a body with a JSON syntax error, saying where, without sending', async () => {
    const fetcher = vi.fn() as unknown as typeof fetch;
    const result = await sendRequest(har({ method: 'POST', postData: { mimeType: 'application/json', text: '{\n  "a": 1,\n}' } }), { fetch: fetcher });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-json', message: 'the body is not valid JSON (line 3, column 1: a trailing comma before "}" is not allowed); fix it before sending.' } });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('with disableProxy, says that a GET body cannot be sent from a browser', async () => {
    const fetcher = vi.fn() as unknown as typeof fetch;
    expect(await sendRequest(har({ postData: jsonBody }), { transport: 'direct', fetch: fetcher })).toMatchObject({ ok: false, error: { code: 'needs-proxy' } });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('can be cancelled, and gives up after the timeout', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    const controller = new AbortController();
    const pending = sendRequest(har(), { proxyUrl, fetch: hanging, signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { code: 'cancelled', message: 'the request was cancelled.' } });
    expect(await sendRequest(har(), { proxyUrl, fetch: hanging, timeoutMs: 20 })).toEqual({ ok: false, error: { code: 'timeout', message: 'no answer within 20 ms: the API may be slow or unreachable.' } });
  });

  it('names what keeps a browser from sending a request itself', () => {
    expect(browserLimits(har({ postData: jsonBody, cookies: [{ name: 'a', value: 'b' }], headers: [{ name: 'Host', value: 'x' }] }))).toEqual([
      'browsers cannot send a body with GET',
      'browsers do not let a page set cookies for another site',
      'browsers do not let a page set the Host header',
    ]);
    expect(harToFetch(har({ method: 'POST', postData: { mimeType: 'application/x-www-form-urlencoded', params: [{ name: 'a', value: '1' }] } })).init.body).toEqual(new URLSearchParams([['a', '1']]));
  });
});

describe('JSON text', () => {
  it('highlights keys, strings, numbers and literals, escaping everything', () => {
    expect(highlightJson('{"a<": "x&", "n": -1.5e3, "t": true}')).toBe(
      '{<span class="mk-pg-j-key">"a&lt;"</span>: <span class="mk-pg-j-str">"x&amp;"</span>, <span class="mk-pg-j-key">"n"</span>: <span class="mk-pg-j-num">-1.5e3</span>, <span class="mk-pg-j-key">"t"</span>: <span class="mk-pg-j-lit">true</span>}',
    );
  });

  it('describes a syntax error by line and column', () => {
    expect(describeJsonError('{"a": 1}')).toBeUndefined();
    expect(describeJsonError('{"a": tru}')).toBe('line 1, column 7: expected a value, found "t"');
    expect(describeJsonError('{\n  "a": 1,\n}')).toBe('line 3, column 1: a trailing comma before "}" is not allowed');
    expect(describeJsonError('{"a" 1}')).toBe('line 1, column 6: expected ":" after the property name, found "1"');
    expect(describeJsonError('{"a": "x}')).toBe('line 1, column 10: a string is not closed (missing ")');
    expect(describeJsonError('[1, 2')).toBe('line 1, column 6: expected "," or "]", found the end of the text');
    expect(describeJsonError('{} x')).toBe('line 1, column 4: unexpected "x" after the end of the value');
  });
});
