import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { createMcpEndpoint, type McpEndpoint } from '../../src/serve/mcp-endpoint.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture, type BuiltSite } from '../support/build-fixture.ts';

// The page actions menu as a reader uses it, on the built `full` fixture: served as a static
// host serves it, and as `mintaka serve` does (with the MCP server, whose options appear).
let browser: Browser;
let site: BuiltSite;
const servers: Server[] = [];
let mcp: McpEndpoint;
let staticUrl: string;
let servedUrl: string;

beforeAll(async () => {
  site = await buildFixture('full');
  expect(site.code, site.stderr).toBe(0);
  mcp = createMcpEndpoint({ siteDir: site.outDir });
  const [plain, served] = await Promise.all([startStaticServer(site.outDir, 0), startStaticServer(site.outDir, 0, '127.0.0.1', { mcp })]);
  servers.push(plain.server, served.server);
  staticUrl = plain.url;
  servedUrl = served.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
  await mcp?.close();
});

async function open(baseUrl: string, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return { context, page };
}

const menu = (page: Page) => page.locator('[data-mk-pa]');
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label'));

describe('page actions menu', () => {
  it('opens from the keyboard, moves with Tab, and closes with Escape back on its toggle', async () => {
    const { context, page } = await open(staticUrl, '/guides/writing');
    await page.locator('.mk-pa-main').focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('More actions for this page');
    expect(await menu(page).getAttribute('open')).toBeNull();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu(page).getAttribute('open')).toBe('');
    // The items are drawn by the menu's module, loaded on this first use: a reader sees them
    // before moving on (on a busy machine the module can arrive after the menu opens).
    await expect.poll(() => menu(page).locator('.mk-pa-menu > *').count()).toBeGreaterThan(0);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^Copy page/);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^View as Markdown/);
    await page.keyboard.press('Escape');
    expect(await menu(page).getAttribute('open')).toBeNull();
    expect(await focused(page)).toBe('More actions for this page');
    await context.close();
  });

  it('closes on a click outside it and when focus moves past it', async () => {
    const { context, page } = await open(staticUrl, '/guides/writing');
    await page.locator('[data-mk-pa] summary').click();
    await expect.poll(() => menu(page).getAttribute('open')).toBe('');
    // Closing is the menu module's, loaded on this first use: on a busy machine it can arrive
    // after the menu opens (a fresh clone's suite clicked outside before it had).
    await expect.poll(() => menu(page).locator('.mk-pa-menu > *').count()).toBeGreaterThan(0);
    await page.locator('.mk-content').click();
    expect(await menu(page).getAttribute('open')).toBeNull();
    await page.locator('[data-mk-pa] summary').click();
    await page.locator('.mk-pa-menu a').last().focus();
    await page.keyboard.press('Tab');
    expect(await menu(page).getAttribute('open')).toBeNull();
    await context.close();
  });

  it('copies the page as Markdown and says so', async () => {
    const { context, page } = await open(staticUrl, '/guides/writing');
    await page.locator('.mk-pa-main').click();
    await expect.poll(() => page.locator('.mk-pa-status').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readFileSync(join(site.outDir, 'guides/writing.md'), 'utf8'));
    await context.close();
  });

  it('loads nothing of the menu until the reader points at it or presses it; Enter on Copy page then copies', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${staticUrl}/guides/writing`, { waitUntil: 'load' });
    expect(requests).not.toContain('/_mintaka/page-actions.js');
    // The keyboard: no pointer ever went over the menu, so the press itself loads it.
    await page.locator('.mk-pa-main').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.mk-pa-status').textContent()).toBe('Copied');
    expect(requests.filter((path) => path === '/_mintaka/page-actions.js')).toHaveLength(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readFileSync(join(site.outDir, 'guides/writing.md'), 'utf8'));
    await context.close();
  });

  it('sends the assistants a prompt with the page\'s Markdown URL on the origin it is served from', async () => {
    const { context, page } = await open(staticUrl, '/guides/writing');
    await page.locator('[data-mk-pa] summary').click();
    const claude = page.locator('.mk-pa-menu a', { hasText: 'Open in Claude' });
    await expect.poll(async () => new URL((await claude.getAttribute('href'))!).searchParams.get('q')).toBe(`Read ${staticUrl}/guides/writing.md so I can ask questions about it.`);
    expect(await claude.getAttribute('target')).toBe('_blank');
    await context.close();
  });

  it('offers the MCP address only where an MCP server answers', async () => {
    const mcpItem = (page: Page) => page.locator('.mk-pa-menu button', { hasText: 'Copy MCP server URL' });
    const onStatic = await open(staticUrl, '/guides/writing');
    const asked = onStatic.page.waitForResponse((response) => response.url().endsWith('/.well-known/mcp.json'));
    await onStatic.page.locator('[data-mk-pa] summary').click();
    expect((await asked).status()).toBe(404);
    expect(await mcpItem(onStatic.page).isVisible()).toBe(false);
    await onStatic.context.close();

    const { context, page } = await open(servedUrl, '/api-reference/list-widgets');
    await page.locator('[data-mk-pa] summary').click();
    await expect.poll(() => mcpItem(page).isVisible()).toBe(true);
    await mcpItem(page).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${servedUrl}/mcp`);
    expect(await menu(page).getAttribute('open')).toBeNull();
    await context.close();
  });
});
