// Where Node found the packages' modules, kept between runs of the command (bin/module-caches.mjs
// registers it). A build's main thread resolves some 5,000 imports and each render worker 1,500;
// for each, Node reads package.json files (exports, type) and checks the file and its real path:
// 0.56 s of a small site's build on the main thread and 0.23 s in a worker, every run, for
// answers that only change when npm installs something.
//
// Kept: imports of packages (bare specifiers) from Mintaka's modules and from packages, and
// every import inside node_modules. Not kept: imports between Mintaka's own modules (a renamed
// module is found afresh), `#` imports (Mintaka's package.json), and imports from any other file
// (a build's bundle, a new file each build).
//
// The answers hold while node_modules is as npm left it: the cache file's name carries npm's
// record of the install, with Node's version (installation.mjs). Another record starts another
// file and removes the old ones; without the record (another package manager), nothing is kept.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { installation, installFile } from './installation.mjs';

/** Resolutions beyond which the file is started again (a build needs some 5,000). */
const RESOLUTION_LIMIT = 50_000;

/**
 * Node's resolve hook with answers kept in `folder`, for the Mintaka installed at `mintakaRoot`;
 * undefined where nothing can be kept.
 */
export function keptResolutions(folder, mintakaRoot) {
  const install = installation(mintakaRoot);
  if (!install) return undefined;
  const { root, fingerprint } = install;
  const file = installFile(folder, 'resolutions', fingerprint, '.json');
  // Kept URLs are written relative to the installation, which keeps the file small.
  const base = pathToFileURL(root).href + '/';
  const own = [`${pathToFileURL(mintakaRoot).href}/src/`, `${pathToFileURL(mintakaRoot).href}/bin/`];
  const short = (url) => (url.startsWith(base) ? url.slice(base.length) : url);
  const full = (url) => (url.includes(':') ? url : base + url);

  /** conditions -> parent -> specifier -> [url, format] */
  const kept = read(file.path);
  const found = [];

  /** Whether Node's answer for this import depends only on what npm installed. */
  const keepable = (specifier, parentURL, url) => {
    if (!parentURL || specifier === '__proto__' || !url.startsWith('file:') || !url.includes('/node_modules/')) return false;
    if (parentURL.includes('/node_modules/')) return true;
    const bare = !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('#') && !specifier.includes(':');
    return bare && own.some((folder) => parentURL.startsWith(folder));
  };

  function resolve(specifier, context, nextResolve) {
    const conditions = context.conditions?.join(',') ?? '';
    const parent = context.parentURL ? short(context.parentURL) : undefined;
    const answer = parent === undefined ? undefined : kept[conditions]?.[parent]?.[specifier];
    if (Array.isArray(answer)) return { url: full(answer[0]), format: answer[1] ?? undefined, shortCircuit: true };
    const result = nextResolve(specifier, context);
    if (parent !== undefined && keepable(specifier, context.parentURL, result.url)) {
      const entry = [conditions, parent, specifier, [short(result.url), result.format ?? null]];
      found.push(entry);
      add(kept, ...entry);
    }
    return result;
  }

  // Written when the thread ends, merged with what other threads and commands wrote meanwhile.
  process.on('exit', () => {
    if (found.length === 0) return;
    try {
      const now = read(file.path);
      for (const [conditions, parent, specifier, answer] of found) add(now, conditions, parent, specifier, answer);
      file.write(JSON.stringify(count(now) > RESOLUTION_LIMIT ? {} : now));
    } catch {
      // Nothing is kept; the next run resolves again.
    }
  });
  return resolve;
}

function read(file) {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8'));
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

function add(kept, conditions, parent, specifier, answer) {
  const parents = (kept[conditions] ??= {});
  (parents[parent] ??= {})[specifier] = answer;
}

function count(kept) {
  let total = 0;
  for (const parents of Object.values(kept)) for (const specifiers of Object.values(parents)) total += Object.keys(specifiers).length;
  return total;
}
