// Searching a built site from the server that serves it (site-search-worker.ts runs the
// site's own Pagefind on a thread, started with the first search). Results come back as
// Markdown excerpts with the page's and its sections' paths.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { excerptToMarkdown } from '../core/agents/excerpt.ts';

export interface SearchRequest {
  id: number;
  query: string;
  filters: Record<string, string>;
  /** Pagefind's index for this language, when the site has several. */
  indexLanguage?: string;
  limit: number;
}

export interface WorkerHit {
  url: string;
  title: string;
  excerpt: string;
  sections: { url: string; title: string; excerpt: string }[];
}

export type SearchReply = { id: number; ok: true; hits: WorkerHit[] } | { id: number; ok: false; message: string };

export interface SearchHit {
  title: string;
  /** The page's URL path (`/guides/intro`). */
  path: string;
  /** The matching words around each match, in Markdown. */
  excerpt: string;
  /** Headings of the page that match, with their anchors (`/guides/intro#install`). */
  sections: { title: string; path: string; excerpt: string }[];
}

export interface SearchOptions {
  version?: string;
  language?: string;
  limit?: number;
}

export interface SiteSearch {
  /** Whether the site has a search index. */
  readonly available: boolean;
  search(query: string, options?: SearchOptions): Promise<SearchHit[]>;
  close(): Promise<void>;
}

/** Page links without `index.html` and trailing slashes, as the site links pages. */
function cleanPath(url: string): string {
  return url.replace(/\/index\.html(?=$|#)/, '').replace(/\.html(?=$|#)/, '').replace(/(.)\/(?=$|#)/, '$1') || '/';
}

/** Pagefind's languages (one index each), from the entry file the build wrote. */
function indexLanguages(pagefindDir: string): string[] {
  try {
    const entry = JSON.parse(readFileSync(join(pagefindDir, 'pagefind-entry.json'), 'utf8')) as { languages?: Record<string, unknown> };
    return Object.keys(entry.languages ?? {});
  } catch {
    return [];
  }
}

/**
 * `scopes`: the languages an agent may ask for and the default one (the site manifest's). Where
 * Pagefind keeps an index per language (pages' <html lang>: docs.json languages), a language is
 * its index, and a search without one reads the default language's; elsewhere (mint.json
 * versions that are languages, all in one index) a language is a filter.
 */
export function openSiteSearch(siteDir: string, scopes: { languages?: readonly string[]; defaultLanguage?: string } = {}): SiteSearch {
  const languages = scopes.languages ?? [];
  const pagefindDir = join(siteDir, 'pagefind');
  const available = existsSync(join(pagefindDir, 'pagefind.js'));
  const indexes = available ? indexLanguages(pagefindDir) : [];
  const same = (a: string) => (b: string) => a.toLowerCase() === b.toLowerCase();
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (hits: WorkerHit[]) => void; reject: (error: Error) => void }>();

  const start = () => {
    const started = new Worker(new URL('./site-search-worker.ts', import.meta.url), { workerData: { pagefindDir } });
    // An idle server must still exit when asked to.
    started.unref();
    started.on('message', (reply: SearchReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) waiting?.resolve(reply.hits);
      else waiting?.reject(new Error(reply.message));
    });
    const fail = (error: Error) => {
      worker = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`the search thread stopped (exit code ${code})`)));
    return started;
  };

  return {
    available,
    async search(query, options = {}) {
      if (!available) throw new Error('this site has no search index (pagefind/): build it with "mintaka build"');
      worker ??= start();
      const id = nextId++;
      const filters: Record<string, string> = {};
      if (options.version) filters.version = options.version;
      const language = options.language ?? (indexes.length > 1 ? scopes.defaultLanguage : undefined);
      const indexLanguage = language && indexes.length > 1 ? indexes.find(same(language)) : undefined;
      if (options.language && !indexLanguage) filters.language = languages.find(same(options.language)) ?? options.language;
      const request: SearchRequest = { id, query, filters, limit: options.limit ?? 8, ...(indexLanguage ? { indexLanguage } : {}) };
      const hits = await new Promise<WorkerHit[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage(request);
      });
      return hits.map((hit) => ({
        title: hit.title,
        path: cleanPath(hit.url),
        excerpt: excerptToMarkdown(hit.excerpt),
        sections: hit.sections.map((section) => ({ title: section.title, path: cleanPath(section.url), excerpt: excerptToMarkdown(section.excerpt) })),
      }));
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
