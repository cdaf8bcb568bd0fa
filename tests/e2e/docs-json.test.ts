import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture } from '../support/build-fixture.ts';

// What a reader does with a docs.json site's version and language switchers and its banner
// (tests/fixtures/sites/docs-json), in headless Chromium.
let browser: Browser;
let server: Server;
let base: string;

beforeAll(async () => {
  const site = await buildFixture('docs-json');
  expect(site.code, site.stderr).toBe(0);
  const started = await startStaticServer(site.outDir, 0);
  server = started.server;
  base = started.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe('version switcher', () => {
  it('goes to this page in the chosen version, and remembers the choice at the plain URLs', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/quickstart`);
    const select = page.locator('.mk-topbar select[data-mk-switch="version"]');
    await expect.poll(() => select.inputValue()).toBe('v2');
    await select.selectOption('v1');
    await page.waitForURL(`${base}/v1/quickstart`);
    expect(await page.locator('.mk-page-version').textContent()).toBe('Version v1');
    expect(await page.locator('.mk-topbar select[data-mk-switch="version"]').inputValue()).toBe('v1');
    // Back at the plain URL of a page v1 has too: the remembered version is shown.
    await page.goto(`${base}/quickstart`);
    await page.waitForURL(`${base}/v1/quickstart`);
    // Choosing the default version again keeps the reader there.
    await page.locator('.mk-topbar select[data-mk-switch="version"]').selectOption('v2');
    await page.waitForURL(`${base}/quickstart`);
    await page.goto(`${base}/quickstart`);
    expect(page.url()).toBe(`${base}/quickstart`);
    await context.close();
  });

  it('leads to the first page of a version where this page has no counterpart', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/guides/setup`);
    await page.locator('.mk-topbar select[data-mk-switch="version"]').selectOption('v1');
    await page.waitForURL(`${base}/v1`);
    await page.close();
  });
});

describe('language switcher', () => {
  it('goes to this page in French, with French words, lang and navbar', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/quickstart`);
    await page.locator('.mk-topbar select[data-mk-switch="language"]').selectOption('fr');
    await page.waitForURL(`${base}/fr/quickstart`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.getByRole('heading', { name: 'Sur cette page' }).isVisible()).toBe(true);
    expect(await page.locator('.mk-topbar-links a').allTextContents()).toEqual(['Le blog']);
    expect(await page.locator('.mk-search-prompt').first().textContent()).toBe('Rechercher...');
    await context.close();
  });

  it('is in the menu on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${base}/quickstart`);
    expect(await page.locator('.mk-topbar select[data-mk-switch="language"]').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Navigation menu' }).click();
    expect(await page.locator('.mk-sidebar select[data-mk-switch="language"]').isVisible()).toBe(true);
    await page.close();
  });
});

describe('banner', () => {
  it('shows its line with its link, and stays closed once dismissed, with no flash', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/quickstart`);
    const banner = page.getByRole('region', { name: 'Announcement' });
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'quickstart' }).getAttribute('href')).toBe('/quickstart');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    expect(await banner.isVisible()).toBe(false);
    // On the next page the banner is hidden before it is painted.
    await page.addInitScript(() => {
      const w = window as unknown as { __bannerAtBody?: string };
      new MutationObserver((_, observer) => {
        if (document.body) {
          w.__bannerAtBody ??= document.documentElement.hasAttribute('data-banner-dismissed') ? 'hidden' : 'shown';
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/guides/setup`);
    expect(await page.evaluate(() => (window as unknown as { __bannerAtBody?: string }).__bannerAtBody)).toBe('hidden');
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
    await context.close();
  });
});
