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
let mobileUrl: string;

beforeAll(async () => {
  const [full, anchors, mobile] = await Promise.all([buildFixture('full'), buildFixture('anchors'), buildFixture('mobile')]);
  expect(full.code, full.stderr).toBe(0);
  expect(anchors.code, anchors.stderr).toBe(0);
  expect(mobile.code, mobile.stderr).toBe(0);
  const a = await startStaticServer(full.outDir, 0);
  const b = await startStaticServer(anchors.outDir, 0);
  const c = await startStaticServer(mobile.outDir, 0);
  servers.push(a.server, b.server, c.server);
  fullUrl = a.url;
  anchorsUrl = b.url;
  mobileUrl = c.url;
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

/** Whether Chromium tells assistive technology that the button named `name` is expanded. */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { name?: { value?: string }; properties?: { name: string; value: { value: unknown } }[] }[] };
  await cdp.detach();
  const node = nodes.find((n) => n.name?.value === name);
  return node?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
}

describe('mobile menu', () => {
  it('opens and closes the sidebar from the menu button, saying so to assistive technology', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${fullUrl}/introduction`);
    const button = page.locator('.mk-menu-button');
    // A popover's button: the browser gives it its expanded state.
    expect(await expandedState(page, 'Navigation menu')).toBe(false);
    await button.click();
    expect(await expandedState(page, 'Navigation menu')).toBe(true);
    expect(await page.locator('.mk-sidebar').isVisible()).toBe(true);
    await button.click();
    expect(await expandedState(page, 'Navigation menu')).toBe(false);
    expect(await page.locator('.mk-sidebar').isVisible()).toBe(false);
    await page.close();
  });
});

// A phone held upright (390 px): tests/fixtures/sites/mobile has five tabs with long names,
// every group under a tab, two top-bar links, a call-to-action button and a long sidebar.
describe('mobile (390 px wide)', () => {
  const openPhone = async (path = '/tutorials/react') => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${mobileUrl}${path}`);
    return page;
  };
  const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

  it('opens the menu below the top bar, its first item visible and its last reachable', async () => {
    const page = await openPhone();
    await page.locator('.mk-menu-button').click();
    const topbar = await box(page, '.mk-topbar');
    const menu = await box(page, '.mk-menu');
    expect(menu.y).toBeGreaterThanOrEqual(topbar.y + topbar.height);
    expect(menu.y + menu.height).toBeLessThanOrEqual(800);
    // It opens at the current page (global.css); scrolled to its top, the first item shows.
    await page.locator('.mk-menu').evaluate((element) => element.scrollTo(0, 0));
    const first = await box(page, '.mk-menu a');
    expect(first.y).toBeGreaterThanOrEqual(topbar.y + topbar.height);
    const last = page.locator('.mk-menu a').last();
    await last.scrollIntoViewIfNeeded();
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(800);
    expect(lastBox.y).toBeGreaterThanOrEqual(topbar.y + topbar.height);
    await page.close();
  });

  it('closes the menu with Escape and gives the focus back to the menu button', async () => {
    const page = await openPhone();
    const button = page.locator('.mk-menu-button');
    await button.click();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.mk-menu') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await expandedState(page, 'Navigation menu')).toBe(false);
    expect(await page.locator('.mk-menu').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('mk-menu-button'))).toBe(true);
    await page.close();
  });

  it('keeps the focus out of the page behind the open menu', async () => {
    const page = await openPhone();
    await page.locator('.mk-menu-button').click();
    const focusables = await page.locator('.mk-menu a, .mk-menu summary').count();
    const behind: string[] = [];
    for (let i = 0; i < focusables + 12; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => (document.activeElement?.closest('.mk-main, .mk-tabs, .mk-footer') ? document.activeElement.textContent : null));
      if (where !== null) behind.push(where);
    }
    expect(behind).toEqual([]);
    // Closed again, the page is reachable.
    await page.keyboard.press('Escape');
    expect(await page.locator('.mk-main h1').isVisible()).toBe(true);
    await page.close();
  });

  it('holds the tab row and the top-bar links, the current tab marked', async () => {
    const page = await openPhone();
    await page.locator('.mk-menu-button').click();
    const links = page.locator('.mk-menu-links a');
    expect(await links.allTextContents()).toEqual(['Getting Started', 'API Reference', 'Frontend SDK', 'Standalone Passkey API', 'Tutorials', 'Community', 'Status']);
    expect(await page.locator('.mk-menu-links a[aria-current]').textContent()).toBe('Tutorials');
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    // On a wide screen they are in the top bar and the tab row only.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.locator('.mk-menu-links').isVisible()).toBe(false);
    await page.close();
  });

  it('keeps the tab row on one line, opened at the current tab, without an empty "Documentation" tab', async () => {
    const page = await openPhone();
    const tabs = page.locator('.mk-tabs a');
    // Every group is under a tab: the implicit first tab has no pages and is left out.
    expect(await tabs.allTextContents()).toEqual(['Getting Started', 'API Reference', 'Frontend SDK', 'Standalone Passkey API', 'Tutorials']);
    const heights = await tabs.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(new Set(heights).size).toBe(1);
    expect((await box(page, '.mk-tabs')).height).toBeLessThan(50);
    const current = await box(page, '.mk-tabs a[aria-current]');
    expect(current.x).toBeGreaterThanOrEqual(0);
    expect(current.x + current.width).toBeLessThanOrEqual(390);
    // The first tab, off screen now, is a sideways scroll away.
    await tabs.first().scrollIntoViewIfNeeded();
    expect((await box(page, '.mk-tabs a')).x).toBeGreaterThanOrEqual(0);
    await page.close();
  });

  it('keeps the top-bar button on one line, inside the screen', async () => {
    const page = await openPhone();
    const cta = await box(page, '.mk-cta');
    const lineHeight = await page.locator('.mk-cta').evaluate((a) => parseFloat(getComputedStyle(a).lineHeight) || 20);
    expect(cta.height).toBeLessThan(lineHeight * 2);
    expect(cta.x + cta.width).toBeLessThanOrEqual(390);
    const menu = await box(page, '.mk-menu-button');
    expect(menu.x + menu.width).toBeLessThanOrEqual(390);
    expect(await page.locator('.mk-topbar-inner').evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
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

/** Pixels two screenshots of the same size differ in by more than a quarter of a channel's range. */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(async ([a, b]) => {
    const load = (base64: string) => new Promise<HTMLImageElement>((done) => Object.assign(new Image(), { onload(this: HTMLImageElement) { done(this); }, src: `data:image/png;base64,${base64}` }));
    const pixels = (image: HTMLImageElement) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, image.width, image.height).data;
    };
    const [x, y] = (await Promise.all([load(a), load(b)])).map(pixels) as [Uint8ClampedArray, Uint8ClampedArray];
    let differing = 0;
    for (let i = 0; i < x.length; i += 4) if ([0, 1, 2].some((c) => Math.abs(x[i + c]! - y[i + c]!) > 64)) differing++;
    return differing;
  }, [a.toString('base64'), b.toString('base64')]);
}

describe('the frame\'s icons', () => {
  it('draw from the site\'s sprite as they would inline, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.goto(`${anchorsUrl}/react/start`, { waitUntil: 'networkidle' });
      await page.evaluate((scheme) => (document.documentElement.dataset.theme = scheme), colorScheme);
      const sidebar = page.locator('#sidebar');
      const fromSprite = await sidebar.screenshot();
      const drawn = await page.evaluate(async () => {
        const uses = [...document.querySelectorAll('#sidebar svg > use')];
        const sprites = new Map<string, Document>();
        for (const use of uses) {
          const [file, id] = use.getAttribute('href')!.split('#') as [string, string];
          if (!sprites.has(file)) sprites.set(file, new DOMParser().parseFromString(await (await fetch(file)).text(), 'image/svg+xml'));
          const symbol = sprites.get(file)!.getElementById(id)!;
          const svg = use.parentElement!;
          for (const { name, value } of symbol.attributes) if (name !== 'id' && name !== 'viewBox') svg.setAttribute(name, value);
          svg.innerHTML = symbol.innerHTML;
        }
        return uses.length;
      });
      expect(drawn).toBeGreaterThan(3);
      const inline = await sidebar.screenshot();
      await page.evaluate(() => document.querySelectorAll('#sidebar svg.mk-icon').forEach((svg) => svg.replaceChildren()));
      const none = await sidebar.screenshot();
      // The icons are there (the pixels they draw), and drawn alike both ways: what may differ is
      // the anti-aliasing of a few edge pixels.
      const ink = await differingPixels(page, inline, none);
      expect(ink, colorScheme).toBeGreaterThan(drawn * 10);
      expect(await differingPixels(page, fromSprite, inline), colorScheme).toBeLessThan(ink / 20);
      await context.close();
    }
  });
});
