import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DEV_SERVERS, devCacheDir, startDevServer, type DevServer } from '../support/dev-server.ts';

// `mintaka dev` while the writer works: what they save is what the next page load shows,
// for a page's text, a new page, a deleted page and mint.json, with Mintaka's dev server and
// with Astro's (which restarts for mint.json).

const page = (title: string, text: string) => `---\ntitle: ${title}\n---\n\n${text}\n`;
const config = (name: string) => JSON.stringify({ name, favicon: '/favicon.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'Pages', pages: ['one', 'two', 'three'] }] });

describe.each(DEV_SERVERS)('mintaka dev after an edit ($name)', ({ env }) => {
  let dev: DevServer;
  let folder: string;

  async function fetchPage(path: string): Promise<{ status: number; text: string }> {
    const response = await fetch(`${dev.url}${path}`);
    return { status: response.status, text: await response.text() };
  }

  /**
   * The page's status and whether it shows `text`, polled until it does or time runs out; on
   * failure, what the page last was and what the server printed.
   */
  async function expectPage(path: string, status: number, text?: string): Promise<void> {
    let last = { status: 0, text: '' };
    try {
      await expect
        .poll(async () => {
          last = await fetchPage(path);
          return last.status === status && (text === undefined || last.text.includes(text));
        }, { timeout: 30_000, interval: 250 })
        .toBe(true);
    } catch (error) {
      const shown = last.text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 400);
      // Without the requests the poll made: what the server did about the edit.
      const printed = dev.output().split('\n').filter((line) => line.trim() && !/\[404\]|\[200\]|getStaticPaths|Possible dynamic routes/.test(line));
      throw new Error(`${path}: wanted ${status}${text ? ` with "${text}"` : ''}, last got ${last.status}: ${shown}\n--- mintaka dev printed:\n${printed.slice(-40).join('\n')}`, { cause: error });
    }
  }

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mintaka-dev-reload-'));
    writeFileSync(join(folder, 'mint.json'), config('Reload Docs'));
    writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(folder, 'one.md'), page('One', 'First text.'));
    writeFileSync(join(folder, 'two.md'), page('Two', 'Second text.'));
    // Astro's: the edits below are made on a server started a second time, whose runtime's
    // modules come from what the first start kept (dev-transform-cache.ts), and must still follow
    // every change.
    if (env.MINTAKA_ASTRO_DEV) {
      const first = await startDevServer(folder, [], { keepCache: true, env });
      try {
        const response = await fetch(`${first.url}/one`);
        if (!response.ok) throw new Error(`the first dev server answered ${response.status}:\n${first.output()}`);
        for (const started = Date.now(); !keptTransforms(devCacheDir(folder)); ) {
          if (Date.now() - started > 10_000) throw new Error(`the first dev server kept no transforms:\n${first.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        first.stop();
      }
    }
    dev = await startDevServer(folder, [], { env });
  }, 180_000);

  /** Whether a dev server's cache folder holds kept transforms. */
  function keptTransforms(dir: string): boolean {
    return existsSync(dir) && readdirSync(dir, { recursive: true }).some((entry) => String(entry).endsWith('dev-transforms.json'));
  }

  afterAll(() => {
    dev?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('shows the page as first written', async () => {
    const one = await fetchPage('/one');
    expect(one.status).toBe(200);
    expect(one.text).toContain('First text.');
    // Nothing a writer cannot act on: no warning from Vite or Astro about Mintaka's own code
    // (an empty collection of the build's, an import Vite cannot analyse).
    expect(dev.output().split('\n').filter((line) => /\[WARN\]/.test(line))).toEqual([]);
  });

  it('loads the first page a writer opens once: no reload the server asked for before it listened', async () => {
    const browser = await launchBrowser();
    try {
      const tab = await browser.newPage();
      const loads: string[] = [];
      tab.on('framenavigated', (frame) => {
        if (frame === tab.mainFrame()) loads.push(frame.url());
      });
      await tab.goto(`${dev.url}/one`, { waitUntil: 'load' });
      // Vite's client has connected (it would be sent a kept reload at once) and had time to act.
      await tab.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/@vite\/client|\/_mintaka\/dev\/reload\.js/.test(entry.name)));
      await tab.waitForTimeout(1500);
      expect(loads).toEqual([`${dev.url}/one`]);
      expect(await tab.locator('#content h1').textContent()).toBe('One');
    } finally {
      await browser.close();
    }
  });

  it("shows a page's new text", async () => {
    writeFileSync(join(folder, 'one.md'), page('One', 'Edited text.'));
    await expectPage('/one', 200, 'Edited text.');
  });

  it('shows a compiled page as saved, with what the snippets it imports say now', async () => {
    mkdirSync(join(folder, 'snippets'), { recursive: true });
    const hello = (version: string) => `export const Hello = ({ who }) => <p>Hello {who}, from snippet ${version}.</p>;\n`;
    const compiled = (version: string) => `---\ntitle: Compiled\n---\nimport { Hello } from '/snippets/Hello.jsx';\nimport Shared from '/snippets/shared.mdx';\n\nexport const version = '${version}';\n\nPage version {version}.\n\n<Hello who="reader" />\n\n<Shared />\n`;
    writeFileSync(join(folder, 'snippets/Hello.jsx'), hello('one'));
    writeFileSync(join(folder, 'snippets/shared.mdx'), 'Shared text one.\n');
    writeFileSync(join(folder, 'compiled.mdx'), compiled('one'));
    await expectPage('/compiled', 200, 'Page version one.');
    expect((await fetchPage('/compiled')).text).toContain('Hello reader, from snippet one.');
    writeFileSync(join(folder, 'compiled.mdx'), compiled('two'));
    await expectPage('/compiled', 200, 'Page version two.');
    writeFileSync(join(folder, 'snippets/Hello.jsx'), hello('two'));
    await expectPage('/compiled', 200, 'Hello reader, from snippet two.');
    writeFileSync(join(folder, 'snippets/shared.mdx'), 'Shared text two.\n');
    await expectPage('/compiled', 200, 'Shared text two.');
    expect((await fetchPage('/compiled')).text).toContain('Page version two.');
  });

  it('serves a new page, with its title in the sidebar of the others', async () => {
    writeFileSync(join(folder, 'three.md'), page('Third Page', 'Third text.'));
    await expectPage('/three', 200, 'Third text.');
    await expectPage('/one', 200, 'Third Page');
  });

  it('answers 404 for a deleted page', async () => {
    rmSync(join(folder, 'two.md'));
    await expectPage('/two', 404);
  });

  it('reads mint.json again when it changes', async () => {
    writeFileSync(join(folder, 'mint.json'), config('Renamed Docs'));
    await expectPage('/one', 200, 'Renamed Docs');
    expect((await fetchPage('/three')).text).toContain('Third text.');
  });
});
