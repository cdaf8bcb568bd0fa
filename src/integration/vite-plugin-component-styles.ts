import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { virtualModulePlugin } from './virtual-module.ts';

/**
 * `virtual:mintaka/component-stylesheets`: the URL of each author component family's stylesheet
 * (styles/components/<family>.css), by family name, for the pages to link
 * (components/layout/component-styles.ts). A build imports each with `?url` (Vite writes it
 * minified, with a hashed name). The dev server gives the files' own URLs: Astro's dev server
 * adds every CSS module a route's graph imports to each page as a module script, so `?url`
 * imports cost every page load twenty requests for the families it does not show.
 */
export function vitePluginComponentStyles(srcDir: URL, command: string): Plugin {
  const folder = fileURLToPath(new URL('styles/components/', srcDir));
  return virtualModulePlugin('mintaka:component-stylesheets', 'virtual:mintaka/component-stylesheets', () => {
    const families = readdirSync(folder)
      .filter((name) => name.endsWith('.css'))
      .map((name) => ({ family: name.slice(0, -'.css'.length), file: `${folder}${name}` }));
    if (command === 'dev') {
      const urls = Object.fromEntries(families.map(({ family, file }) => [family, `/@fs${file}`]));
      return `export default ${JSON.stringify(urls)};`;
    }
    const imports = families.map(({ file }, i) => `import css${i} from ${JSON.stringify(`${file}?url`)};`);
    const entries = families.map(({ family }, i) => `${JSON.stringify(family)}: css${i}`);
    return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };`;
  });
}
