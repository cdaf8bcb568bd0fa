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

function findTrail(items: readonly NavItem[], path: string, trail: NavGroup[] = []): NavGroup[] | undefined {
  for (const item of items) {
    if (item.kind === 'page') {
      if (item.path === path && !item.external) return trail;
    } else {
      const found = findTrail(item.items, path, [...trail, item]);
      if (found) return found;
    }
  }
  return undefined;
}

const visibleIn = (version: string | undefined) => (page: NavPage) => !version || !page.version || page.version === version;

/** Everything about the site's navigation that one page renders: a pure function of the site. */
export function getPageNavigation(site: SiteNavigation, path: string, pageVersion?: string): PageNavigation {
  let groupIndex = -1;
  let trail: NavGroup[] | undefined;
  for (const [index, group] of site.groups.entries()) {
    trail = findTrail([group], path);
    if (trail) {
      groupIndex = index;
      break;
    }
  }
  const inNavigation = groupIndex >= 0;
  const tabIndex = inNavigation ? site.groupTab[groupIndex]! : site.tabs.length ? findSectionIndex(site.tabs, path) : 0;
  const anchorIndex = inNavigation ? site.groupAnchor[groupIndex]! : site.anchors.length ? findSectionIndex(site.anchors, path) : 0;
  const sidebar = site.groups.filter((_, i) => site.groupTab[i] === tabIndex && site.groupAnchor[i] === anchorIndex);
  const crumbs = trail ?? [];
  const own = crumbs.length ? flattenPages(crumbs[crumbs.length - 1]!.items).find((p) => p.path === path) : undefined;
  const version = pageVersion ?? own?.version ?? crumbs.map((g) => g.version).filter(Boolean).pop();

  const sequence = flattenPages(sidebar).filter((p) => !p.external && !p.missing).filter(visibleIn(version));
  // Pages listed twice (real sites do it) take the first position.
  const position = sequence.findIndex((p) => p.path === path);
  return {
    tabIndex,
    anchorIndex,
    sidebar,
    breadcrumbs: crumbs.map((g) => g.name).filter(Boolean),
    openGroups: crumbs.map((g) => g.id),
    prev: position > 0 ? sequence[position - 1] : undefined,
    next: position >= 0 && position < sequence.length - 1 ? sequence[position + 1] : undefined,
    version,
    inNavigation,
  };
}
