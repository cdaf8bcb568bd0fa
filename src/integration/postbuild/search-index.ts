import { join } from 'node:path';
import { close, createIndex, type PagefindIndex } from 'pagefind';
import type { PageRecord, SiteData } from '../../site/load-site.ts';
import { takeSearchIndexing } from './search-as-generated.ts';
import { addToIndex, indexedPage, PAGEFIND_CONFIG } from './search-page.ts';
import { listIndexablePages, pageHref } from './site-pages.ts';

// The full-text index the search dialog queries, built with Pagefind from the rendered pages
// (titles, headings, text, API operations). Only indexable pages are added: noindex and
// hidden pages never, pages outside the navigation only with `seo.indexHiddenPages`.

function builtFile(outDir: string, page: PageRecord): string {
  const href = pageHref(page);
  return join(outDir, ...href.split('/').filter(Boolean).map(decodeURIComponent), 'index.html');
}

async function addPages(index: PagefindIndex, site: SiteData, htmlOf: (page: PageRecord) => string | undefined): Promise<void> {
  for (const page of listIndexablePages(site)) {
    const html = htmlOf(page);
    if (html !== undefined) await addToIndex(index, indexedPage(site, page), html);
  }
}

/**
 * Builds the index of a built site into `<outDir>/pagefind/`: the pages handed to it while
 * Astro generated them, and any others from their files.
 */
export async function writeSearchIndex(site: SiteData, outDir: string): Promise<{ count: number; errors: string[] }> {
  const indexing = takeSearchIndexing();
  const files = listIndexablePages(site)
    .filter((page) => !indexing.hrefs.has(pageHref(page)))
    .map((page) => ({ page: indexedPage(site, page), path: builtFile(outDir, page) }));
  return indexing.finish(files, join(outDir, 'pagefind'));
}

/** Builds an index in memory from HTML given per page (the dev server's index). */
export async function buildSearchIndexFiles(site: SiteData, htmlOf: (page: PageRecord) => string | undefined): Promise<Map<string, Uint8Array>> {
  const { index, errors } = await createIndex(PAGEFIND_CONFIG);
  if (!index) throw new Error(errors.join('; '));
  try {
    await addPages(index, site, htmlOf);
    const { files } = await index.getFiles();
    return new Map(files.map((f) => [f.path.replace(/^\/+/, ''), f.content]));
  } finally {
    await index.deleteIndex();
    await close();
  }
}
