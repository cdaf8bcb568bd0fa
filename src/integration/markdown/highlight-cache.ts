import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import type { Element } from 'hast';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Where highlighted code blocks are kept between builds. `MINTAKA_HIGHLIGHT_CACHE` moves it
 * (tests use it to start cold); `off` disables the disk cache.
 */
export function highlightCacheDir(): string | undefined {
  const configured = process.env.MINTAKA_HIGHLIGHT_CACHE;
  if (configured === 'off') return undefined;
  return configured || join(projectRoot, 'node_modules/.cache/mintaka/code');
}

export function cacheKey(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 40);
}

const KEY = Symbol.for('mintaka.highlight-cache');

/**
 * One in-memory map per process (Astro loads this module twice: config and Vite), holding each
 * block as JSON: parsing it gives every caller its own copy, and a string costs the garbage
 * collector nothing to trace.
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

/** A highlighted `<pre>` from memory or disk; callers get a copy they may change. */
export function readCachedBlock(key: string): Element | undefined {
  if (!enabled) return undefined;
  let json = memory().get(key);
  if (json === undefined) {
    const dir = highlightCacheDir();
    if (!dir) return undefined;
    try {
      json = readFileSync(join(dir, key.slice(0, 2), `${key}.json`), 'utf8');
    } catch {
      return undefined;
    }
    memory().set(key, json);
  }
  try {
    return JSON.parse(json) as Element;
  } catch {
    // A damaged file: highlight again (and overwrite it).
    memory().delete(key);
    return undefined;
  }
}

interface Writes {
  /** Folders known to exist. */
  folders: Set<string>;
  /** Writes not yet done (flushHighlightCache waits for them). */
  pending: Set<Promise<void>>;
}

const WRITES = Symbol.for('mintaka.highlight-cache-writes');

function writes(): Writes {
  const store = globalThis as unknown as Record<symbol, Writes | undefined>;
  store[WRITES] ??= { folders: new Set(), pending: new Set() };
  return store[WRITES]!;
}

async function writeEntry(file: string, json: string): Promise<void> {
  const folder = dirname(file);
  const { folders } = writes();
  if (!folders.has(folder)) {
    await mkdir(folder, { recursive: true });
    folders.add(folder);
  }
  // Write then rename: concurrent builds (and render threads) may write the same entry, and
  // readers must never see half a file.
  const tmp = `${file}.${process.pid}-${threadId}.tmp`;
  await writeFile(tmp, json);
  await rename(tmp, file);
}

/**
 * Keeps a block (the caller may go on using and changing it): in memory at once, on disk in
 * the background, so that the thread rendering pages does not wait for the file system (it
 * did for a twentieth of a page's time). A failed write (read-only or full disk) only costs
 * speed in the next build.
 */
export function writeCachedBlock(key: string, block: Element): void {
  if (!enabled) return;
  const json = JSON.stringify(block);
  memory().set(key, json);
  const dir = highlightCacheDir();
  if (!dir) return;
  const { pending } = writes();
  const write: Promise<void> = writeEntry(join(dir, key.slice(0, 2), `${key}.json`), json)
    .catch(() => undefined)
    .finally(() => pending.delete(write));
  pending.add(write);
}

/** Waits until the blocks kept so far are on disk (before a render thread is stopped). */
export async function flushHighlightCache(): Promise<void> {
  const { pending } = writes();
  while (pending.size) await Promise.all([...pending]);
}
