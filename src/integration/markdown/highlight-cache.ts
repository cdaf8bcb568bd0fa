import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'hast';
import { getAstroCommand } from '../astro-command.ts';
import { writeInBackground } from '../background-writes.ts';
import { highlightCacheDir } from './cache-location.ts';
import { keepPacked, readPacked } from './thread-packs.ts';

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

/** A block kept on disk by an earlier `mintaka dev` (a file per block). */
function readBlockFile(key: string): string | undefined {
  const dir = highlightCacheDir();
  if (!dir) return undefined;
  try {
    return readFileSync(join(dir, key.slice(0, 2), `${key}.json`), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * A highlighted `<pre>` from memory or disk; callers get a copy they may change. A build keeps
 * blocks in one file per render thread (thread-packs.ts); `mintaka dev`, which never ends a
 * build, in a file per block, and reads both.
 */
export function readCachedBlock(key: string): Element | undefined {
  if (!enabled) return undefined;
  let json = memory().get(key);
  if (json === undefined) {
    json = getAstroCommand() === 'build' ? readPacked('blocks', key) : (readBlockFile(key) ?? readPacked('blocks', key));
    if (json === undefined) return undefined;
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
 * Keeps a block (the caller may go on using and changing it): in memory at once; for the next
 * build in this thread's file, written when the build ends; in `mintaka dev`, in a file of its
 * own written in the background (background-writes.ts), so that rendering never waits for the
 * file system.
 */
export function writeCachedBlock(key: string, block: Element): void {
  if (!enabled) return;
  const json = JSON.stringify(block);
  memory().set(key, json);
  if (getAstroCommand() === 'build') {
    keepPacked('blocks', key, json);
    return;
  }
  const dir = highlightCacheDir();
  if (!dir) return;
  writeInBackground(join(dir, key.slice(0, 2), `${key}.json`), json);
}
