import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture, repoRoot } from '../support/build-fixture.ts';

let browser: Browser;
const servers: Server[] = [];
let fullUrl: string;
let anchorsUrl: string;

beforeAll(async () => {
  const [full, anchors] = await Promise.all([buildFixture('full'), buildFixture('anchors')]);
  expect(full.code, full.stderr).toBe(0);
  expect(anchors.code, anchors.stderr).toBe(0);
  const a = await startStaticServer(full.outDir, 0);
  const b = await startStaticServer(anchors.outDir, 0);
  servers.push(a.server, b.server);
  fullUrl = a.url;
  anchorsUrl = b.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
});

/** Records the theme the document had when <body> first appeared, i.e. at first paint. */
async function openRecordingFirstPaint(page: Page, url: string): Promise<string | undefined> {
  await page.addInitScript(() => {
    const w = window as unknown as { __themeAtBody?: string };
    new MutationObserver((_, observer) => {
      if (document.body) {
        w.__themeAtBody ??= document.documentElement.dataset.theme ?? 'unset';
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  return page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody);
}

describe('mode toggle', () => {
  it('starts in modeToggle.default before first paint, whatever the OS says', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    expect(await openRecordingFirstPaint(page, `${fullUrl}/introduction`)).toBe('dark');
    await context.close();
  });

  it('remembers the reader\'s choice across pages and reloads, with no flash', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${fullUrl}/introduction`);
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const next = await context.newPage();
    expect(await openRecordingFirstPaint(next, `${fullUrl}/quickstart`)).toBe('light');
    // The background follows the mode: light background colour from mint.json.
    expect(await next.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(250, 250, 247)');
    await context.close();
  });

  it('follows the OS preference when there is no default', async () => {
    // The repository's own site sets no modeToggle.default.
    const site = await buildFixture(repoRoot);
    const { server, url } = await startStaticServer(site.outDir, 0);
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    expect(await openRecordingFirstPaint(page, `${url}/docs/introduction`)).toBe('dark');
    await context.close();
    server.close();
  });

  it('forces the default mode when the toggle is hidden', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('mk-theme', 'dark'));
    expect(await openRecordingFirstPaint(page, `${anchorsUrl}/concepts`)).toBe('light');
    expect(await page.locator('#mk-mode-toggle').count()).toBe(0);
    await context.close();
  });
});

describe('mobile menu', () => {
  it('opens and closes the sidebar from the menu button, saying so to assistive technology', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${fullUrl}/introduction`);
    const button = page.locator('.mk-menu-button');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.dataset.menuOpen)).toBe('true');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.dataset.menuOpen)).toBe('false');
    await page.close();
  });
});

describe('feedback', () => {
  it('thanks the reader for a thumbs rating, marks the chosen button and remembers it', async () => {
    const page = await browser.newPage();
    await page.goto(`${fullUrl}/guides/writing`);
    const yes = page.locator('[data-mk-thumbs] button[data-value="yes"]');
    await yes.click();
    expect(await page.locator('[data-mk-thumbs] [role="status"]').textContent()).toBe('Thank you for your feedback!');
    expect(await yes.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-mk-thumbs] button[data-value="no"]').getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('mk-thumbs:/guides/writing'))).toBe('yes');
    await page.close();
  });
});

describe('versions', () => {
  it("switches the sidebar to the chosen version's groups and remembers it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${fullUrl}/introduction`);
    const legacy = page.locator('#sidebar section[aria-label="Legacy"]');
    const guides = page.locator('#sidebar section[aria-label="Guides"]');
    await expect.poll(() => legacy.isVisible()).toBe(false);
    expect(await guides.isVisible()).toBe(true);

    await page.getByLabel('Version').selectOption('v1');
    // Introduction belongs to every version: the reader stays on it.
    expect(new URL(page.url()).pathname).toBe('/introduction');
    expect(await legacy.isVisible()).toBe(true);
    expect(await guides.isVisible()).toBe(false);

    await page.reload();
    expect(await page.getByLabel('Version').inputValue()).toBe('v1');
    expect(await legacy.isVisible()).toBe(true);
    await context.close();
  });

  it("goes to the chosen version's first page when the current page is not in it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${fullUrl}/v1/old-guide`);
    expect(await page.getByLabel('Version').inputValue()).toBe('v1');
    await Promise.all([page.waitForURL('**/guides/writing'), page.getByLabel('Version').selectOption('v2')]);
    expect(await page.locator('h1').textContent()).toBe('Writing widgets');
    await context.close();
  });
});

describe('tabs', () => {
  it("switches to a tab's pages and sidebar", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${fullUrl}/introduction`);
    await Promise.all([page.waitForURL('**/api-reference/list-widgets'), page.getByRole('link', { name: 'API Reference' }).click()]);
    expect(await page.locator('.mk-tabs a[aria-current]').textContent()).toBe('API Reference');
    expect(await page.locator('#sidebar .mk-group').getAttribute('aria-label')).toBe('Endpoints');
    await context.close();
  });
});

describe('keyboard', () => {
  it('reaches the skip link first and moves focus to the content', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${fullUrl}/introduction`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#content');
    await context.close();
  });
});
