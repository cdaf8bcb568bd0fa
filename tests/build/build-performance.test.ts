import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { astroCacheDir } from '../../src/cli/astro-root.ts';
import { repoRoot, runCli, type CliRun } from '../support/build-fixture.ts';
import { linkedCss, unstyledFrameClassesOfSite } from '../support/frame-rules.ts';

// Performance work must not change what readers get: pages rendered on worker threads are the
// pages the main thread renders, and a large sidebar stays usable while staying small.

interface Build extends CliRun {
  outDir: string;
}

async function build(folder: string, env: Record<string, string> = {}): Promise<Build> {
  const outDir = join(mkdtempSync(join(tmpdir(), 'mintaka-perf-')), 'dist');
  const run = await runCli(['build', folder, '--out', outDir], { MINTAKA_HIGHLIGHT_CACHE: 'off', ...env });
  return { ...run, outDir };
}

/** What readers and tools fetch: pages, their Markdown copies, llms.txt and llms-full.txt. */
function listOutputs(dir: string): string[] {
  return readdirSync(dir, { recursive: true }).map(String).filter((f) => /\.(html|md|txt)$/.test(f)).sort();
}

/**
 * API request/response samples are highlighted on the main thread in both builds, by their own
 * highlighter, whose token colours can differ from one build to the next (seen on the JavaScript
 * sample's object keys); they are left out of the comparison.
 */
const withoutApiSamples = (html: string) => html.replace(/<pre class="shiki[^"]*"[\s\S]*?<\/pre>/g, '<pre></pre>');

function expectSameOutputs(actual: Build, expected: Build): void {
  const files = listOutputs(expected.outDir);
  expect(listOutputs(actual.outDir)).toEqual(files);
  for (const file of files) {
    const read = (build: Build) => withoutApiSamples(readFileSync(join(build.outDir, file), 'utf8'));
    expect(read(actual), file).toBe(read(expected));
  }
}

/** 12 groups of 20 pages: more links than a sidebar lists in full. */
function writeLargeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mintaka-large-'));
  const groups = Array.from({ length: 12 }, (_, g) => ({
    group: `Group ${g + 1}`,
    pages: Array.from({ length: 20 }, (_, p) => `g${g + 1}/page-${p + 1}`),
  }));
  for (const { pages } of groups) {
    for (const page of pages) {
      mkdirSync(join(dir, page, '..'), { recursive: true });
      writeFileSync(join(dir, `${page}.md`), `---\ntitle: Title of ${page}\n---\n\nText of ${page}.\n`);
    }
  }
  writeFileSync(join(dir, 'orphan.md'), '---\ntitle: Orphan\n---\n\nNot in the navigation.\n');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'mint.json'), JSON.stringify({ name: 'Large', favicon: '/favicon.svg', colors: { primary: '#0D9373' }, navigation: groups }));
  return dir;
}

let mainThread: Build;
let workers: Build;
let large: Build;
let largeMainThread: Build;

beforeAll(async () => {
  const full = join(repoRoot, 'tests/fixtures/sites/full');
  const largeSite = writeLargeSite();
  [mainThread, workers, large, largeMainThread] = await Promise.all([
    build(full, { MINTAKA_RENDER_WORKERS: '0' }),
    build(full, { MINTAKA_RENDER_WORKERS: '2' }),
    build(largeSite, { MINTAKA_RENDER_WORKERS: '2' }),
    build(largeSite, { MINTAKA_RENDER_WORKERS: '0' }),
  ]);
}, 300_000);

describe('pages rendered on worker threads', () => {
  it('are byte for byte the pages the main thread renders', () => {
    expect(mainThread.code).toBe(0);
    expect(workers.code).toBe(0);
    expectSameOutputs(workers, mainThread);
  });

  it('give the same Markdown copies and llms files on a site large enough to share them out', () => {
    expect(largeMainThread.code).toBe(0);
    expectSameOutputs(large, largeMainThread);
    expect(readFileSync(join(large.outDir, 'g7/page-4.md'), 'utf8')).toBe('# Title of g7/page-4\n\nText of g7/page-4.\n');
  });

  it('report the same warnings, with the page and position', () => {
    const warnings = (run: CliRun) => run.stdout.split('\n').filter((line) => line.trim().startsWith('warning')).sort();
    expect(warnings(workers)).toEqual(warnings(mainThread));
    expect(workers.stdout).toContain('warning introduction.mdx:19:1: unknown component <UnknownThing>');
  });
});

describe('highlighted code', () => {
  it('colours tokens with pair elements and palette classes whose stylesheet sets both themes', () => {
    const html = readFileSync(join(mainThread.outDir, 'quickstart/index.html'), 'utf8');
    const pre = parse(html, { blockTextElements: { script: true, style: true } }).querySelector('.mk-content pre')!;
    // The stylesheet sets the blocks' default colours; tokens of other colours name theirs, by
    // their element (`<mk-3>`: a pair of colours the two themes give the same scope) or class.
    expect(pre.getAttribute('style')).toBeUndefined();
    const tokens = pre.querySelectorAll('code *');
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) {
      if (token.tagName === 'SPAN') expect(token.getAttribute('class')).toMatch(/^(l\d+)?( ?d\d+)?$/);
      else expect(token.tagName).toMatch(/^MK-\d+$/);
      expect(token.getAttribute('style')).toBeUndefined();
    }
    expect(pre.text).toContain('npm install -g acme');
    const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => readFileSync(join(mainThread.outDir, m[1]!), 'utf8')).join('');
    expect(css).toMatch(/\.astro-code\{--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+/i);
    const element = tokens.find((t) => t.tagName !== 'SPAN')!.tagName.toLowerCase();
    expect(css).toMatch(new RegExp(`[}]${element}\\{--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+\\}`, 'i'));
  });
});

describe('a sidebar with more links than it lists in full', () => {
  const sidebarOf = (path: string) => parse(readFileSync(join(large.outDir, path, 'index.html'), 'utf8')).querySelector('#sidebar')!;

  it("lists every page of the reader's group, the current one marked", () => {
    expect(large.code).toBe(0);
    const sidebar = sidebarOf('g5/page-3');
    const open = sidebar.querySelector('section[aria-label="Group 5"]')!;
    expect(open.querySelectorAll('.mk-nav > li > a').map((a) => a.getAttribute('href'))).toEqual(Array.from({ length: 20 }, (_, i) => `/g5/page-${i + 1}`));
    expect(open.querySelector('a[aria-current="page"]')?.text.trim()).toBe('Title of g5/page-3');
  });

  it('shows every other group as its title, leading to its first page', () => {
    const sidebar = sidebarOf('g5/page-3');
    const collapsed = sidebar.querySelectorAll('.mk-group-links a');
    expect(collapsed.map((a) => a.text.trim())).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12].map((n) => `Group ${n}`));
    expect(collapsed.map((a) => a.getAttribute('href'))).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12].map((n) => `/g${n}/page-1`));
    // In navigation order, around the reader's group.
    expect(sidebar.childNodes.filter((n) => 'tagName' in n).map((n) => (n as unknown as { tagName: string }).tagName)).toEqual(['UL', 'SECTION', 'UL']);
    expect(sidebar.querySelectorAll('.mk-nav > li > a')).toHaveLength(20);
  });

  it('keeps previous and next across groups', () => {
    const page = parse(readFileSync(join(large.outDir, 'g5/page-20/index.html'), 'utf8'));
    expect(page.querySelector('.mk-next')?.getAttribute('href')).toBe('/g6/page-1');
  });

  it('collapses every group on a page outside the navigation', () => {
    expect(sidebarOf('orphan').querySelectorAll('.mk-group-links a')).toHaveLength(12);
  });

  it('styles the collapsed groups on this site (their rules are in a build only where a sidebar can collapse)', () => {
    expect(unstyledFrameClassesOfSite(large.outDir)).toEqual([]);
    expect(linkedCss(large.outDir, readFileSync(join(large.outDir, 'g5/page-3/index.html'), 'utf8'))).toContain('.mk-group-links a{');
  });
});

describe('a second build of the same site', () => {
  const folder = join(repoRoot, 'tests/fixtures/sites/full');
  const snapshot = (build: Build) => Object.fromEntries(listOutputs(build.outDir).map((file) => [file, withoutApiSamples(readFileSync(join(build.outDir, file), 'utf8'))]));
  /** Builds the site twice into one folder: the second build's pages are the first's. */
  const buildTwice = async (env: Record<string, string>) => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'mintaka-rebuild-')), 'dist');
    const again = async (): Promise<Build> => ({ ...(await runCli(['build', folder, '--out', outDir], env)), outDir });
    const first = await again();
    expect(first.code, first.stderr).toBe(0);
    const pages = snapshot(first);
    expect(pages['quickstart/index.html']).toContain('Edit <code>acme.json</code>.');
    const second = await again();
    expect(second.code, second.stderr).toBe(0);
    expect(snapshot(second)).toEqual(pages);
    return { outDir, again, pages };
  };

  // Builds with Astro keep Markdown pages' HTML beside Astro's content store
  // (src/integration/page-html.ts); Astro skips pages it rendered before, and their HTML must
  // come back from the cache. (This site is built without Astro by default: build-without-astro.ts.)
  it('gives the same pages from the cache, and again when the cached HTML is gone', async () => {
    const { outDir, again, pages } = await buildTwice({ MINTAKA_ASTRO_BUILD: '1' });
    // Browser code imports no packages: Vite pre-bundles none (vite-plugin-no-client-prebundle.ts).
    const cacheDir = astroCacheDir(repoRoot, realpathSync(folder), outDir);
    expect(existsSync(join(cacheDir, 'data-store.json'))).toBe(true);
    expect(existsSync(join(cacheDir, 'node_modules/.vite/deps'))).toBe(false);

    rmSync(join(cacheDir, 'page-html'), { recursive: true, force: true });
    const third = await again();
    expect(third.code, third.stderr).toBe(0);
    expect(snapshot(third)).toEqual(pages);
  }, 240_000);

  it('gives the same pages again without Astro, from the caches a first build left', async () => {
    await buildTwice({});
  }, 240_000);
});
