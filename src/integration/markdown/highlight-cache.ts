import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** One in-memory map per process: Astro loads this module twice (config and Vite), so globalThis. */
function memory(): Map<string, Element> {
  const store = globalThis as unknown as Record<symbol, Map<string, Element> | undefined>;
  store[KEY] ??= new Map();
  return store[KEY]!;
}

/** A highlighted `<pre>` from memory or disk; callers get a copy they may change. */
export function readCachedBlock(key: string): Element | undefined {
  let block = memory().get(key);
  if (!block) {
    const dir = highlightCacheDir();
    if (!dir) return undefined;
    try {
      block = JSON.parse(readFileSync(join(dir, key.slice(0, 2), `${key}.json`), 'utf8')) as Element;
    } catch {
      return undefined;
    }
    memory().set(key, block);
  }
  return structuredClone(block);
}

export function writeCachedBlock(key: string, block: Element): void {
  memory().set(key, structuredClone(block));
  const dir = highlightCacheDir();
  if (!dir) return;
  const file = join(dir, key.slice(0, 2), `${key}.json`);
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Write then rename: concurrent builds may write the same entry, and readers must never
    // see half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(block));
    renameSync(tmp, file);
  } catch {
    // A read-only or full disk only costs speed: the block is still in memory.
  }
}
