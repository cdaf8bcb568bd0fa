import { flattenPages } from './build-navigation.ts';
import { hrefForPath } from './page-paths.ts';
import { findSectionIndex } from './sections.ts';
import type { LevelKind, NavGroup, NavItem, NavPage, Section, SiteNavigation } from './types.ts';

/** A switcher on this page (docs.json trees): its options, hrefs pointing at this page's counterparts. */
export interface PageSwitcher {
  kind: LevelKind;
  options: Section[];
  /** Index of the option this page is in; -1 for links added by `global`. */
  current: number;
}

export interface PageNavigation {
  /** The tab bar: the site's tabs (mint.json), or the tabs of this page's scope and global ones. */
  tabs: Section[];
  tabIndex: number;
  /** The anchors at the top of the sidebar, as for tabs. */
  anchors: Section[];
  anchorIndex: number;
  /** docs.json trees: the product, language, version and dropdown switchers of this page. */
  switchers: PageSwitcher[];
  /** docs.json trees: the language of this page's scope. */
  language?: string;
  /** The page shows what the plain URLs show: every switcher at its default option. */
  defaultScope: boolean;
  /** Top-level groups shown in this page's sidebar (its tab and anchor). */
  sidebar: NavGroup[];
  /** Group names from the top-level group down to the page. */
  breadcrumbs: string[];
  /** Ids of the groups that contain the page (rendered open). */
  openGroups: string[];
  prev?: NavPage;
  next?: NavPage;
  /** The version whose navigation the page belongs to, if any. */
  version?: string;
  inNavigation: boolean;
}

const visibleIn = (version: string | undefined) => (page: NavPage) => !version || !page.version || page.version === version;

/** Where a page first appears in the navigation: its top-level group, the groups down to it, its entry. */
interface Placement {
  groupIndex: number;
  trail: NavGroup[];
  page: NavPage;
}

/**
 * What every page's navigation is read from, built once per site: walking the whole navigation
 * for each page made page generation grow with the square of the site's pages.
 */
interface NavigationIndex {
  placements: Map<string, Placement>;
  /** Sidebars by `tab:anchor`, and their page sequences (prev/next) by `tab:anchor:version`. */
  sidebars: Map<string, NavGroup[]>;
  sequences: Map<string, { pages: NavPage[]; positions: Map<string, number> }>;
}

const indexes = new WeakMap<SiteNavigation, NavigationIndex>();

function indexOf(site: SiteNavigation): NavigationIndex {
  let index = indexes.get(site);
  if (index) return index;
  const placements = new Map<string, Placement>();
  const place = (items: readonly NavItem[], groupIndex: number, trail: NavGroup[]) => {
    for (const item of items) {
      if (item.kind === 'page') {
        if (!item.external && !placements.has(item.path)) placements.set(item.path, { groupIndex, trail, page: item });
      } else place(item.items, groupIndex, [...trail, item]);
    }
  };
  // A page listed in several scopes (versions, languages) belongs to the default one first.
  const order = site.groups.map((_, groupIndex) => groupIndex);
  if (site.scopes && site.groupScope) {
    const rank = (groupIndex: number) => (site.scopes![site.groupScope![groupIndex]!]!.isDefault ? 0 : 1);
    order.sort((a, b) => rank(a) - rank(b) || a - b);
  }
  for (const groupIndex of order) place([site.groups[groupIndex]!], groupIndex, []);
  index = { placements, sidebars: new Map(), sequences: new Map() };
  indexes.set(site, index);
  return index;
}

function sidebarOf(site: SiteNavigation, index: NavigationIndex, key: string, member: (groupIndex: number) => boolean): NavGroup[] {
  let sidebar = index.sidebars.get(key);
  if (!sidebar) {
    sidebar = site.groups.filter((_, i) => member(i));
    index.sidebars.set(key, sidebar);
  }
  return sidebar;
}

function sequenceOf(index: NavigationIndex, sidebar: NavGroup[], key: string, version: string | undefined) {
  let sequence = index.sequences.get(key);
  if (!sequence) {
    const pages = flattenPages(sidebar).filter((p) => !p.external && !p.missing).filter(visibleIn(version));
    const positions = new Map<string, number>();
    // Pages listed twice (real sites do it) take the first position.
    pages.forEach((page, position) => {
      if (!positions.has(page.path)) positions.set(page.path, position);
    });
    sequence = { pages, positions };
    index.sequences.set(key, sequence);
  }
  return sequence;
}

/**
 * Every section some page of the site shows as an anchor at the top of its sidebar, as the page
 * navigation picks them: mint.json's anchors, the options of docs.json's anchor levels, and its
 * global anchors.
 */
export function siteAnchorSections(site: SiteNavigation): Section[] {
  const levels = (site.scopes ?? []).flatMap((scope) => scope.levels).filter((level) => level.kind === 'anchor');
  return [...site.anchors, ...levels.flatMap((level) => site.options?.[level.options] ?? []), ...(site.global?.anchor ?? [])];
}

/**
 * The kinds of level (tab, anchor, version, language, product, dropdown) that some page of a
 * docs.json site shows, as getScopedPageNavigation gives them: a level of some scope, or global
 * links of that kind.
 */
export function levelKindsShown(site: SiteNavigation): Set<LevelKind> {
  const kinds = new Set<LevelKind>();
  for (const scope of site.scopes ?? []) for (const level of scope.levels) kinds.add(level.kind);
  for (const [kind, links] of Object.entries(site.global ?? {}) as [LevelKind, Section[] | undefined][]) if (links?.length) kinds.add(kind);
  return kinds;
}

/** Everything about the site's navigation that one page renders: a pure function of the site. */
export function getPageNavigation(site: SiteNavigation, path: string, pageVersion?: string): PageNavigation {
  if (site.scopes && site.groupScope) return getScopedPageNavigation(site, path);
  const index = indexOf(site);
  const placement = index.placements.get(path);
  const groupIndex = placement?.groupIndex ?? -1;
  const inNavigation = groupIndex >= 0;
  const tabIndex = inNavigation ? site.groupTab[groupIndex]! : site.tabs.length ? findSectionIndex(site.tabs, path) : 0;
  const anchorIndex = inNavigation ? site.groupAnchor[groupIndex]! : site.anchors.length ? findSectionIndex(site.anchors, path) : 0;
  const sidebar = sidebarOf(site, index, `${tabIndex}:${anchorIndex}`, (i) => site.groupTab[i] === tabIndex && site.groupAnchor[i] === anchorIndex);
  const crumbs = placement?.trail ?? [];
  const version = pageVersion ?? placement?.page.version ?? crumbs.map((g) => g.version).filter(Boolean).pop();

  const sequence = sequenceOf(index, sidebar, `${tabIndex}:${anchorIndex}:${version ?? ''}`, version);
  const position = sequence.positions.get(path) ?? -1;
  return {
    tabs: site.tabs,
    tabIndex,
    anchors: site.anchors,
    anchorIndex,
    switchers: [],
    defaultScope: true,
    sidebar,
    breadcrumbs: crumbs.map((g) => g.name).filter(Boolean),
    openGroups: crumbs.map((g) => g.id),
    prev: position > 0 ? sequence.pages[position - 1] : undefined,
    next: position >= 0 && position < sequence.pages.length - 1 ? sequence.pages[position + 1] : undefined,
    version,
    inNavigation,
  };
}

/**
 * The scope of a page outside the navigation: the one whose pages share its first folder
 * (`fr/guides/x` joins the French pages), else the default scope.
 */
function scopeOutside(site: SiteNavigation, index: NavigationIndex, path: string): number {
  const folder = path.split('/')[0];
  const scopes = site.scopes!;
  let best: number | undefined;
  for (const [pagePath, placement] of index.placements) {
    if (pagePath.split('/')[0] !== folder || !pagePath.includes('/')) continue;
    const scope = site.groupScope![placement.groupIndex]!;
    if (best === undefined || (scopes[scope]!.isDefault && !scopes[best]!.isDefault)) best = scope;
  }
  if (best !== undefined) return best;
  const fallback = scopes.findIndex((scope) => scope.isDefault);
  return fallback >= 0 ? fallback : 0;
}

/** Paths of the pages under each switcher option (`options key#index`), to find counterparts. */
const pagesUnder = new WeakMap<SiteNavigation, Map<string, Set<string>>>();

function pathsUnderOptions(site: SiteNavigation): Map<string, Set<string>> {
  let map = pagesUnder.get(site);
  if (map) return map;
  map = new Map();
  site.groups.forEach((group, groupIndex) => {
    const scope = site.scopes![site.groupScope![groupIndex]!]!;
    const paths = flattenPages([group]).filter((p) => !p.external && !p.missing).map((p) => p.path);
    for (const level of scope.levels) {
      const key = `${level.options}#${level.current}`;
      const set = map!.get(key) ?? new Set<string>();
      for (const p of paths) set.add(p);
      map!.set(key, set);
    }
  });
  pagesUnder.set(site, map);
  return map;
}

const slugOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

/**
 * This page in another option of a switcher: the same path, or the path with the option's
 * folder swapped (`v2/guides/x` for `v1/guides/x`, `fr/x` for `x` or `en/x`).
 */
function counterpart(path: string, from: Section | undefined, to: Section, paths: ReadonlySet<string> | undefined): string | undefined {
  if (!paths) return undefined;
  const names = (section: Section | undefined) => (section ? [section.language, slugOf(section.name)].filter((n): n is string => !!n).map((n) => n.toLowerCase()) : []);
  const [first, ...rest] = path.split('/');
  const bare = from && names(from).includes(first!.toLowerCase()) ? rest.join('/') : path;
  const candidates = [path, ...names(to).map((name) => `${name}/${bare}`), bare];
  return candidates.find((candidate) => candidate && paths.has(candidate));
}

function getScopedPageNavigation(site: SiteNavigation, path: string): PageNavigation {
  const index = indexOf(site);
  const placement = index.placements.get(path);
  const inNavigation = placement !== undefined;
  const scopeIndex = placement ? site.groupScope![placement.groupIndex]! : scopeOutside(site, index, path);
  const scope = site.scopes![scopeIndex]!;
  const sidebar = sidebarOf(site, index, `s${scopeIndex}`, (i) => site.groupScope![i] === scopeIndex);
  const crumbs = placement?.trail ?? [];
  const sequence = sequenceOf(index, sidebar, `s${scopeIndex}`, undefined);
  const position = sequence.positions.get(path) ?? -1;
  const options = site.options ?? {};
  const under = pathsUnderOptions(site);

  let tabs: Section[] = [];
  let tabIndex = -1;
  let anchors: Section[] = [];
  let anchorIndex = -1;
  const switchers: PageSwitcher[] = [];
  let language: string | undefined;
  for (const level of scope.levels) {
    const list = options[level.options] ?? [];
    const current = list[level.current];
    if (level.kind === 'language') language = current?.language;
    if (level.kind === 'tab') [tabs, tabIndex] = [list, level.current];
    else if (level.kind === 'anchor') [anchors, anchorIndex] = [list, level.current];
    else {
      // Switching version or language keeps the reader on this page where it exists there.
      const keep = level.kind === 'version' || level.kind === 'language';
      const withCounterparts = list.map((option, i) => {
        if (!keep || option.external) return option;
        if (i === level.current) return { ...option, href: hrefForPath(path), counterpart: true };
        const match = counterpart(path, current, option, under.get(`${level.options}#${i}`));
        return match ? { ...option, href: hrefForPath(match), counterpart: true } : option;
      });
      switchers.push({ kind: level.kind, options: withCounterparts, current: level.current });
    }
  }
  const global = site.global ?? {};
  if (global.tab?.length) tabs = [...tabs, ...global.tab];
  if (global.anchor?.length) anchors = [...anchors, ...global.anchor];
  for (const kind of ['product', 'language', 'version', 'dropdown'] as const) {
    const links = global[kind];
    if (!links?.length) continue;
    const switcher = switchers.find((s) => s.kind === kind);
    if (switcher) switcher.options = [...switcher.options, ...links];
    else switchers.push({ kind, options: links, current: -1 });
  }
  const version = scope.levels.find((level) => level.kind === 'version');
  return {
    tabs,
    tabIndex,
    anchors,
    anchorIndex,
    switchers,
    ...(language ? { language } : {}),
    defaultScope: scope.isDefault,
    sidebar,
    breadcrumbs: crumbs.map((g) => g.name).filter(Boolean),
    openGroups: crumbs.map((g) => g.id),
    prev: position > 0 ? sequence.pages[position - 1] : undefined,
    next: position >= 0 && position < sequence.pages.length - 1 ? sequence.pages[position + 1] : undefined,
    version: version ? options[version.options]?.[version.current]?.name : undefined,
    inNavigation,
  };
}
