import type { AstroPrerenderer } from 'astro';
import { Worker } from 'node:worker_threads';
import type { PageRecord, SiteData } from '../../site/load-site.ts';
import { indexedPage, type IndexedPage } from './search-page.ts';
import type { SearchWorkerMessage, SearchWorkerReply } from './search-worker.ts';
import { listIndexablePages, pageHref } from './site-pages.ts';
import { pageFailures } from '../page-failures.ts';

// Pagefind indexes pages in a process of its own: a core's worth of work that used to start
// only once Astro had written every page, while the build waited for it. Astro's prerenderer
// now hands each indexable page to the search worker (search-worker.ts) as it generates it,
// so indexing runs beside page generation and only writing the index is left for the end.

/** Pages sent to the worker at once: a message to a thread costs the main thread half a millisecond. */
const BATCH = 32;

/** The build's search index, filled by its worker thread. */
export class SearchIndexing {
  readonly #worker = new Worker(new URL('./search-worker.ts', import.meta.url));
  /** Hrefs of the pages handed over. */
  readonly hrefs = new Set<string>();
  /** Pages not sent yet. */
  #batch: { page: IndexedPage; bytes: ArrayBuffer }[] = [];
  /** Why the worker stopped, if it did before it was asked to finish. */
  #failure: Error | undefined;

  constructor() {
    // A build that fails while generating pages must still exit.
    this.#worker.unref();
    this.#worker.on('error', (error) => (this.#failure ??= error));
  }

  add(page: IndexedPage, bytes: ArrayBuffer): void {
    this.hrefs.add(page.href);
    this.#batch.push({ page, bytes });
    if (this.#batch.length >= BATCH) this.#flush();
  }

  #flush(): void {
    if (!this.#batch.length) return;
    const pages = this.#batch;
    this.#batch = [];
    this.#worker.postMessage({ kind: 'add', pages } satisfies SearchWorkerMessage, pages.map((p) => p.bytes));
  }

  /** Adds the given pages from their built files, writes the index into `outputPath`, and ends the worker. */
  finish(files: { page: IndexedPage; path: string }[], outputPath: string): Promise<{ count: number; errors: string[] }> {
    const worker = this.#worker;
    if (this.#failure) return Promise.reject(new Error(`search index: ${this.#failure.message}`));
    this.#flush();
    worker.ref();
    return new Promise<{ count: number; errors: string[] }>((resolve, reject) => {
      worker.once('message', (reply: SearchWorkerReply) => ('failure' in reply ? reject(new Error(`search index: ${reply.failure}`)) : resolve(reply)));
      worker.once('error', (error) => reject(new Error(`search index: ${error.message}`)));
      worker.once('exit', (code) => reject(new Error(`search index: the search worker stopped (exit code ${code})`)));
      worker.postMessage({ kind: 'finish', files, outputPath } satisfies SearchWorkerMessage);
    }).finally(() => void worker.terminate());
  }
}

const KEY = Symbol.for('mintaka.search-indexing');
type Store = Record<symbol, SearchIndexing | undefined>;

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

/**
 * For `setPrerenderer` (astro:build:start): Astro's prerenderer, also handing the HTML of each
 * indexable page it renders to the search worker, started with the first page.
 */
export function indexPagesWhileGenerated(site: SiteData) {
  const pages = new Map<string, PageRecord>(listIndexablePages(site).map((page) => [canonicalPath(pageHref(page)), page]));
  return (prerenderer: AstroPrerenderer): AstroPrerenderer => {
    const render = prerenderer.render;
    const inOrder = new InStartOrder<{ page: PageRecord; bytes: ArrayBuffer }>((entry) => {
      const store = globalThis as unknown as Store;
      const indexing = (store[KEY] ??= new SearchIndexing());
      if (!indexing.hrefs.has(pageHref(entry.page))) indexing.add(indexedPage(site, entry.page), entry.bytes);
    });
    prerenderer.render = async (request, options) => {
      const ticket = inOrder.take();
      let entry: { page: PageRecord; bytes: ArrayBuffer } | undefined;
      try {
        const result = await render(request, options);
        const response = result instanceof Response ? result : result.response;
        const page = pages.get(canonicalPath(new URL(request.url).pathname));
        // A page whose content threw is left out of the site (page-failures.ts), and of its search.
        if (!page || response.status !== 200 || pageFailures().has(page.path)) return result;
        // Bytes, as Astro encoded them: the worker decodes its own copy.
        const bytes = await response.arrayBuffer();
        entry = { page, bytes: bytes.slice(0) };
        const copy = new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
        return result instanceof Response ? copy : { ...result, response: copy };
      } finally {
        inOrder.done(ticket, entry);
      }
    };
    return prerenderer;
  };
}

/**
 * Hands on results in the order their work started, whatever order it finishes in. Astro starts
 * pages in the order of its path list and renders several at once, so they finish in an order
 * that differs from build to build; Pagefind numbers pages as they are added, and its index files
 * are named by their content, so pages added in finishing order gave every build other index
 * files (a deploy uploaded the whole search index again, and caches lost it). Each page waits
 * for the pages started before it: at most as many as Astro renders at once.
 */
export class InStartOrder<T> {
  #next = 0;
  #taken = 0;
  readonly #waiting = new Map<number, T | undefined>();
  readonly #hand: (value: T) => void;

  constructor(hand: (value: T) => void) {
    this.#hand = hand;
  }

  /** A place in the order, taken when the work starts. */
  take(): number {
    return this.#taken++;
  }

  /** The result of the work at `ticket` (undefined: nothing to hand on); hands on what is due. */
  done(ticket: number, value: T | undefined): void {
    this.#waiting.set(ticket, value);
    while (this.#waiting.has(this.#next)) {
      const due = this.#waiting.get(this.#next);
      this.#waiting.delete(this.#next++);
      if (due !== undefined) this.#hand(due);
    }
  }
}

/** The index pages were added to while generated, else a new one (taken once, by the post-build step). */
export function takeSearchIndexing(): SearchIndexing {
  const store = globalThis as unknown as Store;
  const indexing = store[KEY] ?? new SearchIndexing();
  store[KEY] = undefined;
  return indexing;
}
