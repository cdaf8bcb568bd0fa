import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL_API_PAGE = 'virtual:mintaka/api-page';
const RESOLVED_API_PAGE = `\0${VIRTUAL_API_PAGE}`;

/**
 * `virtual:mintaka/api-page`: `loadApiPage()` gives the route what only API pages render
 * (src/pages/_api-page.ts: the API components and the page data). Builds import it with the
 * route. The dev server loads it when an API page is first opened, through an import that
 * Vite's module graph does not record: Astro's dev server transforms every module that the
 * route's graph names, dynamic imports included, so a Markdown page would otherwise wait for
 * the API components, OpenAPI views and snippet generators (some 80 modules) to be compiled.
 */
export function vitePluginApiPage(srcDir: URL, command: string): Plugin {
  return {
    name: 'mintaka:api-page',
    resolveId(id) {
      return id === VIRTUAL_API_PAGE ? RESOLVED_API_PAGE : null;
    },
    load(id) {
      if (id !== RESOLVED_API_PAGE) return null;
      const file = JSON.stringify(fileURLToPath(new URL('pages/_api-page.ts', srcDir)));
      if (command === 'dev') return `const file = ${file};\nexport const loadApiPage = () => import(/* @vite-ignore */ file);`;
      return `import * as apiPage from ${file};\nexport const loadApiPage = async () => apiPage;`;
    },
  };
}
