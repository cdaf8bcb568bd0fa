// @ts-check
import { fileURLToPath } from 'node:url';
import mdx from '@astrojs/mdx';
import { mintaka, mintakaMarkdownProcessor } from './src/integration/index.ts';
import { mintakaContentAssets } from './src/integration/markdown/content-assets.ts';
import { unwatchedPaths } from './src/integration/dev-watch.ts';
import { CODE_THEMES } from './src/integration/markdown/code-themes.ts';

// The CLI (`mintaka dev|build <folder>`) passes the docs folder; without it, the repository's
// own documentation site (root mint.json + docs/).
const projectRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const docsDir = process.env.MINTAKA_DOCS_DIR ?? projectRoot;

// A plain object rather than defineConfig(): importing astro/config loads svgo and its CSS
// parsers (some 200 modules) before every build and dev start, for an identity function.
/** @type {import('astro').AstroUserConfig} */
export default {
  // The CLI gives each build its own root (see src/cli/build.ts); sources stay in this repository.
  srcDir: `${projectRoot}/src`,
  publicDir: `${projectRoot}/public`,
  outDir: process.env.MINTAKA_OUT_DIR ?? `${projectRoot}/dist`,
  cacheDir: process.env.MINTAKA_CACHE_DIR ?? `${projectRoot}/.mintaka/cache/default`,
  site: process.env.MINTAKA_SITE || undefined,
  // Pages Astro renders at once. An API page waits for its samples and descriptions from the
  // render workers; with 4 in flight the main thread sat idle a third of the time waiting for
  // them (GitHub's 1,223 pages: 20.8 s, with 16: 17.8 s). Markdown pages build as fast either way.
  build: { format: 'directory', concurrency: 16 },
  devToolbar: { enabled: false },
  // Astro's terminal output without the lines a writer cannot act on (src/integration/astro-log.ts).
  logger: { entrypoint: `${projectRoot}/src/integration/astro-log.ts` },
  vite: {
    // Browser code imports no packages (src/client/, component scripts): nothing to pre-bundle.
    // Scanning every component for dependencies held the dev server's first page for seconds.
    optimizeDeps: { noDiscovery: false },
    // No PostCSS plugins: without an inline config Vite looks for a postcss.config file in
    // every folder from the build's root up to /, on every build.
    css: { postcss: {} },
    // Other builds' output and hidden folders stay unwatched (src/integration/dev-watch.ts).
    server: { watch: { ignored: [unwatchedPaths({ docsDir, projectRoot, ownCache: process.env.MINTAKA_CACHE_DIR })] } },
  },
  integrations: [mintaka({ docsDir }), mdx(), mintakaContentAssets()],
  markdown: {
    // unified with Mintaka's remark/rehype plugins; builds render pages on worker threads.
    processor: mintakaMarkdownProcessor(docsDir),
    // Code blocks are highlighted by rehype-code-blocks.ts (cached, titles, copy button).
    syntaxHighlight: false,
    // Still used by Astro's <Code> component, with the same themes.
    shikiConfig: { themes: CODE_THEMES, defaultColor: false },
  },
};
