import { describe, expect, it } from 'vitest';
import { docsToSiteConfig } from '../../../src/config/docs/to-site-config.ts';
import { parseDocsConfig } from '../../../src/config/docs/load.ts';
import { buildSiteNavigation, flattenPages } from '../../../src/core/navigation/build-navigation.ts';
import { getPageNavigation } from '../../../src/core/navigation/route-navigation.ts';
import type { PageSummary } from '../../../src/core/navigation/types.ts';

function pagesOf(...paths: string[]): Map<string, PageSummary> {
  return new Map(paths.map((path) => [path, { path, title: path.split('/').pop()! }]));
}

/** The site navigation of a docs.json `navigation`, over pages with these paths. */
function siteNav(navigation: unknown, ...paths: string[]) {
  const parsed = parseDocsConfig({ theme: 'mint', name: 'T', colors: { primary: '#000000' }, navigation });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return buildSiteNavigation(docsToSiteConfig(parsed.config).navigation, pagesOf(...paths), 'docs.json');
}

const names = (sections: { name: string }[]) => sections.map((s) => s.name);

describe('docs.json navigation', () => {
  it('groups and pages at the root: one sidebar, pages directly under a node in a group without a heading', () => {
    const nav = siteNav({ pages: ['intro', { group: 'Guides', pages: ['guides/a'] }] }, 'intro', 'guides/a');
    const page = getPageNavigation(nav, 'guides/a');
    expect(page.sidebar.map((g) => g.name)).toEqual(['']);
    expect(page.breadcrumbs).toEqual(['Guides']);
    expect(page.prev?.path).toBe('intro');
  });

  it('tabs: each tab its own sidebar, leading to its first page; a tab with href is a link', () => {
    const nav = siteNav(
      { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['intro'] }] }, { tab: 'API', groups: [{ group: 'Endpoints', pages: ['api/list'] }] }, { tab: 'Blog', href: 'https://acme.test/blog' }] },
      'intro',
      'api/list',
    );
    const page = getPageNavigation(nav, 'api/list');
    expect(names(page.tabs)).toEqual(['Guides', 'API', 'Blog']);
    expect(page.tabIndex).toBe(1);
    expect(page.tabs.map((t) => [t.href, t.external])).toEqual([['/intro', false], ['/api/list', false], ['https://acme.test/blog', true]]);
    expect(page.sidebar.map((g) => g.name)).toEqual(['Endpoints']);
    expect(page.prev).toBeUndefined();
  });

  it('anchors: listed at the top of the sidebar, each with its groups', () => {
    const nav = siteNav({ anchors: [{ anchor: 'Docs', icon: 'book', groups: [{ group: 'A', pages: ['a'] }] }, { anchor: 'SDK', color: { light: '#FF0000' }, pages: ['sdk'] }] }, 'a', 'sdk');
    const page = getPageNavigation(nav, 'sdk');
    expect(page.anchors.map((a) => [a.name, a.icon, a.color, a.href])).toEqual([['Docs', 'book', undefined, '/a'], ['SDK', undefined, '#FF0000', '/sdk']]);
    expect(page.anchorIndex).toBe(1);
  });

  it('dropdowns and products: a switcher with descriptions, the current one marked', () => {
    const nav = siteNav(
      { products: [{ product: 'Cloud', description: 'Hosted', dropdowns: [{ dropdown: 'JS', description: 'Node', pages: ['cloud/js'] }, { dropdown: 'Py', pages: ['cloud/py'] }] }, { product: 'CLI', pages: ['cli'] }] },
      'cloud/js',
      'cloud/py',
      'cli',
    );
    const page = getPageNavigation(nav, 'cloud/py');
    expect(page.switchers.map((s) => [s.kind, names(s.options), s.current])).toEqual([['product', ['Cloud', 'CLI'], 0], ['dropdown', ['JS', 'Py'], 1]]);
    expect(page.switchers[0]!.options.map((o) => [o.description, o.href])).toEqual([['Hosted', '/cloud/js'], [undefined, '/cli']]);
  });

  it('versions: the default one at the plain URLs, others reachable and shown; the switcher leads to this page in that version', () => {
    const nav = siteNav(
      { versions: [{ version: 'v1', pages: ['v1/intro', 'v1/old', 'shared'] }, { version: 'v2', default: true, tag: 'Latest', pages: ['v2/intro', 'shared'] }] },
      'v1/intro',
      'v1/old',
      'v2/intro',
      'shared',
    );
    const shared = getPageNavigation(nav, 'shared');
    expect(shared.version).toBe('v2');
    expect(shared.defaultScope).toBe(true);
    const old = getPageNavigation(nav, 'v1/old');
    expect([old.version, old.defaultScope]).toEqual(['v1', false]);
    const switcher = getPageNavigation(nav, 'v2/intro').switchers[0]!;
    expect(switcher.options.map((o) => [o.name, o.tag, o.href, o.counterpart])).toEqual([['v1', undefined, '/v1/intro', true], ['v2', 'Latest', '/v2/intro', true]]);
    // No counterpart: the version's first page.
    expect(getPageNavigation(nav, 'v1/old').switchers[0]!.options[1]!.href).toBe('/v2/intro');
  });

  it('languages: names in their own language, counterparts by language folder, the page language known', () => {
    const nav = siteNav(
      { languages: [{ language: 'en', pages: ['intro', 'guide'] }, { language: 'fr', pages: ['fr/intro', 'fr/guide'] }, { language: 'pt-BR', pages: ['pt-BR/intro'] }] },
      'intro',
      'guide',
      'fr/intro',
      'fr/guide',
      'pt-BR/intro',
    );
    const page = getPageNavigation(nav, 'fr/guide');
    expect(page.language).toBe('fr');
    const switcher = page.switchers.find((s) => s.kind === 'language')!;
    expect(switcher.options.map((o) => [o.name, o.language, o.href])).toEqual([['English', 'en', '/guide'], ['Français', 'fr', '/fr/guide'], ['Português (Brasil)', 'pt-BR', '/pt-BR/intro']]);
    expect(getPageNavigation(nav, 'guide').switchers[0]!.options[1]!.href).toBe('/fr/guide');
  });

  it('groups: nested, with tag, expanded and root; hidden groups stay out of the sidebar', () => {
    const nav = siteNav({ groups: [{ group: 'Guides', tag: 'NEW', root: 'guides', pages: ['guides/a', { group: 'Deep', expanded: true, pages: ['guides/deep'] }, { group: 'Secret', hidden: true, pages: ['guides/secret'] }] }] }, 'guides', 'guides/a', 'guides/deep', 'guides/secret');
    const [group] = nav.groups;
    expect([group!.tag, group!.root?.path]).toEqual(['NEW', 'guides']);
    expect(group!.items.map((i) => (i.kind === 'group' ? [i.name, i.expanded] : i.path))).toEqual(['guides/a', ['Deep', true]]);
    expect(flattenPages(nav.groups).map((p) => p.path)).toEqual(['guides', 'guides/a', 'guides/deep']);
  });

  it('global links appear on every page beside the scope ones', () => {
    const nav = siteNav({ global: { anchors: [{ anchor: 'Status', href: 'https://status.acme.test' }], versions: [{ version: 'v0', href: 'https://v0.acme.test' }] }, tabs: [{ tab: 'A', pages: ['a'] }] }, 'a');
    const page = getPageNavigation(nav, 'a');
    expect(page.anchors.map((a) => [a.name, a.external])).toEqual([['Status', true]]);
    expect(page.switchers.map((s) => [s.kind, names(s.options), s.current])).toEqual([['version', ['v0'], -1]]);
  });

  it('a page outside the navigation joins the scope whose pages share its folder', () => {
    const nav = siteNav({ languages: [{ language: 'en', pages: ['intro'] }, { language: 'fr', pages: ['fr/intro'] }] }, 'intro', 'fr/intro', 'fr/unlisted');
    const page = getPageNavigation(nav, 'fr/unlisted');
    expect([page.inNavigation, page.language]).toEqual([false, 'fr']);
  });

  it('warns about an option without pages', () => {
    expect(siteNav({ tabs: [{ tab: 'A', pages: ['a'] }, { tab: 'Empty', groups: [{ group: 'G', hidden: true, pages: ['b'] }] }] }, 'a', 'b').warnings).toEqual(['docs.json: navigation: "Empty" has no pages']);
  });
});
