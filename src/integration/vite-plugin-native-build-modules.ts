import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { nativeModulesFor } from './native-modules.ts';

/**
 * Leaves out of a build's prerender bundle the modules of Mintaka and of Astro's runtime that
 * Node can load itself (native-modules.ts): an import of one is kept as an import of its file,
 * which Node loads when Astro generates the pages. Most of Mintaka's were loaded already, by the
 * CLI's validation; the bundle then holds the components, the styles and what needs Vite's
 * virtual modules (some 190 modules where it held 470 on a site without compiled MDX pages).
 * `mintaka dev` does the same in its module runner (dev-native-modules.ts).
 *
 * Runs before Vite's resolver (`enforce: 'pre'`), which would otherwise answer first.
 */
export function vitePluginNativeBuildModules(): Plugin {
  let native = new Set<string>();
  return {
    name: 'mintaka:native-build-modules',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'prerender',
    buildStart() {
      native = nativeModulesFor(this.environment.config);
    },
    resolveId: {
      // Relative imports, and Astro's runtime as compiled components import it.
      filter: { id: /^(?:\.\.?\/|astro(?:\/|$))/ },
      async handler(source, importer) {
        if (!importer || importer.includes('?') || importer.startsWith('\0')) return null;
        const file = source.startsWith('.') ? resolve(dirname(importer), source) : (await this.resolve(source, importer, { skipSelf: true }))?.id;
        if (file === undefined || !native.has(file)) return null;
        return { id: pathToFileURL(file).href, external: true };
      },
    },
  };
}
