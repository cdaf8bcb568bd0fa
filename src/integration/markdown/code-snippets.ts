import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { initSync, parse } from 'es-module-lexer';
import { transformSync } from 'rolldown/utils';

// A docs folder's code snippets: `.jsx` (Mintlify's React components), `.js`, `.ts`... that MDX
// pages import. `astro build` has Vite turn their JSX into calls of Astro's JSX runtime with Oxc
// (the integration's `oxc` option: the site has no React); the build without Astro
// (compiled-mdx.ts) has Oxc do the same, through rolldown as Vite does (esbuild's synchronous API
// would start a process of its own), and the check (check-mdx.ts) reads what they import from
// that code.

/** A code module of the docs folder, by its file name. */
export const CODE_SNIPPET = /\.(?:m?jsx?|tsx?)$/i;

/** What a snippet's JSX compiles to imports: the one package a snippet may import. */
export const JSX_RUNTIME = 'astro/jsx-runtime';

/**
 * The snippet as an ES module Node can run: types stripped, JSX (in `.jsx` and `.tsx` files, as
 * Vite reads them) turned into Astro's JSX runtime's calls. Throws on a syntax error.
 */
export function transformCodeSnippet(source: string, file: string): string {
  const result = transformSync(file, source, { jsx: { runtime: 'automatic', importSource: 'astro' } });
  // eslint-disable-next-line no-control-regex
  if (result.errors.length) throw new Error(`${file}: ${result.errors[0]!.message.replace(/\x1b\[[0-9;]*m/g, '').split('\n')[0]}`);
  return result.code;
}

/**
 * The specifiers a module's code imports, statically or dynamically; undefined for a dynamic
 * import whose specifier is not a plain string (nothing can say what it loads).
 */
export function importedSpecifiers(code: string): (string | undefined)[] {
  initSync();
  const [imports] = parse(code);
  // `import.meta` is listed too (type 3), and loads nothing.
  return imports.filter((entry) => entry.t !== 3).map((entry) => entry.n);
}

/**
 * The file a relative or root-relative import of a docs-folder module names, as Vite resolves it
 * for the site (vite-plugin-site.ts) and Node in the build without Astro
 * (bin/astro-components.mjs): `/x` is the docs folder's file when it is there, else the path
 * itself (Mintaka's own modules, which plugins import by path); `./x` is from the importer's
 * folder. The query and URL escapes are dropped.
 */
export function resolveModulePath(source: string, importer: string, docsDir: string): string {
  const path = decodeURIComponent(source.split('?')[0]!);
  if (!path.startsWith('/')) return join(dirname(importer), path);
  const inDocs = join(docsDir, path);
  return !path.startsWith(docsDir) && existsSync(inDocs) ? inDocs : path;
}
