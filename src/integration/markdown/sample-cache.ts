import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { writeFileAtomically } from '../background-writes.ts';
import { cacheKey, highlightCacheDir } from './highlight-cache.ts';

// Highlighted API samples kept between builds. A large API site has thousands (GitHub's
// description: 9,000 samples and examples), and a file each, written and opened again, cost
// the render threads more than a tenth of their time: each thread keeps the samples it used in
// one file per site, and a build reads them all once.

interface Packs {
  /** Every sample of the site's files, by key, as HTML. */
  loaded: Map<string, string> | undefined;
  /** The samples this thread used in this build: its file's next content. */
  used: Map<string, string>;
}

const KEY = Symbol.for('mintaka.sample-cache');

function packs(): Packs {
  const store = globalThis as unknown as Record<symbol, Packs | undefined>;
  store[KEY] ??= { loaded: undefined, used: new Map() };
  return store[KEY]!;
}

/** This site's folder of sample files, one file per render thread. */
function packFolder(): { dir: string; prefix: string } | undefined {
  const dir = highlightCacheDir();
  if (!dir) return undefined;
  const site = cacheKey([process.env.MINTAKA_DOCS_DIR ?? '']).slice(0, 12);
  return { dir: join(dir, 'samples'), prefix: `${site}-` };
}

function loadPacks(): Map<string, string> {
  const loaded = new Map<string, string>();
  const folder = packFolder();
  if (!folder) return loaded;
  let names: string[] = [];
  try {
    names = readdirSync(folder.dir).filter((name) => name.startsWith(folder.prefix) && name.endsWith('.json'));
  } catch {
    return loaded;
  }
  for (const name of names) {
    try {
      for (const [key, html] of Object.entries(JSON.parse(readFileSync(join(folder.dir, name), 'utf8')) as Record<string, string>)) loaded.set(key, html);
    } catch {
      // A damaged file only costs highlighting again.
    }
  }
  return loaded;
}

/** A sample's HTML from an earlier build (or this one), if kept. */
export function readCachedSample(key: string): string | undefined {
  const state = packs();
  const html = state.used.get(key) ?? (state.loaded ??= loadPacks()).get(key);
  if (html !== undefined) state.used.set(key, html);
  return html;
}

export function keepSample(key: string, html: string): void {
  packs().used.set(key, html);
}

/** Writes this thread's samples for the next build (when a build is done). */
export async function writeSamplePack(): Promise<void> {
  const folder = packFolder();
  const { used } = packs();
  if (!folder || !used.size) return;
  await writeFileAtomically(join(folder.dir, `${folder.prefix}${threadId}.json`), JSON.stringify(Object.fromEntries(used))).catch(() => undefined);
}
