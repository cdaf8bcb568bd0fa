// What the playground's browser tests share: an echo server that records the requests that
// arrive, a static server with the playground's proxy (as `mintaka preview` serves a site),
// and the steps a reader takes (Send, then wait for the announcement).
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { createProxyHandler } from '../../src/integration/proxy/handler.ts';
import { readProxyTargets } from '../../src/integration/proxy/site-targets.ts';
import type { BuiltSite } from './build-fixture.ts';

export interface Arrived {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** `/v1/slow`: the client (the proxy) closed the connection before any answer. */
  abandoned?: boolean;
}

export interface EchoServer {
  server: Server;
  port: number;
  /** Requests in the order they arrived (CORS preflights left out). */
  arrived: Arrived[];
}

/** A 2×2 PNG (red, green, blue, white). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC', 'base64');

/** A 4×4 SVG whose script would run if it were opened as a document. */
export const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>document.title = "ran " + localStorage.length</script><rect width="4" height="4" fill="red"/></svg>';

/**
 * Answers `/v1/image` with a PNG, `X-Trace: svg` with SCRIPTED_SVG, `X-Trace: binary` with
 * bytes of a made-up type, holds `/v1/slow` until the client goes away, a request with
 * `X-Trace: text` with plain text, and anything else with `{"echoed": url}`; CORS lets any
 * origin read the answers (with `cors: false`, none).
 */
export async function startEchoServer(options: { cors?: boolean } = {}): Promise<EchoServer> {
  const arrived: Arrived[] = [];
  const cors = options.cors ?? true;
  const server = createServer((req, res) => {
    if (cors) {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
    }
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const entry: Arrived = { method: req.method!, url: req.url!, headers: req.headers, body };
      arrived.push(entry);
      if (req.url === '/v1/slow') return void res.on('close', () => (entry.abandoned = true));
      if (req.url === '/v1/image') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      if (req.headers['x-trace'] === 'text') return void res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(`{not json} <b>${req.url}</b>`);
      if (req.headers['x-trace'] === 'svg') return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SCRIPTED_SVG);
      if (req.headers['x-trace'] === 'binary') return void res.writeHead(200, { 'content-type': 'application/x-thing' }).end(Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from('<html><script>document.title = localStorage.length</script></html>')]));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ echoed: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, arrived };
}

/** Serves a built site with the playground's proxy, as `mintaka preview --allow <allow>` does. */
export async function serveWithProxy(site: BuiltSite, allow: string[] = []): Promise<{ server: Server; url: string }> {
  const proxy = createProxyHandler({ targets: readProxyTargets(site.outDir) ?? [], allow });
  return startStaticServer(site.outDir, 0, '127.0.0.1', { proxy });
}

export const status = (page: Page) => page.locator('.mk-pg-status');
export const responseBody = (page: Page) => page.locator('.mk-pg-response pre');
export const live = (page: Page) => page.locator('.mk-pg-live');

/** Waits until the live region announces the answer (or a failure). */
export async function waitForAnswer(page: Page): Promise<string> {
  let text = '';
  await expect.poll(async () => {
    text = (await live(page).textContent()) ?? '';
    return text !== '' && !text.startsWith('Sending');
  }, { timeout: 15_000 }).toBe(true);
  return text;
}

/** Clicks Send and waits for the announcement of the answer. */
export async function send(page: Page): Promise<string> {
  await live(page).evaluate((el) => (el.textContent = ''));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  return waitForAnswer(page);
}

export async function setBody(page: Page, value: unknown): Promise<void> {
  await page.getByLabel(/^Request body/).fill(JSON.stringify(value, null, 2));
}

export async function responseJson(page: Page): Promise<Record<string, any>> {
  return JSON.parse((await responseBody(page).textContent())!);
}

/** Posts a request description to a proxy as the playground does (same origin, JSON). */
export async function postToProxy(origin: string, har: Record<string, unknown>): Promise<{ status: number; marker: string | null; answer: Record<string, any> }> {
  const response = await fetch(`${origin}/_mintaka/proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ har: { method: 'GET', headers: [], cookies: [], queryString: [], ...har } }),
  });
  return { status: response.status, marker: response.headers.get('x-mintaka-proxy'), answer: (await response.json()) as Record<string, any> };
}

/**
 * A request to `url` that says it is for `host` (the Host header), as a browser sends it for a
 * page whose name resolves to the server: what DNS rebinding looks like to the server.
 */
export function requestWithHost(url: string, host: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: { ...init.headers, host }, setHost: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
