import { defineCollection } from 'astro/content/config';
import { glob } from 'astro/loaders';
import { pageGlobPatterns } from './page-globs.ts';
import { staticMdxLoader } from './static-mdx-loader.ts';

const KEY = Symbol.for('mintaka.content-collections');

/**
 * The content collections of a docs folder: its pages (Markdown and compiled MDX), and a
 * build's static MDX pages. Made here, in a module Node loads with the Astro config and the CLI,
 * and handed to Astro by src/content.config.ts through globalThis: a content config that imported
 * its loaders had Vite's module runner transform some 70 modules (Astro's loaders with their
 * errors and image helpers, the page globs) before every build and dev start, over a second.
 */
export function setContentCollections(docsDir: string, command: string): void {
  (globalThis as unknown as Record<symbol, unknown>)[KEY] = {
    docs: defineCollection({
      loader: glob({
        pattern: pageGlobPatterns(docsDir),
        base: docsDir,
        // Keep the page's path as its id: URLs are file paths, spaces and capitals included.
        generateId: ({ entry }) => entry.replace(/\.mdx?$/i, ''),
        // A build renders Markdown pages once, while syncing (on every core, see render-pool/),
        // and stores the HTML; deferred, each page would be rendered twice (module and assets).
        // The dev server renders a page when it is opened: starting must not wait for all.
        deferRender: command !== 'build',
        // Nothing reads entry.body: keeping every page's Markdown in the content store only made
        // it larger to write after each edit in dev and to load in builds.
        retainBody: false,
      }),
    }),
    // A build's static MDX pages, rendered to HTML without compiling them (empty in dev).
    staticMdx: defineCollection({ loader: staticMdxLoader(docsDir) }),
  };
}
