// npm's record of the install that holds Mintaka's packages, a fingerprint of it, and the files
// kept for it: the resolutions (resolution-cache.mjs) and module sources (source-pack.mjs) hold
// true for one install. npm rewrites its record (node_modules/.package-lock.json) with every
// install, update and uninstall; without it (another package manager), nothing is kept.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';

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

/**
 * The file of `kind` kept in `folder` for the install with this fingerprint
 * (`<kind>-<fingerprint><extension>`), and how to write it.
 */
export function installFile(folder, kind, fingerprint, extension) {
  const path = join(folder, `${kind}-${fingerprint}${extension}`);
  return {
    path,
    /** Writes it whole (tests run several commands at once) and removes other installs' files of this kind. */
    write(contents) {
      mkdirSync(folder, { recursive: true });
      for (const name of readdirSync(folder)) {
        // Not this install's file, nor another thread's temporary file of it.
        if (name.startsWith(`${kind}-`) && !name.startsWith(`${kind}-${fingerprint}`)) rmSync(join(folder, name), { force: true });
      }
      const temporary = `${path}.${process.pid}-${threadId}`;
      writeFileSync(temporary, contents);
      renameSync(temporary, path);
    },
  };
}
