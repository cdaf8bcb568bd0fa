import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRunnableDevEnvironment, type DevEnvironment, type ResolvedConfig } from 'vite';
import { keepInstalledTransforms, openDevTransformCache } from './dev-transform-cache.ts';
import { nativeModulesFor } from './native-modules.ts';

// `mintaka dev` runs its pages in Vite's module runner, which transforms every module a page
// imports (types stripped, imports rewritten, a source map made) and evaluates it again for
// each server environment: Mintaka's own modules were 170 of the 540 modules the first page
// waited for, and most of them were already loaded by the CLI, which ran the validation with
// them. Node loads those itself (it strips TypeScript types as the CLI's imports need), once for
// the process; Vite keeps the components (.astro), the styles and whatever needs one of its
// virtual modules (native-modules.ts). Builds leave the same modules out of their bundle.
//
// The same goes for Astro's runtime. Vite takes the `astro` package into the runner (Astro
// lists it in `noExternal`), and half of the 340 of its modules the first page loaded reach no
// virtual module: escaping, headers, the manifest's helpers. Node loads those too. Each file
// still has one copy: a module Node loads imports only modules Node loads, and every import of
// it, from Node or from the runner, gets Node's. What of Astro's runtime stays in the runner is
// transformed on the first start and kept for the next (dev-transform-cache.ts).

/** A module's file from its URL in Vite's module graph; undefined for a query or a virtual module. */
function fileOfUrl(url: string): string | undefined {
  if (url.includes('?') || !url.startsWith('/')) return undefined;
  return url.startsWith('/@fs/') ? url.slice('/@fs'.length) : url;
}

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
    const native = nativeModulesFor(config, dirs);
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
