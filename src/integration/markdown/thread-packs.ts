import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { writeFileAtomically } from '../background-writes.ts';
import { cacheKey, highlightCacheDir } from './cache-location.ts';

// Highlighted code kept between builds, as one file per site and render thread rather than a
// file per item: a site has thousands of code blocks and API samples, and a file each, looked
// for, written and its folder made, cost the render threads a tenth of their time (GitHub's API
// samples; crewAI's 98 pages spent 0.4 s of one thread's 5 s on block files). Each thread keeps
// what it used in this build; the next build reads every thread's file of the site once.

interface Packs {
  /** Every item of the site's files, by key. */
  loaded: Map<string, string> | undefined;
  /** What this thread used in this build: its file's next content. */
  used: Map<string, string>;
}

export type PackKind = 'samples' | 'blocks';

function packs(kind: PackKind): Packs {
  const store = globalThis as unknown as Record<symbol, Packs | undefined>;
  const key = Symbol.for(`mintaka.thread-packs.${kind}`);
  store[key] ??= { loaded: undefined, used: new Map() };
  return store[key]!;
}

/** This site's folder of files of a kind, one file per render thread. */
function packFolder(kind: PackKind): { dir: string; prefix: string } | undefined {
  const dir = highlightCacheDir();
  if (!dir) return undefined;
  const site = cacheKey([process.env.MINTAKA_DOCS_DIR ?? '']).slice(0, 12);
  return { dir: join(dir, kind), prefix: `${site}-` };
}

function loadPacks(kind: PackKind): Map<string, string> {
  const loaded = new Map<string, string>();
  const folder = packFolder(kind);
  if (!folder) return loaded;
  let names: string[] = [];
  try {
    names = readdirSync(folder.dir).filter((name) => name.startsWith(folder.prefix) && name.endsWith('.json'));
  } catch {
    return loaded;
  }
  for (const name of names) {
    try {
      for (const [key, value] of Object.entries(JSON.parse(readFileSync(join(folder.dir, name), 'utf8')) as Record<string, string>)) loaded.set(key, value);
    } catch {
      // A damaged file only costs highlighting again.
    }
  }
  return loaded;
}

/** An item from an earlier build (or this one), if kept; it is kept for the next build too. */
export function readPacked(kind: PackKind, key: string): string | undefined {
  const state = packs(kind);
  const value = state.used.get(key) ?? (state.loaded ??= loadPacks(kind)).get(key);
  if (value !== undefined) state.used.set(key, value);
  return value;
}

export function keepPacked(kind: PackKind, key: string, value: string): void {
  packs(kind).used.set(key, value);
}

/** Writes this thread's files for the next build (when a build is done). */
export async function writeThreadPacks(): Promise<void> {
  await Promise.all(
    (['samples', 'blocks'] as const).map(async (kind) => {
      const folder = packFolder(kind);
      const { used } = packs(kind);
      if (!folder || !used.size) return;
      await writeFileAtomically(join(folder.dir, `${folder.prefix}${threadId}.json`), JSON.stringify(Object.fromEntries(used))).catch(() => undefined);
    }),
  );
}
