import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Astro's ids (astro/dist/content): the map from each page to its module
// (`.astro/content-modules.mjs`, Astro's `astro:content-module-imports`) imports
// `astro:content-layer-deferred-module?fileName=<page>&astroContentModuleFlag=true`, which
// Astro resolves to the page file with `?astroPropagatedAssets` (Markdown and MDX pages).
const DEFERRED_IMPORT = /import\(\s*(["'])(astro:content-layer-deferred-module\?[^"']*)\1\s*\)/g;
const MODULE_FLAG = 'astroContentModuleFlag';
const MODULE_MAP = /[\\/]\.astro[\\/]content-modules\.mjs$|^\0astro:content-module-imports$/;

/** The page file a deferred-module id names, resolved (symbolic links followed); undefined if none. */
function pageFile(id: string, root: URL): string | undefined {
  const params = new URLSearchParams(id.slice(id.indexOf('?') + 1));
  const fileName = params.get('fileName');
  if (!fileName || !params.has(MODULE_FLAG)) return undefined;
  const file = fileURLToPath(new URL(fileName, root));
  if (!/\.mdx?$/i.test(file)) return undefined;
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/**
 * `mintaka dev`: the map from each page to its module (one import per page, read by the first
 * page the dev server renders) imports each page's own file, found when the page is rendered
 * rather than when the map is transformed.
 *
 * - Its own file, not Astro's `?astroPropagatedAssets` wrapper of it: the wrapper walks the
 *   page's whole import graph (the MDX components and what they import) for stylesheets to add
 *   to the page, again after every save of the page, and on a Mintaka page finds none (a page's
 *   styles are the frame's and those its HTML shows it needs, components/layout/
 *   component-styles.ts; Mintlify pages and snippets import no CSS). Without it a saved page
 *   renders in half the time (the repository's introduction: 100 to 50 ms). Astro renders
 *   either module (astro/dist/content/runtime.js: MDX's Content already merges the page's own
 *   `components` export, all the wrapper adds for MDX), and every page's HTML is the same.
 * - Found when rendered: an import Vite reads in the map would make each page a module the map
 *   imports, and Astro's search of a route's graph for stylesheets (crawlGraph) imports every
 *   module of a page's kind it meets that is not such a wrapper: the first request would compile
 *   every page of the site (200 pages: 24.6 s to the first page instead of 4.3 s). The
 *   wrapper's query was what stopped it; an import Vite cannot read leaves no edge to follow.
 *   Each page is still a module of the graph once rendered, so saving it reloads the page.
 * - Resolved here, not by Astro's four resolvers and Vite's for each page: half a second at
 *   1,000 pages before this plugin.
 * Builds are left to Astro.
 */
export function vitePluginPageModules(root: URL): Plugin {
  return {
    name: 'mintaka:page-modules',
    apply: 'serve',
    transform: {
      order: 'pre',
      filter: { id: MODULE_MAP },
      handler(code, id) {
        if (!MODULE_MAP.test(id)) return null;
        let changed = false;
        const rewritten = code.replace(DEFERRED_IMPORT, (whole, _quote: string, id: string) => {
          const file = pageFile(id, root);
          if (!file) return whole;
          changed = true;
          // `/@fs` is how Vite serves a file outside the project; `+ ''` keeps Vite from reading
          // the import (the comment, from warning that it cannot).
          return `import(/* @vite-ignore */ ${JSON.stringify(`/@fs${file}`)} + '')`;
        });
        return changed ? { code: rewritten, map: null } : null;
      },
    },
  };
}
