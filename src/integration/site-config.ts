// The site config of the build this process (or render thread) serves: MINTAKA_DOCS_DIR, set by
// the CLI, read once. For the pipeline's parts that get no site model (Markdown plugins on
// the render threads, the highlighter): the code themes, the icon library.
import { loadSiteConfig } from '../config/load-site-config.ts';
import type { SiteConfig } from '../config/site/types.ts';

let current: SiteConfig | null | undefined;

/** The config of the docs folder being built; undefined outside a build or when it is invalid. */
export function currentSiteConfig(): SiteConfig | undefined {
  if (current === undefined) {
    const docsDir = process.env.MINTAKA_DOCS_DIR;
    const loaded = docsDir ? loadSiteConfig(docsDir) : undefined;
    current = loaded?.ok ? loaded.config : null;
  }
  return current ?? undefined;
}
