import type { SiteConfig } from '../../config/site/types.ts';

/**
 * The site's public URL, without a trailing slash: the CLI's `--site` (Astro's `site`), else
 * the `og:url` meta tag (mint.json `metadata`, docs.json `seo.metatags`), which mint-era sites use to say where they live. Undefined
 * when neither is given: canonical links and the sitemap need it.
 */
export function resolveSiteUrl(config: Pick<SiteConfig, 'seo'>, astroSite?: string | URL): string | undefined {
  const candidates = [astroSite?.toString(), config.seo.metatags['og:url']];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    } catch {
      // Not a URL (a relative og:url): try the next source.
    }
  }
  return undefined;
}

/** The build's warning when there is no site URL (`mintaka check` gives it too), naming the key of the site's config file. */
export function siteUrlMissing(configFile: string): string {
  const key = configFile === 'mint.json' ? 'metadata "og:url" in mint.json' : 'seo.metatags "og:url" in docs.json';
  return `sitemap.xml and canonical links need the site's URL: build with --site https://docs.example.com (or set ${key})`;
}

/** An absolute URL for a root-relative path (`/guides/intro`); the path itself without a site URL. */
export function absoluteUrl(siteUrl: string | undefined, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const rooted = path.startsWith('/') ? path : `/${path}`;
  return siteUrl ? `${siteUrl}${rooted}` : rooted;
}
