// Caches of the work Node does to load Mintaka's own modules, kept between runs of the command.
// The CLI is some 1,300 modules, 300 of them TypeScript that Node strips of their types on every
// start, in every thread: a fifth of `mintaka check`'s time on a small site, and again in each
// render worker of a build. Loaded first (bin/mintaka.mjs imports it, and gives it to a build's
// process with --import, so that its worker threads load it too), it keeps:
// - each TypeScript module without its types, as Node's own stripping writes it, found again by
//   its path and checked against a hash of its source: an edited module is stripped afresh;
// - V8's compiled code of every module (Node's compile cache), emptied when it grows past what
//   a few versions of Mintaka need (boundedCompileCache);
// - where Node found each package's modules (resolution-cache.mjs);
// - the packages' ES modules' sources, as one file (source-pack.mjs).
// Both live in .mintaka/cache/modules beside the command (MINTAKA_MODULE_CACHE names another
// folder). A folder that cannot be written only means nothing is kept.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { enableCompileCache, registerHooks, stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keptResolutions } from './resolution-cache.mjs';
import { keptSources } from './source-pack.mjs';

const folder = process.env.MINTAKA_MODULE_CACHE || fileURLToPath(new URL('../.mintaka/cache/modules/', import.meta.url));
const strippedFolder = join(folder, 'stripped');

/** Ends a kept module: the hash of the source it was stripped from (a comment, after the code). */
const marker = (hash) => `\n//# mintaka-source=${hash}\n`;

let folderMade = false;

/** Writes a kept module so that no reader ever sees part of it (tests run several commands at once). */
function keep(file, text) {
  try {
    if (!folderMade) mkdirSync(strippedFolder, { recursive: true });
    folderMade = true;
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch {
    // Nothing is kept; the module was loaded all the same.
  }
}

/** Node's stripping of a module's types, without the warning that the API is experimental. */
export function strip(source) {
  const emitWarning = process.emitWarning;
  process.emitWarning = () => {};
  try {
    return stripTypeScriptTypes(source, { mode: 'strip' });
  } finally {
    process.emitWarning = emitWarning;
  }
}

/**
 * `transform(source)` as kept for the module at `url`: the kept code when it was made from this
 * very source with this `version` of the transform, else the transform's, kept for the next run.
 * What the transform throws is thrown (nothing is kept).
 */
export function keptTransform(url, source, version, transform) {
  const hash = createHash('sha1').update(version).update('\0').update(source).digest('hex');
  const file = join(strippedFolder, `${createHash('sha1').update(url).digest('hex')}.js`);
  const end = marker(hash);
  let kept;
  try {
    kept = readFileSync(file, 'utf8');
  } catch {
    kept = undefined;
  }
  if (kept?.endsWith(end)) return kept.slice(0, -end.length);
  const code = transform(source);
  keep(file, code + end);
  return code;
}

/** Node's load of a TypeScript module (not in node_modules, which Node does not strip), from the cache when it is there. */
function load(url, context, nextLoad) {
  const result = nextLoad(url, context);
  if (result.format !== 'module-typescript' || !url.startsWith('file:') || url.includes('/node_modules/')) return result;
  const source = typeof result.source === 'string' ? result.source : Buffer.from(result.source).toString('utf8');
  let code;
  try {
    code = keptTransform(url, source, `node ${process.version}`, strip);
  } catch {
    // Syntax Node cannot strip: its own load says where.
    return result;
  }
  return { format: 'module', source: code, shortCircuit: true };
}

/**
 * Entries of V8's cache beyond which it is emptied. The cache keeps an entry for every module
 * file ever loaded, and each build loads files that exist once: its bundle's chunks, in a folder
 * of that build (some 18 entries, 400 KiB a build). Left alone it grew without end (23,000
 * entries, 315 MiB after a day of builds and test runs). A build of a site needs some 2,000 (15
 * MiB); emptied, the cache is filled again by the next run.
 */
const COMPILE_CACHE_LIMIT = 10_000;

/** The compile cache's folder, emptied first when it holds more than COMPILE_CACHE_LIMIT entries. */
function boundedCompileCache(dir) {
  try {
    let entries = 0;
    // One folder per Node version and V8 flags.
    for (const version of readdirSync(dir)) entries += readdirSync(join(dir, version)).length;
    // Another command reading the folder meanwhile finds an entry or none: Node checks each
    // entry it reads and compiles afresh without one.
    if (entries > COMPILE_CACHE_LIMIT) rmSync(dir, { recursive: true, force: true });
  } catch {
    // No cache yet, or one that cannot be read: Node starts a new one or keeps none.
  }
  return dir;
}

const mintakaRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
registerHooks({ load, resolve: keptResolutions(folder, mintakaRoot) });
registerHooks({ load: keptSources(folder, mintakaRoot) });
enableCompileCache(boundedCompileCache(join(folder, 'v8')));
