// The request samples of API pages in headless Chromium (the playground fixture, served as
// static files): the reader's language is remembered across pages, the copy button copies the
// exact sample, and the samples follow the playground's inputs, the credential only when the
// reader opts in.
import type { Server } from 'node:http';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture } from '../support/build-fixture.ts';

let browser: Browser;
let server: Server;
let siteUrl: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const site = await buildFixture('playground');
  expect(site.code, site.stderr).toBe(0);
  ({ server, url: siteUrl } = await startStaticServer(site.outDir, 0));
  browser = await launchBrowser();
  context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

const aside = () => page.getByRole('complementary', { name: 'Examples' });
const languages = () => aside().getByLabel('Request sample language');
/** The sample the reader sees (hidden panels are not in the accessibility tree). */
const panel = (label: string): Locator => aside().getByRole('tabpanel', { name: label });
const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

describe('request samples', () => {
  it('remember the language the reader picked, on the next page and after a reload', async () => {
    await page.goto(`${siteUrl}/things/get-thing`);
    expect(await languages().inputValue()).toBe('cURL');
    await languages().selectOption('Python');
    expect(await panel('Python').textContent()).toContain('import requests');
    expect(await panel('cURL').count()).toBe(0);
    await page.goto(`${siteUrl}/things/create-thing`);
    expect(await languages().inputValue()).toBe('Python');
    expect(await panel('Python').textContent()).toContain('requests.request("POST", url, json=payload, headers=headers)');
    await page.reload();
    expect(await languages().inputValue()).toBe('Python');
    await languages().selectOption('cURL');
  });

  it('copy exactly the sample shown, quotes and all, also after the inputs changed it', async () => {
    const createThing = (data: string) => [
      'curl --request POST \\',
      '  --url http://127.0.0.1:9/v1/things \\',
      "  --header 'Authorization: Basic <encoded-value>' \\",
      "  --header 'Content-Type: application/json' \\",
      `  --data ${data}`,
    ].join('\n');
    await page.goto(`${siteUrl}/things/create-thing`);
    await aside().getByRole('button', { name: 'Copy code' }).click();
    expect(await clipboard()).toBe(createThing(`'{\n  "name": "Widget"\n}'`));
    await page.getByLabel(/^Request body/).fill('{"name": "O\'Brien $HOME"}');
    await expect.poll(() => panel('cURL').textContent()).toContain('Brien');
    await aside().getByRole('button', { name: 'Copy code' }).click();
    expect(await clipboard()).toBe(createThing(`'{"name": "O'\\''Brien $HOME"}'`));
  });

  it('follow the playground\'s inputs in every language, the credential only when the reader opts in', async () => {
    await page.goto(`${siteUrl}/things/get-thing`);
    await page.getByLabel('thingId', { exact: true }).fill('7');
    await page.getByLabel('sort', { exact: true }).selectOption('desc');
    await page.getByLabel('X-Trace', { exact: true }).fill('t-1');
    await page.getByLabel('Bearer token').fill('tok-secret');
    const curl = [
      'curl --request GET \\',
      "  --url 'http://127.0.0.1:9/v1/things/7?sort=desc&limit=10' \\",
      "  --header 'X-Trace: t-1' \\",
    ];
    await expect.poll(() => panel('cURL').textContent()).toBe([...curl, "  --header 'Authorization: Bearer <token>'"].join('\n'));
    await languages().selectOption('JavaScript');
    expect(await panel('JavaScript').textContent()).toContain('fetch("http://127.0.0.1:9/v1/things/7?sort=desc&limit=10", options)');
    expect(await panel('JavaScript').textContent()).toContain('"X-Trace": "t-1",\n    "Authorization": "Bearer <token>"');
    await languages().selectOption('cURL');

    await page.getByLabel('Show it in the code samples').check();
    await expect.poll(() => panel('cURL').textContent()).toBe([...curl, "  --header 'Authorization: Bearer tok-secret'"].join('\n'));
    await page.getByLabel('Show it in the code samples').uncheck();
    await expect.poll(() => panel('cURL').textContent()).toBe([...curl, "  --header 'Authorization: Bearer <token>'"].join('\n'));
  });
});
