import { describe, expect, it } from 'vitest';
import { buildSiteNavigation, flattenPages } from '../../../src/core/navigation/build-navigation.ts';
import { hrefForPath, normalizePagePath } from '../../../src/core/navigation/page-paths.ts';
import { getPageNavigation } from '../../../src/core/navigation/route-navigation.ts';
import { expandRedirects } from '../../../src/core/navigation/redirects.ts';
import type { PageSummary } from '../../../src/core/navigation/types.ts';
import { parseMintConfig } from '../../../src/config/load.ts';
import { mintToSiteConfig } from '../../../src/config/mint/to-site-config.ts';
import type { NavigationConfig } from '../../../src/config/site/navigation.ts';

/** The navigation model of a mint.json with these navigation keys (read as a build reads it). */
function mintNavigation(keys: Record<string, unknown>): NavigationConfig {
  const parsed = parseMintConfig({ name: 'Test', ...keys });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return mintToSiteConfig(parsed.config).navigation;
}

function pagesOf(...paths: (string | PageSummary)[]): Map<string, PageSummary> {
  return new Map(paths.map((p) => (typeof p === 'string' ? { path: p, title: p.split('/').pop()! } : p)).map((p) => [p.path, p]));
}

describe('page paths', () => {
  it('normalises navigation entries the way Mintlify does', () => {
    expect(normalizePagePath('/guides/intro.mdx')).toBe('guides/intro');
    expect(normalizePagePath('./guides/intro')).toBe('guides/intro');
    expect(normalizePagePath('guides/intro/')).toBe('guides/intro');
  });
  it('links index pages to their folder and encodes unusual file names', () => {
    expect(hrefForPath('index')).toBe('/');
    expect(hrefForPath('guides/index')).toBe('/guides');
    expect(hrefForPath('notes/Q&A (2024)')).toBe('/notes/Q%26A%20(2024)');
  });
});

describe('groups', () => {
  const config = {
    navigation: [
      { group: 'Start', icon: 'rocket', pages: ['intro', { group: 'Deeper', pages: ['deep/one', 'deep/missing'] }] },
    ],
  };
  const site = buildSiteNavigation(mintNavigation(config), pagesOf('intro', { path: 'deep/one', title: 'One', sidebarTitle: 'First' }));

  it('keeps nested groups and uses sidebarTitle for labels', () => {
    const [start] = site.groups;
    expect(start!.icon).toBe('rocket');
    const nested = start!.items[1]!;
    expect(nested.kind).toBe('group');
    expect(flattenPages(site.groups).map((p) => p.label)).toEqual(['intro', 'First', 'Missing']);
  });

  it('warns about a navigation entry without a file, naming it', () => {
    expect(site.warnings).toEqual([
      'mint.json: navigation page "deep/missing" has no file (looked for deep/missing.mdx and deep/missing.md); its sidebar entry links to a missing page',
    ]);
    expect(flattenPages(site.groups).find((p) => p.path === 'deep/missing')?.missing).toBe(true);
  });

  it('opens the groups that contain the current page and links prev/next', () => {
    const nav = getPageNavigation(site, 'deep/one');
    expect(nav.openGroups).toEqual(['0', '0.1']);
    expect(nav.breadcrumbs).toEqual(['Start', 'Deeper']);
    expect(nav.prev?.path).toBe('intro');
    expect(nav.next).toBeUndefined();
  });

  it('leaves hidden pages out of the sidebar', () => {
    const hidden = buildSiteNavigation(mintNavigation({ navigation: [{ group: 'G', pages: ['a', 'b'] }] }), pagesOf('a', { path: 'b', title: 'B', hidden: true }));
    expect(flattenPages(hidden.groups).map((p) => p.path)).toEqual(['a']);
  });
});

describe('tabs', () => {
  const config = {
    navigation: [
      { group: 'Guides', pages: ['intro', 'guides/setup'] },
      { group: 'Endpoints', pages: ['api-reference/list', 'api-reference/get'] },
    ],
    tabs: [{ name: 'API', url: '/api-reference/' }],
    primaryTab: { name: 'Docs' },
  };
  const site = buildSiteNavigation(mintNavigation(config), pagesOf('intro', 'guides/setup', 'api-reference/list', 'api-reference/get', 'api-reference/unlisted'));

  it('puts groups in the tab whose url prefixes their pages, the rest in the primary tab', () => {
    expect(site.tabs.map((t) => t.name)).toEqual(['Docs', 'API']);
    expect(site.groupTab).toEqual([0, 1]);
    expect(site.tabs[1]!.href).toBe('/api-reference/list');
  });

  it("shows only the active tab's groups in the sidebar", () => {
    expect(getPageNavigation(site, 'api-reference/get').sidebar.map((g) => g.name)).toEqual(['Endpoints']);
    expect(getPageNavigation(site, 'intro').sidebar.map((g) => g.name)).toEqual(['Guides']);
  });

  it('places pages outside the navigation by their path prefix', () => {
    const nav = getPageNavigation(site, 'api-reference/unlisted');
    expect(nav.tabIndex).toBe(1);
    expect(nav.inNavigation).toBe(false);
  });

  it('does not count a page whose path only starts with the same letters', () => {
    const other = buildSiteNavigation(mintNavigation(config), pagesOf('api-reference-old/x'));
    expect(getPageNavigation(other, 'api-reference-old/x').tabIndex).toBe(0);
  });

  it('marks the implicit first tab empty when every group is under another tab, and only then', () => {
    expect(site.tabs[0]!.empty).toBeUndefined();
    const allInTabs = buildSiteNavigation(
      mintNavigation({ navigation: [{ group: 'Start', pages: ['start/intro'] }, { group: 'Endpoints', pages: ['api-reference/list'] }], tabs: [{ name: 'Start', url: 'start' }, { name: 'API', url: 'api-reference' }] }),
      pagesOf('start/intro', 'api-reference/list'),
    );
    expect(allInTabs.tabs.map((t) => [t.name, t.empty ?? false])).toEqual([['Documentation', true], ['Start', false], ['API', false]]);
  });
});

describe('anchors', () => {
  const config = {
    navigation: [
      { group: 'Docs', pages: ['intro'] },
      { group: 'React', pages: ['react/start'] },
      { group: 'Secret', pages: ['beta/start'] },
    ],
    anchors: [
      { name: 'React', url: 'react', icon: 'react', color: { from: '#000000', to: '#ffffff' } },
      { name: 'Beta', url: 'beta', isDefaultHidden: true },
      { name: 'v1 only', url: 'https://v1.example.com', version: 'v1' },
    ],
    topAnchor: { name: 'Guides', icon: 'book' },
  };
  const site = buildSiteNavigation(mintNavigation(config), pagesOf('intro', 'react/start', 'beta/start'));

  it('puts the top anchor first, named by topAnchor', () => {
    expect(site.anchors.map((a) => a.name)).toEqual(['Guides', 'React', 'Beta', 'v1 only']);
    expect(site.anchors[0]!.icon).toBe('book');
    expect(site.anchors[3]!.external).toBe(true);
  });

  it('assigns groups by anchor url prefix', () => {
    expect(site.groupAnchor).toEqual([0, 1, 2]);
    expect(getPageNavigation(site, 'react/start').sidebar.map((g) => g.name)).toEqual(['React']);
    expect(getPageNavigation(site, 'beta/start').anchorIndex).toBe(2);
  });

  it('defaults the top anchor to Documentation with book-open', () => {
    const plain = buildSiteNavigation(mintNavigation({ navigation: config.navigation, anchors: config.anchors }), pagesOf('intro', 'react/start', 'beta/start'));
    expect(plain.anchors[0]).toMatchObject({ name: 'Documentation', icon: 'book-open', implicit: true });
  });
});

describe('versions', () => {
  const config = {
    versions: ['v2', { name: 'v1' }, { name: 'v0', url: 'https://old.example.com' }],
    navigation: [
      { group: 'Common', pages: ['intro'] },
      { group: 'New', version: 'v2', pages: ['new/a', { group: 'Nested', version: 'v1', pages: ['old/b'] }] },
    ],
  };
  const site = buildSiteNavigation(mintNavigation(config), pagesOf('intro', 'new/a', 'old/b'));

  it('defaults to the first version, unless one says default', () => {
    expect(site.defaultVersion).toBe('v2');
    const explicit = buildSiteNavigation(mintNavigation({ ...config, versions: ['v2', { name: 'v1', default: true }] }), pagesOf('intro'));
    expect(explicit.defaultVersion).toBe('v1');
  });

  it('gives pages their group version, the deeper group winning', () => {
    const pages = flattenPages(site.groups);
    expect(pages.map((p) => [p.path, p.version])).toEqual([
      ['intro', undefined],
      ['new/a', 'v2'],
      ['old/b', 'v1'],
    ]);
  });

  it('links prev/next only within the page version', () => {
    const nav = getPageNavigation(site, 'new/a');
    expect(nav.version).toBe('v2');
    expect(nav.prev?.path).toBe('intro');
    expect(nav.next).toBeUndefined();
  });

  it('keeps external versions as links', () => {
    expect(site.versions[2]).toEqual({ name: 'v0', url: 'https://old.example.com', locale: undefined });
  });
});

describe('redirects', () => {
  it('writes a page per fixed source and expands :slug* against existing pages', () => {
    expect(
      expandRedirects(
        [
          { source: '/old', destination: '/new' },
          { source: '/blog/:slug*', destination: '/articles/:slug*' },
        ],
        ['new', 'articles/one', 'articles/deep/two', 'other'],
      ),
    ).toEqual([
      { from: 'old', to: '/new' },
      { from: 'blog/one', to: '/articles/one' },
      { from: 'blog/deep/two', to: '/articles/deep/two' },
    ]);
  });
});
