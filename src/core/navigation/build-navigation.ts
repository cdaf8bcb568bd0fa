import { findSectionIndex, implicitSection, isExternalUrl, toSection } from './sections.ts';
import { hrefForPath, normalizePagePath } from './page-paths.ts';
import type { NavEntry, NavGroupNode, NavigationConfig, PrefixLayout } from '../../config/site/navigation.ts';
import type { NavGroup, NavItem, NavPage, PageSummary, Section, SiteNavigation, Version } from './types.ts';

/** Finds a page for a navigation entry: exact path, then `entry/index`. */
export function resolvePage(pages: ReadonlyMap<string, PageSummary>, entry: string): PageSummary | undefined {
  const path = normalizePagePath(entry);
  return pages.get(path) ?? pages.get(`${path}/index`);
}

interface BuildContext {
  pages: ReadonlyMap<string, PageSummary>;
  warnings: string[];
  /** The config file, for messages. */
  file: string;
}

function toNavPage(entry: string, context: BuildContext, version: string | undefined): NavPage {
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

function toNavGroup(config: NavGroupNode, id: string, context: BuildContext, inheritedVersion: string | undefined): NavGroup {
  // A deeper group's version wins over its parent's (mintlify.md 1.2).
  const version = config.version ?? inheritedVersion;
  const items: NavItem[] = [];
  for (const entry of config.pages) {
    // `hidden: true` pages keep their URL but leave the sidebar (mintlify.md 2.4).
    if (typeof entry === 'string') {
      if (resolvePage(context.pages, entry)?.hidden !== true) items.push(toNavPage(entry, context, version));
    } else if (isGroup(entry)) items.push(toNavGroup(entry, `${id}.${items.length}`, context, version));
  }
  return { kind: 'group', id, name: config.group, icon: config.icon, iconType: config.iconType, version, items };
}

/** Depth-first list of the pages under a navigation item, in sidebar order. */
export function flattenPages(items: readonly NavItem[]): NavPage[] {
  return items.flatMap((item) => (item.kind === 'page' ? [item] : flattenPages(item.items)));
}

function firstLocalPath(group: NavGroup): string | undefined {
  return flattenPages(group.items).find((page) => !page.external)?.path;
}

function toVersions(layout: PrefixLayout | undefined): { versions: Version[]; defaultVersion?: string } {
  const versions = (layout?.versions ?? []).map((v) => ({ name: v.name, url: v.url, locale: v.locale }));
  const explicit = (layout?.versions ?? []).find((v) => v.default);
  const firstLocal = versions.find((v) => !v.url);
  const defaultVersion = explicit ? explicit.name : firstLocal?.name;
  return { versions, defaultVersion };
}

/**
 * Builds the whole site's navigation once per build: groups, tabs, anchors, versions. `file`
 * names the config file in warnings.
 */
export function buildSiteNavigation(config: NavigationConfig, pages: ReadonlyMap<string, PageSummary>, file = 'mint.json'): SiteNavigation {
  const warnings: string[] = [];
  const context: BuildContext = { pages, warnings, file };
  const groups = (config.groups ?? []).map((group, index) => toNavGroup(group, String(index), context, undefined));
  const layout = config.prefixLayout;
  const hasTabs = (layout?.tabs.length ?? 0) > 0;
  const hasAnchors = (layout?.anchors.length ?? 0) > 0;

  const tabs: Section[] = hasTabs
    ? [implicitSection(layout!.primaryTab.name, undefined, undefined, layout!.primaryTab.isDefaultHidden), ...layout!.tabs.map(toSection)]
    : [];
  const topAnchor = layout?.topAnchor ?? { name: 'Documentation', icon: 'book-open', iconType: 'duotone' };
  const anchors: Section[] = hasAnchors
    ? [implicitSection(topAnchor.name, topAnchor.icon, topAnchor.iconType), ...layout!.anchors.map(toSection)]
    : [];

  const groupTab = groups.map((group) => {
    const first = firstLocalPath(group);
    return hasTabs && first !== undefined ? findSectionIndex(tabs, first) : 0;
  });
  const groupAnchor = groups.map((group) => {
    const first = firstLocalPath(group);
    return hasAnchors && first !== undefined ? findSectionIndex(anchors, first) : 0;
  });

  const firstHrefOf = (sections: Section[], membership: number[]) =>
    sections.forEach((section, index) => {
      if (section.external) return;
      const groupIndex = membership.findIndex((m) => m === index);
      const first = groupIndex >= 0 ? flattenPages(groups[groupIndex]!.items).find((p) => !p.external && !p.missing) : undefined;
      if (first) section.href = first.href;
      else if (!section.implicit) warnings.push(`${file}: no pages in the navigation match ${sections === tabs ? 'tab' : 'anchor'} "${section.name}" (url "${section.prefix}")`);
    });
  firstHrefOf(tabs, groupTab);
  firstHrefOf(anchors, groupAnchor);

  return { groups, groupTab, groupAnchor, tabs, anchors, ...toVersions(layout), warnings };
}
