import { existsSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { CODE_SNIPPET, importedSpecifiers, JSX_RUNTIME, resolveModulePath, transformCodeSnippet } from './code-snippets.ts';
import type { FileSummary } from './check-mdx.ts';

/**
 * Whether Node can load a compiled MDX file without Vite (src/cli/compiled-mdx.ts,
 * bin/astro-components.mjs), file by file, each answered once. Each import names a file of the
 * docs folder with its extension, from the docs folder's root or the importer's own folder: an
 * MDX file or a code snippet (code-snippets.ts), and so does each legacy <Snippet> and each
 * import of those, in turn; a code snippet imports no package but the JSX runtime its JSX
 * compiles to. Anything else (a package, a stylesheet, a Markdown file, a name Vite completes
 * with an extension, files that import each other) is a module only Vite makes: `astro build`.
 */
export function loadableFileCheck(docsDir: string, summaryOf: (absolute: string) => FileSummary, legacySnippet: (file: string) => string | undefined): (absolute: string) => boolean {
  const known = new Map<string, boolean>();
  const importsLoadable = (sources: (string | undefined)[], importer: string): boolean =>
    sources.every((source) => {
      if (source === undefined) return false;
      if (!source.startsWith('/') && !source.startsWith('.')) return CODE_SNIPPET.test(importer) && source === JSX_RUNTIME;
      return isLoadable(resolveModulePath(source, importer, docsDir));
    });
  const isLoadable = (absolute: string): boolean => {
    const answer = known.get(absolute);
    if (answer !== undefined) return answer;
    // Files that import each other are left to Vite (false while the file is being checked).
    known.set(absolute, false);
    let result = false;
    if (/\.mdx$/i.test(absolute) && existsSync(absolute)) {
      const summary = summaryOf(absolute);
      result =
        !summary.error &&
        importsLoadable(
          summary.imports.map((imp) => imp.source),
          absolute,
        ) &&
        summary.legacySnippets.every((snippet) => {
          const target = legacySnippet(snippet.file);
          return target !== undefined && /\.mdx$/i.test(target) && isLoadable(target);
        });
    } else if (CODE_SNIPPET.test(absolute) && absolute.startsWith(docsDir + sep) && existsSync(absolute)) {
      try {
        result = importsLoadable(importedSpecifiers(transformCodeSnippet(readFileSync(absolute, 'utf8'), absolute)), absolute);
      } catch {
        // A syntax error: Vite reports it.
        result = false;
      }
    }
    known.set(absolute, result);
    return result;
  };
  return isLoadable;
}
