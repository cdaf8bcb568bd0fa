import type { Plugin } from 'vite';

const KEY = Symbol.for('mintaka.skipped-pages');

/**
 * Absolute paths of pages left out of a `build --skip-invalid` run (the CLI and Astro's
 * Vite-loaded modules share one process, hence globalThis).
 */
export function skippedPageFiles(): Set<string> {
  const store = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  store[KEY] ??= new Set();
  return store[KEY]!;
}

const STATIC_KEY = Symbol.for('mintaka.static-mdx-pages');

/**
 * Absolute paths of the MDX pages a build renders without compiling them (static pages,
 * core/markdown/mdx-static.ts): they leave the glob collection for the static-MDX one
 * (static-mdx-loader.ts). Empty outside builds.
 */
export function staticMdxPageFiles(): Set<string> {
  const store = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  store[STATIC_KEY] ??= new Set();
  return store[STATIC_KEY]!;
}

/**
 * Astro's content modules import every page, routed or not, so a skipped page would still be
 * compiled and stop the bundle at its syntax error. Its module is replaced by an empty page.
 */
export function vitePluginSkippedPages(): Plugin {
  return {
    name: 'mintaka:skipped-pages',
    enforce: 'pre',
    load: {
      // Pages only: Rolldown calls the hook for no other module.
      filter: { id: /\.mdx?(?:\?|$)/i },
      handler(id) {
        const skipped = skippedPageFiles();
        if (!skipped.size) return null;
        const path = decodeURIComponent(id.split('?')[0]!);
        return skipped.has(path) ? '' : null;
      },
    },
  };
}
