// Scripts inlined into pages (the page frame's, a banner's close button, the copy button, tabs),
// minified with Oxc through rolldown, which Vite already runs: esbuild's synchronous API first
// started a worker thread and its own process, some 80 to 110 ms on every thread that renders
// pages, before the build's first page and the dev server's.
import { minifySync, transformSync } from 'rolldown/utils';

const cache = new Map<string, string>();

function check(result: { code: string; errors: readonly { message: string }[] }, what: string): string {
  if (result.errors.length) throw new Error(`Mintaka: could not minify an inline script (${what}): ${result.errors[0]!.message}`);
  return result.code;
}

/** Minifies a script that is inlined into every page (once per process, not per page). */
export function minifyInlineScript(source: string, loader: 'js' | 'ts' = 'js', module = false): string {
  let result = cache.get(source);
  if (result === undefined) {
    const js = loader === 'ts' ? check(transformSync('inline.ts', source, { lang: 'ts', sourceType: module ? 'module' : 'script' }), 'TypeScript') : source;
    // A module's top-level names are its own: they may be shortened too.
    result = check(minifySync(module ? 'inline.mjs' : 'inline.js', js, { module, compress: { target: 'es2020' }, mangle: { toplevel: module } }), 'minify').trim();
    cache.set(source, result);
  }
  return result;
}
