import { flattenPages } from './build-navigation.ts';
import { findSectionIndex } from './sections.ts';
import type { NavGroup, NavItem, NavPage, SiteNavigation } from './types.ts';

export interface PageNavigation {
  tabIndex: number;
  anchorIndex: number;
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
  site.groups.forEach((group, groupIndex) => place([group], groupIndex, []));
  index = { placements, sidebars: new Map(), sequences: new Map() };
  indexes.set(site, index);
  return index;
}

function sidebarOf(site: SiteNavigation, index: NavigationIndex, tabIndex: number, anchorIndex: number): NavGroup[] {
  const key = `${tabIndex}:${anchorIndex}`;
  let sidebar = index.sidebars.get(key);
  if (!sidebar) {
    sidebar = site.groups.filter((_, i) => site.groupTab[i] === tabIndex && site.groupAnchor[i] === anchorIndex);
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

/** Everything about the site's navigation that one page renders: a pure function of the site. */
export function getPageNavigation(site: SiteNavigation, path: string, pageVersion?: string): PageNavigation {
  const index = indexOf(site);
  const placement = index.placements.get(path);
  const groupIndex = placement?.groupIndex ?? -1;
  const inNavigation = groupIndex >= 0;
  const tabIndex = inNavigation ? site.groupTab[groupIndex]! : site.tabs.length ? findSectionIndex(site.tabs, path) : 0;
  const anchorIndex = inNavigation ? site.groupAnchor[groupIndex]! : site.anchors.length ? findSectionIndex(site.anchors, path) : 0;
  const sidebar = sidebarOf(site, index, tabIndex, anchorIndex);
  const crumbs = placement?.trail ?? [];
  const version = pageVersion ?? placement?.page.version ?? crumbs.map((g) => g.version).filter(Boolean).pop();

  const sequence = sequenceOf(index, sidebar, `${tabIndex}:${anchorIndex}:${version ?? ''}`, version);
  const position = sequence.positions.get(path) ?? -1;
  return {
    tabIndex,
    anchorIndex,
    sidebar,
    breadcrumbs: crumbs.map((g) => g.name).filter(Boolean),
    openGroups: crumbs.map((g) => g.id),
    prev: position > 0 ? sequence.pages[position - 1] : undefined,
    next: position >= 0 && position < sequence.pages.length - 1 ? sequence.pages[position + 1] : undefined,
    version,
    inNavigation,
  };
}
