import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteData } from '../site/load-site.ts';
import { checkMdxPages } from '../integration/markdown/check-mdx.ts';
import { skippedPageFiles, staticMdxPageFiles } from '../integration/markdown/skipped-pages.ts';

export interface PageCheck {
  /** Pages that cannot be built (their file is broken), by file, with their problems. */
  invalid: Map<string, string[]>;
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
 * Parses every MDX page (and the snippets it imports) before Astro renders anything, and
 * leaves out of the build the pages that cannot be built: those, with the pages whose
 * frontmatter is broken (`invalidPages`, from loading the site). The build then reports them
 * all, with the errors of pages that throw while rendering: it fails with every one of them
 * listed, or with --skip-invalid builds the rest (as Mintlify skips such pages).
 */
export function checkSitePages(site: SiteData, invalidPages: ReadonlyMap<string, string[]> = new Map()): PageCheck {
  const files = Object.values(site.pages)
    .map((page) => page.file)
    .filter((file) => file && existsSync(join(site.docsDir, file)) && !invalidPages.has(file));
  const result = checkMdxPages(site.docsDir, files);
  const invalid = new Map<string, string[]>([...invalidPages, ...result.invalidPages]);
  skippedPageFiles().clear();
  staticMdxPageFiles().clear();
  // A build renders static MDX pages without compiling them (MINTAKA_COMPILE_ALL_MDX=1: every
  // page compiled, to compare both ways).
  if (!process.env.MINTAKA_COMPILE_ALL_MDX) for (const file of result.staticPages) staticMdxPageFiles().add(join(site.docsDir, file));
  const skippedPaths = new Set<string>();
  for (const [path, page] of Object.entries(site.pages)) {
    if (!invalid.has(page.file)) continue;
    skippedPaths.add(path);
    skippedPageFiles().add(join(site.docsDir, page.file));
    delete site.pages[path];
  }
  markMissing(site.navigation, skippedPaths);
  return { invalid };
}
