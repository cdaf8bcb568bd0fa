import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { devErrorText, gotoWhileReloading, reloadUntil, showsDevError, startDevServer, type DevServer } from '../support/dev-server.ts';
import { postToProxy, requestWithHost, startEchoServer, type EchoServer } from '../support/playground.ts';

// `mintaka dev` with an OpenAPI document: an edit to the document reaches its pages (and the
// pages a tab generates from it) on reload, and an edit that breaks it shows the document's
// error on its pages, as an MDX error does, while the other pages keep working.
let browser: Browser;
let dev: DevServer;
let echo: EchoServer;
let folder: string;

const spec = (paths: string) => `openapi: 3.1.0
info: { title: Things, version: 1.0.0 }
servers: [{ url: 'https://api.things.test' }]
paths:
${paths}`;
const listThings = (summary: string) => `  /things:
    get:
      summary: ${summary}
      tags: [Things]
      responses:
        '200': { description: The things. }
`;
const createThing = `    post:
      summary: Create a thing
      tags: [Things]
      responses:
        '201': { description: Created. }
`;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'mintaka-api-dev-'));
  writeFileSync(join(folder, 'mint.json'), JSON.stringify({
    name: 'API dev',
    colors: { primary: '#0D9373' },
    tabs: [{ name: 'Reference', url: 'reference', openapi: '/api.yaml' }],
    navigation: [{ group: 'Pages', pages: ['index', 'list'] }],
  }));
  writeFileSync(join(folder, 'index.mdx'), '---\ntitle: Home\n---\n\nThis page works.\n');
  writeFileSync(join(folder, 'list.mdx'), '---\nopenapi: "api.yaml GET /things"\n---\n');
  writeFileSync(join(folder, 'api.yaml'), spec(listThings('List things')));
  echo = await startEchoServer();
  [dev, browser] = await Promise.all([startDevServer(folder, ['--allow', `http://127.0.0.1:${echo.port}/v1`, '--host-name', 'docs.example.test']), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  dev?.stop();
  echo?.server.close();
});

const heading = (page: Page) => page.locator('h1').textContent({ timeout: 5000 });
describe('an OpenAPI document edited in mintaka dev', () => {
  it('updates its pages and the tab\'s generated pages, shows a broken document\'s error, and recovers', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${dev.url}/list`);
    expect(await heading(page)).toBe('List things');
    const generated = () => page.locator('.mk-sidebar a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await page.goto(`${dev.url}/reference/things/list-things`);
    expect(await generated()).not.toContain('/reference/things/create-a-thing');

    // A new summary and a new operation.
    writeFileSync(join(folder, 'api.yaml'), spec(listThings('List all things') + createThing));
    await gotoWhileReloading(page, `${dev.url}/list`);
    await reloadUntil(page, () => heading(page), (text) => text === 'List all things', dev);
    await page.goto(`${dev.url}/reference/things/create-a-thing`);
    expect(await heading(page)).toBe('Create a thing');
    expect(await page.locator('.mk-api-status').first().textContent()).toBe('201');
    expect(await generated()).toContain('/reference/things/create-a-thing');

    // A path without its leading slash: the document is invalid.
    writeFileSync(join(folder, 'api.yaml'), spec((listThings('List all things') + createThing).replace('  /things:', '  things:')));
    await gotoWhileReloading(page, `${dev.url}/list`);
    const overlay = await reloadUntil(page, () => devErrorText(page), (text) => text.includes('api.yaml: #/paths/things: path must start with "/"'), dev);
    // The reason, what to do, and where: the line and column of the pointer in the file.
    expect(overlay).toContain('api.yaml could not be loaded, so its pages cannot be built. Fix the document and save it');
    expect(overlay).toMatch(/api\.yaml:6:5/);
    const home = await context.newPage();
    const ok = await home.goto(`${dev.url}/`);
    expect(ok?.status()).toBe(200);
    expect(await home.locator('.mk-content').textContent()).toContain('This page works.');
    await home.close();

    // Fixed again.
    writeFileSync(join(folder, 'api.yaml'), spec(listThings('Things, listed') + createThing));
    // Astro's dev server (Vite) hands its last error to a page that connects while no page is
    // open (a reload in between), so the error can show once more: the page has recovered
    // when, after a reload, it shows the operation and no error.
    const recovered = async () => {
      await page.waitForTimeout(500); // the dev client connects, and gets any error, after the load
      return (await showsDevError(page)) ? '(error shown)' : heading(page);
    };
    await reloadUntil(page, recovered, (text) => text === 'Things, listed', dev);
    expect(await showsDevError(page)).toBe(false);
    await context.close();
  }, 150_000);
});

describe('the playground\'s proxy in mintaka dev', () => {
  it('forwards a GET with its JSON body to a server allowed with --allow, and refuses the others', async () => {
    const har = { method: 'GET', postData: { mimeType: 'application/json', text: '{"name":"x"}' }, headers: [{ name: 'Content-Type', value: 'application/json' }] };
    const sent = await postToProxy(dev.url, { ...har, url: `http://127.0.0.1:${echo.port}/v1/things` });
    expect(sent).toMatchObject({ status: 200, marker: '1', answer: { ok: true, status: 200 } });
    expect(echo.arrived.at(-1)).toMatchObject({ method: 'GET', url: '/v1/things', body: '{"name":"x"}' });
    const refused = await postToProxy(dev.url, { ...har, url: `http://127.0.0.1:${echo.port}/elsewhere` });
    expect(refused.answer).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
    expect(refused.answer.error.message).toContain('https://api.things.test');
  });

  it('answers only requests for its own address, localhost and --host-name names (DNS rebinding)', async () => {
    const port = new URL(dev.url).port;
    expect((await requestWithHost(`${dev.url}/`, `attacker.test:${port}`)).status).toBe(403);
    const rebound = await requestWithHost(`${dev.url}/_mintaka/proxy`, `attacker.test:${port}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://attacker.test:${port}`, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ har: { method: 'GET', url: `http://127.0.0.1:${echo.port}/v1/rebound`, headers: [], cookies: [] } }),
    });
    expect(rebound.status).toBe(403);
    expect(echo.arrived.some((request) => request.url === '/v1/rebound')).toBe(false);
    for (const host of [`docs.example.test:${port}`, `localhost:${port}`]) {
      expect(await requestWithHost(`${dev.url}/`, host), host).toMatchObject({ status: 200, text: expect.stringContaining('This page works.') });
    }
  });
});
