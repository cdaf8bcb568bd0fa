import type { NavigationConfig, PrefixLayout } from '../../config/site/navigation.ts';
import { buildTreeNavigation } from './build-tree.ts';
import { flattenPages, toNavGroup, type BuildContext } from './nav-items.ts';
import { findSectionIndex, implicitSection, toSection } from './sections.ts';
import type { NavGroup, PageSummary, Section, SiteNavigation, Version } from './types.ts';

export { flattenPages, resolvePage } from './nav-items.ts';

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
  if (!config.prefixLayout) return { ...buildTreeNavigation(config, context), warnings };
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
  // Every group under another tab's URL: the implicit "Documentation" tab would lead nowhere.
  if (hasTabs && !groupTab.includes(0)) tabs[0]!.empty = true;
  firstHrefOf(anchors, groupAnchor);

  return { groups, groupTab, groupAnchor, tabs, anchors, ...toVersions(layout), warnings };
}
