import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildWarningLines, type BuiltSite } from '../support/build-fixture.ts';
import { linkedCss, unstyledFrameClassesOfSite } from '../support/frame-rules.ts';

// Each item of the site frame (issue: config rendered as a complete site), asserted on the
// HTML that a reader's browser receives.
let full: BuiltSite;
let anchors: BuiltSite;

beforeAll(async () => {
  [full, anchors] = await Promise.all([buildFixture('full'), buildFixture('anchors')]);
});

describe('page actions', () => {
  it('are not shown where mint.json turns them off with an empty options list, nor their script shipped', () => {
    for (const path of ['/', '/concepts']) {
      expect(anchors.page(path).querySelector('.mk-pa'), path).toBeNull();
      expect(anchors.html(path)).not.toContain('mcp.json');
    }
  });
});

describe('build output', () => {
  it('succeeds and reports progress and warnings', () => {
    expect(full.code).toBe(0);
    expect(full.stdout).toMatch(/✓ mint.json loaded: "Acme Docs", 7 pages/);
    expect(full.stdout).toMatch(/✓ Built 7 pages in [\d.]+ s/);
    const warnings = buildWarningLines(full.stdout);
    expect(warnings).toContainEqual(expect.stringMatching(/^mint\.json:14:147: navigation page "guides\/advanced\/missing-page" has no file/));
    expect(warnings).toContain('introduction.mdx:19:1: unknown component <UnknownThing>; its content is shown without it');
  });

  it('builds every page, including pages not in navigation, but not README or snippets', () => {
    for (const path of ['introduction', 'quickstart', 'guides/writing', 'guides/advanced/theming', 'v1/old-guide', 'hidden-page']) {
      expect(existsSync(join(full.outDir, path, 'index.html')), path).toBe(true);
    }
    expect(existsSync(join(full.outDir, 'README/index.html'))).toBe(false);
    expect(existsSync(join(full.outDir, 'snippets/note/index.html'))).toBe(false);
  });

  it('copies static files and writes redirects', () => {
    expect(readFileSync(join(full.outDir, 'images/logo-light.svg'), 'utf8')).toContain('<svg');
    expect(full.html('/old-intro')).toContain('content="0;url=/introduction"');
    // No index page: / goes to the first page of the navigation.
    expect(full.html('/')).toContain('content="0;url=/introduction"');
  });

  it('parses .md as Markdown and .mdx as MDX, rendering unknown components\' children', () => {
    expect(full.page('/quickstart').querySelector('.mk-content pre')?.text).toContain('npm install -g acme');
    expect(full.page('/introduction').querySelector('.mk-content')?.text).toContain('This text is still shown.');
  });
});

describe('head', () => {
  it('puts the page title and the site name in <title>, the description in meta', () => {
    const page = full.page('/introduction');
    expect(page.querySelector('title')?.text).toBe('Introduction - Acme Docs');
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('What Acme Widgets are and how these docs are organised.');
    expect(page.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/images/favicon.svg');
  });

  it('marks noindex pages', () => {
    expect(full.page('/hidden-page').querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('turns colours and the background image into CSS custom properties', () => {
    const css = full.page('/introduction').querySelector('head style')?.text ?? '';
    expect(css).toContain('--mk-primary:#0D9373');
    expect(css).toContain('--mk-primary-light:#55D799');
    expect(css).toContain('--mk-primary-dark:#007A5A');
    expect(css).toContain('--mk-bg-light:#FAFAF7');
    expect(css).toContain('--mk-bg-dark:#0B0F14');
    expect(css).toContain('--mk-bg-image:url("/images/background.svg")');
    expect(full.page('/introduction').querySelector('body')?.classList.contains('mk-has-bg-image')).toBe(true);
  });

  it('sets the theme before paint: modeToggle.default, else stored choice, else the OS', () => {
    const boot = full.page('/introduction').querySelectorAll('head script')[0]?.text ?? '';
    expect(boot).toContain("try{t=localStorage['mk-theme']}catch{}");
    expect(boot).toContain('.dataset.theme=t||"dark"');
    const forced = anchors.page('/').querySelectorAll('head script')[0]?.text ?? '';
    expect(forced).toMatch(/^\{(const d=document\.documentElement;d|document\.documentElement)\.dataset\.theme="light"[;}]/);
    expect(forced).not.toContain('mk-theme');
  });
});

describe('top bar', () => {
  it('shows the light and dark logos linked to logo.href', () => {
    const logo = full.page('/introduction').querySelector('.mk-logo');
    expect(logo?.getAttribute('href')).toBe('https://acme.test');
    expect(logo?.querySelector('.mk-logo-light')?.getAttribute('src')).toBe('/images/logo-light.svg');
    expect(logo?.querySelector('.mk-logo-dark')?.getAttribute('src')).toBe('/images/logo-dark.svg');
    expect(anchors.page('/').querySelector('.mk-logo')?.getAttribute('href')).toBe('/');
  });

  it('lists topbarLinks', () => {
    const links = full.page('/introduction').querySelectorAll('.mk-topbar-links a');
    expect(links.map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['Support', 'mailto:support@acme.test'],
      ['Blog', 'https://acme.test/blog'],
    ]);
  });

  it('shows a GitHub CTA as the repository, without a count when offline (with a warning)', () => {
    const cta = full.page('/introduction').querySelector('#topbar-cta-button');
    expect(cta?.getAttribute('href')).toBe('https://github.com/acme/widgets');
    expect(cta?.text).toContain('acme/widgets');
    expect(cta?.querySelector('.mk-stars')).toBeNull();
    expect(full.stdout).toContain('could not fetch the star count of acme/widgets');
  });

  it('shows a link CTA as a button with its style and arrow', () => {
    const cta = anchors.page('/').querySelector('#topbar-cta-button');
    expect(cta?.getAttribute('href')).toBe('https://example.test/signup');
    expect(cta?.classList.contains('mk-cta-pill')).toBe(true);
    expect(cta?.text).toContain('Sign up');
    expect(cta?.text).toContain('→');
  });

  it('has a mode toggle unless modeToggle.isHidden', () => {
    expect(full.page('/introduction').querySelector('#mk-mode-toggle')?.getAttribute('aria-label')).toBe('Dark mode');
    expect(anchors.page('/').querySelector('#mk-mode-toggle')).toBeNull();
  });

  it('offers the versions in a dropdown, and hides the other versions\' groups', () => {
    const page = full.page('/introduction');
    expect(page.querySelectorAll('#mk-version-select option').map((o) => o.text)).toEqual(['v2', 'v1']);
    expect(page.querySelector('#mk-version-select option[value="v1"]')?.getAttribute('data-href')).toBe('/v1/old-guide');
    expect(page.querySelector('head style')?.text).toContain('html[data-version="v2"] [data-version]:not([data-version="v2"]){display:none}');
    expect(page.querySelector('section[data-version="v1"]')?.getAttribute('aria-label')).toBe('Legacy');
  });
});

describe('tabs', () => {
  it('lists the primary tab and the configured tabs, marking the current one', () => {
    const tabs = full.page('/introduction').querySelectorAll('.mk-tabs a');
    expect(tabs.map((t) => [t.text, t.getAttribute('href'), t.getAttribute('aria-current')])).toEqual([
      ['Guides', '/introduction', 'true'],
      ['API Reference', '/api-reference/list-widgets', undefined],
    ]);
    expect(full.page('/api-reference/list-widgets').querySelector('.mk-tabs a[aria-current]')?.text).toBe('API Reference');
  });

  it("shows the active tab's groups in the sidebar", () => {
    const groups = (path: string) => full.page(path).querySelectorAll('.mk-sidebar .mk-group').map((g) => g.getAttribute('aria-label'));
    expect(groups('/introduction')).toEqual(['Get started', 'Guides', 'Legacy']);
    expect(groups('/api-reference/list-widgets')).toEqual(['Endpoints']);
  });
});

describe('sidebar', () => {
  it('renders groups with icons, sidebarTitle labels and the current page highlighted', () => {
    const sidebar = full.page('/introduction').querySelector('#sidebar')!;
    expect(sidebar.getAttribute('aria-label')).toBe('Documentation');
    expect(sidebar.querySelector('.mk-group-title svg')?.getAttribute('data-icon')).toBe('rocket');
    expect(sidebar.querySelector('a[aria-current="page"]')?.text.trim()).toBe('Introduction');
    expect(sidebar.querySelectorAll('.mk-nav > li > a').map((a) => a.text.trim())).toContain('Quick start');
  });

  it('makes nested groups collapsible, open around the current page', () => {
    const closed = full.page('/introduction').querySelector('details.mk-nav-group')!;
    expect(closed.querySelector('summary')?.text).toContain('Advanced');
    expect(closed.querySelector('summary svg')?.getAttribute('data-icon')).toBe('gear');
    expect(closed.hasAttribute('open')).toBe(false);
    expect(full.page('/guides/advanced/theming').querySelector('details.mk-nav-group')?.hasAttribute('open')).toBe(true);
  });

  it('leaves pages that are not in navigation out of the sidebar', () => {
    expect(full.html('/introduction')).not.toContain('href="/hidden-page"');
  });

  it('shows method pills for API pages', () => {
    expect(full.page('/api-reference/list-widgets').querySelector('.mk-method')?.text).toBe('GET');
  });

  it('links previous and next pages', () => {
    const page = full.page('/quickstart');
    expect(page.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/introduction');
    expect(page.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/guides/writing');
  });
});

describe('the frame\'s icons', () => {
  /** The frame's parts that every page repeats: top bar, sidebar, page footer, site footer. */
  const frameParts = (site: BuiltSite, path: string) => site.page(path).querySelectorAll('.mk-topbar, #sidebar, .mk-feedback, footer');

  it('are drawn once, in a sprite every page points at, not written into every page', () => {
    for (const [site, path] of [[full, '/introduction'], [full, '/guides/advanced/theming'], [anchors, '/react/start']] as const) {
      const icons = frameParts(site, path).flatMap((part) => part.querySelectorAll('svg.mk-icon'));
      expect(icons.length, path).toBeGreaterThan(3);
      const hrefs = new Set(icons.map((icon) => icon.querySelector('use')?.getAttribute('href')?.split('#')[0]));
      expect([...hrefs], path).toEqual([expect.stringMatching(/^\/_astro\/icons\.[\w-]+\.svg$/)]);
      const sprite = readFileSync(join(site.outDir, [...hrefs][0]!), 'utf8');
      for (const icon of icons) {
        expect(icon.querySelector('path'), path).toBeNull();
        expect(sprite).toContain(`<symbol id="${icon.querySelector('use')!.getAttribute('href')!.split('#')[1]}" viewBox="${icon.getAttribute('viewBox')}"`);
      }
    }
  });

  it('keep what they draw in their markup', () => {
    const page = full.page('/introduction');
    expect(page.querySelector('.mk-group-title svg')?.getAttribute('data-icon')).toBe('rocket');
    expect(page.querySelector('footer a[aria-label="GitHub"] svg')?.getAttribute('data-prefix')).toBe('fab');
  });
});

describe('anchors', () => {
  it('lists the top anchor and the anchors with icons and colours', () => {
    const page = anchors.page('/react/start');
    const links = page.querySelectorAll('.mk-anchors a');
    // The v1 anchor is in the HTML, hidden by CSS until v1 is selected.
    expect(links.map((a) => a.text.trim())).toEqual(['Core', 'React', 'Vue', 'Old API']);
    expect(page.querySelector('.mk-anchors a[aria-current]')?.text.trim()).toBe('React');
    const backgrounds = page.querySelectorAll('.mk-anchor-icon').map((s) => s.getAttribute('style'));
    expect(backgrounds).toEqual([
      'background:linear-gradient(45deg, #FF0000, #0000FF)',
      'background:#61DAFB',
      'background:linear-gradient(45deg, #42b883, #35495e, #000000)',
      // No colour of its own: colors.anchors applies.
      'background:linear-gradient(45deg, #FF0000, #0000FF)',
    ]);
    expect(page.querySelector('.mk-anchors a[href="/react/start"] svg')?.getAttribute('data-prefix')).toBe('fab');
  });

  it('shows an isDefaultHidden anchor only inside it', () => {
    expect(anchors.html('/react/start')).not.toContain('>Beta<');
    expect(anchors.page('/beta/start').querySelectorAll('.mk-anchors a').map((a) => a.text.trim())).toContain('Beta');
  });

  it('hides a versioned anchor outside its version and keeps external anchors as links', () => {
    expect(anchors.page('/').querySelector('li[data-version="v1"] a')?.getAttribute('href')).toBe('https://old.example.test');
  });

  it("shows the anchor's groups only", () => {
    expect(anchors.page('/vue/start').querySelectorAll('.mk-group').map((g) => g.getAttribute('aria-label'))).toEqual(['Vue']);
  });

  it('warns once about an icon that is not a free one, and draws the nearest instead of failing', () => {
    expect(buildWarningLines(anchors.stdout)).toContainEqual(expect.stringMatching(/^mint\.json:\d+:\d+: icon "not-a-real-icon" is not a free Font Awesome icon \(Font Awesome Pro\?\): the free icon "not-equal" is shown instead \(anchor "Old API"\)$/));
    expect(anchors.stdout.match(/not-a-real-icon/g)).toHaveLength(1);
  });
});

describe('footer and feedback', () => {
  it('renders footer socials as icon links with accessible names', () => {
    const socials = full.page('/introduction').querySelectorAll('.mk-socials a');
    expect(socials.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['GitHub', 'https://github.com/acme/widgets'],
      ['X', 'https://x.com/acme'],
      ['Discord', 'https://discord.gg/acme'],
    ]);
    expect(anchors.page('/').querySelector('.mk-socials a')?.getAttribute('aria-label')).toBe('LinkedIn');
  });

  it('renders footer.links columns', () => {
    const column = anchors.page('/').querySelector('.mk-footer-columns nav')!;
    expect(column.querySelector('h2')?.text).toBe('Company');
    expect(column.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(['https://example.test/about', '/jobs']);
  });

  it('links suggest-edit and raise-issue to the repository', () => {
    const links = full.page('/guides/writing').querySelectorAll('.mk-feedback-links a').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      'https://github.com/acme/widgets/edit/main/guides/writing.mdx',
      'https://github.com/acme/widgets/issues/new?title=Issue%20on%20docs%3A%20Writing%20widgets&body=Path%3A%20%2Fguides%2Fwriting',
    ]);
    expect(full.page('/guides/writing').querySelector('[data-mk-thumbs]')?.text).toContain('Was this page helpful?');
  });

  it('omits the buttons with a warning when no repository is known', () => {
    expect(anchors.page('/').querySelector('.mk-feedback-links a')).toBeNull();
    expect(anchors.stdout).toContain('suggestEdit/raiseIssue need a GitHub repository');
  });
});

describe('page modes', () => {
  it('hides the table of contents on wide pages', () => {
    expect(full.page('/introduction').querySelector('#table-of-contents')?.querySelectorAll('a').map((a) => a.text)).toEqual(['Concepts', 'Colours', 'Next steps']);
    expect(full.page('/guides/advanced/theming').querySelector('#table-of-contents')).toBeNull();
  });
});

describe('config warnings', () => {
  it('names an unknown top-level key and the nearest known one', () => {
    expect(buildWarningLines(anchors.stdout)).toContain('mint.json:26:3: unknown key "navigaton" — did you mean "navigation"? It is ignored.');
  });
});

describe('frame stylesheet', () => {
  it('styles every part of the frame that a page shows', () => {
    for (const site of [full, anchors]) expect(unstyledFrameClassesOfSite(site.outDir)).toEqual([]);
  });

  it('leaves out the rules of the parts its site does not show, of search results and menu items until drawn, of the 404 page elsewhere', () => {
    // No banner, docs.json menus, API pages, page modes, background, tab row, nested or collapsed groups on this site.
    const css = linkedCss(anchors.outDir, anchors.html('/'));
    for (const rule of ['.mk-banner', '.mk-sidebar-menu', '.mk-method', '.mk-mode-wide', '.mk-bg-grid', '.mk-has-bg-image', '.mk-tabs{', '.mk-nav-group', '.mk-group-links']) expect(css, rule).not.toContain(rule);
    // This one has both.
    for (const rule of ['.mk-tabs{', '.mk-nav-group>summary']) expect(linkedCss(full.outDir, full.html('/introduction')), rule).toContain(rule);
    // This one has a background image.
    expect(linkedCss(full.outDir, full.html('/introduction'))).toContain('.mk-has-bg-image');
    // The results' and the menu items' rules come with the code that draws them.
    for (const [site, path] of [[full, '/introduction'], [anchors, '/']] as const) expect(linkedCss(site.outDir, site.html(path))).not.toMatch(/\.mk-search-excerpt|\.mk-pa-menu b/);
    expect(readFileSync(join(full.outDir, '_mintaka/search.js'), 'utf8')).toContain('.mk-search-excerpt');
    expect(readFileSync(join(full.outDir, '_mintaka/page-actions.js'), 'utf8')).toContain('.mk-pa-menu b{');
    // The menu's button brings its own glyph; the items bring all of theirs.
    const glyphs = ['copy', 'markdown', 'chat', 'plug'];
    const button = /mk-pa-main mk-pa-(\w+)/.exec(full.html('/introduction'))![1];
    const pageCss = linkedCss(full.outDir, full.html('/introduction'));
    expect(glyphs.filter((glyph) => pageCss.includes(`.mk-pa-${glyph}{`))).toEqual([button]);
    for (const glyph of glyphs) expect(readFileSync(join(full.outDir, '_mintaka/page-actions.js'), 'utf8')).toContain(`.mk-pa-${glyph}{`);
    // The 404 page's own rules are on that page only.
    expect(linkedCss(full.outDir, full.html('/introduction'))).not.toContain('.mk-not-found');
    expect(full.html('/404.html') + linkedCss(full.outDir, full.html('/404.html'))).toContain('.mk-not-found-actions');
  });
});
