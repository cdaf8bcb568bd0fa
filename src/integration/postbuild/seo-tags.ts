import type { PageRecord, SiteData } from '../../site/load-site.ts';
import { isIndexable, pageHref } from './site-pages.ts';
import { absoluteUrl } from './site-url.ts';

/** One `<meta>`: Open Graph keys take `property`, everything else `name`. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface SeoTags {
  canonical?: string;
  meta: MetaTag[];
}

/** Frontmatter keys that are meta tags (mintlify.md 2.4), beside title and description. */
const PAGE_META_KEY = /^(og|twitter|article|fb):|^(robots|keywords|author|googlebot|theme-color)$/;
/** Keys that must stay URLs for link previews to load them. */
const URL_KEYS = new Set(['og:image', 'og:url', 'twitter:image', 'og:video', 'og:audio']);

function attributeFor(key: string): MetaTag['attribute'] {
  return /^(og|article|fb):/.test(key) ? 'property' : 'name';
}

function stringValue(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return undefined;
}

/**
 * The head tags of a page for search engines and link previews: canonical URL, description,
 * Open Graph and Twitter cards, robots. Later sources win: defaults, mint.json `metadata`,
 * then the page's own frontmatter (`og:image: ...`, `robots: ...`).
 */
export function buildSeoTags(site: SiteData, page: PageRecord, siteUrl: string | undefined, title: string): SeoTags {
  const fm = page.frontmatter;
  const canonicalFromPage = stringValue(fm.canonical);
  const canonical = canonicalFromPage ? absoluteUrl(siteUrl, canonicalFromPage) : siteUrl ? absoluteUrl(siteUrl, pageHref(page)) : undefined;
  const tags = new Map<string, string>();
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined) tags.set(key, URL_KEYS.has(key) ? absoluteUrl(siteUrl, value) : value);
  };

  set('og:type', 'website');
  set('og:site_name', site.config.name);
  // The config's meta tags are the site's defaults; what the page says about itself wins.
  for (const [key, value] of Object.entries(site.config.seo.metatags)) set(key, value);
  set('og:title', title);
  set('description', page.description);
  set('og:description', page.description);
  if (canonical) set('og:url', canonical);
  for (const [key, value] of Object.entries(fm)) if (PAGE_META_KEY.test(key)) set(key, stringValue(value));

  const image = tags.get('og:image') ?? tags.get('twitter:image');
  if (!tags.has('twitter:card')) set('twitter:card', image ? 'summary_large_image' : 'summary');
  if (!tags.has('twitter:title')) set('twitter:title', tags.get('og:title'));
  if (!tags.has('twitter:description') && tags.has('og:description')) set('twitter:description', tags.get('og:description'));
  if (image && !tags.has('twitter:image')) set('twitter:image', image);
  if (!isIndexable(site, page)) {
    const robots = tags.get('robots');
    tags.set('robots', !robots ? 'noindex' : /noindex/i.test(robots) ? robots : `noindex, ${robots}`);
  }

  const meta = [...tags].map(([key, content]) => ({ attribute: attributeFor(key), key, content }));
  return { canonical, meta };
}
