import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type BuiltSite } from '../support/build-fixture.ts';
import { unstyledFrameClassesOfSite } from '../support/frame-rules.ts';

// A docs.json site (tests/fixtures/sites/docs-json: languages → versions → tabs, dropdowns,
// OpenAPI, and every setting of the point 4), asserted on the HTML a reader receives.
let site: BuiltSite;

beforeAll(async () => {
  site = await buildFixture('docs-json');
});

describe('a docs.json site', () => {
  it('builds from docs.json, its navigation in a $ref file, and says which file it read', () => {
    expect(site.code).toBe(0);
    expect(site.stdout).toMatch(/✓ docs\.json loaded: "Orbit", \d+ pages/);
    expect(site.stdout).toContain('warning docs.json:3:12: theme: "maple" is drawn with Mintaka\'s default look (the one of "mint").');
    for (const path of ['quickstart', 'v1/quickstart', 'fr/quickstart', 'sdks/python', 'api-reference/pets/list-pets', 'reference/pets/delete-a-pet']) {
      expect(existsSync(join(site.outDir, path, 'index.html')), path).toBe(true);
    }
  });

  it('contextual: without it, no page actions (as on Mintlify) and no menu module', () => {
    expect(site.page('/quickstart').querySelector('.mk-pa')).toBeNull();
    expect(existsSync(join(site.outDir, '_mintaka/page-actions.js'))).toBe(false);
  });

  it('navbar: links with icons, GitHub link, primary button', () => {
    const page = site.page('/quickstart');
    const links = page.querySelectorAll('.mk-topbar-links a').map((a) => [a.text.trim(), a.getAttribute('href')]);
    expect(links).toEqual([['Blog', 'https://orbit.test/blog'], ['GitHub', 'https://github.com/orbit/orbit']]);
    expect(page.querySelector('.mk-topbar-links a[href^="https://github.com"] svg')).not.toBeNull();
    expect(page.querySelector('#topbar-cta-button')?.getAttribute('href')).toBe('https://app.orbit.test');
    expect(page.querySelector('#topbar-cta-button')?.text.trim()).toBe('Sign in');
  });

  it('footer: socials with their icons and link columns', () => {
    const page = site.page('/quickstart');
    expect(page.querySelectorAll('.mk-socials a').map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), Boolean(a.querySelector('svg'))])).toEqual([
      ['X', 'https://x.com/orbit', true],
      ['GitHub', 'https://github.com/orbit', true],
      ['Bluesky', 'https://bsky.app/profile/orbit.test', true],
    ]);
    expect(page.querySelectorAll('.mk-footer-columns nav').map((nav) => [nav.querySelector('h2')?.text, nav.querySelectorAll('a').map((a) => a.getAttribute('href'))])).toEqual([['Company', ['https://orbit.test/about', '/quickstart']]]);
  });

  it('banner: its Markdown, dismissible, hidden before paint once dismissed', () => {
    const page = site.page('/quickstart');
    const banner = page.querySelector('#mk-banner')!;
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('/quickstart');
    expect(banner.querySelector('button.mk-banner-close')).not.toBeNull();
    const key = banner.getAttribute('data-key')!;
    expect(site.html('/quickstart')).toContain(`localStorage['mk-banner']===${JSON.stringify(key)}`);
  });

  it('appearance, background, fonts: default mode, colours, decoration, font faces without layout shift', () => {
    const html = site.html('/quickstart');
    expect(html).toMatch(/dataset\.theme=t\|\|"light"/);
    expect(html).toContain('--mk-bg-light:#FAFAF9');
    expect(html).toContain('--mk-bg-dark:#0C0A09');
    expect(site.page('/quickstart').querySelector('body')?.classList.contains('mk-bg-grid')).toBe(true);
    expect(html).toContain('<link rel="preload" href="/fonts/orbit-sans.woff2" as="font" type="font/woff2" crossorigin>');
    expect(html).toContain('@font-face{font-family:"Orbit Sans";src:url("/fonts/orbit-sans.woff2") format("woff2");font-display:optional}');
    expect(html).toContain('--mk-heading-font:"Orbit Display"');
    expect(html).toContain('h1,h2,h3,h4,h5,h6{font-weight:650}');
  });

  it('icons.library: Lucide names drawn at build time, Font Awesome as the fallback', () => {
    const icon = site.page('/quickstart').querySelector('.mk-group-title svg')!;
    expect(icon.getAttribute('viewBox')).toBe('0 0 24 24');
    // The sidebar draws it from the site's sprite: Lucide's strokes are the symbol's.
    const [file, id] = icon.querySelector('use')!.getAttribute('href')!.split('#') as [string, string];
    const symbol = new RegExp(`<symbol id="${id}" [^>]*>`).exec(readFileSync(join(site.outDir, file), 'utf8'))![0];
    expect(symbol).toContain('viewBox="0 0 24 24"');
    expect(symbol).toContain('stroke="currentColor"');
  });

  it('styling: breadcrumbs above the title, code blocks in the chosen Shiki themes', () => {
    expect(site.page('/guides/deep').querySelector('.mk-eyebrow')?.text).toBe('Setup / Deeper');
    const css = readFileSync(join(site.outDir, '_astro', site.html('/quickstart').match(/_astro\/(layout\.[\w-]+\.css)/)![1]!), 'utf8');
    // nord's keyword colour in dark mode, on nord's own background (the site chose the theme),
    // GitHub's blue in light mode; both readable as they are (4.5:1).
    expect(css).toMatch(/--shiki-dark:#81a1c1/i);
    expect(css).toMatch(/html\[data-theme=dark\]\{--mk-code-bg:#2e3440\}/i);
    expect(css).toMatch(/--shiki-light:#005cc5/i);
  });

  it('variables: {{name}} in text and code', () => {
    const page = site.page('/quickstart');
    expect(page.querySelector('.mk-content p')?.text).toBe('Launch one with Orbit 2.1.0.');
    expect(page.querySelector('.mk-content pre')?.text).toContain('npm install orbit@2.1.0');
  });

  it('redirects: pages for permanent, :param and * rules, and a _redirects file with their status', () => {
    expect(site.html('/start')).toContain('url=/quickstart');
    expect(site.html('/old-guides/setup')).toContain('url=/guides/setup');
    // The site's rules first, then the Markdown copies following them (issue 18: host rules).
    const rules = readFileSync(join(site.outDir, '_redirects'), 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules.slice(0, 2)).toEqual(['/start /quickstart 308', '/old-guides/* /guides/:splat 307']);
    expect(rules).toContain('/start.md /quickstart.md 308');
  });

  it('errors.404: its title and text, no redirect when it says so', () => {
    const page = site.page('/404.html');
    expect(page.querySelector('h1')?.text).toBe('Lost in space');
    expect(page.querySelector('.mk-description')?.text).toBe('This page drifted away.');
    expect(site.html('/404.html')).not.toContain("location.replace('/')");
  });

  it('seo: metatags on every page; pages of a hidden group are left out of the sitemap-bound list', () => {
    expect(site.page('/quickstart').querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe('Orbit docs');
  });

  it('metadata.timestamp: the last commit date of the file', () => {
    const time = site.page('/quickstart').querySelector('.mk-last-modified time');
    expect(time?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('integrations: each configured provider after the page, nothing else', () => {
    const html = site.html('/quickstart');
    expect(html).toContain('<script defer data-domain="docs.orbit.test" src="https://plausible.io/js/script.js"></script>');
    expect(html).toContain('https://www.googletagmanager.com/gtag/js?id=G-ORBIT123');
    expect(html).not.toContain('posthog');
  });

  it('api: operation entries and an OpenAPI tab become pages with the playground', () => {
    const page = site.page('/api-reference/pets/list-pets');
    expect(page.querySelector('h1')?.text).toBe('List pets');
    expect(page.querySelector('#mk-playground')).not.toBeNull();
    expect(site.page('/reference/pets/delete-a-pet').querySelectorAll('.mk-sidebar .mk-group-title').map((h) => h.text.trim())).toEqual(['Pets', 'API Reference']);
  });

  it('languages: html lang, hreflang, the language navbar and footer, translated words', () => {
    const fr = site.page('/fr/quickstart');
    expect(fr.querySelector('html')?.getAttribute('lang')).toBe('fr');
    expect(fr.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])).toEqual([['en', '/quickstart'], ['fr', '/fr/quickstart']]);
    expect(fr.querySelectorAll('.mk-topbar-links a').map((a) => a.text.trim())).toEqual(['Le blog']);
    expect(fr.querySelectorAll('.mk-socials a').map((a) => a.getAttribute('href'))).toEqual(['https://x.com/orbit_fr']);
    expect(fr.querySelector('#mk-toc-title')?.text).toBe('Sur cette page');
    expect(fr.querySelector('.mk-search-prompt')?.text).toBe('Rechercher...');
    expect(fr.querySelector('.mk-pagination .mk-prev .mk-pagination-label')?.text).toBe('Précédent');
    expect(site.page('/quickstart').querySelector('html')?.getAttribute('lang')).toBe('en');
  });

  it('versions: the switcher leads to this page in the other version; other versions are shown as such', () => {
    const options = site.page('/quickstart').querySelectorAll('.mk-topbar select[data-mk-switch="version"] option').map((o) => [o.text.trim(), o.getAttribute('data-href')]);
    expect(options).toEqual([['v2 (Latest)', '/quickstart'], ['v1', '/v1/quickstart']]);
    expect(site.page('/v1/quickstart').querySelector('.mk-page-version')?.text).toBe('Version v1');
    expect(site.page('/quickstart').querySelector('.mk-page-version')).toBeNull();
  });

  it('tabs, dropdowns, global anchors, groups with tag and root', () => {
    const page = site.page('/sdks/python');
    expect(page.querySelectorAll('.mk-tabs a').map((a) => [a.text.trim(), a.getAttribute('href')])).toEqual([
      ['Guides', '/'],
      ['SDKs', '/sdks/js'],
      ['API', '/api-reference/pets/list-pets'],
      ['Reference', '/reference/pets/list-pets'],
      ['Changelog', 'https://orbit.test/changelog'],
    ]);
    expect(page.querySelectorAll('.mk-sidebar-menu a').map((a) => [a.querySelector('.mk-sidebar-menu-name')?.text, a.querySelector('.mk-sidebar-menu-description')?.text])).toEqual([
      ['JavaScript', 'For Node and browsers'],
      ['Python', 'For Python 3'],
    ]);
    expect(page.querySelector('.mk-anchors a')?.getAttribute('href')).toBe('https://status.orbit.test');
    const setup = site.page('/guides/setup');
    expect(setup.querySelector('.mk-group-title a')?.getAttribute('href')).toBe('/guides');
    expect(setup.querySelectorAll('.mk-group-title .mk-tag').map((t) => t.text)).toEqual(['NEW']);
  });
});

describe('frame stylesheet', () => {
  it('styles every part of the frame that a page shows', () => {
    expect(unstyledFrameClassesOfSite(site.outDir)).toEqual([]);
  });
});
