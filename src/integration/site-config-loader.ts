import { loadSiteConfig } from '../config/load-site-config.ts';
import { hasCurrentSiteConfig, setCurrentSiteConfig } from './site-config.ts';

/** Reads the docs folder's config for this thread's renders, unless it is known already (site-config.ts). */
export function loadCurrentSiteConfig(docsDir: string): void {
  if (hasCurrentSiteConfig(docsDir)) return;
  const loaded = loadSiteConfig(docsDir);
  setCurrentSiteConfig(docsDir, loaded.ok ? loaded.config : undefined);
}
