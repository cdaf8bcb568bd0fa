import type { Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture } from '../support/build-fixture.ts';

// What a reader does with the interactive components, in Chromium: tabs (sync across groups,
// remembered after reload, arrow keys), accordions (click and keyboard), code groups.
let browser: Browser;
let server: Server;
let base: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const site = await buildFixture('components');
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

beforeEach(async () => {
  await context?.close();
  // Clipboard permissions from the context's start, as the other clipboard tests have them: granted
  // once the page was open, a loaded CI run found the prompt's copy never done.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
});

/** The labels of the selected tab of each tab group on the page, in order. */
function selectedTabs(): Promise<string[]> {
  return page.$$eval('mk-tabs > [role="tablist"]', (lists) => lists.map((l) => l.querySelector('[aria-selected="true"]')?.textContent ?? ''));
}

/** The text of the visible panel of each tab group on the page, in order. */
function visiblePanels(): Promise<string[]> {
  return page.$$eval('mk-tabs', (groups) =>
    groups.map((g) => [...g.querySelectorAll(':scope > .mk-tabpanel')].find((p) => !(p as HTMLElement).hidden)?.textContent?.trim() ?? ''),
  );
}

describe('links to headings inside tabs', () => {
  it('a table-of-contents entry for a heading in a tab that is not shown selects that tab and scrolls to the heading', async () => {
    await page.goto(`${base}/tabs-toc`);
    expect(await page.getByRole('heading', { name: 'Hidden section' }).isVisible()).toBe(false);
    await page.locator('.mk-toc a[href="#hidden-section"]').click();
    await expect.poll(() => page.getByRole('heading', { name: 'Hidden section' }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
    // In view (the page may be too short to bring it to the top).
    const inView = await page.getByRole('heading', { name: 'Hidden section' }).evaluate((h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().bottom <= innerHeight);
    expect(inView).toBe(true);
  });

  it('opening the page at the heading\'s address shows its tab', async () => {
    await page.goto(`${base}/tabs-toc#hidden-section`);
    await expect.poll(() => page.getByRole('heading', { name: 'Hidden section' }).isVisible()).toBe(true);
  });

  it('lists # headings of the body in the table of contents', async () => {
    await page.goto(`${base}/tabs-toc`);
    expect(await page.locator('.mk-toc a').allTextContents()).toEqual(['A top-level heading', 'Visible section', 'Hidden section', 'After the tabs']);
  });
});

describe('tabs', () => {
  it('switches panel on click and selects the same title in other groups', async () => {
    await page.goto(`${base}/tabs`);
    expect((await selectedTabs()).slice(0, 3)).toEqual(['JavaScript', 'Python', 'Python']);
    await page.getByRole('tab', { name: 'Python' }).first().click();
    expect((await selectedTabs()).slice(0, 3)).toEqual(['Python', 'Python', 'Python']);
    expect((await visiblePanels()).slice(0, 2)).toEqual(['Python content in the first group.', 'Python content in the second group.']);
    await page.getByRole('tab', { name: 'JavaScript' }).nth(1).click();
    // The first two groups follow; the sync={false} group keeps its own choice.
    expect((await selectedTabs()).slice(0, 3)).toEqual(['JavaScript', 'JavaScript', 'Python']);
    expect(await page.getByText('JavaScript content in the first group.').isVisible()).toBe(true);
    expect(await page.getByText('Python content in the first group.').isVisible()).toBe(false);
  });

  it('remembers the choice after a reload and on other pages', async () => {
    await page.goto(`${base}/tabs`);
    await page.getByRole('tab', { name: 'Go' }).click();
    await page.getByRole('tab', { name: 'Python' }).nth(1).click();
    await page.reload();
    // Python is the latest choice; the groups without it keep what they had.
    expect((await selectedTabs()).slice(0, 3)).toEqual(['Python', 'Python', 'Python']);
    await page.getByRole('tab', { name: 'Go' }).click();
    await page.reload();
    expect((await selectedTabs()).slice(0, 2)).toEqual(['Go', 'Python']);
  });

  it('moves between tabs with the arrow keys, Home and End (WAI-ARIA tabs pattern)', async () => {
    await page.goto(`${base}/tabs`);
    const first = page.getByRole('tab', { name: 'JavaScript' }).first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Python');
    expect((await selectedTabs())[0]).toBe('Python');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Go');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('JavaScript');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Go');
    await page.keyboard.press('Home');
    expect((await selectedTabs())[0]).toBe('JavaScript');
    // Only the selected tab is in the Tab order; Tab moves into its panel.
    const order = await page.locator('mk-tabs').first().locator('[role="tab"]').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('tabindex')));
    expect(order).toEqual(['0', '-1', '-1']);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
  });
});

describe('tabs on a long page', () => {
  it('keep the group the reader clicked where it was when groups above change height', async () => {
    await page.goto(`${base}/tabs`);
    // The first group's JavaScript panel grows tall, with room to scroll above and below;
    // choosing Python in the second group hides that tall panel above it.
    await page.evaluate(() => {
      const tall = () => Object.assign(document.createElement('div'), { style: 'height:600px' });
      const first = document.querySelector('mk-tabs')!;
      first.before(tall());
      first.querySelector('.mk-tabpanel')!.append(tall());
      document.querySelector('.mk-content')!.append(tall());
    });
    const second = page.locator('mk-tabs').nth(1);
    await second.evaluate((group) => group.scrollIntoView({ block: 'center' }));
    const before = (await second.boundingBox())!.y;
    await second.getByRole('tab', { name: 'Python' }).click();
    expect((await selectedTabs()).slice(0, 2)).toEqual(['Python', 'Python']);
    expect(Math.abs((await second.boundingBox())!.y - before)).toBeLessThan(2);
  });

  it('switch a nested group without touching the group around it', async () => {
    await page.goto(`${base}/tabs`);
    const outer = page.locator('mk-tabs').nth(3);
    await outer.getByRole('tab', { name: 'Inner 2' }).click();
    expect(await page.getByText('Inner two.').isVisible()).toBe(true);
    expect(await outer.getByRole('tab', { name: 'Outer A' }).getAttribute('aria-selected')).toBe('true');
    await outer.getByRole('tab', { name: 'Outer B' }).click();
    expect(await page.getByText('Outer B.').isVisible()).toBe(true);
    expect(await page.getByText('Inner two.').isVisible()).toBe(false);
  });
});

describe('code groups', () => {
  it('switches the shown code block and syncs with groups of the same labels', async () => {
    await page.goto(`${base}/code-groups`);
    const group = page.locator('mk-tabs.mk-code-group').first();
    const tabs = group.locator('[role="tab"]');
    expect(await group.locator('.mk-tabpanel:not([hidden])').innerText()).toContain('console.log("Hello World")');
    await tabs.nth(1).click();
    expect(await group.locator('.mk-tabpanel:not([hidden])').innerText()).toContain("print('Hello World!')");
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    // The dropdown group has the same labels and follows.
    const label = await tabs.nth(1).innerText();
    expect(await page.locator('mk-tabs.mk-code-group select').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text)).toBe(label);
    // A code group and a Tabs group with the same labels follow each other.
    const untitled = page.locator('mk-tabs.mk-code-group').nth(2);
    await untitled.getByRole('tab', { name: 'powershell' }).click();
    expect(await page.locator('mk-tabs.mk-tab-group [aria-selected="true"]').innerText()).toBe('powershell');
    expect(await page.getByText('The PowerShell tab.').isVisible()).toBe(true);
  });

  it('switches with the dropdown', async () => {
    await page.goto(`${base}/code-groups`);
    const dropdown = page.locator('mk-tabs.mk-code-group').nth(1);
    await dropdown.locator('select').selectOption({ index: 1 });
    expect(await dropdown.locator('.mk-tabpanel:not([hidden])').innerText()).toContain("print('Hello from the dropdown')");
  });

  it('pins request and response examples beside the content on wide screens, inline on narrow ones', async () => {
    await page.goto(`${base}/api-example`);
    const aside = page.locator('.mk-aside');
    const content = await page.locator('.mk-content > p').first().boundingBox();
    const wide = (await aside.boundingBox())!;
    expect(wide.x).toBeGreaterThan(content!.x + content!.width);
    expect(await page.locator('.mk-toc').isVisible()).toBe(false);
    // Sticky: still in view, under the top bar, after scrolling down the page.
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => scrollY > 800);
    const scrolled = (await aside.boundingBox())!;
    expect(scrolled.y).toBeGreaterThan(50);
    expect(scrolled.y).toBeLessThan(200);
    await page.setViewportSize({ width: 600, height: 900 });
    const narrow = (await aside.boundingBox())!;
    const text = (await page.locator('.mk-content > p').first().boundingBox())!;
    expect(narrow.y).toBeLessThan(text.y);
    expect(Math.abs(narrow.x - text.x)).toBeLessThan(2);
  });
});

describe('accordions', () => {
  it('opens and closes on click', async () => {
    await page.goto(`${base}/accordions`);
    const body = page.getByText('Hidden until opened.');
    expect(await body.isVisible()).toBe(false);
    await page.getByText('Closed accordion').click();
    expect(await body.isVisible()).toBe(true);
    await page.getByText('Closed accordion').click();
    expect(await body.isVisible()).toBe(false);
    expect(await page.getByText('Visible on load.').isVisible()).toBe(true);
  });

  it('draw a chevron before the title (from the stylesheet) that turns when open', async () => {
    await page.goto(`${base}/accordions`);
    const chevron = (id: string) =>
      page.$eval(`#${id} > summary`, (summary) => {
        const style = getComputedStyle(summary, '::before');
        return { mask: style.maskImage.startsWith('url("data:image/svg+xml'), width: Math.round(parseFloat(style.width)), transform: style.transform };
      });
    expect(await chevron('grouped-one')).toEqual({ mask: true, width: 14, transform: 'none' });
    await page.locator('#grouped-one > summary').click();
    // Turned a quarter: matrix(cos, sin, ...) of 90 degrees, once the transition ends.
    await page.waitForFunction(() => {
      const [cos, sin] = (/matrix\(([^,]+), ([^,]+)/.exec(getComputedStyle(document.querySelector('#grouped-one > summary')!, '::before').transform) ?? []).slice(1).map(Number);
      return Math.abs(cos!) < 1e-6 && sin === 1;
    });
  });

  it('draw preset callouts their icon (from the stylesheet), a custom icon as given', async () => {
    await page.goto(`${base}/callouts`);
    const icons = await page.$$eval('.mk-callout-icon', (spans) =>
      spans.map((span) => {
        const style = getComputedStyle(span, '::before');
        return span.childElementCount ? 'svg' : `${Math.round(parseFloat(style.width))} ${style.maskImage.includes('viewBox') ? 'mask' : style.maskImage}`;
      }),
    );
    expect(icons).toEqual(['16 mask', '16 mask', '16 mask', '16 mask', '16 mask', '16 mask', 'svg', '16 mask']);
  });

  it('is reachable with Tab and toggles with Enter and Space', async () => {
    await page.goto(`${base}/accordions`);
    const summary = page.locator('#grouped-one > summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByText('First in the group.').isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await page.getByText('First in the group.').isVisible()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('details')?.id)).toBe('grouped-two');
  });
});

describe('a prompt', () => {
  it('copies the prompt as written and says so, to the eye and to screen readers', async () => {
    await page.goto(`${base}/media`);
    // Its script once, however many prompts a page has.
    expect((await page.content()).match(/customElements\.define\("mk-prompt"/g)).toHaveLength(1);
    await page.getByRole('button', { name: 'Copy prompt' }).click();
    await expect.poll(() => page.locator('mk-prompt [role=status]').textContent()).toBe('Prompt copied');
    // Seen too: the button says so, then goes back to its label.
    expect(await page.locator('mk-prompt .mk-prompt-copy').textContent()).toBe('Copied');
    await expect.poll(() => page.locator('mk-prompt .mk-prompt-copy').textContent()).toBe('Copy prompt');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('You are a **docs** expert. Use snake_case and *emphasis*.');
  });
});
