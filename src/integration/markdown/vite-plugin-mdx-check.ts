import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { overlayError, type OverlayError } from '../overlay-error.ts';
import { parseMdxFile, resolveImport } from './check-mdx.ts';

function devError(file: string, docsDir: string, line: number, column: number, reason: string, hint: string): OverlayError {
  const where = relative(docsDir, file) || file;
  return overlayError('InvalidMDX', `${where}:${line}:${column}: ${reason}`, hint, { file, line, column });
}

/**
 * In dev, a page with invalid MDX shows the build's message on that page (Astro's error
 * overlay: position, reason, hint and the code around it) while the other pages keep
 * working. The same parse as the build's pre-check, so dev and build agree.
 */
export function vitePluginMdxCheck(): Plugin {
  return {
    name: 'mintaka:mdx-check',
    apply: 'serve',
    enforce: 'pre',
    // `load`, not `transform`: Astro's MDX plugin transforms first and would throw its own error.
    load: {
      // MDX files only, without a query: Rolldown calls the hook for no other module.
      filter: { id: { include: /\.mdx$/, exclude: /\?/ } },
      handler(id) {
        const file = decodeURIComponent(id);
        const docsDir = process.env.MINTAKA_DOCS_DIR ?? '';
        let code: string;
        try {
          code = readFileSync(file, 'utf8');
        } catch {
          return null;
        }
        const summary = parseMdxFile(code, file);
        if (summary.error) {
          const { line, column, reason, hint } = summary.error;
          throw devError(file, docsDir, line, column, reason, hint);
        }
        for (const imp of summary.imports) {
          if (!docsDir || (!imp.source.startsWith('/') && !imp.source.startsWith('.'))) continue;
          if (!resolveImport(imp.source, file, docsDir)) {
            throw devError(file, docsDir, imp.line, imp.column, `cannot find the imported file "${imp.source}"`, `create it, or fix the path (${imp.source.startsWith('/') ? 'a leading / means the docs folder' : "relative to the page's folder"})`);
          }
        }
        return null;
      },
    },
  };
}
