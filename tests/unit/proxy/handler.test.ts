// The proxy end to end in Node: a docs server with the proxy, and a local API that records
// what arrived. Loopback only; DNS answers come from a stand-in.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/core/proxy/rate-limit.ts';
import type { ProxyAnswer, ProxyTargetSpec } from '../../../src/core/proxy/types.ts';
import { createProxyHandler, type ProxyHandlerOptions } from '../../../src/integration/proxy/handler.ts';

interface Arrived {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let api: Server;
let apiPort: number;
const arrived: Arrived[] = [];
let holding = 0;
const open: Server[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      arrived.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url === '/redirect') return res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
      if (req.url === '/slow') return; // never answers
      // Sends 1 MB and never ends; `holding` counts the ones written out.
      if (req.url === '/hold-1mb') return void res.writeHead(200, { 'content-type': 'text/plain' }).write(Buffer.alloc(1024 * 1024, 'a'), () => holding++);
      if (req.url === '/1mb') return void res.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.alloc(1024 * 1024, 'b'));
      res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'api=1' }).end(JSON.stringify({ received: body }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiPort = (api.address() as AddressInfo).port;
});

afterAll(() => {
  api.closeAllConnections();
  api.close();
  for (const server of open) server.close();
});

async function startProxy(targets: ProxyTargetSpec[], options: Partial<ProxyHandlerOptions> = {}): Promise<string> {
  const handler = createProxyHandler({ targets, ...options });
  const server = createServer((req, res) => {
    if (!handler.handle(req, res)) res.writeHead(404).end();
  });
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function post(proxy: string, har: Record<string, unknown>, headers: Record<string, string> = {}): Promise<{ status: number; marker: string | null; answer: ProxyAnswer }> {
  const response = await fetch(`${proxy}/_mintaka/proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proxy, cookie: 'docs_session=secret', ...headers },
    body: JSON.stringify({ har: { headers: [], cookies: [], ...har } }),
  });
  return { status: response.status, marker: response.headers.get('x-mintaka-proxy'), answer: (await response.json()) as ProxyAnswer };
}

describe('forwarding', () => {
  it('sends a GET with a JSON body, the reader\'s headers and cookies, and none of the docs site\'s cookies', async () => {
    const proxy = await startProxy([{ url: `http://localhost:${apiPort}`, source: 'test' }]);
    const { status, marker, answer } = await post(proxy, {
      method: 'GET',
      url: `http://localhost:${apiPort}/api/user?x=1`,
      headers: [{ name: 'Authorization', value: 'Token abc' }],
      cookies: [{ name: 'api_cookie', value: 'c1' }],
      postData: { mimeType: 'application/json', text: '{"user_group_id":"acme"}' },
    });
    expect(status).toBe(200);
    expect(marker).toBe('1');
    const request = arrived.at(-1)!;
    expect(request).toMatchObject({ method: 'GET', url: '/api/user?x=1', body: '{"user_group_id":"acme"}' });
    expect(request.headers).toMatchObject({ authorization: 'Token abc', cookie: 'api_cookie=c1', 'content-type': 'application/json', 'content-length': '24' });
    expect(JSON.stringify(request.headers)).not.toContain('docs_session');
    expect(request.headers.origin).toBeUndefined();
    expect(answer).toMatchObject({ ok: true, status: 201, headers: expect.arrayContaining([['set-cookie', 'api=1']]) });
    expect(answer.ok && JSON.parse(Buffer.from(answer.body, 'base64').toString())).toEqual({ received: '{"user_group_id":"acme"}' });
  });

  it('returns a redirect as it is, without following it', async () => {
    const proxy = await startProxy([{ url: `http://localhost:${apiPort}`, source: 'test' }]);
    const { answer } = await post(proxy, { method: 'GET', url: `http://localhost:${apiPort}/redirect` });
    expect(answer).toMatchObject({ ok: true, status: 302, headers: expect.arrayContaining([['location', 'http://169.254.169.254/latest']]) });
  });

  it('adds base URLs given with --allow', async () => {
    const proxy = await startProxy([], { allow: [`http://127.0.0.1:${apiPort}`] });
    const { answer } = await post(proxy, { method: 'DELETE', url: `http://127.0.0.1:${apiPort}/x` });
    expect(answer).toMatchObject({ ok: true, status: 201 });
  });
});

describe('refusals, each explained', () => {
  it('refuses URLs the docs do not name', async () => {
    const proxy = await startProxy([{ url: `http://localhost:${apiPort}/api`, source: 'test' }]);
    const { status, answer } = await post(proxy, { method: 'GET', url: `http://127.0.0.1:${apiPort}/api/user` });
    expect(status).toBe(403);
    expect(answer).toEqual({ ok: false, error: { code: 'not-allowed', message: `http://127.0.0.1:${apiPort}/api/user is not one of the API servers this site documents (http://localhost:${apiPort}/api), so the proxy does not send to it` } });
  });

  it('refuses a documented name that resolves to an internal address it did not have at start (DNS rebinding)', async () => {
    let answers = ['93.184.216.34'];
    const proxy = await startProxy([{ url: `http://api.test:${apiPort}`, source: 'test' }], { resolve: async () => answers });
    answers = ['127.0.0.1'];
    const { status, answer } = await post(proxy, { method: 'GET', url: `http://api.test:${apiPort}/x` });
    expect(status).toBe(403);
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden-address', message: 'api.test resolves to 127.0.0.1, an internal address that the documented server does not name, so the proxy does not connect to it' } });
  });

  it('connects to a documented internal host at the address it had at start', async () => {
    const proxy = await startProxy([{ url: `http://api.intranet:${apiPort}`, source: 'test' }], { resolve: async () => ['127.0.0.1'] });
    const { answer } = await post(proxy, { method: 'GET', url: `http://api.intranet:${apiPort}/x` });
    expect(answer).toMatchObject({ ok: true, status: 201 });
    expect(arrived.at(-1)!.headers.host).toBe(`api.intranet:${apiPort}`);
  });

  it('never sends to its own address, whatever name leads there', async () => {
    let own = '';
    const proxy = await startProxy([], { targets: () => [{ url: own, source: 'test' }, { url: own.replace('127.0.0.1', 'localhost'), source: 'test' }] });
    own = proxy;
    for (const url of [`${proxy}/_mintaka/proxy`, `${proxy.replace('127.0.0.1', 'localhost')}/x`]) {
      const { status, answer } = await post(proxy, { method: 'GET', url });
      expect(status, url).toBe(403);
      expect(answer, url).toMatchObject({ ok: false, error: { code: 'forbidden-address', message: expect.stringMatching(/^(127\.0\.0\.1|localhost) leads to the proxy itself \(127\.0\.0\.1, port \d+\): it does not send requests to itself$/) } });
    }
  });

  it('explains an API that is not running and one that does not answer in time', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    closed.close();
    const proxy = await startProxy([{ url: `http://localhost:${closedPort}`, source: 't' }, { url: `http://localhost:${apiPort}`, source: 't' }], { timeoutMs: 300 });
    const down = await post(proxy, { method: 'GET', url: `http://localhost:${closedPort}/x` });
    expect(down.status).toBe(502);
    expect(down.answer).toEqual({ ok: false, error: { code: 'unreachable', message: `nothing is listening at localhost:${closedPort}: is the API server running?` } });
    const slow = await post(proxy, { method: 'GET', url: `http://localhost:${apiPort}/slow` });
    expect(slow.status).toBe(504);
    expect(slow.answer).toEqual({ ok: false, error: { code: 'timeout', message: `localhost:${apiPort} did not answer within 300 ms` } });
  });

  it('refuses header values with control or line-separator characters with a 400, never a 500', async () => {
    const proxy = await startProxy([{ url: `http://localhost:${apiPort}`, source: 'test' }]);
    const url = `http://localhost:${apiPort}/x`;
    const cases = [
      { headers: [{ name: 'X-A', value: 'a\u2028b' }] },
      { headers: [{ name: 'X-A', value: 'a\u0001b' }] },
      { headers: [{ name: 'X-A', value: 'a\u007fb' }] },
      { headers: [{ name: 'X-A', value: 'a\u{1F600}' }] },
      { cookies: [{ name: 'c', value: 'a\u2029b' }] },
      { method: 'POST', postData: { mimeType: 'text/plain\u0085x', text: 'hi' } },
    ];
    for (const extra of cases) {
      const { status, answer } = await post(proxy, { method: 'GET', url, ...extra });
      expect(status, JSON.stringify(extra)).toBe(400);
      expect(answer, JSON.stringify(extra)).toMatchObject({ ok: false, error: { code: 'invalid-request', message: expect.stringMatching(/character that cannot be sent in an HTTP header/) } });
    }
    // Latin-1 text is what HTTP headers carry: it is sent as it is.
    expect((await post(proxy, { method: 'GET', url, headers: [{ name: 'X-A', value: 'café' }] })).status).toBe(200);
  });

  it('answers only same-origin JSON POSTs', async () => {
    const proxy = await startProxy([{ url: `http://localhost:${apiPort}`, source: 'test' }]);
    const foreign = await post(proxy, { method: 'GET', url: `http://localhost:${apiPort}/x` }, { origin: 'https://evil.test' });
    expect(foreign.status).toBe(403);
    expect(foreign.answer).toMatchObject({ ok: false, error: { code: 'cross-origin' } });
    const form = await fetch(`${proxy}/_mintaka/proxy`, { method: 'POST', headers: { 'content-type': 'text/plain', origin: proxy }, body: '{}' });
    expect(form.status).toBe(415);
  });

  it('limits the rate per client and says when to retry', async () => {
    const proxy = await startProxy([{ url: `http://localhost:${apiPort}`, source: 'test' }], { rateLimiter: createRateLimiter({ limit: 1, windowMs: 60_000 }) });
    expect((await post(proxy, { method: 'GET', url: `http://localhost:${apiPort}/x` })).status).toBe(200);
    const limited = await fetch(`${proxy}/_mintaka/proxy`, { method: 'POST', headers: { 'content-type': 'application/json', origin: proxy }, body: JSON.stringify({ har: { method: 'GET', url: `http://localhost:${apiPort}/x` } }) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ ok: false, error: { code: 'rate-limited', message: 'more than 60 requests in a minute; try again in 60 s' } });
  });

  it('refuses a request description over the size limit without reading it all', async () => {
    const proxy = await startProxy([{ url: `http://localhost:${apiPort}`, source: 'test' }]);
    const { status, answer } = await post(proxy, { method: 'POST', url: `http://localhost:${apiPort}/x`, postData: { mimeType: 'text/plain', text: 'x'.repeat(1024 * 1024 + 10) } });
    expect(status).toBe(413);
    expect(answer).toMatchObject({ ok: false, error: { code: 'request-too-large' } });
  });
});

/** Sends a POST to the proxy path with `headers`, writing `bytes` of body without ending it; resolves with the status once an answer comes. */
function streamEnvelope(proxy: string, headers: Record<string, string>, bytes: number): Promise<{ status: number; written: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${proxy}/_mintaka/proxy`, { method: 'POST', headers: { 'content-type': 'application/json', origin: proxy, ...headers } });
    let written = 0;
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, written });
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (written < bytes) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    req.flushHeaders();
    pump();
  });
}

/**
 * Sends a refused request that declares a large body and keeps sending it; resolves with how
 * much the server took before it closed the connection (all of it when it reads to the end).
 */
function sendUntilClosed(proxy: string, headers: Record<string, string>, declared: number): Promise<{ status: number; written: number }> {
  return new Promise((resolve) => {
    const req = request(`${proxy}/_mintaka/proxy`, { method: 'POST', headers: { 'content-length': String(declared), origin: proxy, ...headers } });
    let status = 0;
    let written = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve({ status, written });
    };
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.resume();
    });
    req.on('error', finish);
    req.on('close', finish);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!done && written < declared) {
        written += chunk.length;
        const more = req.write(chunk);
        if (written >= declared) return void req.end();
        if (!more) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

describe('limits that hold under load', () => {
  it('refuses an envelope over the limit as soon as it passes it, without reading the rest', async () => {
    const proxy = await startProxy([{ url: `http://localhost:${apiPort}`, source: 'test' }]);
    // Declared too large: refused before a byte of it is read.
    expect(await streamEnvelope(proxy, { 'content-length': String(100 * 1024 * 1024) }, 0)).toMatchObject({ status: 413 });
    // Sent without a length: refused once past 3 MB, while the client is still sending.
    const streamed = await streamEnvelope(proxy, { 'transfer-encoding': 'chunked' }, 100 * 1024 * 1024);
    expect(streamed.status).toBe(413);
    expect(streamed.written).toBeLessThan(20 * 1024 * 1024);
  });

  it('closes the connection of a refused request instead of reading the body it keeps sending', async () => {
    const proxy = await startProxy([{ url: `http://localhost:${apiPort}`, source: 'test' }]);
    const declared = 64 * 1024 * 1024;
    const crossSite = await sendUntilClosed(proxy, { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, declared);
    expect(crossSite.status).toBe(403);
    expect(crossSite.written).toBeLessThan(declared);
    const tooLarge = await sendUntilClosed(proxy, { 'content-type': 'application/json' }, declared);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.written).toBeLessThan(declared);
  });

  it('caps the memory of the answers it holds at once: past the cap, 503 until some are sent', async () => {
    const proxy = await startProxy([{ url: `http://localhost:${apiPort}`, source: 'test' }], { responseMemoryBytes: 2.5 * 1024 * 1024, rateLimiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }) });
    const readers = [new AbortController(), new AbortController()];
    holding = 0;
    const held = readers.map((reader) =>
      fetch(`${proxy}/_mintaka/proxy`, { method: 'POST', signal: reader.signal, headers: { 'content-type': 'application/json', origin: proxy }, body: JSON.stringify({ har: { method: 'GET', url: `http://localhost:${apiPort}/hold-1mb` } }) }).catch(() => undefined),
    );
    // Two answers of 1 MB are on their way to the proxy, which holds them until they end.
    await expect.poll(() => holding).toBe(2);
    const refused = await post(proxy, { method: 'GET', url: `http://localhost:${apiPort}/1mb` });
    expect(refused.status).toBe(503);
    expect(refused.answer).toEqual({ ok: false, error: { code: 'busy', message: 'the proxy is holding as many answers as it may at once (2.5 MB); try again in a moment' } });
    // Readers that leave give their share back.
    for (const reader of readers) reader.abort();
    await Promise.all(held);
    await expect.poll(async () => (await post(proxy, { method: 'GET', url: `http://localhost:${apiPort}/1mb` })).status).toBe(200);
  });

  it('keys the rate limit on the socket address, and reads X-Forwarded-For only from the proxies it is told to trust', async () => {
    const keys: string[] = [];
    const rateLimiter = { take: (client: string) => (keys.push(client), { ok: true as const }) };
    const direct = await startProxy([{ url: `http://localhost:${apiPort}`, source: 'test' }], { rateLimiter });
    await post(direct, { method: 'GET', url: `http://localhost:${apiPort}/x` }, { 'x-forwarded-for': '203.0.113.7' });
    expect(keys.at(-1)).toBe('127.0.0.1');
    const behindNginx = await startProxy([{ url: `http://localhost:${apiPort}`, source: 'test' }], { rateLimiter, trustedProxies: ['loopback'] });
    await post(behindNginx, { method: 'GET', url: `http://localhost:${apiPort}/x` }, { 'x-forwarded-for': '203.0.113.7' });
    expect(keys.at(-1)).toBe('203.0.113.7');
    // A client's own X-Forwarded-For comes first; the trusted proxy appends the address it saw.
    await post(behindNginx, { method: 'GET', url: `http://localhost:${apiPort}/x` }, { 'x-forwarded-for': '198.51.100.1, 203.0.113.8' });
    expect(keys.at(-1)).toBe('203.0.113.8');
    // IPv6 clients are counted by their /64, which one subscriber usually holds whole.
    await post(behindNginx, { method: 'GET', url: `http://localhost:${apiPort}/x` }, { 'x-forwarded-for': '2001:db8:1:2:aaaa::1' });
    expect(keys.at(-1)).toBe('2001:db8:1:2::/64');
  });
});
