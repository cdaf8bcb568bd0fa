import { flattenPages } from './build-navigation.ts';
import type { NavGroup } from './types.ts';

/**
 * Above this many links a sidebar stops listing every page on every page: the reader's own
 * top-level group stays expanded and the others show as their title, linking to their first
 * page. Listing all of them makes each page grow with the site, so the site grows with its
 * square (1,000 pages in one tab: 100 KiB of links per page, 100 MiB in all).
 */
export const SIDEBAR_FULL_LINKS = 200;

/** A top-level group listed in full, or a run of groups shown as links to their first page. */
export type SidebarBlock = { group: NavGroup } | { collapsed: { group: NavGroup; href: string }[] };

// The navigation object is shared by every page of a build: count each group once.
const summaries = new WeakMap<NavGroup, { links: number; firstHref?: string }>();

function summarize(group: NavGroup): { links: number; firstHref?: string } {
  let summary = summaries.get(group);
  if (!summary) {
    const pages = flattenPages(group.items);
    summary = { links: pages.length, firstHref: pages.find((page) => !page.external && !page.missing)?.href };
    summaries.set(group, summary);
  }
  return summary;
}

/** Whether a sidebar of these groups holds more links than it lists in full (some group may show collapsed). */
export function overSidebarBudget(groups: NavGroup[], limit = SIDEBAR_FULL_LINKS): boolean {
  return groups.reduce((sum, group) => sum + summarize(group).links, 0) > limit;
}

/** Which top-level groups this page lists in full; neighbouring collapsed ones form one list. */
export function planSidebarGroups(groups: NavGroup[], openGroups: readonly string[], limit = SIDEBAR_FULL_LINKS): SidebarBlock[] {
  if (!overSidebarBudget(groups, limit)) return groups.map((group) => ({ group }));
  const blocks: SidebarBlock[] = [];
  for (const group of groups) {
    const { firstHref } = summarize(group);
    if (!group.name || !firstHref || openGroups.includes(group.id)) {
      blocks.push({ group });
      continue;
    }
    const last = blocks[blocks.length - 1];
    if (last && 'collapsed' in last) last.collapsed.push({ group, href: firstHref });
    else blocks.push({ collapsed: [{ group, href: firstHref }] });
  }
  return blocks;
}
