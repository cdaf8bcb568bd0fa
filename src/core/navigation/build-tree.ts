// docs.json's navigation tree (docs-json.md "navigation") as the site's navigation: every
// node that holds groups or pages is a scope (the option chosen at each switcher above it:
// product, language, version, tab, dropdown, anchor), and each switcher's options lead to
// their first page. Link-only nodes (`href`) are options that leave the site.
import type { NavChildren, NavEntry, NavGroupNode, NavigationConfig } from '../../config/site/navigation.ts';
import { languageName } from '../i18n/ui-strings.ts';
import { flattenPages, toNavGroup, type BuildContext } from './nav-items.ts';
import { isExternalUrl } from './sections.ts';
import type { LevelKind, NavGroup, NavScope, Section, SiteNavigation } from './types.ts';

/** Child keys that are switcher levels, and the kind and label key of their nodes. */
const LEVELS: [keyof NavChildren, LevelKind, string][] = [
  ['products', 'product', 'product'],
  ['languages', 'language', 'language'],
  ['versions', 'version', 'version'],
  ['tabs', 'tab', 'tab'],
  ['dropdowns', 'dropdown', 'dropdown'],
  ['anchors', 'anchor', 'anchor'],
];

type TreeNode = NavChildren & Record<string, unknown>;

interface LevelStep {
  kind: LevelKind;
  options: string;
  current: number;
  /** The default option of that level. */
  fallback: number;
}

/** Options (sections) of a node list; `href` is filled once their pages are known. */
function toSection(node: TreeNode, kind: LevelKind, label: string): Section {
  const href = typeof node.href === 'string' ? node.href : undefined;
  const section: Section = {
    name: String(node[label] ?? ''),
    prefix: '',
    external: href !== undefined && isExternalUrl(href),
    href: href ?? '',
    isDefaultHidden: node.hidden === true,
    implicit: false,
  };
  if (typeof node.icon === 'string') section.icon = node.icon;
  if (typeof node.iconType === 'string') section.iconType = node.iconType;
  if (typeof node.description === 'string') section.description = node.description;
  if (typeof node.tag === 'string') section.tag = node.tag;
  if (kind === 'language') {
    section.language = section.name;
    section.name = languageName(section.name);
  }
  if (node.default === true) section.isDefault = true;
  const color = node.color as { light?: string; dark?: string } | undefined;
  if (color?.light ?? color?.dark) section.color = (color.light ?? color.dark)!;
  return section;
}

/** The option shown when none is chosen: the one marked default, else the first that is not a link. */
function defaultIndex(nodes: TreeNode[]): number {
  const marked = nodes.findIndex((node) => node.default === true);
  if (marked >= 0) return marked;
  const local = nodes.findIndex((node) => typeof node.href !== 'string');
  return local >= 0 ? local : 0;
}

export function buildTreeNavigation(config: NavigationConfig, context: BuildContext): Omit<SiteNavigation, 'warnings'> {
  const groups: NavGroup[] = [];
  const groupScope: number[] = [];
  const scopes: NavScope[] = [];
  const options: Record<string, Section[]> = {};
  /** Scope indexes under each option, by `optionsKey#index`, to find its first page. */
  const scopesUnder = new Map<string, number[]>();

  const addScope = (steps: LevelStep[], entries: { groups?: NavGroupNode[]; pages?: NavEntry[] }) => {
    const scope = scopes.length;
    scopes.push({ levels: steps.map(({ kind, options: key, current }) => ({ kind, options: key, current })), isDefault: steps.every((step) => (step.kind !== 'version' && step.kind !== 'language') || step.current === step.fallback) });
    for (const step of steps) scopesUnder.set(`${step.options}#${step.current}`, [...(scopesUnder.get(`${step.options}#${step.current}`) ?? []), scope]);
    const own: NavGroupNode[] = [...(entries.groups ?? [])];
    // Pages directly under a node: one group without a heading.
    if (entries.pages?.length) own.unshift({ group: '', pages: entries.pages });
    for (const group of own) {
      if (group.hidden === true) continue;
      groups.push(toNavGroup(group, String(groups.length), context, undefined));
      groupScope.push(scope);
    }
    return scope;
  };

  const walk = (node: TreeNode, steps: LevelStep[], key: string) => {
    let holds = false;
    for (const [childKey, kind, label] of LEVELS) {
      const list = node[childKey] as TreeNode[] | undefined;
      if (!list?.length) continue;
      holds = true;
      const optionsKey = `${key}/${kind}`;
      options[optionsKey] = list.map((child) => toSection(child, kind, label));
      const fallback = defaultIndex(list);
      list.forEach((child, index) => {
        if (typeof child.href === 'string') return;
        walk(child, [...steps, { kind, options: optionsKey, current: index, fallback }], `${optionsKey}:${index}`);
      });
    }
    if (node.groups?.length || node.pages?.length) addScope(steps, { groups: node.groups, pages: node.pages });
    else if (!holds && steps.length > 0) addScope(steps, {});
  };
  walk(config as unknown as TreeNode, [], '');

  // Each option leads to the first page of its first scope that has one.
  const firstHref = (scope: number) =>
    flattenPages(groups.filter((_, i) => groupScope[i] === scope)).find((page) => !page.external && !page.missing)?.href;
  for (const [key, list] of Object.entries(options)) {
    list.forEach((section, index) => {
      if (section.href) return;
      const href = (scopesUnder.get(`${key}#${index}`) ?? []).map(firstHref).find(Boolean);
      if (href) section.href = href;
      else context.warnings.push(`${context.file}: navigation: ${section.name ? `"${section.name}"` : 'an entry'} has no pages`);
    });
  }

  const global: Partial<Record<LevelKind, Section[]>> = {};
  const globalLinks = config.global;
  for (const [childKey, kind, label] of LEVELS) {
    const list = (globalLinks as unknown as Record<string, TreeNode[] | undefined>)[childKey];
    if (list?.length) global[kind] = list.map((node) => toSection(node, kind, label));
  }

  return { groups, groupTab: groups.map(() => 0), groupAnchor: groups.map(() => 0), tabs: [], anchors: [], versions: [], groupScope, scopes, options, global };
}
