import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRunnableDevEnvironment, type DevEnvironment, type ResolvedConfig } from 'vite';
import { keepInstalledTransforms, openDevTransformCache } from './dev-transform-cache.ts';
import { importSpecifiers, isRelativeSpecifier } from './module-specifiers.ts';

// `mintaka dev` runs its pages in Vite's module runner, which transforms every module a page
// imports (types stripped, imports rewritten, a source map made) and evaluates it again for
// each server environment: Mintaka's own modules were 170 of the 540 modules the first page
// waited for, and most of them were already loaded by the CLI, which ran the validation with
// them. Node loads those itself (it strips TypeScript types as the CLI's imports need), once for
// the process; Vite keeps the components (.astro), the styles and whatever needs one of its
// virtual modules. Builds bundle everything, as before.
//
// The same goes for Astro's runtime. Vite takes the `astro` package into the runner (Astro
// lists it in `noExternal`), and half of the 340 of its modules the first page loaded reach no
// virtual module: escaping, headers, the manifest's helpers. Node loads those too. Each file
// still has one copy: a module Node loads imports only modules Node loads, and every import of
// it, from Node or from the runner, gets Node's. What of Astro's runtime stays in the runner is
// transformed on the first start and kept for the next (dev-transform-cache.ts).

const CODE_MODULE = /\.(?:ts|mts|js|mjs)$/;
/** Vite's additions to `import.meta`, which Node does not have. */
const VITE_IMPORT_META = /\bimport\.meta\.(?:glob|env|hot)\b/;

function listCodeModules(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listCodeModules(path, found);
    else if (CODE_MODULE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Whether Node can load an import as Vite would: Vite's virtual modules (`virtual:`,
 * `astro:`), queries (`?raw`), root-relative paths, files that are not code (`.astro`, `.css`, `.json`), and
 * packages Vite bundles into the page's graph (`noExternal`, such as Astro's runtime, whose
 * state a second copy would not share) need Vite.
 */
function loadsNatively(specifier: string, bundled: (name: string) => boolean): boolean {
  if (/^(?:virtual|astro):/.test(specifier) || specifier.includes('?')) return false;
  if (specifier.startsWith('node:')) return true;
  // `/x` is the project's root to Vite and the file system's to Node.
  if (specifier.startsWith('/')) return false;
  if (specifier.startsWith('.')) return CODE_MODULE.test(specifier);
  return !bundled(packageName(specifier));
}

/**
 * The code modules under `dir` that Node can load without Vite: none of their imports, nor
 * those of the local modules they import, needs Vite. `bundled`: whether Vite bundles a package
 * rather than leaving it to Node.
 */
export function nativeLoadableModules(dir: string, bundled: (name: string) => boolean): Set<string> {
  const localImports = new Map<string, string[]>();
  const needsVite = new Set<string>();
  for (const file of listCodeModules(dir)) {
    const source = readFileSync(file, 'utf8');
    const local: string[] = [];
    let vite = VITE_IMPORT_META.test(source);
    for (const specifier of importSpecifiers(source)) {
      if (!loadsNatively(specifier, bundled)) vite = true;
      else if (isRelativeSpecifier(specifier)) local.push(resolve(dirname(file), specifier));
    }
    localImports.set(file, local);
    if (vite) needsVite.add(file);
  }
  // Node resolves a native module's imports itself: importing one that needs Vite (or one
  // that is not a code module under `dir`: outside it, or missing) makes a module need Vite too.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [file, local] of localImports) {
      if (needsVite.has(file) || !local.some((target) => needsVite.has(target) || !localImports.has(target))) continue;
      needsVite.add(file);
      changed = true;
    }
  }
  return new Set([...localImports.keys()].filter((file) => !needsVite.has(file)));
}

/** Whether the environment's `resolve.noExternal` bundles a package. */
function bundledBy(config: ResolvedConfig): (name: string) => boolean {
  const { noExternal } = config.resolve;
  return (name) => noExternal === true || (Array.isArray(noExternal) && noExternal.some((entry) => (typeof entry === 'string' ? entry === name || (entry.endsWith('*') && name.startsWith(entry.slice(0, -1))) : entry.test(name))));
}

/** A module's file from its URL in Vite's module graph; undefined for a query or a virtual module. */
function fileOfUrl(url: string): string | undefined {
  if (url.includes('?') || !url.startsWith('/')) return undefined;
  return url.startsWith('/@fs/') ? url.slice('/@fs'.length) : url;
}

const scans = new Map<string, Set<string>>();

/**
 * Vite's `dev.createEnvironment` for a server environment of `mintaka dev` (as Vite's own,
 * runnable) in which the modules under `dirs` that Node can load are loaded by Node: handed
 * to the runner as external modules, and not transformed ahead.
 */
export function nativeModulesDevEnvironment(dirs: URL[]): (name: string, config: ResolvedConfig) => DevEnvironment {
  return (name, config) => {
    // Stack traces still point into the source (pages, components): Vite maps a trace's frames
    // when one is written. Its default turns on Node's own source maps for the whole process:
    // Node then reads the map of every module loaded afterwards that has one (each module the
    // runner evaluates, many packages) and measures its lines, a trace wanted or not: a tenth
    // of the time to the first page (paired runs: 0.90x, 0.94x), some again at every reload.
    const environment = createRunnableDevEnvironment(name, config, { runnerOptions: { sourcemapInterceptor: 'prepareStackTrace' } });
    const bundled = bundledBy(config);
    const noExternal = JSON.stringify(config.resolve.noExternal, (_, value: unknown) => (value instanceof RegExp ? String(value) : value));
    const native = new Set<string>();
    for (const dir of dirs.map((url) => fileURLToPath(url))) {
      const key = `${dir}\0${noExternal}`;
      let found = scans.get(key);
      if (!found) scans.set(key, (found = nativeLoadableModules(dir, bundled)));
      for (const file of found) native.add(file);
    }
    const loadedByNode = (url: string): string | undefined => {
      const file = fileOfUrl(url);
      if (file === undefined) return undefined;
      if (native.has(file)) return file;
      const inRoot = join(config.root, file);
      return native.has(inRoot) ? inRoot : undefined;
    };
    keepInstalledTransforms(environment, openDevTransformCache(name, config));
    const fetchModule = environment.fetchModule.bind(environment);
    environment.fetchModule = (id, importer, options) => {
      const file = loadedByNode(id);
      return file ? Promise.resolve({ externalize: pathToFileURL(file).href, type: 'module' }) : fetchModule(id, importer, options);
    };
    const warmupRequest = environment.warmupRequest.bind(environment);
    environment.warmupRequest = (url) => (loadedByNode(url) ? Promise.resolve() : warmupRequest(url));
    return environment;
  };
}
