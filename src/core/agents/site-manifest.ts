// What a built site says about itself to the server that serves it (`mintaka serve`/`preview`):
// its name and description for the MCP server and its discovery card, its public URL for
// absolute links, and the versions and languages its search can keep to. Written by the build
// beside the proxy's allowlist.

export const SITE_MANIFEST_FILE = '_mintaka/site.json';

export interface SiteManifest {
  version: 1;
  name: string;
  description?: string;
  /** The site's public URL, without a trailing slash, when the build knew it. */
  siteUrl?: string;
  /** Version names the search index can filter by (`version`). */
  versions: string[];
  /** Language codes the search can keep to (`language`): filters, or Pagefind's per-language indexes. */
  languages: string[];
  /** The language searched when none is asked for, where each language has its own index (docs.json). */
  defaultLanguage?: string;
}

/** A manifest from parsed JSON, or undefined when it is not one (a folder not built by Mintaka). */
export function parseSiteManifest(value: unknown): SiteManifest | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const data = value as Record<string, unknown>;
  if (data.version !== 1 || typeof data.name !== 'string') return undefined;
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  return {
    version: 1,
    name: data.name,
    ...(typeof data.description === 'string' ? { description: data.description } : {}),
    ...(typeof data.siteUrl === 'string' ? { siteUrl: data.siteUrl } : {}),
    versions: strings(data.versions),
    languages: strings(data.languages),
    ...(typeof data.defaultLanguage === 'string' ? { defaultLanguage: data.defaultLanguage } : {}),
  };
}
