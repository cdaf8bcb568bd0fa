import { readMintIgnorePatterns } from '../core/pages/mintignore.ts';

/**
 * Glob patterns selecting the pages of a docs folder for Astro's content loader: the same
 * rules as `discoverDocsFiles` (no snippets, dot-folders, node_modules, README/LICENSE...,
 * nothing listed in .mintignore).
 */
export function pageGlobPatterns(docsDir: string): string[] {
  return [
    '**/*.{md,mdx}',
    '!**/node_modules/**',
    '!**/dist/**',
    '!snippets/**',
    '!_snippets/**',
    '!**/{README,readme,Readme,LICENSE,license,LICENCE,CONTRIBUTING,contributing,CONTRIBUTE,contribute,CODE_OF_CONDUCT}.{md,mdx}',
    ...readMintIgnorePatterns(docsDir).map((pattern) => `!${pattern}`),
  ];
}
