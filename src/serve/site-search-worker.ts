// The site's own search, run on a thread of its own for the MCP server's `search` tool: the
// built site's pagefind/pagefind.js, the module the search dialog loads, on the index readers
// search, so agents find what readers find. That module fetches its files from its base path:
// on this thread (and only here) `fetch` reads them from the folder. Pagefind keeps one index
// per page language; a search in a language opens that index.
import { readFile } from 'node:fs/promises';
import { sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchRequest, SearchReply, WorkerHit } from './site-search.ts';

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string | undefined>; sub_results?: { title: string; url: string; excerpt: string }[] }>;
}

interface PagefindInstance {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] }>;
}

const { pagefindDir } = workerData as { pagefindDir: string };
const base = pathToFileURL(pagefindDir).href.replace(/\/?$/, '/');

globalThis.fetch = (async (input: string | URL | Request) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  const file = url.protocol === 'file:' ? fileURLToPath(url) : '';
  if (!file.startsWith(pagefindDir + sep)) return new Response(null, { status: 404 });
  try {
    return new Response(await readFile(file));
  } catch {
    return new Response(null, { status: 404 });
  }
}) as typeof fetch;

const pagefind = (await import(`${base}pagefind.js`)) as { createInstance(options: Record<string, unknown>): PagefindInstance };
const instances = new Map<string, Promise<PagefindInstance>>();

/** An instance reading the index of `language` (Pagefind takes it from the page's <html lang>). */
function instanceFor(language: string): Promise<PagefindInstance> {
  let instance = instances.get(language);
  if (!instance) {
    const scope = globalThis as { document?: unknown };
    scope.document = { querySelector: () => ({ getAttribute: () => language }) };
    const created = pagefind.createInstance({ basePath: base });
    delete scope.document;
    instance = created.options({ baseUrl: '/', excerptLength: 40 }).then(() => created.init()).then(() => created);
    instances.set(language, instance);
  }
  return instance;
}

async function search(request: SearchRequest): Promise<WorkerHit[]> {
  const engine = await instanceFor(request.indexLanguage ?? 'unknown');
  const found = await engine.search(request.query, Object.keys(request.filters).length ? { filters: request.filters } : {});
  const pages = await Promise.all(found.results.slice(0, request.limit).map((result) => result.data()));
  return pages.map((page) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    excerpt: page.excerpt,
    sections: (page.sub_results ?? []).filter((sub) => sub.url.includes('#')).map((sub) => ({ url: sub.url, title: sub.title, excerpt: sub.excerpt })),
  }));
}

parentPort!.on('message', (request: SearchRequest) => {
  search(request).then(
    (hits) => parentPort!.postMessage({ id: request.id, ok: true, hits } satisfies SearchReply),
    (error: unknown) => parentPort!.postMessage({ id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies SearchReply),
  );
});
