import { join } from 'node:path';
import { unknownIconReason } from '../../components/mdx/lib/icon-html.ts';
import { locateOffset } from '../../config/json-syntax.ts';
import type { NavItem } from '../../core/navigation/types.ts';
import type { SiteData } from '../load-site.ts';
import { problemFromMessage, readText, type Problem } from './problems.ts';

/**
 * Icons of the sidebar that no free Font Awesome icon has: anchors and groups (mint.json, named
 * as the sidebar's warning names them) and pages (`icon` in their frontmatter, at that line).
 * The sidebar warns of the same while rendering (layout/Icon.astro).
 */
export function navigationIconProblems(site: SiteData): Problem[] {
  const problems: Problem[] = [];
  const fromConfig = (what: string, icon: string | undefined, iconType: string | undefined) => {
    const reason = unknownIconReason(icon, iconType);
    if (reason) problems.push(problemFromMessage(`${what}: ${reason}`, 'warning', site.docsDir));
  };
  for (const anchor of site.navigation.anchors) fromConfig(`anchor "${anchor.name}"`, anchor.icon, anchor.iconType);
  const seenPages = new Set<string>();
  const walk = (items: readonly NavItem[]) => {
    for (const item of items) {
      if (item.kind === 'group') {
        fromConfig(`group "${item.name}"`, item.icon, item.iconType);
        walk(item.items);
        continue;
      }
      const reason = unknownIconReason(item.icon, item.iconType);
      const file = site.pages[item.path]?.file;
      if (!reason || !file || seenPages.has(file)) continue;
      seenPages.add(file);
      const text = readText(join(site.docsDir, file));
      const at = /^icon:/m.exec(text)?.index;
      problems.push({ file, ...(at === undefined ? { line: 1, column: 1 } : locateOffset(text, at)), severity: 'warning', message: reason });
    }
  };
  walk(site.navigation.groups);
  return problems;
}
