// Sidebar entries from navigation entries: pages found by path (or marked missing), groups
// nested to any depth. Shared by mint.json's prefix layout and docs.json's tree.
import type { NavEntry, NavGroupNode } from '../../config/site/navigation.ts';
import { hrefForPath, normalizePagePath } from './page-paths.ts';
import { isExternalUrl } from './sections.ts';
import type { NavGroup, NavItem, NavPage, PageSummary } from './types.ts';

/** Finds a page for a navigation entry: exact path, then `entry/index`. */
export function resolvePage(pages: ReadonlyMap<string, PageSummary>, entry: string): PageSummary | undefined {
  const path = normalizePagePath(entry);
  return pages.get(path) ?? pages.get(`${path}/index`);
}

export interface BuildContext {
  pages: ReadonlyMap<string, PageSummary>;
  warnings: string[];
  /** The config file, for messages. */
  file: string;
}

export function toNavPage(entry: string, context: BuildContext, version: string | undefined): NavPage {
  const { pages, warnings } = context;
  const page = resolvePage(pages, entry);
  if (!page) {
    const path = normalizePagePath(entry);
    warnings.push(`${context.file}: navigation page "${entry}" has no file (looked for ${path}.mdx and ${path}.md); its sidebar entry links to a missing page`);
    const label = path.split('/').pop()?.replace(/[-_]+/g, ' ') ?? path;
    return { kind: 'page', path, label: label.charAt(0).toUpperCase() + label.slice(1), href: hrefForPath(path), external: false, missing: true, version };
  }
  const external = page.url !== undefined && isExternalUrl(page.url);
  return {
    kind: 'page',
    path: page.path,
    label: page.sidebarTitle ?? page.title,
    href: page.url ?? hrefForPath(page.path),
    external,
    missing: false,
    icon: page.icon,
    iconType: page.iconType,
    method: page.method,
    version: page.version ?? version,
    tag: page.tag,
    deprecated: page.deprecated,
  };
}

function isGroup(entry: NavEntry): entry is NavGroupNode {
  return typeof entry === 'object' && 'group' in entry;
}

export function toNavGroup(config: NavGroupNode, id: string, context: BuildContext, inheritedVersion: string | undefined): NavGroup {
  // A deeper group's version wins over its parent's (mintlify.md 1.2).
  const version = config.version ?? inheritedVersion;
  const items: NavItem[] = [];
  for (const entry of config.pages) {
    // `hidden: true` pages keep their URL but leave the sidebar (mintlify.md 2.4).
    if (typeof entry === 'string') {
      if (resolvePage(context.pages, entry)?.hidden !== true) items.push(toNavPage(entry, context, version));
    } else if (isGroup(entry) && entry.hidden !== true) items.push(toNavGroup(entry, `${id}.${items.length}`, context, version));
  }
  const group: NavGroup = { kind: 'group', id, name: config.group, icon: config.icon, iconType: config.iconType, version, items };
  if (config.tag !== undefined) group.tag = config.tag;
  if (config.expanded !== undefined) group.expanded = config.expanded;
  if (config.root !== undefined) group.root = toNavPage(config.root, context, version);
  return group;
}

/** Depth-first list of the pages under a navigation item, in sidebar order. */
export function flattenPages(items: readonly NavItem[]): NavPage[] {
  return items.flatMap((item) => (item.kind === 'page' ? [item] : item.root ? [item.root, ...flattenPages(item.items)] : flattenPages(item.items)));
}

