import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Astro's ids (astro/dist/content): the map from each page to its module imports
// `astro:content-layer-deferred-module?fileName=<page>&astroContentModuleFlag=true`, which
// Astro resolves to the page file with `?astroPropagatedAssets` (Markdown and MDX pages).
const DEFERRED_MODULE = /^astro:content-layer-deferred-module\?/;
const MODULE_FLAG = 'astroContentModuleFlag';
const PROPAGATED_ASSETS = 'astroPropagatedAssets';

/**
 * Resolves each page's module in `.astro/content-modules.mjs` (one import per page, read by
 * the first page the dev server renders) straight to its file. Astro's own resolution passes
 * every import through four plugins and Vite's resolver, half a second at 1,000 pages and
 * growing with the site; the result is the same id. Anything else is left to Astro.
 */
export function vitePluginPageModules(root: URL): Plugin {
  return {
    name: 'mintaka:page-modules',
    apply: 'serve',
    resolveId: {
      order: 'pre',
      filter: { id: DEFERRED_MODULE },
      handler(id) {
        const params = new URLSearchParams(id.slice(id.indexOf('?') + 1));
        const fileName = params.get('fileName');
        if (!fileName || !params.has(MODULE_FLAG)) return null;
        const file = fileURLToPath(new URL(fileName, root));
        if (!/\.mdx?$/i.test(file)) return null;
        try {
          return `${realpathSync(file)}?${PROPAGATED_ASSETS}`;
        } catch {
          return null;
        }
      },
    },
  };
}
