import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element } from 'hast';
import { writeInBackground } from '../background-writes.ts';

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

/**
 * Keeps a block (the caller may go on using and changing it): in memory at once, on disk in
 * the background (background-writes.ts), so that the thread rendering pages does not wait for
 * the file system (it did for a twentieth of a page's time).
 */
export function writeCachedBlock(key: string, block: Element): void {
  if (!enabled) return;
  const json = JSON.stringify(block);
  memory().set(key, json);
  const dir = highlightCacheDir();
  if (!dir) return;
  writeInBackground(join(dir, key.slice(0, 2), `${key}.json`), json);
}
