import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { parseFrontmatter } from '../core/pages/frontmatter.ts';
import type { SiteData } from '../site/load-site.ts';

/**
 * True when a saved file is a known page whose frontmatter did not change: its title, icon and
 * the rest of what the site model holds of it (the sidebar, every page's frame) are as they were,
 * and the dev server need not read every page's frontmatter again.
 */
export function hasSameFrontmatter(site: SiteData, file: string): boolean {
  const rel = relative(site.docsDir, file).split(sep).join('/');
  const page = Object.values(site.pages).find((p) => p.file === rel);
  if (!page) return false;
  try {
    const parsed = parseFrontmatter(readFileSync(file, 'utf8'), rel);
    return parsed.ok && JSON.stringify(parsed.data) === JSON.stringify(page.frontmatter);
  } catch {
    return false;
  }
}
