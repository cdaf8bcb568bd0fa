import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteData } from '../site/load-site.ts';
import { checkMdxPages } from '../integration/markdown/check-mdx.ts';
import { skippedPageFiles } from '../integration/markdown/skipped-pages.ts';

export interface PageCheck {
  /** Problems that fail the build (none when invalid pages are skipped). */
  errors: string[];
  /** Pages left out of the site, with their problems (only with skipInvalid). */
  skipped: Map<string, string[]>;
}

/** Marks the sidebar entries of skipped pages as missing, wherever they are in the navigation. */
function markMissing(node: unknown, paths: ReadonlySet<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) markMissing(item, paths);
    return;
  }
  const record = node as Record<string, unknown>;
  if (record.kind === 'page' && typeof record.path === 'string' && paths.has(record.path)) record.missing = true;
  for (const value of Object.values(record)) markMissing(value, paths);
}

/**
 * Parses every MDX page (and the snippets it imports) before Astro renders anything. By
 * default a problem fails the build, all of them reported at once, and nothing is written.
 * With `skipInvalid`, the pages with problems are left out (as Mintlify does) and the rest
 * of the site is built: for previewing a migration, never for publishing, since readers
 * would meet missing pages.
 */
export function checkSitePages(site: SiteData, options: { skipInvalid: boolean }): PageCheck {
  const files = Object.values(site.pages)
    .map((page) => page.file)
    .filter((file) => file && existsSync(join(site.docsDir, file)));
  const result = checkMdxPages(site.docsDir, files);
  skippedPageFiles().clear();
  if (!options.skipInvalid || !result.invalidPages.size) return { errors: result.errors, skipped: new Map() };
  const skippedPaths = new Set<string>();
  for (const [path, page] of Object.entries(site.pages)) {
    if (!result.invalidPages.has(page.file)) continue;
    skippedPaths.add(path);
    skippedPageFiles().add(join(site.docsDir, page.file));
    delete site.pages[path];
  }
  markMissing(site.navigation, skippedPaths);
  return { errors: [], skipped: result.invalidPages };
}
