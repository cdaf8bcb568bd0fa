import { findSectionIndex, implicitSection, isExternalUrl, toSection } from './sections.ts';
import { hrefForPath, normalizePagePath } from './page-paths.ts';
import type { NavGroup, NavGroupConfig, NavItem, NavPage, NavigationConfig, PageSummary, Section, SiteNavigation, Version } from './types.ts';

/** Finds a page for a navigation entry: exact path, then `entry/index`. */
export function resolvePage(pages: ReadonlyMap<string, PageSummary>, entry: string): PageSummary | undefined {
  const path = normalizePagePath(entry);
  return pages.get(path) ?? pages.get(`${path}/index`);
}

function toNavPage(entry: string, pages: ReadonlyMap<string, PageSummary>, version: string | undefined, warnings: string[]): NavPage {
  const page = resolvePage(pages, entry);
  if (!page) {
    const path = normalizePagePath(entry);
    warnings.push(`mint.json: navigation page "${entry}" has no file (looked for ${path}.mdx and ${path}.md); its sidebar entry links to a missing page`);
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

function toNavGroup(config: NavGroupConfig, id: string, pages: ReadonlyMap<string, PageSummary>, inheritedVersion: string | undefined, warnings: string[]): NavGroup {
  // A deeper group's version wins over its parent's (mintlify.md 1.2).
  const version = config.version ?? inheritedVersion;
  const items: NavItem[] = config.pages
    // `hidden: true` pages keep their URL but leave the sidebar (mintlify.md 2.4).
    .filter((entry) => typeof entry !== 'string' || resolvePage(pages, entry)?.hidden !== true)
    .map((entry, index) =>
      typeof entry === 'string'
        ? toNavPage(entry, pages, version, warnings)
        : toNavGroup(entry, `${id}.${index}`, pages, version, warnings),
    );
  return { kind: 'group', id, name: config.group, icon: config.icon, iconType: config.iconType, version, items };
}

/** Depth-first list of the pages under a navigation item, in sidebar order. */
export function flattenPages(items: readonly NavItem[]): NavPage[] {
  return items.flatMap((item) => (item.kind === 'page' ? [item] : flattenPages(item.items)));
}

function firstLocalPath(group: NavGroup): string | undefined {
  return flattenPages(group.items).find((page) => !page.external)?.path;
}

function toVersions(config: NavigationConfig): { versions: Version[]; defaultVersion?: string } {
  const versions = (config.versions ?? []).map((v) => (typeof v === 'string' ? { name: v } : { name: v.name, url: v.url, locale: v.locale }));
  const explicit = (config.versions ?? []).find((v) => typeof v !== 'string' && v.default);
  const firstLocal = versions.find((v) => !v.url);
  const defaultVersion = explicit && typeof explicit !== 'string' ? explicit.name : firstLocal?.name;
  return { versions, defaultVersion };
}

/** Builds the whole site's navigation once per build: groups, tabs, anchors, versions. */
export function buildSiteNavigation(config: NavigationConfig, pages: ReadonlyMap<string, PageSummary>): SiteNavigation {
  const warnings: string[] = [];
  const groups = config.navigation.map((group, index) => toNavGroup(group, String(index), pages, undefined, warnings));
  const hasTabs = (config.tabs?.length ?? 0) > 0;
  const hasAnchors = (config.anchors?.length ?? 0) > 0;

  const tabs: Section[] = hasTabs
    ? [implicitSection(config.primaryTab?.name ?? 'Documentation', undefined, undefined, config.primaryTab?.isDefaultHidden), ...config.tabs!.map(toSection)]
    : [];
  const topAnchor = config.topAnchor ?? { name: 'Documentation', icon: 'book-open', iconType: 'duotone' };
  const anchors: Section[] = hasAnchors
    ? [implicitSection(topAnchor.name, topAnchor.icon ?? 'book-open', topAnchor.iconType ?? 'duotone'), ...config.anchors!.map(toSection)]
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
      else if (!section.implicit) warnings.push(`mint.json: no pages in the navigation match ${sections === tabs ? 'tab' : 'anchor'} "${section.name}" (url "${section.prefix}")`);
    });
  firstHrefOf(tabs, groupTab);
  // Every group under another tab's URL: the implicit "Documentation" tab would lead nowhere.
  if (hasTabs && !groupTab.includes(0)) tabs[0]!.empty = true;
  firstHrefOf(anchors, groupAnchor);

  return { groups, groupTab, groupAnchor, tabs, anchors, ...toVersions(config), warnings };
}
