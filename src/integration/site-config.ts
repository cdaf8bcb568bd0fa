// The site config of the docs folder this process (or render thread) renders, for the parts of
// the pipeline that get no site model (Markdown plugins, the highlighter, icons): the code
// themes, the icon library. Set by what loaded it: the integration (its site, again after each
// config edit in `mintaka dev`), a thread that renders pages (site-config-loader.ts). This
// module loads nothing else: components import it, and loading the config's readers (both
// formats' schemas, some 50 modules) into every page's graph slowed `mintaka dev`'s first page
// and the build's bundle. globalThis: the CLI, Astro's config and its server bundle are separate
// module instances in one process.
import type { SiteConfig } from '../config/site/types.ts';

const KEY = Symbol.for('mintaka.current-site-config');
type Store = Record<symbol, { docsDir: string; config: SiteConfig | undefined } | undefined>;

export function setCurrentSiteConfig(docsDir: string, config: SiteConfig | undefined): void {
  (globalThis as unknown as Store)[KEY] = { docsDir, config };
}

/** Whether the config of this docs folder has been set (it may be undefined: an invalid one). */
export function hasCurrentSiteConfig(docsDir: string): boolean {
  return (globalThis as unknown as Store)[KEY]?.docsDir === docsDir;
}

/** The config of the docs folder being rendered; undefined before it is set or when it is invalid. */
export function currentSiteConfig(): SiteConfig | undefined {
  return (globalThis as unknown as Store)[KEY]?.config;
}
