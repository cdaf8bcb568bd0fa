import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveRefs } from '../config/docs/refs.ts';
import { findConfigFile } from '../config/config-file.ts';
import { discoverDocsFiles, isRepoFileName, navigationPagePaths } from '../core/pages/discover-files.ts';
import { readMintIgnorePatterns } from '../core/pages/mintignore.ts';
import { skippedPageFiles, staticMdxPageFiles } from './markdown/skipped-pages.ts';

/** The page paths the folder's config navigation lists (none when it cannot be read). */
export function readListedPages(docsDir: string): Set<string> {
  const file = findConfigFile(docsDir);
  try {
    if (!file) return new Set();
    const raw = JSON.parse(readFileSync(join(docsDir, file), 'utf8')) as unknown;
    const config = (file === 'docs.json' ? resolveRefs(raw, file, docsDir).value : raw) as { navigation?: unknown };
    return navigationPagePaths(config.navigation);
  } catch {
    // The config's own checks report an unreadable config file.
    return new Set();
  }
}

/**
 * Glob patterns selecting the pages of a docs folder for Astro's content loader: the same
 * rules as `discoverDocsFiles` (no snippets, dot-folders, node_modules, README/LICENSE... unless
 * the navigation lists them, nothing listed in .mintignore).
 */
export function pageGlobPatterns(docsDir: string): string[] {
  const listed = readListedPages(docsDir);
  const listsRepoFile = [...listed].some((path) => isRepoFileName(`${path.split('/').pop()}.md`));
  return [
    '**/*.{md,mdx}',
    '!**/node_modules/**',
    '!**/dist/**',
    '!snippets/**',
    '!_snippets/**',
    // A README the navigation lists is a page: leave out only the others, by name.
    ...(listsRepoFile ? discoverDocsFiles(docsDir, { listed }).repoFiles.map((file) => `!${file}`) : ['!**/{README,readme,Readme,LICENSE,license,LICENCE,CONTRIBUTING,contributing,CONTRIBUTE,contribute,CODE_OF_CONDUCT}.{md,mdx}']),
    ...readMintIgnorePatterns(docsDir).map((pattern) => `!${pattern}`),
    // Pages the build leaves out (check-pages.ts): Astro's loader would stop at their frontmatter.
    // Static MDX pages are another collection's (static-mdx-loader.ts).
    ...[...skippedPageFiles(), ...staticMdxPageFiles()].filter((file) => file.startsWith(`${docsDir}/`)).map((file) => `!${escapeGlob(file.slice(docsDir.length + 1))}`),
  ];
}

/** A file name as a glob that matches only it (`q&a (draft).mdx` has glob characters). */
function escapeGlob(path: string): string {
  return path.replace(/[*?[\]{}()!+@]/g, '\\$&');
}
