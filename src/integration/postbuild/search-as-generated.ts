import type { AstroPrerenderer } from 'astro';
import { createIndex, type PagefindIndex } from 'pagefind';
import type { PageRecord, SiteData } from '../load-site.ts';
import { listIndexablePages, pageHref } from './site-pages.ts';

// Pagefind indexes pages in a process of its own: a core's worth of work that used to start
// only once Astro had written every page, while the build waited for it. Astro's prerenderer
// now hands each indexable page to Pagefind as it generates it, so indexing runs beside page
// generation and only writing the index is left for the end (search-index.ts).

type PagefindConfig = Parameters<typeof createIndex>[0];

export interface IndexingInProgress {
  index: ReturnType<typeof createIndex>;
  /** Per page handed over: the errors Pagefind reported for it. */
  added: Promise<string[]>[];
  /** Hrefs of the pages handed over. */
  hrefs: Set<string>;
}

const KEY = Symbol.for('mintaka.search-indexing');
type Store = Record<symbol, IndexingInProgress | undefined>;

/** `/a%20b/` and `/a b` are the same page. */
function canonicalPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '') || '/';
  return trimmed
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** Adds one page's HTML to an index: the errors Pagefind reports, named by the page's file. */
export async function addPageToIndex(index: PagefindIndex, page: PageRecord, html: string, prepare: (html: string, page: PageRecord) => string): Promise<string[]> {
  const added = await index.addHTMLFile({ url: pageHref(page), content: prepare(html, page) });
  return added.errors.map((error) => `${page.file}: search index: ${error}`);
}

/**
 * For `setPrerenderer` (astro:build:start): Astro's prerenderer, also handing the HTML of each
 * indexable page it renders to a Pagefind index that starts with the first page.
 */
export function indexPagesAsGenerated(site: SiteData, config: PagefindConfig, prepare: (html: string, page: PageRecord) => string) {
  const pages = new Map(listIndexablePages(site).map((page) => [canonicalPath(pageHref(page)), page]));
  return (prerenderer: AstroPrerenderer): AstroPrerenderer => {
    const render = prerenderer.render;
    prerenderer.render = async (request, options) => {
      const result = await render(request, options);
      const response = result instanceof Response ? result : result.response;
      const page = pages.get(canonicalPath(new URL(request.url).pathname));
      if (!page || response.status !== 200) return result;
      const html = await response.text();
      const store = globalThis as unknown as Store;
      const indexing = (store[KEY] ??= { index: createIndex(config), added: [], hrefs: new Set() });
      if (!indexing.hrefs.has(pageHref(page))) {
        indexing.hrefs.add(pageHref(page));
        indexing.added.push(indexing.index.then(({ index }) => (index ? addPageToIndex(index, page, html, prepare) : [])));
      }
      const copy = new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
      return result instanceof Response ? copy : { ...result, response: copy };
    };
    return prerenderer;
  };
}

/** The index pages were added to while generated, if any (taken once, by the post-build step). */
export function takeIndexingInProgress(): IndexingInProgress | undefined {
  const store = globalThis as unknown as Store;
  const indexing = store[KEY];
  store[KEY] = undefined;
  return indexing;
}
