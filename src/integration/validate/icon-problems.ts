import { join } from 'node:path';
import { iconSubstitution } from '../../components/mdx/lib/icon-html.ts';
import { locateOffset } from '../../config/json-syntax.ts';
import type { IconLibrary } from '../../core/icons.ts';
import { pathFromFile } from '../../core/navigation/page-paths.ts';
import type { LevelKind, NavItem, Section } from '../../core/navigation/types.ts';
import { describeIconSubstitution } from '../icon-uses.ts';
import type { SiteData } from '../../site/load-site.ts';
import type { PageFacts } from './page-facts.ts';
import { locateInConfig, readText, type Problem } from './problems.ts';

interface Use {
  name: string;
  iconType?: string;
  /** Where, as the build's warning names it (`page guides/setup: <Card title="X">`). */
  context: string;
  at: { file: string; line: number; column: number };
}

/** A page's URL path as the components' warnings name it (components/mdx/lib/icon-html.ts). */
const pageName = (file: string) => pathFromFile(file).replace(/(^|\/)index$/, '') || 'index';

/** The icons the config file and the pages' frontmatter give the sidebar (layout/Sidebar.astro). */
function navigationUses(site: SiteData): Use[] {
  const uses: Use[] = [];
  const configText = readText(join(site.docsDir, site.config.file));
  const inConfig = (context: string, icon: string | undefined, iconType: string | undefined) => {
    if (icon) uses.push({ name: icon, iconType, context, at: { file: site.config.file, ...locateInConfig(configText, context) } });
  };
  for (const anchor of site.navigation.anchors) if (!anchor.implicit) inConfig(`anchor "${anchor.name}"`, anchor.icon, anchor.iconType ?? 'duotone');
  const walk = (items: readonly NavItem[]) => {
    for (const item of items) {
      if (item.kind === 'group') {
        inConfig(`group "${item.name}"`, item.icon, item.iconType);
        walk(item.items);
        continue;
      }
      const file = site.pages[item.path]?.file;
      if (!item.icon || !file) continue;
      const text = readText(join(site.docsDir, file));
      const offset = /^icon:/m.exec(text)?.index;
      uses.push({ name: item.icon, iconType: item.iconType, context: `page ${item.path}`, at: { file, ...(offset === undefined ? { line: 1, column: 1 } : locateOffset(text, offset)) } });
    }
  };
  walk(site.navigation.groups);
  // docs.json's switchers that draw their options' icons: anchors in the sidebar, products and
  // dropdowns in its menu (layout/Sidebar.astro, SidebarMenu.astro), each list once.
  const { scopes = [], options = {}, global = {} } = site.navigation;
  const lists = new Map<string, { kind: LevelKind; sections: readonly Section[] }>();
  for (const level of scopes.flatMap((scope) => scope.levels)) if (DRAWN_ICONS.has(level.kind)) lists.set(level.options, { kind: level.kind, sections: options[level.options] ?? [] });
  for (const kind of DRAWN_ICONS) lists.set(`global ${kind}`, { kind, sections: global[kind] ?? [] });
  for (const { kind, sections } of lists.values()) {
    for (const section of sections) if (!section.implicit) inConfig(`${kind} "${section.name}"`, section.icon, kind === 'anchor' ? (section.iconType ?? 'duotone') : section.iconType);
  }
  // The top bar's links (layout/Topbar.astro).
  for (const link of site.config.navbar.links) if (link.type === 'link') inConfig(`navbar link "${link.label}"`, link.icon, undefined);
  return uses;
}

/** The switcher kinds whose options show their icon. */
const DRAWN_ICONS = new Set<LevelKind>(['anchor', 'product', 'dropdown']);

/**
 * Icon names with no free Font Awesome icon, one problem per name as the build reports them
 * (icon-uses.ts: what is drawn instead, how many uses, the first), at the first use: in the
 * pages and snippets (`facts`, by file), in the config file and in the pages' frontmatter;
 * names are looked up in the site's icon `library` first, as the build draws them.
 */
export function iconProblems(site: SiteData | undefined, facts: ReadonlyMap<string, PageFacts>, pageFiles: ReadonlySet<string>, library: IconLibrary): Problem[] {
  const uses: Use[] = site ? navigationUses(site) : [];
  for (const [file, { icons }] of facts) {
    const where = pageFiles.has(file) ? `page ${pageName(file)}` : file;
    for (const icon of icons) uses.push({ name: icon.name, iconType: icon.iconType, context: icon.tag === 'code block' ? `${file}:${icon.line}: code block` : `${where}: ${icon.tag}`, at: { file, line: icon.line, column: icon.column } });
  }
  const byName = new Map<string, { shown: string | null; uses: Use[] }>();
  for (const use of uses) {
    const substitution = iconSubstitution(use.name, use.iconType, library);
    if (!substitution) continue;
    const found = byName.get(substitution.name) ?? { shown: substitution.shown, uses: [] };
    if (!found.uses.some((u) => u.context === use.context)) found.uses.push(use);
    byName.set(substitution.name, found);
  }
  return [...byName].map(([name, { shown, uses: named }]) => {
    named.sort((a, b) => a.context.localeCompare(b.context));
    return { ...named[0]!.at, severity: 'warning', message: describeIconSubstitution(name, shown, named.map((u) => u.context)) };
  });
}
