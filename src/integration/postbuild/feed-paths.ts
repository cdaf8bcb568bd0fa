import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PageRecord, SiteData } from '../../site/load-site.ts';
import { pageHref } from './site-pages.ts';

// Which pages have an RSS feed, kept apart from rss.ts so that page rendering (Seo.astro) does
// not load the Markdown toolchain.

const hasUpdatesCache = new Map<string, boolean>();

/** The page's own MDX file (generated API pages have none). */
export function sourceFile(site: Pick<SiteData, 'docsDir'>, page: PageRecord): string | undefined {
  if (!/\.mdx$/i.test(page.file) || page.file.replace(/\.mdx$/i, '') !== page.path) return undefined;
  const file = join(site.docsDir, page.file);
  return existsSync(file) ? file : undefined;
}

/** Whether a page has `<Update>` entries (a quick look at its source; cached per file). */
export function hasUpdateEntries(site: Pick<SiteData, 'docsDir'>, page: PageRecord): boolean {
  const file = sourceFile(site, page);
  if (!file) return false;
  // Keyed by modification time: in dev, a page may gain its first update.
  const key = `${file}\0${statSync(file).mtimeMs}`;
  let found = hasUpdatesCache.get(key);
  if (found === undefined) {
    found = /<Update[\s>]/.test(readFileSync(file, 'utf8'));
    hasUpdatesCache.set(key, found);
  }
  return found;
}

/** Where a page's feed is served: `/changelog/rss.xml`, `/rss.xml` for the index page. */
export function feedHref(page: PageRecord): string {
  return `${pageHref(page).replace(/\/$/, '')}/rss.xml`;
}

