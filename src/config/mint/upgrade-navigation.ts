// mint.json's navigation as docs.json's tree, the way Mintlify's upgrade nests it
// (mintlify.md 1.8): versions (or languages, for versions with a locale) → tabs → anchors →
// groups. A group belongs to the tab and anchor whose folder holds its first page, as the
// prefix layout places it; groups of no version are in every version. Links to other sites
// (external versions, tabs, anchors) become `global` links.
import { normalizeSectionUrl } from '../page-path.ts';
import type { MintConfig, NavigationEntry, NavigationGroup } from '../schema/index.ts';

type Json = Record<string, unknown>;
type Section = MintConfig['tabs'][number] | MintConfig['anchors'][number];

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);

function firstPage(entries: NavigationEntry[]): string | undefined {
  for (const entry of entries) {
    if (typeof entry === 'string') return entry;
    const nested = firstPage(entry.pages);
    if (nested) return nested;
  }
  return undefined;
}

/** Index of the section (1 + its position) whose folder holds `page`, else 0 (the implicit one). */
function sectionOf(sections: readonly Section[], page: string | undefined): number {
  if (page === undefined) return 0;
  let best = 0;
  let length = -1;
  sections.forEach((section, index) => {
    const prefix = normalizeSectionUrl(section.url);
    if (isExternal(prefix)) return;
    if ((page === prefix || page.startsWith(`${prefix}/`)) && prefix.length > length) [best, length] = [index + 1, prefix.length];
  });
  return best;
}

function icon(name: string | undefined, style: string | undefined): unknown {
  if (name === undefined) return undefined;
  return style && style !== 'regular' ? { name, style } : name;
}

function groupOf(group: NavigationGroup, notCarried: Set<string>): Json {
  if (group.public !== undefined) notCarried.add('navigation[].public (groups public on an auth-gated site)');
  return clean({
    group: group.group,
    icon: icon(group.icon, group.iconType),
    pages: group.pages.map((entry) => (typeof entry === 'string' ? entry : groupOf(entry, notCarried))),
  });
}

/** The object without its undefined values. */
function clean(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}

/** A mint.json anchor colour as docs.json's `{ light, dark }` (a gradient keeps its first colour). */
function colorOf(color: unknown): Json | undefined {
  if (typeof color === 'string') return { light: color, dark: color };
  if (color && typeof color === 'object' && 'from' in color) return { light: (color as { from: string }).from, dark: (color as { from: string }).from };
  return undefined;
}

/** The docs.json `navigation` of a validated mint.json, and what it could not express. */
export function upgradeNavigation(config: MintConfig, notCarried: Set<string>): Json {
  const versions = config.versions.filter((v) => v.url === undefined);
  const tabs = config.tabs.filter((t) => !isExternal(t.url));
  const anchors = config.anchors.filter((a) => !isExternal(a.url));
  const groups = config.navigation.map((group) => ({ group, tab: sectionOf(tabs, firstPage(group.pages)), anchor: sectionOf(anchors, firstPage(group.pages)) }));

  const openapiOf = (section: Section) => (section.openapi ? { source: section.openapi, directory: normalizeSectionUrl(section.url) } : undefined);
  const anchorNodes = (inVersion: typeof groups, version: string | undefined) => {
    const nodes = [
      { anchor: config.topAnchor.name, icon: icon(config.topAnchor.icon, config.topAnchor.iconType), color: colorOf(config.colors.anchors), hidden: undefined, openapi: undefined, version: undefined as string | undefined, list: inVersion.filter((g) => g.anchor === 0) },
      ...anchors.map((a, i) => ({
        anchor: a.name,
        icon: icon(a.icon, a.iconType),
        color: colorOf(a.color ?? config.colors.anchors),
        hidden: a.isDefaultHidden || undefined,
        openapi: openapiOf(a),
        version: a.version,
        list: inVersion.filter((g) => g.anchor === i + 1),
      })),
    ];
    return nodes
      .filter((n) => (n.list.length > 0 || n.openapi) && (n.version === undefined || n.version === version))
      .map(({ list, version: _, ...node }) => withOpenApi(node, list.length ? { groups: list.map((g) => groupOf(g.group, notCarried)) } : {}));
  };
  const children = (version: string | undefined): Json => {
    const inVersion = groups.filter(({ group }) => version === undefined || group.version === undefined || group.version === version);
    const inner = (list: typeof groups): Json => (anchors.length ? { anchors: anchorNodes(list, version) } : { groups: list.map((g) => groupOf(g.group, notCarried)) });
    if (!tabs.length) return inner(inVersion);
    const tabNodes = [
      { tab: config.primaryTab.name, hidden: config.primaryTab.isDefaultHidden || undefined, openapi: undefined, version: undefined as string | undefined, list: inVersion.filter((g) => g.tab === 0) },
      ...tabs.map((t, i) => ({ tab: t.name, hidden: t.isDefaultHidden || undefined, openapi: openapiOf(t), version: t.version, list: inVersion.filter((g) => g.tab === i + 1) })),
    ];
    return {
      tabs: tabNodes
        .filter((n) => (n.list.length > 0 || n.openapi) && (n.version === undefined || n.version === version))
        .map(({ list, version: _, ...node }) => withOpenApi(node, list.length ? inner(list) : {})),
    };
  };

  const global = clean({
    tabs: listOrUndefined(config.tabs.filter((t) => isExternal(t.url)).map((t) => ({ tab: t.name, href: t.url }))),
    anchors: listOrUndefined(config.anchors.filter((a) => isExternal(a.url)).map((a) => clean({ anchor: a.name, href: a.url, icon: icon(a.icon, a.iconType), color: colorOf(a.color ?? config.colors.anchors) }))),
    versions: listOrUndefined(config.versions.filter((v) => v.url !== undefined).map((v) => ({ version: v.name, href: v.url }))),
  });
  const withGlobal = (tree: Json) => (Object.keys(global).length ? { ...tree, global } : tree);

  if (versions.length === 0) return withGlobal(children(undefined));
  // A dropdown of locales is a language switcher (mintlify.md 1.2).
  if (versions.some((v) => v.locale !== undefined)) {
    return withGlobal({ languages: versions.map((v) => clean({ language: v.locale ?? 'en', default: v.default || undefined, ...children(v.name) })) });
  }
  return withGlobal({ versions: versions.map((v) => clean({ version: v.name, default: v.default || undefined, ...children(v.name) })) });
}

/**
 * A tab or anchor with its children. Its OpenAPI pages: generated in it when it has no groups
 * (docs.json generates only there), else in a group of their own beside them.
 */
function withOpenApi(node: Json & { openapi?: unknown }, children: Json): Json {
  const { openapi, ...own } = node;
  if (!openapi) return clean({ ...own, ...children });
  if (!('groups' in children) && !('anchors' in children)) return clean({ ...own, openapi });
  if ('groups' in children) return clean({ ...own, groups: [...(children.groups as Json[]), { group: 'API Reference', openapi }] });
  return clean({ ...own, ...children });
}

function listOrUndefined<T>(list: T[]): T[] | undefined {
  return list.length ? list : undefined;
}
