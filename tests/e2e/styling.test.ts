import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import colors from 'tailwindcss/colors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture, type BuiltSite } from '../support/build-fixture.ts';
import { startDevServer } from '../support/dev-server.ts';

// Styling as Mintlify allows it: Tailwind classes in pages (tests/fixtures/sites/styling), the
// site's own CSS and JS files, and the element ids Mintlify documents for them.
let site: BuiltSite;
let browser: Browser;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  site = await buildFixture('styling');
  expect(site.code, site.stderr).toBe(0);
  ({ server, url: baseUrl } = await startStaticServer(site.outDir, 0));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** A colour of Tailwind's palette as Chromium reports it (`oklch(44.6% ...)` -> `oklch(0.446 ...)`). */
function tw(name: keyof typeof colors, shade: number): string {
  const value = (colors[name] as Record<number, string>)[shade]!;
  const [, l, rest] = /^oklch\(([\d.]+)% (.*)\)$/.exec(value)!;
  return `oklch(${Number((Number(l) / 100).toFixed(4))} ${rest})`;
}

async function open(path: string, theme: 'light' | 'dark', width = 1440): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript((t) => localStorage.setItem('mk-theme', t), theme);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

const style = (page: Page, selector: string, property: string) => page.locator(selector).first().evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), property);
const utilityLinks = (path: string) => site.page(path).querySelectorAll('link[rel=stylesheet]').map((l) => l.getAttribute('href')!).filter((href) => href.startsWith('/_mintaka/utilities.'));

describe('the generated utility CSS', () => {
  it('is one file, linked by the pages that use a Tailwind class and by no other', () => {
    const files = readdirSync(join(site.outDir, '_mintaka')).filter((f) => f.startsWith('utilities.'));
    expect(files).toHaveLength(1);
    for (const path of ['/', '/layout', '/raw-html']) expect(utilityLinks(path), path).toEqual([`/_mintaka/${files[0]}`]);
    // No class at all, or only classes that are not Tailwind's (an icon set's).
    for (const path of ['/plain', '/icons']) expect(utilityLinks(path), path).toEqual([]);
    const css = readFileSync(join(site.outDir, '_mintaka', files[0]!), 'utf8');
    // Classes inside a code block are text, not markup.
    expect(css).not.toContain('bg-red-500');
    expect(css).not.toContain('text-9xl');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`lays out, spaces and colours content in ${theme} mode`, async () => {
      const page = await open('/layout', theme);
      const dark = theme === 'dark';
      expect(await style(page, '[data-test=grid]', 'display')).toBe('grid');
      expect((await style(page, '[data-test=grid]', 'grid-template-columns')).split(' ')).toHaveLength(3);
      expect(await style(page, '[data-test=grid]', 'gap')).toBe('16px');
      expect(await style(page, '[data-test=grid] > div', 'padding-top')).toBe('16px');
      expect(await style(page, '[data-test=grid] > div', 'background-color')).toBe(tw('gray', 50));
      // Typography, over Mintaka's own paragraph styles.
      expect(await style(page, '[data-test=typography]', 'font-size')).toBe('14px');
      expect(await style(page, '[data-test=typography]', 'font-weight')).toBe('600');
      expect(await style(page, '[data-test=typography]', 'margin-top')).toBe('32px');
      expect(await style(page, '[data-test=typography]', 'color')).toBe(dark ? tw('gray', 300) : tw('gray', 600));
      // The light/dark image pair shows one image, following the toggle.
      expect(await page.locator('img[alt="Diagram for light mode"]').isVisible()).toBe(!dark);
      expect(await page.locator('img[alt="Diagram for dark mode"]').isVisible()).toBe(dark);
      // A component the page defines and a snippet it imports.
      expect(await style(page, '[data-test=site-component]', 'background-color')).toBe(dark ? tw('slate', 800) : tw('slate', 100));
      expect(await style(page, '[data-test=snippet]', 'background-color')).toBe(dark ? tw('amber', 900) : tw('amber', 50));
      expect(await style(page, '[data-test=snippet-ternary]', 'color')).toBe(tw('green', 700));
      await page.close();
    });
  }

  it('supports arbitrary values and gives v3 names their v3 meaning', async () => {
    const page = await open('/layout', 'light');
    expect(await style(page, '[data-test=arbitrary]', 'width')).toBe('450px');
    expect(await style(page, '[data-test=arbitrary]', 'border-top-width')).toBe('3px');
    expect(await style(page, '[data-test=arbitrary]', 'border-top-style')).toBe('solid');
    expect(await style(page, '[data-test=arbitrary]', 'border-top-left-radius')).toBe('10px');
    // rounded-sm, shadow-sm and a border without a colour, as in Tailwind v3.
    expect(await style(page, '[data-test=v3-names]', 'border-top-left-radius')).toBe('2px');
    expect(await style(page, '[data-test=v3-names]', 'box-shadow')).toContain('rgba(0, 0, 0, 0.05) 0px 1px 2px 0px');
    expect(await style(page, '[data-test=v3-names]', 'border-top-color')).toBe(tw('gray', 200));
    expect(await style(page, '[data-test=states]', 'box-shadow')).toContain('rgba(59, 130, 246, 0.5) 0px 0px 0px 3px');
    await page.close();
  });

  it('applies state variants on hover', async () => {
    const page = await open('/layout', 'light');
    const button = page.locator('[data-test=states]');
    expect(await style(page, '[data-test=states]', 'background-color')).not.toBe(tw('blue', 500));
    await button.hover();
    await expect.poll(() => style(page, '[data-test=states]', 'background-color')).toBe(tw('blue', 500));
    await page.close();
  });

  it('applies responsive variants: a custom-mode hero and a grid at 390 px and on a desktop', async () => {
    for (const [width, padding, columns] of [[1440, '128px', 2], [390, '64px', 1]] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await open('/', theme, width);
        expect(await style(page, '[data-test=hero]', 'padding-top'), `${width}`).toBe(padding);
        expect(await style(page, '[data-test=hero]', 'text-align')).toBe('center');
        expect(await style(page, '[data-test=hero]', 'max-width')).toBe('768px');
        expect(await style(page, '[data-test=hero] h1', 'font-size')).toBe('36px');
        expect(await style(page, '[data-test=hero] h1', 'color')).toBe(theme === 'dark' ? tw('zinc', 50) : tw('gray', 900));
        expect((await style(page, '[data-test=cards]', 'grid-template-columns')).split(' ')).toHaveLength(columns);
        const grid = await page.locator('[data-test=cards]').boundingBox();
        expect(grid!.x + grid!.width).toBeLessThanOrEqual(width);
        await page.close();
      }
    }
  });

  it('styles raw HTML of Markdown pages', async () => {
    const page = await open('/raw-html', 'light');
    expect(await style(page, '[data-test=md-flex]', 'display')).toBe('flex');
    expect(await style(page, '[data-test=md-flex]', 'gap')).toBe('8px');
    expect(await style(page, '[data-test=md-flex] span', 'background-color')).toBe(tw('emerald', 100));
    await page.close();
  });

  it('never restyles the site frame', async () => {
    const page = await open('/layout', 'light');
    // A Tailwind class outside the content does nothing.
    const display = await page.evaluate(() => {
      const probe = Object.assign(document.createElement('span'), { className: 'hidden p-4 border', textContent: 'probe' });
      document.getElementById('navbar')!.append(probe);
      const { display, paddingTop, borderTopWidth } = getComputedStyle(probe);
      return { display, paddingTop, borderTopWidth };
    });
    expect(display).toEqual({ display: 'inline', paddingTop: '0px', borderTopWidth: '0px' });
    // The frame and Markdown look the same on a page with utility CSS as on one without.
    const frame = async (path: string) => {
      const p = await open(path, 'light');
      const styles = await p.evaluate(() =>
        ['#navbar', '#sidebar', '#page-title', '#header', '.mk-content > p:not([class])', '#footer'].map((selector) => {
          const s = getComputedStyle(document.querySelector(selector)!);
          return [selector, s.fontSize, s.fontWeight, s.margin, s.padding, s.borderTopWidth, s.display, s.lineHeight];
        }),
      );
      await p.close();
      return styles;
    };
    expect(await frame('/raw-html')).toEqual(await frame('/plain'));
    await page.close();
  });
});

describe("the site's own CSS and JS", () => {
  it('links every .css file and includes every .js file outside snippets/, deferred, on every page', () => {
    for (const path of ['/', '/layout', '/plain']) {
      const page = site.page(path);
      const sheets = page.querySelectorAll('link[rel=stylesheet]').map((l) => l.getAttribute('href'));
      expect(sheets.filter((href) => !href!.startsWith('/_')), path).toEqual(['/style.css', '/theme/extra.css']);
      const scripts = page.querySelectorAll('script[src]').map((s) => [s.getAttribute('src'), s.hasAttribute('defer')]);
      expect(scripts, path).toEqual([['/analytics.js', true], ['/scripts/more.js', true]]);
    }
    expect(site.stdout).toContain('custom CSS: 2 files (style.css, theme/extra.css), custom JS: 2 files (analytics.js, scripts/more.js)');
    expect(site.stdout.match(/custom CSS:/g)).toHaveLength(1);
  });

  it('wins over Mintaka\'s own styles, and the scripts run once the page is parsed', async () => {
    const page = await open('/plain', 'light');
    // #navbar has a border colour of Mintaka's; style.css's wins.
    expect(await style(page, '#navbar', 'border-bottom-color')).toBe('rgb(255, 0, 0)');
    expect(await style(page, '#content-area', 'outline-color')).toBe('rgb(0, 128, 0)');
    expect(await page.evaluate(() => (window as unknown as { mintakaCustomScripts: string[] }).mintakaCustomScripts)).toEqual(['analytics', 'more']);
    expect(await page.evaluate(() => document.documentElement.dataset.contentAreaFound)).toBe('true');
    await page.close();
    const layout = await open('/layout', 'light');
    expect(await style(layout, '[data-test=custom-class]', 'background-color')).toBe('rgb(240, 249, 255)');
    await layout.close();
  });
});

describe("Mintlify's element ids", () => {
  it('are on the matching parts of the page', async () => {
    const page = await open('/layout', 'light');
    const ids = await page.evaluate(() =>
      Object.fromEntries(
        ['navbar', 'sidebar', 'content-area', 'header', 'page-title', 'table-of-contents', 'topbar-cta-button', 'pagination', 'footer'].map((id) => {
          const element = document.getElementById(id);
          return [id, element ? `${element.tagName.toLowerCase()}${element.textContent!.includes('Layout') ? ' (title)' : ''}` : null];
        }),
      ),
    );
    expect(ids).toEqual({
      navbar: 'header',
      sidebar: 'nav (title)',
      'content-area': 'article (title)',
      header: 'header (title)',
      'page-title': 'h1 (title)',
      'table-of-contents': 'aside',
      'topbar-cta-button': 'a',
      pagination: 'nav',
      footer: 'footer',
    });
    expect(await page.locator('#content-area #header #page-title').textContent()).toBe('Layout');
    expect(await page.locator('#navbar #topbar-cta-button').textContent()).toContain('Sign up');
    await page.close();
  });
});

describe('mintaka dev', () => {
  it('regenerates the utility CSS when a page\'s classes change, and links a new CSS file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mintaka-styling-dev-'));
    writeFileSync(join(folder, 'mint.json'), JSON.stringify({ name: 'Dev Styling', favicon: '/favicon.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'Pages', pages: ['index'] }] }));
    writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const write = (classes: string) => writeFileSync(join(folder, 'index.mdx'), `---\ntitle: Home\n---\n\n<div className="${classes}">Styled</div>\n`);
    write('p-4');
    const dev = await startDevServer(folder);
    const stylesheet = async () => {
      const html = await (await fetch(`${dev.url}/`)).text();
      const href = /href="(\/_mintaka\/utilities\.[0-9a-f]+\.css)"/.exec(html)?.[1];
      return href ? (await fetch(`${dev.url}${href}`)).text() : '';
    };
    try {
      await expect.poll(stylesheet, { timeout: 30_000 }).toContain('.p-4{');
      expect(await stylesheet()).not.toContain('bg-fuchsia-500');
      write('p-4 bg-fuchsia-500');
      await expect.poll(stylesheet, { timeout: 30_000, interval: 250 }).toContain('.bg-fuchsia-500{');
      // A CSS file added to the folder is linked from then on.
      writeFileSync(join(folder, 'extra.css'), '#navbar { outline: 1px solid red; }');
      await expect.poll(async () => (await (await fetch(`${dev.url}/`)).text()).includes('<link rel="stylesheet" href="/extra.css">'), { timeout: 30_000, interval: 250 }).toBe(true);
      expect(await (await fetch(`${dev.url}/extra.css`)).text()).toContain('outline');
    } finally {
      dev.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
