// Node loads Mintaka's .astro components itself, without Vite (a build that renders its pages
// with Astro's container API: src/cli/build-without-astro.ts). Each component is compiled by
// Astro's compiler as Astro's Vite plugin compiles it for a build, then stripped of its types;
// `?raw` imports are the file's text; `virtual:mintaka/site` is the process's site model.
// Compiled at each build (some 0.1 s for the frame's components): not kept yet.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transform } from '@astrojs/compiler-rs';
// Loaded already by every command (bin/mintaka.mjs): the same module, its hooks registered once.
import { strip } from './module-caches.mjs';

const VIRTUAL = {
  'virtual:mintaka/site': "export default globalThis[Symbol.for('mintaka.live-site')];",
};

registerHooks({
  resolve(specifier, context, next) {
    if (specifier in VIRTUAL) return { url: `mintaka-virtual:${specifier}`, shortCircuit: true };
    if (specifier.endsWith('?raw')) return { url: `${next(specifier.slice(0, -'?raw'.length), context).url}?raw`, shortCircuit: true };
    return next(specifier, context);
  },
  load(url, context, next) {
    // A component's <style> (the 404 page's), which Astro's CSS pipeline inlines: the page's
    // builder inlines it (src/cli/build-without-astro.ts).
    if (url.includes('?astro&type=style')) return { format: 'module', source: '', shortCircuit: true };
    if (url.startsWith('mintaka-virtual:')) return { format: 'module', source: VIRTUAL[url.slice('mintaka-virtual:'.length)], shortCircuit: true };
    if (url.endsWith('?raw')) return { format: 'module', source: `export default ${JSON.stringify(readFileSync(fileURLToPath(url.slice(0, -4)), 'utf8'))};`, shortCircuit: true };
    if (url.startsWith('file:') && url.endsWith('.astro')) {
      const file = fileURLToPath(url);
      const result = transform(readFileSync(file, 'utf8'), { filename: file, normalizedFilename: file, internalURL: 'astro/compiler-runtime', resultScopedSlot: true, compact: 'jsx', sourcemap: 'external', resolvePath: (specifier) => specifier });
      const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
      if (errors.length) throw new Error(`${file}: ${errors.map((error) => error.text).join('; ')}`);
      return { format: 'module', source: strip(result.code), shortCircuit: true };
    }
    return next(url, context);
  },
});
