import { DEFAULT_SNIPPET_LANGUAGES } from '../../core/snippets/targets.ts';
import type { SiteData } from '../../site/load-site.ts';

/**
 * What a render worker is told once the pages it renders ahead are sent: the site has API pages,
 * whose request samples will be written in these languages (`api.examples.languages`; none for a
 * site with schema pages only) and whose examples are JSON. The worker highlights samples like
 * them while Astro bundles (warm-samples.ts).
 */
export interface SamplesAheadMessage {
  kind: 'samples-ahead';
  languages: string[];
}

/** The message for this site, or undefined when it has no API pages. */
export function samplesAheadMessage(site: Pick<SiteData, 'config' | 'pages'>): SamplesAheadMessage | undefined {
  let requests = false;
  let schemas = false;
  for (const page of Object.values(site.pages)) {
    if (page.api?.kind === 'operation' || page.api?.kind === 'endpoint') requests = true;
    else if (page.api?.kind === 'schema') schemas = true;
  }
  if (!requests && !schemas) return undefined;
  return { kind: 'samples-ahead', languages: requests ? [...(site.config.api.examples.languages ?? DEFAULT_SNIPPET_LANGUAGES)] : [] };
}
