import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { addClassesInCode } from '../../core/styles/class-candidates.ts';
import { resolveImport } from '../markdown/check-mdx.ts';
import { recordFileClasses } from './class-store.ts';
import { UTILITY_CSS_PATTERN, type UtilityStylesheet } from './utility-stylesheet.ts';

/** A code module's id (it may end in a query). */
const CODE_MODULE_ID = /\.(jsx|tsx|js|ts|mjs)(?:\?|$)/i;
const IMPORT_FROM = /\b(?:import|export)\b[^'";]*?\bfrom\s*(['"])([^'"]+)\1|\bimport\s*(['"])([^'"]+)\3/g;

/** Snippet modules a code snippet imports, relative to the docs folder. */
function codeImports(code: string, file: string, docsDir: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(IMPORT_FROM)) {
    const source = match[2] ?? match[4] ?? '';
    if (!source.startsWith('/') && !source.startsWith('.')) continue;
    const target = resolveImport(source, file, docsDir);
    const path = target && relative(docsDir, target).split(sep).join('/');
    if (path && !path.startsWith('../')) found.add(path);
  }
  return [...found];
}

/** Notes the classes a code snippet's source names, and the snippets it imports, for the site's utility CSS. */
export function recordCodeSnippetClasses(code: string, file: string, docsDir: string): void {
  const candidates = new Set<string>();
  addClassesInCode(code, candidates);
  recordFileClasses(relative(docsDir, file).split(sep).join('/'), { candidates: [...candidates], imports: codeImports(code, file, docsDir) });
}

/**
 * The site's utility CSS in Vite: notes the classes of the docs folder's code snippets (`.jsx`
 * components, which the Markdown pipeline never sees) as Vite reads them, and serves the
 * stylesheet on the dev server.
 */
export function vitePluginUtilityCss(getDocsDir: () => string, stylesheet: UtilityStylesheet): Plugin {
  return {
    name: 'mintaka:utility-css',
    enforce: 'pre',
    transform: {
      // Code modules outside node_modules: Rolldown and Vite call the hook for no other module.
      filter: { id: { include: CODE_MODULE_ID, exclude: /[\\/]node_modules[\\/]/ } },
      handler(code, id) {
        const file = id.split('?')[0]!;
        const docsDir = getDocsDir();
        if (!file.startsWith(docsDir + sep)) return null;
        recordCodeSnippetClasses(code, file, docsDir);
        return null;
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!;
        const css = UTILITY_CSS_PATTERN.test(url) ? stylesheet.css(url) : undefined;
        if (css === undefined) return next();
        res.setHeader('content-type', 'text/css');
        res.end(css);
      });
    },
  };
}
