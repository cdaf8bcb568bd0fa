import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest's global setup: every temporary folder of one test run (built sites, docs folders made
 * by tests, databases, browser profiles) goes under one folder, removed when the run ends. Test
 * files each made their own under the system's temp folder and left about a hundred there each
 * run (113 MiB of built sites and docs folders): gigabytes after a few weeks. Workers, and the
 * commands and browsers they start, inherit TMPDIR (Node's os.tmpdir() reads it).
 */
export default function keepTemporaryFoldersInOne(): () => void {
  const previous = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), 'mintaka-tests-'));
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true });
  };
}
