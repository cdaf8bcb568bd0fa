import { transformSync } from 'esbuild';

const cache = new Map<string, string>();

/** Minifies a script that is inlined into every page (once per build, not per page). */
export function minifyInlineScript(source: string): string {
  let result = cache.get(source);
  if (result === undefined) {
    result = transformSync(source, { minify: true, target: 'es2020' }).code.trim();
    cache.set(source, result);
  }
  return result;
}
