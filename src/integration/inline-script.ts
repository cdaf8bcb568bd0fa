import { transformSync } from 'esbuild';

const cache = new Map<string, string>();

/** Minifies a script that is inlined into every page (once per build, not per page). */
export function minifyInlineScript(source: string, loader: 'js' | 'ts' = 'js', module = false): string {
  let result = cache.get(source);
  if (result === undefined) {
    // A module's top-level names are its own: they may be shortened too.
    result = transformSync(source, { minify: true, target: 'es2020', loader, ...(module ? { format: 'esm' as const } : {}) }).code.trim();
    cache.set(source, result);
  }
  return result;
}
