// npm's record of the install that holds Mintaka's packages, and a fingerprint of it: what the
// kept resolutions (resolution-cache.mjs) and module sources (source-pack.mjs) hold true for.
// npm rewrites its record (node_modules/.package-lock.json) with every install, update and
// uninstall; without it (another package manager), nothing is kept.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder holding the node_modules npm installed Mintaka's packages in, and a fingerprint of
 * that install with the Node that loads it; undefined without npm's record.
 */
export function installation(mintakaRoot) {
  for (let dir = mintakaRoot; ; dir = dirname(dir)) {
    let record;
    try {
      record = statSync(join(dir, 'node_modules', '.package-lock.json'));
    } catch {
      if (dirname(dir) === dir) return undefined;
      continue;
    }
    const preserveSymlinks = process.execArgv.includes('--preserve-symlinks') || process.env.NODE_PRESERVE_SYMLINKS === '1';
    const fingerprint = createHash('sha1')
      .update(JSON.stringify([process.version, process.arch, dir, record.size, record.mtimeMs, preserveSymlinks]))
      .digest('hex')
      .slice(0, 16);
    return { root: dir, fingerprint };
  }
}
