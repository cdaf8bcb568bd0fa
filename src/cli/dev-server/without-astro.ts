import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { legacySnippetPath, resolveImport } from '../../integration/markdown/check-mdx.ts';
import { loadableFileCheck } from '../../integration/markdown/loadable-mdx.ts';
import { scanMdxImports } from '../../integration/markdown/mdx-import-scan.ts';
import type { SiteData } from '../../site/load-site.ts';

/**
 * Whether `mintaka dev` can serve the site itself (run.ts): every MDX page imports only files
 * of the docs folder that Node can load, in turn (loadable-mdx.ts, the build without Astro's
 * rule), read off the pages' text (mdx-import-scan.ts) so that no page is parsed before the
 * server starts. Else, or with MINTAKA_ASTRO_DEV=1, Astro's dev server serves it (Vite loads
 * what a page imports; it also reloads Mintaka's own code as it is edited).
 */
export function servesWithoutAstro(site: SiteData): boolean {
  if (process.env.MINTAKA_ASTRO_DEV) return false;
  const summaryOf = (absolute: string) => {
    let text: string;
    try {
      text = readFileSync(absolute, 'utf8');
    } catch {
      return { imports: [], legacySnippets: [] };
    }
    // A snippet that does not exist is the page's problem, which the page shows (as the build
    // reports it), not a module for Vite: it does not decide which server serves the site.
    const { imports, legacySnippets } = scanMdxImports(text);
    const exists = (source: string | undefined) => source === undefined || !/^[./]/.test(source) || resolveImport(source, absolute, site.docsDir) !== undefined;
    return { imports: imports.filter((imp) => exists(imp.source)), legacySnippets: legacySnippets.filter((snippet) => legacySnippetPath(snippet.file, site.docsDir) !== undefined) };
  };
  const isLoadable = loadableFileCheck(site.docsDir, summaryOf, (file) => legacySnippetPath(file, site.docsDir));
  return Object.values(site.pages).every((page) => !/\.mdx$/i.test(page.file) || isLoadable(join(site.docsDir, page.file)));
}
