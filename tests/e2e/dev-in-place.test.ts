import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DEV_SERVERS, startDevServer, type DevServer } from '../support/dev-server.ts';

// `mintaka dev` with the page open in Chromium, as a writer edits: a save of the page's text
// shows in place (the tab is not reloaded: the reader's scroll position stays, and the
// components the new text brings work), and a save that changes more than the content (the
// page's title in the sidebar, the site's CSS) reloads the tab, as before.
let browser: Browser;

const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1} of the long page.`).join('\n\n');
const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n## Start\n\n${body}\n\n${paragraphs}\n\n## End\n\nLast words.\n`;
const tabs = '<Tabs>\n  <Tab title="First">First panel.</Tab>\n  <Tab title="Second">Second panel.</Tab>\n</Tabs>';

beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** Marks the open document: a reload makes a new one, without the mark. */
const mark = (tab: Page) => tab.evaluate(() => ((window as unknown as { mkSame?: boolean }).mkSame = true));
/** Whether the tab still shows the document it was marked in; asked again while a reload (Astro's server sends two) is under way. */
async function sameDocument(tab: Page): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await tab.waitForLoadState('load');
      return await tab.evaluate(() => (window as unknown as { mkSame?: boolean }).mkSame === true);
    } catch (error) {
      if (attempt > 5 || !/context was destroyed|navigat/i.test((error as Error).message)) throw error;
      await tab.waitForTimeout(300);
    }
  }
}
const contentText = (tab: Page) => tab.locator('.mk-content').innerText();

describe.each(DEV_SERVERS)('mintaka dev: a saved page in the open tab ($name)', ({ env }) => {
  let dev: DevServer;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mintaka-dev-in-place-'));
    writeFileSync(join(folder, 'mint.json'), JSON.stringify({ name: 'In Place Docs', favicon: '/favicon.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'Pages', pages: ['one', 'two'] }] }));
    writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(folder, 'style.css'), '.mk-content p { letter-spacing: 0px; }\n');
    writeFileSync(join(folder, 'one.mdx'), page('One', 'First text.'));
    writeFileSync(join(folder, 'two.mdx'), page('Two', 'Other page.'));
    dev = await startDevServer(folder, [], { env });
  }, 180_000);

  afterAll(() => {
    dev?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Opens a page and waits until its dev script has told the server it shows saves in place. */
  const open = async (path: string): Promise<Page> => {
    const tab = await browser.newPage();
    await tab.goto(`${dev.url}${path}`, { waitUntil: 'load' });
    await tab.waitForFunction(() => Array.isArray(window.mkDevMarkup));
    // The page's dev client connects to the server after the load.
    await tab.waitForTimeout(1000);
    return tab;
  };

  it('shows new text in place, where the reader had scrolled to', async () => {
    const tab = await open('/one');
    await tab.locator('#end').scrollIntoViewIfNeeded();
    const scrolled = await tab.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(500);
    await mark(tab);

    writeFileSync(join(folder, 'one.mdx'), page('One', 'Edited text.').replace('Last words.', 'New last words.'));
    await expect.poll(() => contentText(tab), { timeout: 30_000 }).toContain('New last words.');
    expect(await contentText(tab)).toContain('Edited text.');
    expect(await sameDocument(tab)).toBe(true);
    expect(Math.abs((await tab.evaluate(() => scrollY)) - scrolled)).toBeLessThan(50);
    await tab.close();
  });

  it("brings what new content needs: the first tabs of the page are styled and switch panels", async () => {
    const tab = await open('/one');
    await mark(tab);
    const tabsStylesheet = () => tab.evaluate(() => [...document.head.querySelectorAll('link[rel=stylesheet]')].some((link) => /\/tabs(\.[0-9a-f]+)?\.css$/.test(link.getAttribute('href') ?? '')));
    expect(await tabsStylesheet()).toBe(false);
    writeFileSync(join(folder, 'one.mdx'), page('One', `Tabs now.\n\n${tabs}`));
    await expect.poll(() => contentText(tab), { timeout: 30_000 }).toContain('First panel.');
    expect(await sameDocument(tab)).toBe(true);
    expect(await tabsStylesheet()).toBe(true);
    await tab.getByRole('tab', { name: 'Second' }).click();
    await expect.poll(() => tab.getByText('Second panel.').isVisible()).toBe(true);
    expect(await tab.getByText('First panel.').isVisible()).toBe(false);
    // The table of contents follows the new headings.
    writeFileSync(join(folder, 'one.mdx'), page('One', `Tabs now.\n\n## Added heading\n\n${tabs}`));
    await expect.poll(() => tab.locator('#table-of-contents').innerText(), { timeout: 30_000 }).toContain('Added heading');
    expect(await sameDocument(tab)).toBe(true);
    await tab.close();
  });

  it('reloads the tab when the save changes the sidebar: a new title', async () => {
    const tab = await open('/one');
    await mark(tab);
    writeFileSync(join(folder, 'one.mdx'), page('Renamed One', 'Edited text.'));
    await expect.poll(() => tab.locator('#sidebar').innerText().catch(() => ''), { timeout: 30_000 }).toContain('Renamed One');
    expect(await tab.locator('#content h1').textContent()).toBe('Renamed One');
    expect(await sameDocument(tab)).toBe(false);
    await tab.close();
  });

  it("reloads the tab when the site's CSS changes", async () => {
    const tab = await open('/two');
    await mark(tab);
    writeFileSync(join(folder, 'style.css'), '.mk-content p { letter-spacing: 3px; }\n');
    const spacing = () => tab.locator('.mk-content p').first().evaluate((p) => getComputedStyle(p).letterSpacing).catch(() => '');
    await expect.poll(spacing, { timeout: 30_000 }).toBe('3px');
    expect(await sameDocument(tab)).toBe(false);
    await tab.close();
  });

  it("leaves another page's tab as it is when its page did not change", async () => {
    const other = await open('/two');
    await mark(other);
    const tab = await open('/one');
    writeFileSync(join(folder, 'one.mdx'), page('Renamed One', 'Third edit.'));
    await expect.poll(() => contentText(tab), { timeout: 30_000 }).toContain('Third edit.');
    await other.waitForTimeout(1500);
    expect(await sameDocument(other)).toBe(true);
    expect(await contentText(other)).toContain('Other page.');
    await Promise.all([tab.close(), other.close()]);
  });
});
