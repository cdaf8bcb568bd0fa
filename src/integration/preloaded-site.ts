import type { LoadSiteResult } from '../site/load-site.ts';

const KEY = Symbol.for('mintaka.preloadedSite');
type Store = Record<symbol, LoadSiteResult | undefined>;

/**
 * The CLI validates the site before Astro starts; the integration (a separate module instance
 * loaded by Vite) reuses that result instead of reading every page again.
 */
export function setPreloadedSite(result: LoadSiteResult): void {
  (globalThis as unknown as Store)[KEY] = result;
}

export function takePreloadedSite(docsDir: string): LoadSiteResult | undefined {
  const store = globalThis as unknown as Store;
  const result = store[KEY];
  // Once: a dev server restarted after a mint.json edit must load the folder again.
  store[KEY] = undefined;
  if (result?.ok && result.site.docsDir === docsDir) return result;
  return undefined;
}
