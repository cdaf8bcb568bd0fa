import { defineCollection } from 'astro/content/config';
import { glob } from 'astro/loaders';
import { getAstroCommand } from './integration/astro-command.ts';
import { pageGlobPatterns } from './integration/page-globs.ts';
import { staticMdxLoader } from './integration/static-mdx-loader.ts';

// Pages come from the docs folder being built, not from src/: the CLI sets MINTAKA_DOCS_DIR.
const docsDir = process.env.MINTAKA_DOCS_DIR ?? process.cwd();

export const collections = {
  docs: defineCollection({
    loader: glob({
      pattern: pageGlobPatterns(docsDir),
      base: docsDir,
      // Keep the page's path as its id: URLs are file paths, spaces and capitals included.
      generateId: ({ entry }) => entry.replace(/\.mdx?$/i, ''),
      // A build renders Markdown pages once, while syncing (on every core, see render-pool/),
      // and stores the HTML; deferred, each page would be rendered twice (module and assets).
      // The dev server renders a page when it is opened: starting must not wait for all.
      deferRender: getAstroCommand() !== 'build',
      // Nothing reads entry.body: keeping every page's Markdown in the content store only made
      // it larger to write after each edit in dev and to load in builds.
      retainBody: false,
    }),
  }),
  // A build's static MDX pages, rendered to HTML without compiling them (empty in dev).
  staticMdx: defineCollection({ loader: staticMdxLoader(docsDir) }),
};
