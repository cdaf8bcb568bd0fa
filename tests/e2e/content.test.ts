import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture } from '../support/build-fixture.ts';
import { devErrorText, reloadUntil, startDevServer, type DevServer } from '../support/dev-server.ts';

// What a reader does with page content: copy code, zoom images, see diagrams in both modes.
let browser: Browser;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const site = await buildFixture('content');
  expect(site.code, site.stderr).toBe(0);
  ({ server, url: baseUrl } = await startStaticServer(site.outDir, 0));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

async function open(path: string, theme = 'light'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  await page.addInitScript((t) => localStorage.setItem('mk-theme', t), theme);
  await page.goto(`${baseUrl}${path}`);
  return { context, page };
}

describe('copy button', () => {
  it('copies the code of its block and announces "Copied"', async () => {
    const { context, page } = await open('/code');
    const block = page.locator('figure.mk-code').first();
    await block.hover();
    await block.locator('button.mk-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install @acme/widgets');
    await expect.poll(() => block.locator('.mk-copy [aria-live="polite"]').textContent()).toBe('Copied');
    await context.close();
  });

  it('works from the keyboard and copies lines without their numbers', async () => {
    const { context, page } = await open('/code');
    const button = page.locator('figure.mk-code').nth(1).locator('button.mk-copy');
    await button.focus();
    expect(await button.evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe("import { createWidget } from '@acme/widgets';\n\nconst widget = createWidget({ name: 'gear' });\nwidget.spin();\nexport default widget;");
    await context.close();
  });

  it('leaves long lines scrolling inside the block, not the page', async () => {
    const { context, page } = await open('/code');
    const pre = page.locator('figure.mk-code[data-language="json"] pre');
    const { scrollWidth, clientWidth } = await pre.evaluate((p) => ({ scrollWidth: p.scrollWidth, clientWidth: p.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});

describe('image zoom', () => {
  it('opens a content image full size in a dialog, and Escape closes it', async () => {
    const { context, page } = await open('/html');
    await page.locator('img[alt="Zoomable chart"]').click();
    const dialog = page.locator('dialog.mk-zoom');
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await dialog.locator('img').getAttribute('src')).toBe(`${baseUrl}/images/chart.svg`);
    expect(await dialog.locator('img').getAttribute('alt')).toBe('Zoomable chart');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await context.close();
  });

  it('zooms Markdown images, but not noZoom images', async () => {
    const { context, page } = await open('/html');
    await page.locator('img[alt="Chart without zoom"]').click();
    expect(await page.locator('dialog.mk-zoom').count()).toBe(0);
    await page.locator('img[alt="Markdown chart"]').click();
    await expect.poll(() => page.locator('dialog.mk-zoom').evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    // A click anywhere closes it.
    await page.mouse.click(5, 5);
    await expect.poll(() => page.locator('dialog.mk-zoom').evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await context.close();
  });
});

describe('heading anchors', () => {
  it('appear when the heading is hovered or the link is focused, and lead to the section', async () => {
    const { context, page } = await open('/headings');
    const anchor = page.locator('h2#getting-started a.mk-heading-anchor');
    const opacity = () => anchor.evaluate((a) => getComputedStyle(a).opacity);
    expect(await opacity()).toBe('0');
    await page.locator('h2#getting-started').hover();
    await expect.poll(opacity).toBe('1');
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe('0');
    await anchor.focus();
    await expect.poll(opacity).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#getting-started');
    await context.close();
  });
});

describe('raw HTML', () => {
  it('shows the light or the dark image of a Tailwind-style pair, following the mode', async () => {
    for (const theme of ['light', 'dark']) {
      const { context, page } = await open('/html', theme);
      const visible = (alt: string) => page.locator(`img[alt="${alt}"]`).isVisible();
      expect(await visible('Chart for light mode')).toBe(theme === 'light');
      expect(await visible('Chart for dark mode')).toBe(theme === 'dark');
      await context.close();
    }
  });
});

describe('diagrams', () => {
  it('are drawn from the site-served mermaid and redrawn when the mode changes', async () => {
    const { context, page } = await open('/diagrams');
    const svg = page.locator('pre.mermaid').first().locator('svg');
    await svg.waitFor();
    await expect.poll(() => page.locator('pre.mermaid svg').count()).toBe(3);
    const light = await svg.innerHTML();
    await page.locator('#mk-mode-toggle').click();
    await expect.poll(async () => (await page.locator('pre.mermaid').first().locator('svg').innerHTML()) !== light).toBe(true);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect(loaded.some((url) => url.endsWith('/_mintaka/mermaid/mermaid.esm.min.mjs'))).toBe(true);
    expect(loaded.filter((url) => !url.startsWith(baseUrl))).toEqual([]);
    await context.close();
  });
});

describe('dev server with an invalid page', () => {
  let dev: DevServer;
  let devUrl: string;

  beforeAll(async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mintaka-dev-invalid-'));
    writeFileSync(join(folder, 'mint.json'), JSON.stringify({ name: 'Dev', favicon: '/favicon.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'Pages', pages: ['ok', 'broken'] }] }));
    writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(folder, 'ok.mdx'), '---\ntitle: OK\n---\n\nThis page works.\n');
    writeFileSync(join(folder, 'broken.mdx'), '---\ntitle: Broken\n---\n\n<Card title="Start">\n\nText\n');
    dev = await startDevServer(folder);
    devUrl = dev.url;
  });

  afterAll(() => {
    dev?.stop();
  });

  it('shows the MDX error with its position and hint on that page, and serves the others', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${devUrl}/broken`);
    // Under load, Astro's overlay client may connect after the first look: reload until it shows.
    const overlay = await reloadUntil(page, () => devErrorText(page), (text) => text.includes('broken.mdx:5:1: Expected a closing tag for `<Card>` before the end of the file'), dev);
    expect(overlay).toContain('close the tag with a matching </Tag>');
    const ok = await page.goto(`${devUrl}/ok`);
    expect(ok?.status()).toBe(200);
    expect(await page.locator('.mk-content').textContent()).toContain('This page works.');
    await context.close();
  });
});
