import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DEV_SERVERS, devErrorLocation, devErrorText, reloadUntil, showsDevError, startDevServer, type DevServer } from '../support/dev-server.ts';

// A mistake saved in mint.json while `mintaka dev` runs: the terminal and every page say what
// the build says (file:line:column, JSON path, fix), pointing at the writer's mint.json and
// never into Mintaka's code, and the pages come back when the file is fixed. The same for a
// file that docs.json brings in with $ref. With Mintaka's dev server (its error page) and
// Astro's (its error overlay).
let browser: Browser;

const config = (primary: string, name = 'Config Docs') => `{
  "name": "${name}",
  "favicon": "/favicon.svg",
  "colors": { "primary": "${primary}" },
  "topbarCtaButton": { "type": "github", "url": "https://github.com/acme/widgets" },
  "navigation": [{ "group": "Pages", "pages": ["one"] }]
}
`;

beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe.each(DEV_SERVERS)('mint.json broken while mintaka dev runs ($name)', ({ env }) => {
  let dev: DevServer;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mintaka-dev-config-'));
    writeFileSync(join(folder, 'mint.json'), config('#0D9373'));
    writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(folder, 'one.md'), '---\ntitle: One\n---\n\nFirst text.\n');
    dev = await startDevServer(folder, [], { env });
  }, 120_000);

  afterAll(() => {
    dev?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("shows the build's message in the terminal and on the pages, at the writer's file, and recovers", async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/one`);
    expect(await page.locator('h1').textContent()).toBe('One');
    const before = dev.output().length;

    writeFileSync(join(folder, 'mint.json'), config('green'));
    const message = 'mint.json:4:26: colors.primary: expected a hex colour like #0D9373, found string "green" — use a hex colour like #0D9373';
    const overlay = await reloadUntil(page, () => devErrorText(page), (text) => text.includes('colors.primary'), dev);
    expect(overlay).toContain(message);
    expect(overlay).toContain('mint.json could not be loaded, so no page can be built with it');
    // The page names the writer's mint.json at the problem ("Open in editor" opens it), not a file of Mintaka.
    const where = await devErrorLocation(page);
    const [path, position] = /^(.*?)(:\d+:\d+)$/.exec(where ?? '')!.slice(1);
    expect(resolve(folder, path!)).toBe(join(folder, 'mint.json'));
    expect(position).toBe(':4:26');
    expect(existsSync(resolve(folder, path!))).toBe(true);
    expect(overlay).not.toMatch(/src\/integration|node_modules|\bat .*\.ts:\d+/);

    // The terminal: the build's line, once, and no stack trace.
    const printed = dev.output().slice(before);
    expect(printed).toContain(`error ${message}`);
    expect(printed.split(message).length - 1).toBe(1);
    expect(printed).not.toMatch(/Stack trace|src\/integration|\n\s+at /);

    // Fixed: the page is back, and later saves still reach it.
    writeFileSync(join(folder, 'mint.json'), config('#0D9373', 'Fixed Docs'));
    const recovered = async () => ((await showsDevError(page)) ? '(error shown)' : ((await page.title()) ?? ''));
    await reloadUntil(page, recovered, (title) => title.includes('Fixed Docs'), dev);
    writeFileSync(join(folder, 'one.md'), '---\ntitle: One\n---\n\nSecond text.\n');
    await reloadUntil(page, () => page.locator('.mk-content').textContent(), (text) => text.includes('Second text.'), dev);
    writeFileSync(join(folder, 'mint.json'), config('#0D9373', 'Renamed Again'));
    await reloadUntil(page, recovered, (title) => title.includes('Renamed Again'), dev);
    // GitHub's star count is asked for, and its failure told, once: not again at every save.
    expect(dev.output().split('could not fetch the star count').length - 1).toBe(1);
    await page.close();
  }, 180_000);
});

describe.each(DEV_SERVERS)('a file docs.json refers to, broken while mintaka dev runs ($name)', ({ env }) => {
  let docsDev: DevServer;
  let docsFolder: string;
  const docsJson = JSON.stringify({ theme: 'mint', name: 'Ref Docs', favicon: '/favicon.svg', colors: { primary: '#0D9373' }, navigation: { $ref: './navigation.json' } }, null, 2);
  const navigation = (group: unknown) => `{
  "groups": [
    { "group": ${JSON.stringify(group)}, "pages": ["one"] }
  ]
}
`;

  beforeAll(async () => {
    docsFolder = mkdtempSync(join(tmpdir(), 'mintaka-dev-docs-json-'));
    writeFileSync(join(docsFolder, 'docs.json'), docsJson);
    writeFileSync(join(docsFolder, 'navigation.json'), navigation('Pages'));
    writeFileSync(join(docsFolder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(docsFolder, 'one.md'), '---\ntitle: One\n---\n\nFirst text.\n');
    docsDev = await startDevServer(docsFolder, [], { env });
  }, 120_000);

  afterAll(() => {
    docsDev?.stop();
    rmSync(docsFolder, { recursive: true, force: true });
  });

  it('shows the message at the $ref file, and the page comes back when it is fixed', async () => {
    const page = await browser.newPage();
    await page.goto(`${docsDev.url}/one`);
    expect(await page.locator('.mk-group-title').first().textContent()).toContain('Pages');

    writeFileSync(join(docsFolder, 'navigation.json'), navigation(5));
    const message = 'navigation.json:3:16: navigation.groups[0].group: expected a string, found number 5';
    const overlay = await reloadUntil(page, () => devErrorText(page), (text) => text.includes('navigation.groups[0].group'), docsDev);
    expect(overlay).toContain(message);
    expect(resolve(docsFolder, (await devErrorLocation(page)) ?? '')).toBe(`${join(docsFolder, 'navigation.json')}:3:16`);
    expect(docsDev.output()).toContain(`error ${message}`);

    writeFileSync(join(docsFolder, 'navigation.json'), navigation('Renamed'));
    const recovered = async () => ((await showsDevError(page)) ? '(error shown)' : ((await page.locator('.mk-group-title').first().textContent()) ?? ''));
    await reloadUntil(page, recovered, (title) => title.includes('Renamed'), docsDev);
    await page.close();
  }, 180_000);
});
