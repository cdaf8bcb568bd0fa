import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture, repoRoot } from '../support/build-fixture.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';

// The search dialog as a reader uses it, on the built `seo` fixture: open it from the top bar
// or with Ctrl-K, type, move with the arrows, go with Enter, leave with Escape.
let browser: Browser;
let server: Server;
let baseUrl: string;
let relayServer: Server;
let relayUrl: string;

beforeAll(async () => {
  // `search`: pages whose titles share words, and a code block in a page's prose.
  const [site, relay] = await Promise.all([buildFixture('seo'), buildFixture('search')]);
  expect(site.code, site.stderr).toBe(0);
  expect(relay.code, relay.stderr).toBe(0);
  const started = await startStaticServer(site.outDir, 0);
  server = started.server;
  baseUrl = started.url;
  const relayStarted = await startStaticServer(relay.outDir, 0);
  relayServer = relayStarted.server;
  relayUrl = relayStarted.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  relayServer?.close();
});

async function open(path: string, base = baseUrl): Promise<{ page: Page; requests: string[] }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${base}${path}`);
  return { page, requests };
}

const options = (page: Page) => page.locator('#mk-search-results [role="option"]');
const dialog = (page: Page) => page.locator('#mk-search');

async function search(page: Page, query: string): Promise<void> {
  await page.locator('#mk-search-input').fill(query);
  await expect.poll(() => page.locator('#mk-search-results, .mk-search-status').allTextContents().then((t) => t.join('').length)).toBeGreaterThan(0);
}

describe('search dialog', () => {
  it('loads nothing for search until it is opened', async () => {
    const { page, requests } = await open('/quickstart');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/pagefind/') || path === '/_mintaka/search.js')).toEqual([]);
    await page.keyboard.press('Control+k');
    await expect.poll(() => requests.includes('/_mintaka/search.js')).toBe(true);
    await page.close();
  });

  it('opens with Ctrl-K, focused, with the prompt from mint.json as placeholder', async () => {
    const { page } = await open('/quickstart');
    await page.keyboard.press('Control+k');
    expect(await dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('mk-search-input');
    expect(await page.locator('#mk-search-input').getAttribute('placeholder')).toBe('Search Orbit...');
    await page.close();
  });

  it('opens with Ctrl-K when Caps Lock is on (the key is then "K")', async () => {
    const { page } = await open('/quickstart');
    await page.evaluate(() => dispatchEvent(new KeyboardEvent('keydown', { key: 'K', code: 'KeyK', ctrlKey: true })));
    expect(await dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.close();
  });

  it('shows each matching page with its matching heading; arrow down and Enter go there', async () => {
    const { page } = await open('/quickstart');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('telemetry');
    await expect.poll(() => options(page).count()).toBeGreaterThanOrEqual(2);
    expect(await options(page).nth(0).locator('.mk-search-title').textContent()).toBe('Configure');
    expect(await options(page).nth(0).getAttribute('aria-selected')).toBe('true');
    expect(await options(page).nth(1).locator('.mk-search-title').textContent()).toBe('Telemetry settings');
    expect(await options(page).nth(1).locator('mark').first().textContent()).toMatch(/telemetry/i);

    await page.keyboard.press('ArrowDown');
    expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
    const selected = await options(page).nth(1).getAttribute('id');
    expect(await page.locator('#mk-search-input').getAttribute('aria-activedescendant')).toBe(selected);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/guides/configure#telemetry-settings');
    expect(await page.locator('h1').textContent()).toBe('Configure');
    await page.close();
  });

  it('finds API operations by their path and shows the method', async () => {
    const { page } = await open('/');
    await page.keyboard.press('Control+k');
    await search(page, 'satellites');
    const first = options(page).nth(0);
    expect(await first.locator('.mk-search-method').textContent()).toBe('POST');
    expect(await first.locator('.mk-search-title').textContent()).toBe('POSTCreate a satellite');
    expect(await first.locator('a').getAttribute('href')).toBe('/api/create-satellite');
    await page.close();
  });

  it('leaves out noindex, hidden and unlisted pages', async () => {
    const { page } = await open('/');
    await page.keyboard.press('Control+k');
    for (const word of ['quasar', 'nebula', 'xylophone']) {
      await search(page, word);
      await expect.poll(() => page.locator('.mk-search-status').textContent()).toBe(`No results for “${word}”`);
      expect(await options(page).count()).toBe(0);
    }
    await page.close();
  });

  it('keeps focus inside while open, closes with Escape and returns focus to the button', async () => {
    const { page } = await open('/guides/install');
    await page.locator('#mk-search-button').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('mk-search-input');
    // The dialog's script (loaded on first open) keeps Tab inside; on a busy machine it can
    // arrive after the first key press.
    await page.locator('#mk-search[data-ready]').waitFor({ state: 'attached' });
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#mk-search')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mk-search-button');
    await page.close();
  });
});

describe('search results', () => {
  it('closes with one Escape while a query is typed; the clear button empties the query and keeps it open', async () => {
    const { page } = await open('/guides/install');
    await page.locator('#mk-search-button').click();
    await page.locator('#mk-search[data-ready]').waitFor({ state: 'attached' });
    const clear = page.locator('.mk-search-clear');
    expect(await clear.isVisible()).toBe(false);
    await search(page, 'telemetry');
    expect(await clear.isVisible()).toBe(true);
    await clear.click();
    expect(await page.locator('#mk-search-input').inputValue()).toBe('');
    expect(await options(page).count()).toBe(0);
    expect(await dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mk-search-input');
    await search(page, 'telemetry');
    await page.keyboard.press('Escape');
    expect(await dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mk-search-button');
    await page.close();
  });

  it('ranks the page whose title is the query above a longer title that repeats it', async () => {
    const { page } = await open('/guides/components', relayUrl);
    await page.keyboard.press('Control+k');
    await search(page, 'webhooks');
    await expect.poll(() => page.locator('#mk-search-results > .mk-search-result:not(.mk-search-sub) .mk-search-title').allTextContents()).toEqual(['Webhooks', 'Webhooks for teams and organisations']);
    await page.close();
  });

  it('quotes prose, never the source in code blocks', async () => {
    const { page } = await open('/guides/webhooks', relayUrl);
    await page.keyboard.press('Control+k');
    await search(page, 'steps');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    const excerpts = await page.locator('.mk-search-excerpt').allTextContents();
    expect(excerpts.join(' ')).toMatch(/number the tasks/);
    for (const excerpt of excerpts) expect(excerpt).not.toMatch(/<\/?Steps?\b|title=/);
    // A word only in a code block finds nothing.
    await search(page, 'zephyrinstaller');
    await expect.poll(() => page.locator('.mk-search-status').textContent()).toBe('No results for “zephyrinstaller”');
    await page.close();
  });
});

describe('404 page', () => {
  it('answers a missing path with the site frame and a search that works', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await page.locator('.mk-not-found-search').click();
    await search(page, 'ground stations');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe('search in mintaka dev', () => {
  let dev: DevServer | undefined;
  afterAll(() => {
    dev?.stop();
  });

  it('serves an index of the current pages, with headings', async () => {
    dev = await startDevServer(join(repoRoot, 'tests/fixtures/sites/seo'));
    const { url } = dev;
    const page = await browser.newPage();
    await page.goto(`${url}/quickstart`);
    // Vite may reload the page once after optimising dependencies on its first load, which
    // closes the dialog: open it again until the results show.
    const openAndSearch = async () => {
      const isOpen = await dialog(page).evaluate((d: HTMLDialogElement) => d.open).catch(() => false);
      if (!isOpen) {
        await page.keyboard.press('Control+k');
        await page.locator('#mk-search-input').fill('ground', { timeout: 2000 }).catch(() => undefined);
      }
      return options(page).count();
    };
    await expect.poll(openAndSearch, { timeout: 45_000, interval: 1000 }).toBeGreaterThanOrEqual(2);
    const links = await options(page).locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toContain('/guides/configure#ground-stations');
    await page.close();
  }, 90_000);
});
