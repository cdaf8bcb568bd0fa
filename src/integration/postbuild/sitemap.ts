import type { PageRecord } from '../../site/load-site.ts';
import { pageHref } from './site-pages.ts';
import { absoluteUrl } from './site-url.ts';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml listing the given pages; the protocol wants absolute URLs, hence `siteUrl`. */
export function renderSitemap(pages: readonly PageRecord[], siteUrl: string): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, pageHref(page)))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * robots.txt: crawling allowed (noindex pages say so in their own head, which crawlers can
 * only read if they may fetch them), and where the sitemap is.
 */
export function renderRobots(siteUrl: string | undefined): string {
  return ['User-agent: *', 'Allow: /', ...(siteUrl ? ['', `Sitemap: ${siteUrl}/sitemap.xml`] : []), ''].join('\n');
}
