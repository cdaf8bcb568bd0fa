// The API playground in headless Chromium, end to end: the repository's own site against the
// User Group API reference server, and a fixture against a local echo server. Both sites are
// built by the test and served like `mintaka preview` (static files + the proxy). The built
// pages name http://localhost:4010 and http://127.0.0.1:{port}; the servers here run on free
// ports, so the reader's way of pointing the playground elsewhere is used: the Base URL field
// (User Group API; the proxy is started with `--allow <reference server>`, as
// `mintaka preview --allow URL` does) and the `port` server variable (fixture; the proxy sends
// only to the documented default port, so the echo server's is added with --allow).
import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture, repoRoot, type BuiltSite } from '../support/build-fixture.ts';
import { live, responseBody, responseJson, send, serveWithProxy, setBody, startEchoServer, status, waitForAnswer, type EchoServer } from '../support/playground.ts';

let browser: Browser;
let reference: RunningServer;
let apiKey: string;
let repoSite: BuiltSite;
let fixture: BuiltSite;
let repoUrl: string;
let fixtureUrl: string;
let echo: EchoServer;
let echoPort: number;
let arrived: EchoServer['arrived'];
const servers: Server[] = [];

beforeAll(async () => {
  [repoSite, fixture] = await Promise.all([buildFixture(repoRoot), buildFixture('playground')]);
  expect(repoSite.code, repoSite.stderr).toBe(0);
  expect(fixture.code, fixture.stderr).toBe(0);
  reference = await startServer({ port: 0, database: join(mkdtempSync(join(tmpdir(), 'mintaka-pg-')), 'api.sqlite') });
  apiKey = reference.firstAccount!.keys.Testing;
  echo = await startEchoServer();
  ({ port: echoPort, arrived } = echo);
  const served = await Promise.all([serveWithProxy(repoSite, [reference.url]), serveWithProxy(fixture, [`http://127.0.0.1:${echoPort}/v1`])]);
  servers.push(...served.map((entry) => entry.server), echo.server);
  [repoUrl, fixtureUrl] = served.map((entry) => entry.url) as [string, string];
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
  await reference?.close();
});

describe('User Group API pages against the reference server', () => {
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('gets or creates a group with GET and a JSON body: 201 then 200', async () => {
    await page.goto(`${repoUrl}/docs/user-group-api/endpoints/get-or-create`);
    const credential = page.getByLabel('Authorization', { exact: true });
    // `api.auth.inputPrefix` is already in the field.
    expect(await credential.inputValue()).toBe('Token ');
    await page.getByLabel('Base URL').fill(reference.url);
    await credential.fill(`Token ${apiKey}`);
    await setBody(page, { user_group_id: 'e2e-group', name: 'E2E group' });
    await send(page);
    expect(await status(page).textContent()).toBe('201 Created');
    const created = await responseJson(page);
    expect(created).toMatchObject({ success: 1, new_user_group: true, user_group: { name: 'E2E group', provided_id: 'e2e-group' } });
    expect(await live(page).textContent()).toMatch(/^Response 201 Created, \d+ milliseconds\.$/);
    token = created.user_group.token;

    await send(page);
    expect(await status(page).textContent()).toBe('200 OK');
    expect(await responseJson(page)).toMatchObject({ new_user_group: false, user_group: { token } });
  });

  it('keeps the credential and base URL for the session: updates with PUT on the next page', async () => {
    await page.goto(`${repoUrl}/docs/user-group-api/endpoints/update`);
    expect(await page.getByLabel('Authorization', { exact: true }).inputValue()).toBe(`Token ${apiKey}`);
    expect(await page.getByLabel('Base URL').inputValue()).toBe(reference.url);
    await setBody(page, { user_group_id: 'e2e-group', name: 'Renamed group' });
    await send(page);
    expect(await status(page).textContent()).toBe('200 OK');
    expect(await responseJson(page)).toMatchObject({ success: 1, user_group: { name: 'Renamed group', provided_id: 'e2e-group' } });
  });

  it('rotates the token with POST and gets a new one', async () => {
    await page.goto(`${repoUrl}/docs/user-group-api/endpoints/rotate-token`);
    await setBody(page, { current_token: token });
    await send(page);
    expect(await status(page).textContent()).toBe('200 OK');
    const rotated = await responseJson(page);
    expect(rotated.user_group.token).toMatch(/^ugt_/);
    expect(rotated.user_group.token).not.toBe(token);
    token = rotated.user_group.token;
  });

  it('deletes the group with DELETE', async () => {
    await page.goto(`${repoUrl}/docs/user-group-api/endpoints/delete`);
    await setBody(page, { current_token: token, user_group_id: 'e2e-group' });
    await send(page);
    expect(await status(page).textContent()).toBe('200 OK');
    expect(await responseJson(page)).toMatchObject({ success: 1 });
  });

  it('shows 401 and the API\'s message for a wrong credential', async () => {
    await page.goto(`${repoUrl}/docs/user-group-api/endpoints/get-or-create`);
    await page.getByLabel('Authorization', { exact: true }).fill('Token ugk_testing_wrong_wrong');
    await setBody(page, { user_group_id: 'e2e-group', name: 'E2E group' });
    await send(page);
    expect(await status(page).textContent()).toBe('401 Unauthorized');
    expect(await responseJson(page)).toMatchObject({ success: 0, error: { code: 'invalid_credential', message: expect.any(String) } });
    expect(await responseBody(page).textContent()).toContain('"message"');
  });

  it('keeps each sample box\'s copy button inside it, however long the example names', async () => {
    await page.goto(`${repoUrl}/docs/user-group-api/endpoints/delete`);
    const examples = page.getByRole('complementary', { name: 'Examples' });
    for (const box of await examples.locator('mk-api-tabs').all()) {
      const outer = (await box.boundingBox())!;
      const copy = (await box.getByRole('button', { name: 'Copy code' }).boundingBox())!;
      expect(copy.x + copy.width).toBeLessThanOrEqual(outer.x + outer.width);
    }
    // The response examples' names are long ("409 · data_source_provided_id guard does not match").
    expect(await examples.getByLabel('Response example').locator('option').allTextContents()).toContain('409 · data_source_provided_id guard does not match');
  });

  it('shows the credential in the code samples only when the reader opts in', async () => {
    await page.goto(`${repoUrl}/docs/user-group-api/endpoints/rotate-token`);
    await page.getByLabel('Authorization', { exact: true }).fill('Token ugk_secret_value');
    await setBody(page, { current_token: 'ugt_sample' });
    const curl = page.getByRole('complementary', { name: 'Examples' }).getByRole('tabpanel', { name: 'cURL' });
    await expect.poll(() => curl.textContent()).toContain('ugt_sample');
    expect(await curl.textContent()).toContain('Authorization: Token <api-key>');
    expect(await curl.textContent()).toContain(reference.url);
    await page.getByLabel('Show it in the code samples').check();
    await expect.poll(() => curl.textContent()).toContain('Authorization: Token ugk_secret_value');
  });
});

describe('fixture: auth schemes, parameters and server variables against an echo server', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('sends path, query and header parameters with a bearer token to the server the variable names', async () => {
    await page.goto(`${fixtureUrl}/things/get-thing`);
    await page.getByLabel('port', { exact: true }).fill(String(echoPort));
    expect(await page.getByLabel('Base URL', { exact: true }).inputValue()).toBe(`http://127.0.0.1:${echoPort}/v1`);
    await page.getByLabel('Bearer token').fill('tok123');
    expect(await page.getByLabel('thingId', { exact: true }).inputValue()).toBe('42');
    expect(await page.getByLabel('limit', { exact: true }).inputValue()).toBe('10');
    await page.getByLabel('sort', { exact: true }).selectOption('desc');
    await page.getByLabel('X-Trace', { exact: true }).fill('trace-1');
    await send(page);
    expect(await status(page).textContent()).toBe('200 OK');
    const request = arrived.at(-1)!;
    expect(request).toMatchObject({ method: 'GET', url: '/v1/things/42?sort=desc&limit=10' });
    expect(request.headers).toMatchObject({ authorization: 'Bearer tok123', 'x-trace': 'trace-1' });
  });

  it('sends basic auth and a JSON body, and refuses a body with a syntax error before sending', async () => {
    await page.goto(`${fixtureUrl}/things/create-thing`);
    // The port typed on the previous page is kept for the session.
    expect(await page.getByLabel('Base URL', { exact: true }).inputValue()).toBe(`http://127.0.0.1:${echoPort}/v1`);
    await page.getByLabel('Username').fill('ada');
    await page.getByLabel('Password').fill('s3cret');
    const count = arrived.length;
    await page.getByLabel(/^Request body/).fill('{"name": "Gadget",}');
    await expect.poll(() => page.locator('#mk-pg-body-error').textContent()).toBe('Invalid JSON, line 1, column 19: a trailing comma before "}" is not allowed');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect(await live(page).textContent()).toContain('The body is not valid JSON');
    expect(arrived.length).toBe(count);
    await setBody(page, { name: 'Gadget' });
    await send(page);
    expect(arrived.at(-1)).toMatchObject({ method: 'POST', url: '/v1/things', body: '{\n  "name": "Gadget"\n}' });
    expect(arrived.at(-1)!.headers.authorization).toBe(`Basic ${Buffer.from('ada:s3cret').toString('base64')}`);
  });

  it('asks for required parameters, then sends an API key in the query or as a cookie', async () => {
    await page.goto(`${fixtureUrl}/things/keyed`);
    await page.getByLabel('api_key').fill('qk-1');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect(await live(page).textContent()).toBe('Fill in q (query) first.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mk-pg-query-0');
    await page.getByLabel('q', { exact: true }).fill('needle');
    await send(page);
    expect(arrived.at(-1)).toMatchObject({ method: 'GET', url: '/v1/keyed?q=needle&api_key=qk-1' });

    await page.getByLabel('Method').selectOption({ label: 'cookieKey' });
    await page.getByLabel('session_key').fill('ck-9');
    await send(page);
    expect(arrived.at(-1)).toMatchObject({ url: '/v1/keyed?q=needle' });
    expect(arrived.at(-1)!.headers.cookie).toBe('session_key=ck-9');
  });

  it('keeps the credential for this session only, unless the reader ticks Remember', async () => {
    const visits = await browser.newContext();
    // A new tab is a new session: only what is remembered on the device is filled in.
    const visit = async () => {
      const tab = await visits.newPage();
      await tab.goto(`${fixtureUrl}/things/get-thing`);
      return tab;
    };
    const first = await visit();
    await first.getByLabel('Bearer token').fill('tok-session');
    await first.goto(`${fixtureUrl}/things/get-thing`);
    expect(await first.getByLabel('Bearer token').inputValue()).toBe('tok-session');
    const second = await visit();
    expect(await second.getByLabel('Bearer token').inputValue()).toBe('');
    await second.getByLabel('Remember on this device').check();
    await second.getByLabel('Bearer token').fill('tok-device');
    const third = await visit();
    expect(await third.getByLabel('Bearer token').inputValue()).toBe('tok-device');
    expect(await third.getByLabel('Remember on this device').isChecked()).toBe(true);
    // Unticked, it is forgotten on the device.
    await third.getByLabel('Remember on this device').uncheck();
    const fourth = await visit();
    expect(await fourth.getByLabel('Bearer token').inputValue()).toBe('');
    expect(await fourth.evaluate(() => JSON.stringify(localStorage))).not.toContain('tok-device');
    await visits.close();
  });

  it('shows a text response as text, as it came', async () => {
    await page.goto(`${fixtureUrl}/things/get-thing`);
    await page.getByLabel('X-Trace', { exact: true }).fill('text');
    await send(page);
    expect(await responseBody(page).textContent()).toBe('{not json} <b>/v1/things/42?limit=10</b>');
    expect(await responseBody(page).locator('span').count()).toBe(0);
  });

  it('shows an image response as an image', async () => {
    await page.goto(`${fixtureUrl}/things/image`);
    await send(page);
    expect(arrived.at(-1)).toMatchObject({ method: 'GET', url: '/v1/image' });
    expect(await status(page).textContent()).toBe('200 OK');
    const image = page.getByRole('region', { name: 'Response to your request' }).getByRole('img', { name: 'Response image (image/png)' });
    // Decoded by the browser: the echo server's 2×2 PNG.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    expect(await page.locator('.mk-pg-response pre').count()).toBe(0);
  });

  it('shows an SVG answer as an image that never opens as a page of the docs site', async () => {
    await page.goto(`${fixtureUrl}/things/get-thing`);
    await page.evaluate(() => localStorage.setItem('mk-test-secret', 'saved key'));
    await page.getByLabel('X-Trace', { exact: true }).fill('svg');
    await send(page);
    const image = page.getByRole('region', { name: 'Response to your request' }).getByRole('img', { name: 'Response image (image/svg+xml)' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);
    // What "Open image in new tab" opens: a document with no origin, which cannot read the docs site's storage.
    const opened = await page.context().newPage();
    await opened.goto((await image.getAttribute('src'))!);
    expect(await opened.evaluate(() => origin)).toBe('null');
    expect(await opened.evaluate(() => { try { return String(localStorage.length); } catch { return 'no storage'; } })).toBe('no storage');
    await opened.close();
  });

  it('offers a binary answer only as a download, which no browser opens as a page', async () => {
    await page.goto(`${fixtureUrl}/things/get-thing`);
    await page.getByLabel('X-Trace', { exact: true }).fill('binary');
    await send(page);
    const link = page.getByRole('link', { name: 'Download' });
    expect(await link.getAttribute('download')).toBe('response');
    expect(await link.evaluate((a: HTMLAnchorElement) => fetch(a.href).then((r) => r.headers.get('content-type')))).toBe('application/octet-stream');
  });

  it('cancels a slow request: Cancel shows while it runs, the API\'s connection is dropped, Send works again', async () => {
    await page.goto(`${fixtureUrl}/things/slow`);
    const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
    expect(await cancel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => arrived.at(-1)?.url).toBe('/v1/slow');
    const slow = arrived.at(-1)!;
    expect(await page.getByRole('button', { name: 'Send', exact: true }).getAttribute('aria-disabled')).toBe('true');
    await cancel.click();
    expect(await waitForAnswer(page)).toBe('Cancelled: the request was cancelled.');
    expect(await page.locator('.mk-pg-error').textContent()).toBe('CancelledThe request was cancelled.');
    expect(await cancel.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Send', exact: true }).getAttribute('aria-disabled')).toBeNull();
    // The proxy gave up on the API too.
    await expect.poll(() => slow.abandoned).toBe(true);
  });

  it('is labelled in the accessibility tree, works from the keyboard alone in visual order, and announces the response', async () => {
    await page.goto(`${fixtureUrl}/things/get-thing`);
    const playground = page.getByRole('region', { name: 'Try it' });
    const tree = await playground.ariaSnapshot();
    const controls = [...tree.matchAll(/^\s*- (button|textbox|combobox|checkbox|spinbutton|radio|switch|slider)\b( "([^"]*)")?/gm)].map((match) => `${match[1]} ${match[3] ?? '(no name)'}`);
    // Every control has a name, in the order a reader sees them.
    expect(controls).toEqual([
      'textbox Base URL',
      'button Send',
      'combobox Server',
      'textbox port',
      'textbox Bearer token',
      'checkbox Remember on this device',
      'checkbox Show it in the code samples',
      'textbox thingId',
      'combobox sort',
      'textbox limit',
      'textbox X-Trace',
    ]);
    expect(tree).toMatch(/- group "Authorization":/);
    expect(tree).toMatch(/- group "Query parameters":/);
    const required = await playground.getByRole('textbox', { name: 'thingId' }).getAttribute('aria-required');
    expect(required).toBe('true');
    expect(await live(page).getAttribute('role')).toBe('status');
    expect(await live(page).getAttribute('aria-live')).toBe('polite');

    // Keyboard only, from the first field: Tab goes through the controls in that order.
    await page.getByLabel('Base URL', { exact: true }).focus();
    const focused = () => page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? el.textContent!.trim();
    });
    const typeInto = async (name: string, text: string) => {
      expect(await focused()).toBe(name);
      await page.keyboard.press('Control+A');
      await page.keyboard.type(text);
    };
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Send');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Server');
    await page.keyboard.press('Tab');
    await typeInto('port', String(echoPort));
    await page.keyboard.press('Tab');
    await typeInto('Bearer token', 'kb-token');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Remember on this device');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Show it in the code samples');
    await page.keyboard.press('Tab');
    await typeInto('thingId', '7');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('sort');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('limit');
    await page.keyboard.press('Tab');
    await typeInto('X-Trace', 'kb');
    // Enter in a field sends; the answer is announced by the live region.
    await live(page).evaluate((el) => (el.textContent = ''));
    await page.keyboard.press('Enter');
    expect(await waitForAnswer(page)).toMatch(/^Response 200 OK, \d+ milliseconds\.$/);
    expect(arrived.at(-1)).toMatchObject({ method: 'GET', url: '/v1/things/7?sort=asc&limit=10' });
    expect(arrived.at(-1)!.headers).toMatchObject({ authorization: 'Bearer kb-token', 'x-trace': 'kb' });
    const response = await page.getByRole('region', { name: 'Response to your request' }).ariaSnapshot();
    expect(response).toContain('200 OK');
    // The response follows in the Tab order: its headers, then its body (scrollable by keyboard).
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^Response headers \(\d+\)$/);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Response body');
    expect(await page.evaluate(() => document.activeElement!.textContent)).toContain('"echoed"');

    // Escape cancels a request in flight, from the keyboard too.
    await page.goto(`${fixtureUrl}/things/slow`);
    await page.getByRole('button', { name: 'Send', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => arrived.at(-1)?.url).toBe('/v1/slow');
    await page.keyboard.press('Escape');
    expect(await waitForAnswer(page)).toBe('Cancelled: the request was cancelled.');
  });
});

describe('modes and weight', () => {
  const playgroundScript = (html: string) => /<script[^>]+src="\/_astro\/playground\.[0-9a-f]+\.js"/.test(html);

  it('renders the form, a simple URL line, or nothing, as mint.json and frontmatter say', () => {
    expect(fixture.page('/things/get-thing').querySelector('mk-playground form')).not.toBeNull();
    const simple = fixture.page('/things/simple').querySelector('#mk-playground')!;
    expect(simple.getAttribute('data-mode')).toBe('simple');
    expect(simple.querySelector('form')).toBeNull();
    expect(simple.querySelector('.mk-pg-simple-url')!.text).toBe('http://127.0.0.1:9/v1/things');
    expect(simple.querySelector('button')!.text).toBe('Copy URL');
    expect(fixture.page('/things/none').querySelector('#mk-playground')).toBeNull();
    // mint.json's word for it (api.playground.mode) works on a page too.
    expect(fixture.page('/things/hide').querySelector('#mk-playground')).toBeNull();
  });

  it('falls back to simple with a note when an operation has no server and no api.baseUrl', () => {
    const ping = fixture.page('/things/no-server').querySelector('#mk-playground')!;
    expect(ping.getAttribute('data-mode')).toBe('simple');
    expect(ping.querySelector('.mk-pg-note')!.text).toContain('names no server and mint.json sets no api.baseUrl');
  });

  it('takes the credential field of an api: page from api.auth, with its prefix', () => {
    const field = fixture.page('/things/endpoint').querySelector('mk-playground input#mk-pg-auth-0-0')!;
    expect(field.getAttribute('value')).toBe('Key ');
    expect(fixture.page('/things/endpoint').querySelector('label[for="mk-pg-auth-0-0"]')!.text).toContain('X-Api-Key');
  });

  it('loads the playground script on API pages only', () => {
    expect(playgroundScript(fixture.html('/things/get-thing'))).toBe(true);
    expect(playgroundScript(fixture.html('/things/simple'))).toBe(false);
    expect(playgroundScript(fixture.html('/'))).toBe(false);
    expect(playgroundScript(repoSite.html('/docs/introduction'))).toBe(false);
  });

  it('writes the allowlist of documented servers into the built site', () => {
    const targets = JSON.parse(readFileSync(join(repoSite.outDir, '_mintaka/proxy-targets.json'), 'utf8'));
    expect(targets).toEqual({ version: 1, targets: [{ url: 'http://localhost:4010', source: 'mint.json api.baseUrl' }] });
  });
});
