// Node loads Mintaka's .astro components itself, without Vite (a build that renders its pages
// with Astro's container API: src/cli/build-without-astro.ts). Each component is compiled by
// Astro's compiler as Astro's Vite plugin compiles it for a build, then stripped of its types;
// `?raw` imports are the file's text; `virtual:mintaka/site` is the process's site model.
// Kept between builds as Node's stripped modules are (module-caches.mjs): compiling the frame's
// and the API pages' components took some 0.2 s a build.
// A compiled MDX page or snippet, or a code snippet it imports, is the module src/cli/compiled-mdx.ts
// compiled for it (the modules it compiled, by URL, on globalThis); what such a module imports
// resolves as Vite resolves it in `astro build`: `/snippets/x.mdx` in the docs folder
// (vite-plugin-site.ts), packages (Astro's runtime) from Mintaka's own node_modules, whichever
// folder the docs are in.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// Loaded already by every command (bin/mintaka.mjs): the same module, its hooks registered once.
import { keptTransform, strip } from './module-caches.mjs';

// The compiler's version and Node's (which strips the types): a new one of either compiles afresh.
const require = createRequire(import.meta.url);
const COMPILER = `@astrojs/compiler-rs ${require('@astrojs/compiler-rs/package.json').version} node ${process.version}`;

/** A component as Astro's Vite plugin compiles it for a build, without its types. */
function compile(source, file) {
  // Loaded when a component is not kept.
  const { transform } = require('@astrojs/compiler-rs');
  const result = transform(source, { filename: file, normalizedFilename: file, internalURL: 'astro/compiler-runtime', resultScopedSlot: true, compact: 'jsx', sourcemap: 'external', resolvePath: (specifier) => specifier });
  const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  if (errors.length) throw new Error(`${file}: ${errors.map((error) => error.text).join('; ')}`);
  return strip(result.code);
}

const VIRTUAL = {
  'virtual:mintaka/site': "export default globalThis[Symbol.for('mintaka.live-site')];",
};

/** The compiled modules by URL (compiled-mdx.ts). */
const compiledMdx = () => globalThis[Symbol.for('mintaka.compiled-mdx')];
const isBare = (specifier) => !/^(?:[./]|[a-z][a-z\d+.-]*:)/i.test(specifier);

/** Where an import of a compiled module leads, as Vite resolves it in a build; undefined: Node's own rule. */
function resolveFromMdx(specifier, docsDir) {
  if (specifier.startsWith('/') && !specifier.startsWith(docsDir)) {
    const candidate = join(docsDir, decodeURIComponent(specifier.split('?')[0]));
    if (existsSync(candidate)) return pathToFileURL(candidate).href;
  }
  return undefined;
}

// Astro's alias for its components (create-vite.js), whose module is TypeScript in node_modules,
// which Node does not strip: stripped here.
const ASTRO_COMPONENTS = 'astro:components';
const astroComponentsUrl = () => import.meta.resolve('astro/components');

registerHooks({
  resolve(specifier, context, next) {
    if (specifier in VIRTUAL) return { url: `mintaka-virtual:${specifier}`, shortCircuit: true };
    if (specifier === ASTRO_COMPONENTS) return { url: astroComponentsUrl(), shortCircuit: true };
    if (specifier.endsWith('?raw')) return { url: `${next(specifier.slice(0, -'?raw'.length), context).url}?raw`, shortCircuit: true };
    const modules = compiledMdx();
    if (modules && context.parentURL && modules.code.has(context.parentURL)) {
      if (isBare(specifier)) return next(specifier, { ...context, parentURL: import.meta.url });
      // A module of a set compiled again (`mintaka dev` after a save: ?mintaka-version=N)
      // imports the files compiled with it, not those Node loaded before.
      const version = new URL(context.parentURL).search;
      const withVersion = (url) => (version && modules.code.has(url + version) ? url + version : url);
      const url = resolveFromMdx(specifier, modules.docsDir);
      if (url) return { url: withVersion(url), shortCircuit: true };
      const result = next(specifier, context);
      return { ...result, url: withVersion(result.url) };
    }
    return next(specifier, context);
  },
  load(url, context, next) {
    if (url === astroComponentsUrl()) return { format: 'module', source: strip(readFileSync(fileURLToPath(url), 'utf8')), shortCircuit: true };
    const compiled = compiledMdx()?.code.get(url);
    if (compiled !== undefined) return { format: 'module', source: compiled, shortCircuit: true };
    // A component's <style> (the 404 page's), which Astro's CSS pipeline inlines: the page's
    // builder inlines it (src/cli/build-without-astro.ts).
    if (url.includes('?astro&type=style')) return { format: 'module', source: '', shortCircuit: true };
    if (url.startsWith('mintaka-virtual:')) return { format: 'module', source: VIRTUAL[url.slice('mintaka-virtual:'.length)], shortCircuit: true };
    if (url.endsWith('?raw')) return { format: 'module', source: `export default ${JSON.stringify(readFileSync(fileURLToPath(url.slice(0, -4)), 'utf8'))};`, shortCircuit: true };
    if (url.startsWith('file:') && url.endsWith('.astro')) {
      const file = fileURLToPath(url);
      return { format: 'module', source: keptTransform(url, readFileSync(file, 'utf8'), COMPILER, (source) => compile(source, file)), shortCircuit: true };
    }
    return next(url, context);
  },
});
