import { join } from 'node:path';
import type { SiteData } from '../site/load-site.ts';
import { skippedPageFiles, staticMdxPageFiles } from '../integration/markdown/skipped-pages.ts';

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
 * Leaves out of the build the pages that cannot be built (broken frontmatter or MDX, a missing
 * snippet: `invalidPages` of the validation). The build then reports them all, with the errors
 * of pages that throw while rendering: it fails with every one of them listed, or with
 * --skip-invalid builds the rest (as Mintlify skips such pages). `staticPages` (MDX pages that
 * need no JavaScript, from the same validation) are rendered without compiling them.
 */
export function leaveOutInvalidPages(site: SiteData, invalidPages: ReadonlyMap<string, string[]>, staticPages: ReadonlySet<string> = new Set()): void {
  skippedPageFiles().clear();
  staticMdxPageFiles().clear();
  // A build renders static MDX pages without compiling them (MINTAKA_COMPILE_ALL_MDX=1: every
  // page compiled, to compare both ways).
  if (!process.env.MINTAKA_COMPILE_ALL_MDX) for (const file of staticPages) staticMdxPageFiles().add(join(site.docsDir, file));
  const skippedPaths = new Set<string>();
  for (const [path, page] of Object.entries(site.pages)) {
    if (!invalidPages.has(page.file)) continue;
    skippedPaths.add(path);
    skippedPageFiles().add(join(site.docsDir, page.file));
    delete site.pages[path];
  }
  markMissing(site.navigation, skippedPaths);
}
