import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { close, createIndex, type PagefindIndex } from 'pagefind';
import type { PageRecord, SiteData } from '../load-site.ts';
import { addPageToIndex, indexPagesAsGenerated, takeIndexingInProgress } from './search-as-generated.ts';
import { listIndexablePages, pageHref } from './site-pages.ts';

// The full-text index the search dialog queries, built with Pagefind from the rendered pages
// (titles, headings, text, API operations). Only indexable pages are added: noindex and
// hidden pages never, pages outside the navigation only with `seo.indexHiddenPages`.

/** Parts of the page frame that are not the page's content. */
const EXCLUDED = [
  '.mk-page-footer', '.mk-pagination', '.mk-heading-anchor', '.mk-eyebrow', 'button', 'svg', 'script', 'style', 'select', 'form', '[aria-hidden="true"]',
  // API pages: code samples, the playground and the pills beside section titles.
  '.mk-api-aside', '.mk-pg', '.mk-api-section-pills',
];

export const PAGEFIND_CONFIG = { excludeSelectors: EXCLUDED };

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An API page's method and path: shown beside the result, and searchable ("POST /widgets"). */
export function apiOperationOf(page: PageRecord): { method: string; path: string } | undefined {
  const ref = page.api;
  if (ref?.kind === 'operation') return { method: ref.target.kind === 'webhook' ? 'WEBHOOK' : ref.target.method.toUpperCase(), path: ref.target.kind === 'webhook' ? ref.target.name : ref.target.path };
  if (ref?.kind === 'endpoint') return { method: ref.endpoint.method.toUpperCase(), path: ref.endpoint.url };
  const declared = typeof page.frontmatter.openapi === 'string' ? page.frontmatter.openapi : typeof page.frontmatter.api === 'string' ? page.frontmatter.api : undefined;
  const match = declared && /(?:^|\s)(get|post|put|patch|delete|head|options|trace|webhook)\s+(\S+)/i.exec(declared);
  return match ? { method: match[1]!.toUpperCase(), path: match[2]! } : undefined;
}

/**
 * The HTML Pagefind reads for a page: the article is the searchable body (not sidebars or
 * footers), and API pages carry their operation as metadata and words.
 */
export function prepareForIndex(html: string, page: PageRecord): string {
  return markForIndex(pageDocumentForIndex(html), page);
}

/**
 * The page reduced to what Pagefind reads: its language, title and article, without an API
 * page's examples. Pagefind is sent every page and parses it in its own process; the frame
 * and the code samples, which it skips, were most of a large API page (370 KiB for GitHub's
 * repository operation).
 */
function pageDocumentForIndex(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start === -1 || end < start) return html;
  const open = /^<!DOCTYPE html>\s*(<html\b[^>]*>)/i.exec(html)?.[1] ?? '<html>';
  const title = /<title>[\s\S]*?<\/title>/.exec(html)?.[0] ?? '';
  const article = html.slice(start, end + '</article>'.length).replace(/<aside class="mk-api-aside"[\s\S]*?<\/aside>/, '');
  return `<!DOCTYPE html>${open}<head><meta charset="utf-8">${title}</head><body>${article}</body></html>`;
}

/** The body marked for Pagefind, words kept apart, and an API page's operation as metadata. */
function markForIndex(html: string, page: PageRecord): string {
  const operation = apiOperationOf(page);
  const extra = operation
    ? `<p data-pagefind-meta="method">${escapeHtml(operation.method)}</p><p data-pagefind-meta="endpoint">${escapeHtml(operation.path)}</p>`
    : '';
  // Pagefind joins neighbouring elements' text ("namestringrequired"): separate them.
  const spaced = html.replace(/(<\/(?:span|div|p|li|dt|dd|td|th|code|a|strong|em|h[1-6]|summary|label)>)(?=<)/g, '$1 ');
  // Result titles are a heading's whole text: leave out the pills API sections put in theirs.
  const titled = spaced.replace(/(<h([1-6])\b[^>]*>)([\s\S]*?)(<\/h\2>)/g, (_, open: string, _level: string, inner: string, close: string) => open + inner.replace(/<span class="mk-api-section-pills">[\s\S]*$/, '') + close);
  const marked = titled.replace(/<article\b/, '<article data-pagefind-body');
  const withBody = marked === titled ? titled.replace(/<main\b/, '<main data-pagefind-body') : marked;
  return extra ? withBody.replace(/(<h1\b[^>]*>[\s\S]*?<\/h1>)/, `$1${extra}`) : withBody;
}

function builtFile(outDir: string, page: PageRecord): string {
  const href = pageHref(page);
  return join(outDir, ...href.split('/').filter(Boolean).map(decodeURIComponent), 'index.html');
}

async function addPages(index: PagefindIndex, site: SiteData, htmlOf: (page: PageRecord) => string | undefined): Promise<{ count: number; errors: string[] }> {
  const errors: string[] = [];
  let count = 0;
  for (const page of listIndexablePages(site)) {
    const html = htmlOf(page);
    if (html === undefined) continue;
    const pageErrors = await addPageToIndex(index, page, html, prepareForIndex);
    if (pageErrors.length) errors.push(...pageErrors);
    else count++;
  }
  return { count, errors };
}

/** For astro:build:start: pages go to the search index as Astro generates them. */
export const indexPagesWhileGenerated = (site: SiteData) => indexPagesAsGenerated(site, PAGEFIND_CONFIG, prepareForIndex);

/**
 * Builds the index of a built site into `<outDir>/pagefind/`: the pages handed to it while
 * Astro generated them, and any others from their files.
 */
export async function writeSearchIndex(site: SiteData, outDir: string): Promise<{ count: number; errors: string[] }> {
  const indexing = takeIndexingInProgress();
  const { index, errors } = await (indexing?.index ?? createIndex(PAGEFIND_CONFIG));
  if (!index) return { count: 0, errors: errors.map((e) => `search index: ${e}`) };
  try {
    const early = await Promise.all(indexing?.added ?? []);
    const result = await addPages(index, site, (page) => {
      if (indexing?.hrefs.has(pageHref(page))) return undefined;
      const file = builtFile(outDir, page);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    });
    const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
    return {
      count: result.count + early.filter((pageErrors) => !pageErrors.length).length,
      errors: [...early.flat(), ...result.errors, ...written.errors.map((e) => `search index: ${e}`)],
    };
  } finally {
    await index.deleteIndex();
    // The Pagefind service is a child process: stop it so the build can exit.
    await close();
  }
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
