import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { virtualModulePlugin } from './virtual-module.ts';

/**
 * `virtual:mintaka/api-page`: `loadApiPage()` gives the route what only API pages render
 * (src/pages/_api-page.ts: the API components and the page data). Builds import it with the
 * route. The dev server loads it when an API page is first opened, through an import that
 * Vite's module graph does not record: Astro's dev server transforms every module that the
 * route's graph names, dynamic imports included, so a Markdown page would otherwise wait for
 * the API components, OpenAPI views and snippet generators (some 80 modules) to be compiled.
 */
export function vitePluginApiPage(srcDir: URL, command: string): Plugin {
  return virtualModulePlugin('mintaka:api-page', 'virtual:mintaka/api-page', () => {
    const file = JSON.stringify(fileURLToPath(new URL('pages/_api-page.ts', srcDir)));
    if (command === 'dev') return `const file = ${file};\nexport const loadApiPage = () => import(/* @vite-ignore */ file);`;
    return `import * as apiPage from ${file};\nexport const loadApiPage = async () => apiPage;`;
  });
}
