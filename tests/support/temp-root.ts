import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';

/** The file, in the run's folder, listing the build caches its builds made (build-fixture.ts), removed at its end. */
export const BUILD_CACHES_LIST = 'mintaka-build-caches.txt';

/** Whether a path (as written or as its real path) lies in the test run's temporary folder. */
export function inRunFolder(path: string): boolean {
  return [tmpdir(), realpathSync(tmpdir())].some((folder) => path.startsWith(folder + sep));
}

/**
 * Vitest's global setup: every temporary folder of one test run (built sites, docs folders made
 * by tests, databases, browser profiles) goes under one folder, removed when the run ends. Test
 * files each made their own under the system's temp folder and left about a hundred there each
 * run (113 MiB of built sites and docs folders): gigabytes after a few weeks. Workers, and the
 * commands and browsers they start, inherit TMPDIR (Node's os.tmpdir() reads it). The build
 * caches of the run's builds, kept under .mintaka/cache for a next build to the same output, go
 * too.
 */
export default function keepTemporaryFoldersInOne(): () => void {
  const previous = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), 'mintaka-tests-'));
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    // The build caches under .mintaka/cache of builds into this run's folders (build-fixture.ts).
    let caches: string[] = [];
    try {
      caches = readFileSync(join(root, BUILD_CACHES_LIST), 'utf8').split('\n').filter(Boolean);
    } catch {
      // No build noted.
    }
    for (const cache of new Set(caches)) rmSync(cache, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  };
}
