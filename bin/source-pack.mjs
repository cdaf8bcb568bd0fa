// The sources of the packages' ES modules, kept as one file between runs of the command
// (bin/module-caches.mjs registers it). A build loads some 2,500 module files from node_modules,
// each opened, read and closed on its own: 0.1 s of the main thread when the system has them in
// memory, and 0.5 s or more when it has not (this machine keeps some hundreds of MiB of files
// cached; a build that follows other work finds its modules on disk again). One file of their
// sources reads in a few milliseconds either way.
//
// Kept: ES modules (format 'module') in the node_modules of npm's install, loaded without import
// attributes. Not kept: CommonJS (Node's own loader reads it), JSON, and every file outside
// node_modules (Mintaka's own modules are edited; a build's bundle is new each build).
//
// The sources hold while node_modules is as npm left it: the pack's name carries npm's record of
// the install (installation.mjs), as the kept resolutions do; another install starts another pack
// and removes the old ones. A file edited in node_modules by hand is read afresh only once npm
// has installed something, or the pack is removed (.mintaka/cache/modules).
//
// The file: a 4-byte length, then the index as JSON ([url relative to the install, offset,
// length]...), then the sources one after another.
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { installation, installFile } from './installation.mjs';

/** Bytes of sources beyond which the pack is started again (a build and a dev server need some 12 MiB). */
const PACK_LIMIT = 64 * 1024 * 1024;

/**
 * Node's load hook answering from the pack kept in `folder` for the Mintaka installed at
 * `mintakaRoot`, noting what Node loads without it; undefined where nothing can be kept.
 */
export function keptSources(folder, mintakaRoot) {
  const install = installation(mintakaRoot);
  if (!install) return undefined;
  const { root, fingerprint } = install;
  const file = installFile(folder, 'sources', fingerprint, '.pack');
  // Node loads a module by its real path: node_modules may be a link to another folder.
  let base;
  try {
    base = `${pathToFileURL(realpathSync(join(root, 'node_modules'))).href}/`;
  } catch {
    return undefined;
  }
  const pack = read(file.path);
  /** url (relative to base) -> source bytes, loaded in this thread and not in the pack */
  const found = new Map();

  const keepable = (url, context) =>
    url.startsWith(base) && !url.includes('?') && !url.includes('#') && Object.keys(context.importAttributes ?? {}).length === 0;

  function load(url, context, nextLoad) {
    if (!keepable(url, context)) return nextLoad(url, context);
    const short = url.slice(base.length);
    const source = pack.get(short);
    if (source) return { format: 'module', source, shortCircuit: true };
    const result = nextLoad(url, context);
    if (result.format === 'module' && result.source != null) found.set(short, bytes(result.source));
    return result;
  }

  // Written when the thread ends, merged with what other threads and commands wrote meanwhile.
  process.on('exit', () => {
    if (found.size === 0) return;
    try {
      const now = read(file.path);
      let total = 0;
      for (const source of now.values()) total += source.byteLength;
      for (const [url, source] of found) {
        if (now.has(url)) continue;
        now.set(url, source);
        total += source.byteLength;
      }
      file.write(write(total > PACK_LIMIT ? found : now));
    } catch {
      // Nothing is kept; the next run reads the files again.
    }
  });
  return load;
}

/** A module's source as bytes, without a copy where it is bytes already (Node's own load reads them; a hook before this one may give text). */
function bytes(source) {
  if (typeof source === 'string' || source instanceof ArrayBuffer) return Buffer.from(source);
  return Buffer.from(source.buffer, source.byteOffset, source.byteLength);
}

/** The pack's sources by url, each a view of the one buffer read; empty when there is no pack or it cannot be read. */
function read(file) {
  const sources = new Map();
  try {
    const bytes = readFileSync(file);
    const indexLength = bytes.readUInt32LE(0);
    const index = JSON.parse(bytes.toString('utf8', 4, 4 + indexLength));
    const start = 4 + indexLength;
    for (const [url, offset, length] of index) {
      if (start + offset + length > bytes.byteLength) return new Map();
      sources.set(url, bytes.subarray(start + offset, start + offset + length));
    }
  } catch {
    return new Map();
  }
  return sources;
}

/** The pack's bytes for these sources. */
function write(sources) {
  const index = [];
  let offset = 0;
  for (const [url, source] of sources) {
    index.push([url, offset, source.byteLength]);
    offset += source.byteLength;
  }
  const head = Buffer.from(JSON.stringify(index));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.byteLength);
  return Buffer.concat([length, head, ...sources.values()]);
}
