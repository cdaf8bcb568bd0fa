// The playground without its proxy, in headless Chromium: the fixture served as plain static
// files (a static host without `mintaka proxy`), and a copy built with
// `api.playground.disableProxy: true`. Requests a browser can make go straight to the API;
// the others, and APIs whose CORS settings refuse this site, are explained in words, and the
// code samples still show the request.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture, repoRoot, type BuiltSite } from '../support/build-fixture.ts';
import { send, startEchoServer, status, type EchoServer } from '../support/playground.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let staticOnlyUrl: string;
let directUrl: string;
let echo: EchoServer;
let noCors: EchoServer;
const servers: Server[] = [];

/** The playground fixture with `api.playground.disableProxy: true` and two `api.baseUrl`s. */
function writeDirectSite(): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'mintaka-pg-direct-')), 'site');
  cpSync(join(repoRoot, 'tests/fixtures/sites/playground'), folder, { recursive: true });
  const config = JSON.parse(readFileSync(join(folder, 'mint.json'), 'utf8'));
  config.api.playground = { disableProxy: true };
  config.api.baseUrl = ['https://api.example.test/v2', 'http://127.0.0.1:9/ping-api'];
  writeFileSync(join(folder, 'mint.json'), JSON.stringify(config));
  return folder;
}

beforeAll(async () => {
  const [fixture, direct] = await Promise.all([buildFixture('playground'), buildFixture(writeDirectSite())]);
  for (const site of [fixture, direct] as BuiltSite[]) expect(site.code, site.stderr).toBe(0);
  [echo, noCors] = await Promise.all([startEchoServer(), startEchoServer({ cors: false })]);
  const served = await Promise.all([startStaticServer(fixture.outDir, 0), startStaticServer(direct.outDir, 0)]);
  [staticOnlyUrl, directUrl] = served.map((entry) => entry.url) as [string, string];
  servers.push(...served.map((entry) => entry.server), echo.server, noCors.server);
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
});

const errorBox = () => page.locator('.mk-pg-error');
/** The first request sample (cURL) as the page shows it. */
const curl = () => page.getByRole('complementary', { name: 'Examples' }).getByRole('tabpanel', { name: 'cURL' }).textContent();

async function sendCookieKeyed(url: string): Promise<void> {
  await page.goto(`${url}/things/keyed`);
  await page.getByLabel('port', { exact: true }).fill(String(echo.port));
  await page.getByLabel('Method').selectOption({ label: 'cookieKey' });
  await page.getByLabel('session_key').fill('ck-9');
  await page.getByLabel('q', { exact: true }).fill('needle');
  await send(page);
}

describe('a site served without the proxy (static hosting)', () => {
  it('explains what to do when a request needs the proxy, and still offers the code samples', async () => {
    const count = echo.arrived.length;
    await sendCookieKeyed(staticOnlyUrl);
    expect(await errorBox().textContent()).toContain('needs the docs site\'s proxy (browsers do not let a page set cookies for another site)');
    expect(await errorBox().textContent()).toContain('Serve the docs with "mintaka preview", or run "mintaka proxy" next to a static host; or use the code samples.');
    expect(echo.arrived.length).toBe(count);
    await expect.poll(() => curl()).toContain("--header 'Cookie: session_key=<api-key>'");
  });

  it('sends a request the browser can make itself straight to the API', async () => {
    await page.goto(`${staticOnlyUrl}/things/get-thing`);
    await page.getByLabel('Bearer token').fill('tok-static');
    await send(page);
    expect(await status(page).textContent()).toBe('200 OK');
    expect(await page.locator('.mk-pg-response-head').textContent()).toContain('sent from your browser');
    expect(echo.arrived.at(-1)).toMatchObject({ method: 'GET', url: '/v1/things/42?limit=10' });
    expect(echo.arrived.at(-1)!.headers.authorization).toBe('Bearer tok-static');
  });
});

describe('api.playground.disableProxy', () => {
  it('says requests go from the browser, and sends them there', async () => {
    await page.goto(`${directUrl}/things/get-thing`);
    expect(await page.getByRole('region', { name: 'Try it' }).locator('.mk-pg-head').textContent()).toContain('Sends a real request from your browser (the API must allow this site in its CORS settings).');
    await page.getByLabel('port', { exact: true }).fill(String(echo.port));
    await page.getByLabel('Bearer token').fill('tok-direct');
    await send(page);
    expect(await status(page).textContent()).toBe('200 OK');
    expect(await page.locator('.mk-pg-response-head').textContent()).toContain('sent from your browser');
    expect(echo.arrived.at(-1)!.headers.authorization).toBe('Bearer tok-direct');
  });

  it('explains a CORS refusal and an unreachable host in words', async () => {
    await page.goto(`${directUrl}/things/get-thing`);
    await page.getByLabel('port', { exact: true }).fill(String(noCors.port));
    await send(page);
    expect(await errorBox().locator('p').textContent()).toBe(`http://127.0.0.1:${noCors.port} answered, but its CORS settings do not let ${directUrl} read the response. Allow this origin on the API, or serve the docs with their proxy ("mintaka preview" or "mintaka proxy").`);

    const closed = await startEchoServer();
    await new Promise((resolve) => closed.server.close(resolve));
    await page.getByLabel('port', { exact: true }).fill(String(closed.port));
    await send(page);
    expect(await errorBox().textContent()).toContain(`http://127.0.0.1:${closed.port} could not be reached from your browser: check the base URL and that the API is running.`);
  });

  it('says which requests a browser cannot send, and that the code samples can', async () => {
    const count = echo.arrived.length;
    await sendCookieKeyed(directUrl);
    expect(await errorBox().textContent()).toContain('This request cannot be sent from a browser (browsers do not let a page set cookies for another site), and this site sends requests without its proxy. Use the code samples.');
    expect(echo.arrived.length).toBe(count);
    await expect.poll(() => curl()).toContain("--header 'Cookie: session_key=<api-key>'");
  });

  it('offers the api.baseUrl list as the servers of an operation that names none', async () => {
    await page.goto(`${directUrl}/things/no-server`);
    const server = page.getByLabel('Server', { exact: true });
    expect(await server.locator('option').allTextContents()).toEqual(['https://api.example.test/v2', 'http://127.0.0.1:9/ping-api']);
    expect(await page.getByLabel('Base URL', { exact: true }).inputValue()).toBe('https://api.example.test/v2');
    await server.selectOption({ index: 1 });
    expect(await page.getByLabel('Base URL', { exact: true }).inputValue()).toBe('http://127.0.0.1:9/ping-api');
  });
});
