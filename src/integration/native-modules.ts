import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from 'vite';
import { importSpecifiers, isRelativeSpecifier } from './module-specifiers.ts';

// Which of Mintaka's and Astro's modules Node can load itself, without Vite: in `mintaka dev`
// the module runner hands them to Node (dev-native-modules.ts), in a build they stay out of the
// prerender bundle and Node imports them as pages are generated
// (vite-plugin-native-build-modules.ts).

/** Mintaka's modules, and Astro's runtime: the folder of the module the `astro` package exports. */
export const NODE_LOADS = [new URL('../', import.meta.url), new URL('./', import.meta.resolve('astro'))];

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

const scans = new Map<string, Set<string>>();

/** The modules under `dirs` that Node can load for an environment with this `config`, scanned once per process. */
export function nativeModulesFor(config: ResolvedConfig, dirs: URL[] = NODE_LOADS): Set<string> {
  const bundled = bundledBy(config);
  const noExternal = JSON.stringify(config.resolve.noExternal, (_, value: unknown) => (value instanceof RegExp ? String(value) : value));
  const native = new Set<string>();
  for (const dir of dirs.map((url) => fileURLToPath(url))) {
    const key = `${dir}\0${noExternal}`;
    let found = scans.get(key);
    if (!found) scans.set(key, (found = nativeLoadableModules(dir, bundled)));
    for (const file of found) native.add(file);
  }
  return native;
}
