// The build's search indexing, on a thread of its own: it reads each page Astro generates
// (sent as bytes, as Astro rendered it), prepares it (search-page.ts) and hands it to the
// Pagefind service, then writes the index. On the main thread this was a tenth of its time
// while it generated pages (decoding, preparing and sending 1,200 API pages: 1.2 s).
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { close, createIndex } from 'pagefind';
import { addToIndex, PAGEFIND_CONFIG, type IndexedPage } from './search-page.ts';

export type SearchWorkerMessage =
  | { kind: 'add'; pages: { page: IndexedPage; bytes: ArrayBuffer }[] }
  | { kind: 'finish'; files: { page: IndexedPage; path: string }[]; outputPath: string };

export type SearchWorkerReply = { count: number; errors: string[] } | { failure: string };

const created = createIndex(PAGEFIND_CONFIG);
/** Per page handed over: the errors Pagefind reported for it. */
const added: Promise<string[]>[] = [];
const decoder = new TextDecoder();

async function add(page: IndexedPage, html: string): Promise<string[]> {
  const { index } = await created;
  if (!index) return [];
  try {
    return await addToIndex(index, page, html);
  } catch (error) {
    return [`${page.file}: search index: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** Adds the pages not sent while generated (from their files), writes the index, stops Pagefind. */
async function finish(files: { page: IndexedPage; path: string }[], outputPath: string): Promise<SearchWorkerReply> {
  const { index, errors } = await created;
  if (!index) return { count: 0, errors: errors.map((e) => `search index: ${e}`) };
  try {
    for (const { page, path } of files) {
      let html: string;
      try {
        html = readFileSync(path, 'utf8');
      } catch {
        continue;
      }
      added.push(add(page, html));
    }
    const results = await Promise.all(added);
    const written = await index.writeFiles({ outputPath });
    return { count: results.filter((pageErrors) => !pageErrors.length).length, errors: [...results.flat(), ...written.errors.map((e) => `search index: ${e}`)] };
  } finally {
    await index.deleteIndex();
    // The Pagefind service is a child process: stop it so the build can exit.
    await close();
  }
}

parentPort!.on('message', (message: SearchWorkerMessage) => {
  if (message.kind === 'add') {
    for (const { page, bytes } of message.pages) added.push(add(page, decoder.decode(bytes)));
    return;
  }
  finish(message.files, message.outputPath).then(
    (reply) => parentPort!.postMessage(reply),
    (error: unknown) => parentPort!.postMessage({ failure: error instanceof Error ? error.message : String(error) } satisfies SearchWorkerReply),
  );
});
