import { searchScopesOf } from '../../core/agents/search-scopes.ts';
import { SITE_MANIFEST_FILE, type SiteManifest } from '../../core/agents/site-manifest.ts';
import type { SiteData } from '../../site/load-site.ts';
import { writeAtUrl } from './write-at-url.ts';
import { siteDescription } from './llms.ts';

/** _mintaka/site.json: the site's name, description, URL, versions and languages, for `mintaka serve`. */
export function writeSiteManifest(site: SiteData, outDir: string, siteUrl: string | undefined): void {
  const manifest: SiteManifest = {
    version: 1,
    name: site.config.name,
    description: siteDescription(site),
    ...(siteUrl ? { siteUrl } : {}),
    ...searchScopesOf(site.navigation),
  };
  writeAtUrl(outDir, `/${SITE_MANIFEST_FILE}`, `${JSON.stringify(manifest, null, 2)}\n`);
}
