import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { getAstroCommand } from '../astro-command.ts';
import { writeInBackground } from '../background-writes.ts';
import { highlightCacheDir } from './cache-location.ts';
import { keepPacked, readPacked } from './thread-packs.ts';

const KEY = Symbol.for('mintaka.highlight-cache');

/**
 * One in-memory map per process (Astro loads this module twice: config and Vite), holding each
 * block as a string, which costs the garbage collector nothing to trace.
 */
function memory(): Map<string, string> {
  const store = globalThis as unknown as Record<symbol, Map<string, string> | undefined>;
  store[KEY] ??= new Map();
  return store[KEY]!;
}

let enabled = true;

/** Turns the cache off on this thread (a render worker's warm-up highlights its sample every time). */
export function setHighlightCacheEnabled(on: boolean): void {
  enabled = on;
}

/** A block kept on disk by an earlier `mintaka dev` (a file per block). */
function readBlockFile(key: string): string | undefined {
  const dir = highlightCacheDir();
  if (!dir) return undefined;
  try {
    return readFileSync(join(dir, key.slice(0, 2), `${key}.html`), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * A highlighted block (its lines' HTML, highlighter.ts) from memory or disk. A build keeps
 * blocks in one file per render thread (thread-packs.ts); `mintaka dev`, which never ends a
 * build, in a file per block, and reads both.
 */
export function readCachedBlock(key: string): string | undefined {
  if (!enabled) return undefined;
  let html = memory().get(key);
  if (html === undefined) {
    html = getAstroCommand() === 'build' ? readPacked('blocks', key) : (readBlockFile(key) ?? readPacked('blocks', key));
    if (html === undefined) return undefined;
    memory().set(key, html);
  }
  return html;
}

/**
 * Keeps a block: in memory at once; for the next build in this thread's file, written when the
 * build ends; in `mintaka dev`, in a file of its own written in the background
 * (background-writes.ts), so that rendering never waits for the file system.
 */
export function writeCachedBlock(key: string, html: string): void {
  if (!enabled) return;
  memory().set(key, html);
  if (getAstroCommand() === 'build') {
    keepPacked('blocks', key, html);
    return;
  }
  const dir = highlightCacheDir();
  if (!dir) return;
  writeInBackground(join(dir, key.slice(0, 2), `${key}.html`), html);
}

/**
 * Block files beyond which `mintaka dev` empties them when it starts. Each block a dev server
 * highlights stays in a file of its own, and every version of a block a writer saves is a new
 * one: nothing else ever removed them (7,800 files, 55 MiB here after a few days). A site of
 * 1,000 pages with three blocks a page needs 3,000; emptied, the files are written again as
 * pages are opened. A build's files (`blocks/`, `samples/`: one a site and thread) follow the
 * site and are left alone.
 */
export const DEV_BLOCK_FILES_LIMIT = 20_000;

/** The folders of `mintaka dev`'s block files: the first two characters of their keys. */
const BLOCK_FILE_FOLDER = /^[0-9a-f]{2}$/;

/**
 * Empties `mintaka dev`'s block files when there are more than `limit`. Another server reading
 * or writing one meanwhile finds it or not, and highlights again: only time is lost.
 */
export async function boundDevBlockFiles(limit = DEV_BLOCK_FILES_LIMIT): Promise<void> {
  const dir = highlightCacheDir();
  if (!dir) return;
  try {
    const folders = (await readdir(dir)).filter((name) => BLOCK_FILE_FOLDER.test(name)).map((name) => join(dir, name));
    const counts = await Promise.all(folders.map((folder) => readdir(folder).then((names) => names.length, () => 0)));
    if (counts.reduce((sum, count) => sum + count, 0) <= limit) return;
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  } catch {
    // No cache folder yet, or one that cannot be read: nothing to bound.
  }
}
