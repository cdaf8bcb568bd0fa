import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HASHED_ASSETS_PREFIX } from '../core/agents/host-rules.ts';
import { minifyStylesheet } from './frame-stylesheet.ts';
import { registerStylesheetUrls } from './stylesheet-urls.ts';

// The stylesheets pages link besides the frame's: one per author component family
// (styles/components/, linked by the pages that show one: components/layout/component-styles.ts)
// and the API pages' two (styles/api.css, styles/playground.css). Made by Mintaka rather than
// imported through Vite (`?url`): a build writes each minified, as Vite minified them (the same
// bytes), named by its hash; the dev server links the files themselves, as they are on disk.

const STYLES = fileURLToPath(new URL('../styles/', import.meta.url));

/** Each stylesheet's name and file. */
function stylesheetFiles(): { name: string; file: string }[] {
  const families = readdirSync(`${STYLES}components`)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ name: file.slice(0, -'.css'.length), file: `${STYLES}components/${file}` }));
  return [...families, ...['api', 'playground'].map((name) => ({ name, file: `${STYLES}${name}.css` }))];
}

export interface WrittenStylesheet {
  href: string;
  css: string;
}

/** A build's stylesheets, minified and named by their content. */
export function buildComponentStylesheets(): Map<string, WrittenStylesheet> {
  return new Map(
    stylesheetFiles().map(({ name, file }) => {
      const css = minifyStylesheet(readFileSync(file, 'utf8'), `${name}.css`);
      const hash = createHash('sha1').update(css).digest('hex').slice(0, 12);
      return [name, { href: `${HASHED_ASSETS_PREFIX}${name}.${hash}.css`, css }];
    }),
  );
}

/**
 * Registers the stylesheets' URLs for the frame: a build's files (returned, for the build to
 * write at its end), or the dev server's own files (`/@fs/...`, read afresh at each load).
 */
export function useComponentStylesheets(command: 'build' | 'dev'): WrittenStylesheet[] {
  if (command === 'dev') {
    registerStylesheetUrls(Object.fromEntries(stylesheetFiles().map(({ name, file }) => [name, `/@fs${file}`])));
    return [];
  }
  const built = buildComponentStylesheets();
  registerStylesheetUrls(Object.fromEntries([...built].map(([name, { href }]) => [name, href])));
  return [...built.values()];
}
