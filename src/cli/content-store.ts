import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeDigest } from '../integration/code-digest.ts';

/** The modules that render pages: the Astro config (with the integration), the route, the render workers. */
const RENDERING_CODE = ['astro.config.mjs', 'src/content.config.ts', 'src/pages/[...slug].astro', 'src/integration/render-pool/render-worker.ts'];
const MARKER = 'mintaka-code';

/**
 * Astro keeps every page it rendered in its content store (in the build's or dev server's cache
 * folder) and renders a page again only when the page changes. After Mintaka itself changed (an
 * upgrade, a fix), the store served pages rendered by the old code: it is emptied when the code
 * that renders pages is not the code that filled it.
 */
export function clearContentStoreOfOtherCode(projectRoot: string, cacheDir: string): void {
  const digest = codeDigest(RENDERING_CODE.map((file) => pathToFileURL(join(projectRoot, file))));
  const marker = join(cacheDir, MARKER);
  let previous: string | undefined;
  try {
    previous = readFileSync(marker, 'utf8');
  } catch {
    // A new cache folder: nothing kept yet, or kept by a Mintaka before this check.
  }
  if (previous === digest) return;
  // The store (data-store.json, or its chunks) of a build and of the dev server (.astro/).
  for (const folder of [cacheDir, join(cacheDir, '.astro')]) {
    let names: string[] = [];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    for (const name of names) if (name.startsWith('data-store')) rmSync(join(folder, name), { recursive: true, force: true });
  }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(marker, digest);
}

/** Whether a build in this cache folder has kept Astro's content store (data-store.json or its chunks). */
export function hasContentStore(cacheDir: string): boolean {
  try {
    return readdirSync(cacheDir).some((name) => name.startsWith('data-store'));
  } catch {
    return false;
  }
}
