import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture } from '../support/build-fixture.ts';

// A reader who opens a page far down a long sidebar sees it highlighted in the sidebar (and in
// the mobile menu), not the sidebar's top.
let browser: Browser;
let server: Server;
let base: string;

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'mintaka-long-sidebar-'));
  const groups = Array.from({ length: 8 }, (_, g) => ({ group: `Group ${g + 1}`, pages: Array.from({ length: 10 }, (_, p) => `g${g}/page-${p}`) }));
  writeFileSync(join(folder, 'mint.json'), JSON.stringify({ name: 'Long', colors: { primary: '#0D9373' }, navigation: groups }));
  for (const { pages } of groups) {
    for (const path of pages) {
      mkdirSync(join(folder, path.split('/')[0]!), { recursive: true });
      writeFileSync(join(folder, `${path}.mdx`), `---\ntitle: Page ${path}\n---\n\nText of ${path}.\n`);
    }
  }
  const site = await buildFixture(folder);
  expect(site.code, site.stderr).toBe(0);
  ({ server, url: base } = await startStaticServer(site.outDir, 0));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** Whether the sidebar's current entry lies within the sidebar's visible box. */
function currentInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const side = document.querySelector('.mk-sidebar')!.getBoundingClientRect();
    const here = document.querySelector('.mk-sidebar [aria-current="page"]')!.getBoundingClientRect();
    return here.height > 0 && here.top >= side.top && here.bottom <= side.bottom;
  });
}

describe('a long sidebar', () => {
  it('opens scrolled to the current page on a desktop', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/g7/page-8`);
    expect(await page.evaluate(() => document.querySelector('.mk-sidebar')!.scrollTop)).toBeGreaterThan(0);
    expect(await currentInView(page)).toBe(true);
    await page.close();
  });

  it('opens the mobile menu scrolled to the current page', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${base}/g6/page-5`);
    await page.locator('.mk-menu-button').click();
    expect(await currentInView(page)).toBe(true);
    await page.close();
  });

  it('leaves the sidebar at its top for a page near the top', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/g0/page-1`);
    expect(await page.evaluate(() => document.querySelector('.mk-sidebar')!.scrollTop)).toBe(0);
    await page.close();
  });
});
