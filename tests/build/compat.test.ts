import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type BuiltSite } from '../support/build-fixture.ts';

// Mintlify's rules for what real pages write (tests/fixtures/sites/compat), asserted on the
// HTML a reader receives.
let site: BuiltSite;

beforeAll(async () => {
  site = await buildFixture('compat');
});

const content = (path: string): HTMLElement => site.page(path).querySelector('.mk-content')!;
const inner = (path: string, id: string) => content(path).querySelector(`#${id}`)!.innerHTML;

describe('components a site defines render as React renders them on a server', () => {
  it('builds', () => {
    expect(site.code, site.stderr).toBe(0);
  });

  it('renders nothing for null, undefined and false', () => {
    expect(inner('/site-components', 'nothing')).toBe('beforeafter');
    expect(inner('/site-components', 'missing')).toBe('beforeafter');
    expect(inner('/site-components', 'no')).toBe('beforeafter');
    expect(content('/site-components').querySelector('.mk-callout-content p')!.text).toBe('Inside a component: done');
  });

  it('renders strings (escaped) and numbers as text, arrays as their elements', () => {
    expect(inner('/site-components', 'text')).toBe('hello &amp; welcome');
    expect(inner('/site-components', 'number')).toBe('42');
    expect(inner('/site-components', 'items')).toBe('<li>one</li><li>two</li>');
  });

  it('takes the server branch of typeof window / document guards, in pages and snippets', () => {
    expect(inner('/site-components', 'guarded')).toBe('<p class="server-branch">server branch</p>');
    expect(inner('/site-components', 'browser-only')).toBe('xy');
    expect(inner('/site-components', 'declared')).toBe('<em class="declared">declared</em>');
  });

  it('gives hooks their initial state and runs no effects', () => {
    expect(inner('/site-components', 'counter')).toBe('<span class="counter">3</span>');
  });

  it('writes React props as HTML attributes: no handlers, key or ref; SVG attributes kebab-cased; raw HTML', () => {
    expect(inner('/site-components', 'svg')).toBe('<svg viewBox="0 0 10 10" stroke-width="2" fill-rule="evenodd" style="margin-top:4px;opacity:0.5"><path d="M0 0h10"></path></svg>');
    expect(inner('/site-components', 'html')).toBe('<div class="raw"><b>bold</b></div>');
  });
});

describe('icons written as elements (icon={<svg>…</svg>})', () => {
  const cards = () => content('/element-icons').querySelectorAll('.mk-card');

  it('draw the SVG as the icon: its own classes after the icon class, React props as attributes, comments and blank text left out', () => {
    expect(cards()[0]!.querySelector('.mk-card-icon')!.innerHTML).toBe(
      '<svg class="mk-icon icon icon-tabler icon-tabler-brand-nextjs" aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30" stroke-width="2" stroke="#5465FF" fill="none" stroke-linecap="round" stroke-linejoin="round"><path stroke="none" d="M0 0h24v24H0z" fill="none"></path><path d="M9 15v-6l7.745 10.65a9 9 0 1 1 2.255 -1.993"></path></svg>',
    );
  });

  it('write a style object as CSS, numbers in pixels where React adds them, and text escaped', () => {
    expect(cards()[1]!.querySelector('.mk-card-icon')!.innerHTML).toBe(
      '<svg class="mk-icon" aria-hidden="true" viewBox="0 0 10 10" style="opacity:0.5;margin-top:2px"><title>Dot &amp; ring</title><circle cx="5" cy="5" r="4"></circle></svg>',
    );
  });

  it('show another element as written', () => {
    expect(content('/element-icons').querySelector('.mk-accordion img')?.getAttribute('src')).toBe('/images/root.png');
  });
});

describe("Mintlify's MDX globals", () => {
  it('gives `user` as the empty object of a reader who is not signed in', () => {
    const text = content('/globals').text;
    expect(text).toContain('Hello, reader!');
    expect(text).toContain('Your plan: none.');
  });

  it("makes React's hooks available without an import", () => {
    expect(content('/globals').querySelector('.greeting')!.text).toBe('Hi there');
  });
});

describe('frontmatter', () => {
  it('reads a quoted value continued on an unindented line, as Mintlify does', () => {
    const page = site.page('/frontmatter');
    expect(page.querySelector('.mk-description')!.text).toBe('A description that continues on the next line');
    expect(page.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('A description that continues on the next line');
  });
});

describe("relative paths resolve against the page's folder, then the docs root", () => {
  const srcs = (selector: string) => content('/guides/relative').querySelectorAll(selector).map((e) => e.getAttribute('src'));

  it('finds Markdown images beside the page or at the root, and serves them at their path', () => {
    expect(srcs('p img')).toEqual(['/images/root.png', '/guides/beside.png', '/guides/images/missing.png']);
    expect(readFileSync(join(site.outDir, 'images/root.png')).length).toBeGreaterThan(0);
    expect(readFileSync(join(site.outDir, 'guides/beside.png')).length).toBeGreaterThan(0);
  });

  it('resolves <img>, <source> and <iframe> the same way', () => {
    expect(srcs('#jsx-img')).toEqual(['/images/root.png']);
    expect(srcs('#video source')).toEqual(['/images/clip.svg']);
    expect(srcs('#frame')).toEqual(['/images/clip.svg']);
  });

  it('leads relative links to the page they name, anchors kept', () => {
    const hrefs = content('/guides/relative').querySelectorAll('p a').map((a) => a.getAttribute('href'));
    expect(hrefs.slice(0, 2)).toEqual(['/globals', '/guides/relative#top']);
  });

  it('resolves raw HTML in Markdown pages too', () => {
    expect(content('/guides/raw').querySelector('#raw-img')!.getAttribute('src')).toBe('/images/root.png');
    expect(content('/guides/raw').querySelector('#raw-link')!.getAttribute('href')).toBe('/site-components');
  });

  it('leads a link to a folder that is no page to its first page in the navigation', () => {
    const hrefs = content('/guides/relative').querySelectorAll('p a').map((a) => a.getAttribute('href'));
    expect(hrefs.slice(-2)).toEqual(['/integrations', '/integrations']);
    expect(site.page('/integrations').querySelector('meta[http-equiv="refresh"]')!.getAttribute('content')).toBe('0;url=/integrations/zapier');
    // A redirect shows nothing: it links none of the frame's stylesheets.
    expect(site.page('/integrations').querySelectorAll('link[rel="stylesheet"], style')).toHaveLength(0);
  });

  it("finds a snippet's Markdown images, reference images too, from the snippet's folder", () => {
    // Written absolute for the page: none is left for Astro's image service, which could not find
    // them and stopped the build. The page stays static (rendered without compiling it).
    const images = content('/guides/snippet-images').querySelectorAll('img').map((e) => e.getAttribute('src'));
    expect(images).toEqual(['/images/root.png', '/guides/beside.png']);
  });

  it('warns with the position of a file that is in neither place, and builds the page', () => {
    expect(site.stdout).toContain('warning guides/relative.mdx:17:1: "images/missing.png" not found (looked for /guides/images/missing.png and /images/missing.png); the page shows it missing');
  });
});
