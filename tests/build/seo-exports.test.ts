import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/site/load-site.ts';
import { listIndexablePages } from '../../src/integration/postbuild/site-pages.ts';
import { resolveSiteUrl } from '../../src/integration/postbuild/site-url.ts';
import { buildFixture, repoRoot, type BuiltSite } from '../support/build-fixture.ts';

// What search engines, link previews, feed readers and AI assistants get from a built site:
// head tags, sitemap.xml, robots.txt, llms.txt, llms-full.txt, page.md copies, RSS, the 404
// page and the search index. The fixture's site URL comes from mint.json metadata og:url.
let site: BuiltSite;
const file = (path: string) => readFileSync(join(site.outDir, path), 'utf8');
const meta = (path: string, key: string) =>
  site.page(path).querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');

beforeAll(async () => {
  site = await buildFixture('seo');
  expect(site.code, site.stderr).toBe(0);
});

describe('head tags', () => {
  it('gives each page a title with the site name, its description and a canonical URL', () => {
    const page = site.page('/guides/configure');
    expect(page.querySelector('title')?.text).toBe('Configure - Orbit Docs');
    expect(meta('/guides/configure', 'description')).toBe('Settings that change how Orbit behaves.');
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://docs.orbit.test/guides/configure');
    expect(site.page('/').querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://docs.orbit.test/');
  });

  it('adds Open Graph and Twitter tags from the page and mint.json metadata', () => {
    expect(meta('/guides/configure', 'og:title')).toBe('Configure - Orbit Docs');
    expect(meta('/guides/configure', 'og:description')).toBe('Settings that change how Orbit behaves.');
    expect(meta('/guides/configure', 'og:site_name')).toBe('Orbit Docs');
    expect(meta('/guides/configure', 'og:url')).toBe('https://docs.orbit.test/guides/configure');
    // metadata og:image is the site's default card, made absolute for link previews.
    expect(meta('/guides/configure', 'og:image')).toBe('https://docs.orbit.test/images/og.png');
    expect(meta('/guides/configure', 'twitter:card')).toBe('summary_large_image');
    expect(meta('/guides/configure', 'twitter:site')).toBe('@orbit');
  });

  it('lets page frontmatter override metadata (og:image) while the site description stays a default', () => {
    expect(meta('/', 'og:image')).toBe('https://docs.orbit.test/images/home-card.png');
    expect(meta('/', 'twitter:image')).toBe('https://docs.orbit.test/images/home-card.png');
    expect(meta('/', 'description')).toBe('Launch and track small satellites from your terminal.');
  });

  it('marks noindex, hidden and out-of-navigation pages noindex, keeping other robots values', () => {
    expect(meta('/secret', 'robots')).toBe('noindex');
    expect(meta('/draft', 'robots')).toBe('noindex');
    expect(meta('/unlisted', 'robots')).toBe('noindex, noarchive');
    expect(meta('/guides/install', 'robots')).toBeUndefined();
  });

  it('links a changelog page to its RSS feed', () => {
    const link = site.page('/changelog').querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(link?.getAttribute('href')).toBe('/changelog/rss.xml');
    expect(site.page('/guides/install').querySelector('link[rel="alternate"][type="application/rss+xml"]')).toBeNull();
  });

  it('takes the site URL from --site first, then metadata og:url', () => {
    const config = { seo: { indexing: 'navigable' as const, metatags: { 'og:url': 'https://docs.orbit.test/' } } };
    expect(resolveSiteUrl(config, 'https://example.org/docs/')).toBe('https://example.org/docs');
    expect(resolveSiteUrl(config, undefined)).toBe('https://docs.orbit.test');
    expect(resolveSiteUrl({ seo: { indexing: 'navigable', metatags: { 'og:url': '/relative' } } }, undefined)).toBeUndefined();
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the navigation pages that may be indexed, in navigation order', () => {
    const locs = [...file('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://docs.orbit.test/',
      'https://docs.orbit.test/quickstart',
      'https://docs.orbit.test/guides/install',
      'https://docs.orbit.test/guides/configure',
      'https://docs.orbit.test/api/create-satellite',
      'https://docs.orbit.test/changelog',
    ]);
  });

  it('adds pages outside the navigation with seo.indexHiddenPages, never noindex or hidden ones', async () => {
    const loaded = await loadSite(join(repoRoot, 'tests/fixtures/sites/seo'), { fetchStars: false });
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    const listed = (indexHiddenPages: boolean) =>
      listIndexablePages({ ...loaded.site, config: { ...loaded.site.config, seo: { ...loaded.site.config.seo, indexing: indexHiddenPages ? 'all' : 'navigable' } } }).map((p) => p.path);
    expect(listed(false)).not.toContain('unlisted');
    expect(listed(true)).toEqual([...listed(false), 'unlisted']);
  });

  it('allows crawling and names the sitemap', () => {
    expect(file('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.orbit.test/sitemap.xml\n');
  });
});

describe('page actions with a site URL, in the table of contents', () => {
  it('puts the menu above the table of contents where there is one, in the header elsewhere', () => {
    const page = site.page('/guides/configure');
    expect(page.querySelector('.mk-page-header .mk-pa')).toBeNull();
    const menu = page.querySelector('.mk-toc > .mk-pa');
    expect(menu?.querySelector('.mk-pa-main')?.text).toBe('Open in Claude');
    // Pages without a table of contents (API pages) keep it in the header.
    expect(site.page('/api/create-satellite').querySelector('.mk-page-header .mk-pa')).not.toBeNull();
  });

  it('writes absolute links with the site URL, and custom options with their icon', () => {
    const main = site.page('/guides/configure').querySelector('.mk-pa-main');
    expect(new URL(main!.getAttribute('href')!).searchParams.get('q')).toBe('Read https://docs.orbit.test/guides/configure.md so I can ask questions about it.');
    expect(main!.hasAttribute('data-href')).toBe(false);
    const module = file('_mintaka/page-actions.js');
    expect(module).toContain('https://claude.ai/new?q=Read%20https%3A%2F%2Fdocs.orbit.test$md%20so%20I%20can%20ask%20questions%20about%20it.');
    expect(module).toContain('https://github.com/orbit/docs/issues/new?title=Docs%3A%20$path');
    expect(module).toMatch(/Report a problem[\s\S]*data-icon=\\?"bug\\?"|data-icon=\\?"bug\\?"[\s\S]*Report a problem/);
  });
});

describe('llms.txt and llms-full.txt', () => {
  it('names the site, says what it is, and links every listed page by navigation group', () => {
    const llms = file('llms.txt');
    expect(file('.well-known/llms.txt')).toBe(llms);
    expect(llms.startsWith('# Orbit Docs\n\n> Orbit launches and tracks small satellites.\n')).toBe(true);
    expect(llms).toContain('## Guides\n\n- [Install](https://docs.orbit.test/guides/install.md): Install the Orbit CLI on macOS, Linux and Windows.\n- [Configure](https://docs.orbit.test/guides/configure.md): Settings that change how Orbit behaves.\n');
    expect(llms).toContain('## API\n\n- [Create a satellite](https://docs.orbit.test/api/create-satellite.md): Registers a satellite before its launch.\n');
    for (const word of ['Internal notes', 'Draft page', 'Unlisted page']) expect(llms).not.toContain(word);
  });

  it('holds every listed page as Markdown, each with its address', () => {
    const full = file('llms-full.txt');
    expect(full).toContain('# Configure\n\nSource: https://docs.orbit.test/guides/configure\n\n> Settings that change how Orbit behaves.\n\n## Telemetry settings\n');
    expect(full).toContain('# Create a satellite\n\nSource: https://docs.orbit.test/api/create-satellite');
    expect(full.match(/^Source: /gm)).toHaveLength(6);
    expect(full).not.toContain('quasar');
  });
});

describe('pages as Markdown (page URL + .md)', () => {
  it('writes one per page, the home page as /index.md', () => {
    for (const path of ['index.md', 'quickstart.md', 'guides/install.md', 'guides/configure.md', 'api/create-satellite.md', 'changelog.md', 'secret.md']) {
      expect(existsSync(join(site.outDir, path)), path).toBe(true);
    }
  });

  it('turns components into Markdown: snippet inlined with its props, steps numbered, callouts quoted', () => {
    expect(file('quickstart.md')).toBe(
      [
        '# Quickstart',
        '',
        '> Your first launch in five minutes.',
        '',
        '## Prerequisites',
        '',
        'You need Node.js 20 and the orbit account you signed up with.',
        '',
        '1. **Install the CLI**',
        '',
        '   Run the installer:',
        '',
        '   ```bash',
        '   npm install -g orbit-cli',
        '   ```',
        '',
        '2. **Launch**',
        '',
        '   Send your first satellite with `orbit launch`.',
        '',
        '> **Note:** Launches are **free** during the beta.',
        '',
        '```bash npm',
        'npm install orbit-sdk',
        '```',
        '',
        '```bash yarn',
        'yarn add orbit-sdk',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('makes links absolute and cards, fields and accordions readable', () => {
    expect(file('index.md')).toContain('[**Configure**](https://docs.orbit.test/guides/configure#telemetry-settings)\n\nTune telemetry.');
    expect(file('guides/configure.md')).toContain(
      '- `region` (string, required, query parameter): The ground station region, such as `eu-west`.\n- `timeout` (number, default: 30, query parameter): Seconds to wait for a handshake.\n\n**Why a ground station?**\n\nSatellites need a station in view to downlink.',
    );
    expect(file('guides/install.md')).toContain('**macOS**\n\nUse Homebrew: `brew install orbit`.\n\n**Linux**');
  });

  it('exports an API page with its method, URL, parameters, body and responses', () => {
    const md = file('api/create-satellite.md');
    expect(md).toContain('**POST** `https://api.orbit.test/v1/satellites`');
    expect(md).toContain('## Authorization\n\n- Bearer token in the `Authorization` header');
    expect(md).toContain('## Query parameters\n\n- `dryRun` (boolean): Validate without creating.');
    expect(md).toContain('## Request body (application/json)\n\n- `name` (string, required): Call sign of the satellite.');
    expect(md).toContain('### 201: The satellite was created.');
    expect(md).toContain('- `id` (string): Satellite id.');
  });
});

describe('RSS', () => {
  it('turns each <Update> into an item linking to its anchor', () => {
    const rss = file('changelog/rss.xml');
    expect(rss).toContain('<title>Changelog - Orbit Docs</title>');
    const items = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>2024-05-01</title>');
    expect(items[0]).toContain('<link>https://docs.orbit.test/changelog#2024-05-01</link>');
    expect(items[0]).toContain('<pubDate>Wed, 01 May 2024 00:00:00 GMT</pubDate>');
    expect(items[0]).toContain('<p>Orbit 2.0 adds <strong>ground stations</strong>. See <a href="https://docs.orbit.test/guides/configure">configure</a>.</p>');
    // The anchor exists on the rendered page.
    expect(site.page('/changelog').querySelector('[id="2024-05-01"]')).not.toBeNull();
  });
});

describe('404 page', () => {
  it('shows the site frame, a message and the search', () => {
    const page = site.page('/404.html');
    expect(page.querySelector('title')?.text).toBe('Page not found - Orbit Docs');
    expect(page.querySelector('h1')?.text).toBe('Page not found');
    expect(page.querySelector('.mk-topbar #mk-search-button')).not.toBeNull();
    expect(page.querySelector('.mk-not-found-search')?.text).toContain('Search Orbit...');
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.querySelector('.mk-page-footer')).toBeNull();
  });
});

describe('search index', () => {
  it('is written with the dialog code, for indexable pages only', () => {
    expect(existsSync(join(site.outDir, 'pagefind/pagefind.js'))).toBe(true);
    expect(file('_mintaka/search.js')).toContain('pagefind');
    // One fragment per indexed page: the six listed pages, not the noindex/hidden/unlisted ones.
    expect(readdirSync(join(site.outDir, 'pagefind/fragment'))).toHaveLength(6);
  });

  it('ships only the opener with pages: all their scripts stay under 2 KiB', () => {
    const html = site.html('/guides/configure');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + Buffer.byteLength(m[1]!), 0);
    const external = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].reduce((n, m) => n + readFileSync(join(site.outDir, m[1]!)).length, 0);
    expect(inline + external).toBeLessThanOrEqual(2048);
    expect(html).not.toContain('pagefind.js');
  });
});
