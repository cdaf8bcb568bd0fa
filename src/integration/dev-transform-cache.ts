import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import type { DevEnvironment, ResolvedConfig, TransformResult } from 'vite';
import { cacheKey } from './markdown/cache-location.ts';

// `mintaka dev` runs Astro's runtime in Vite's module runner: some 140 of its modules reach one
// of Vite's virtual modules, so Node cannot load them (dev-native-modules.ts), and Vite
// transformed each on every start before the first page (0.3 to 0.4 s of it): the same files,
// the same result. Installed packages' modules are now kept as the runner received them, in the
// dev server's cache folder, and given again while the file is unchanged and nothing their
// transform depends on has changed (saltFor). Mintaka's own components and the docs folder's
// pages are transformed as before.

interface KeptModule {
  /** The file's size and modification time when it was transformed. */
  stamp: string;
  /** The code the runner was given, its source map included. */
  code: string;
  /** The URLs of the modules it imports, as Vite's module graph had them. */
  imports: string[];
}

interface CacheFile {
  salt: string;
  modules: Record<string, KeptModule>;
}

/** The end of a kept file's name (`ssr-dev-transforms.json`: one per server environment). */
const KEPT_TRANSFORMS_FILE = 'dev-transforms.json';
/** Written once the server has been quiet this long after the last new module. */
const SAVE_DELAY_MS = 300;

const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

/**
 * What the transform of an installed module depends on besides the file: Vite's and Astro's
 * versions, the values Vite writes for `import.meta.env` and `define`, and the environment's
 * `noExternal` (which packages the runner loads).
 */
function saltFor(name: string, config: ResolvedConfig): string {
  const json = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (v instanceof RegExp ? String(v) : v));
  return cacheKey([name, versionOf('vite'), versionOf('astro'), process.version, installStamp(), json(config.env), json(config.define ?? {}), json(config.resolve.noExternal)]);
}

/** Files package managers rewrite in node_modules on every install: npm's, pnpm's, Yarn's. */
const INSTALL_RECORDS = ['.package-lock.json', '.modules.yaml', '.yarn-state.yml', '.yarn-integrity'];

/**
 * When the installed packages last changed, from the install records in the node_modules folder
 * Astro is installed in (the outermost: pnpm's store is inside it). A kept module names the
 * files its imports resolved to, which another version of a package it imports may have moved.
 */
function installStamp(): string {
  const astro = require.resolve('astro/package.json');
  const folder = astro.slice(0, astro.indexOf(`${sep}node_modules${sep}`) + `${sep}node_modules`.length);
  return INSTALL_RECORDS.map((name) => `${name}:${stampOf(join(folder, name)) ?? '-'}`).join(' ');
}

/**
 * The file of a module URL of Vite's (`/@fs/` and a path outside the root, else a path in the
 * root) if it belongs to an installed package (no query, no virtual module).
 */
function installedFile(url: string, root: string): string | undefined {
  if (url.includes('?') || !url.includes('/node_modules/')) return undefined;
  if (url.startsWith('/@fs/')) return url.slice('/@fs'.length);
  return url.startsWith('/') ? join(root, url) : undefined;
}

function stampOf(file: string): string | undefined {
  try {
    const stats = statSync(file);
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return undefined;
  }
}

export interface DevTransformCache {
  /** Whether `url` is a module of an installed package, which this cache keeps. */
  keeps(url: string): boolean;
  /** The kept code of the module at `url` and what it imports, if it is an installed package's and unchanged. */
  get(url: string): { code: string; imports: string[] } | undefined;
  /** Keeps the code the runner was given for an installed package's module, with what it imports. */
  keep(url: string, code: string, imports: string[]): void;
  /** Writes what was kept since the last write, now. */
  flush(): void;
}

/** The transform cache of one server environment (`name`), kept in Vite's cache folder. */
export function openDevTransformCache(name: string, config: ResolvedConfig): DevTransformCache {
  const path = join(config.cacheDir, `${name}-${KEPT_TRANSFORMS_FILE}`);
  const salt = saltFor(name, config);
  let modules: Record<string, KeptModule> = {};
  try {
    const kept = JSON.parse(readFileSync(path, 'utf8')) as CacheFile;
    if (kept.salt === salt) modules = kept.modules;
  } catch {
    // Nothing kept yet, or unreadable: transformed as usual.
  }
  let timer: NodeJS.Timeout | undefined;
  const save = () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = undefined;
    try {
      mkdirSync(config.cacheDir, { recursive: true });
      const temporary = `${path}.${process.pid}`;
      writeFileSync(temporary, JSON.stringify({ salt, modules } satisfies CacheFile));
      renameSync(temporary, path);
    } catch {
      // A folder that cannot be written only means nothing is kept.
    }
  };
  const get = (url: string) => {
    const file = installedFile(url, config.root);
    const kept = file && modules[url];
    if (!kept) return undefined;
    if (kept.stamp === stampOf(file)) return kept;
    delete modules[url];
    return undefined;
  };
  return {
    keeps: (url) => installedFile(url, config.root) !== undefined,
    get,
    keep(url, code, imports) {
      const file = installedFile(url, config.root);
      const stamp = file && stampOf(file);
      if (!stamp) return;
      modules[url] = { stamp, code, imports };
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS).unref();
    },
    flush: save,
  };
}

/**
 * Serves an environment's transforms of installed packages' modules from `cache`, and keeps
 * the ones Vite makes, as the runner receives them (source map included). A kept module enters
 * Vite's module graph as its transform would have put it there (its imports, its result), so
 * that Vite invalidates it as before: when a module it imports changes (Astro's routes and
 * content store are virtual modules), the runner is given it again and evaluates it afresh.
 */
export function keepInstalledTransforms(environment: DevEnvironment, cache: DevTransformCache): void {
  const graph = environment.moduleGraph;
  const transformRequest = environment.transformRequest.bind(environment);
  environment.transformRequest = async (url) => {
    const kept = cache.get(url);
    if (!kept) return transformRequest(url);
    const node = await graph.ensureEntryFromUrl(url);
    if (node.transformResult) return node.transformResult;
    await graph.updateModuleInfo(node, new Set(kept.imports), null, new Set(), null, false);
    // Without a map: the code has its source map already, which fetchModule then leaves alone.
    const result: TransformResult = { code: kept.code, map: null, deps: [], dynamicDeps: [] };
    graph.updateModuleTransformResult(node, result);
    return result;
  };
  // Vite transforms a module's imports ahead of the runner's requests (preTransformRequests).
  const warmupRequest = environment.warmupRequest.bind(environment);
  environment.warmupRequest = (url) => (cache.keeps(url) ? environment.transformRequest(url).then(() => {}, () => {}) : warmupRequest(url));
  const fetchModule = environment.fetchModule.bind(environment);
  environment.fetchModule = async (id, importer, options) => {
    const result = await fetchModule(id, importer, options);
    if ('code' in result && cache.keeps(id) && !cache.get(id)) {
      const node = await graph.getModuleByUrl(id);
      if (node) cache.keep(id, result.code, [...node.importedModules].map((imported) => imported.url));
    }
    return result;
  };
  const close = environment.close.bind(environment);
  environment.close = () => {
    cache.flush();
    return close();
  };
}
