// @ts-check
import { fileURLToPath } from 'node:url';
import mdx from '@astrojs/mdx';
import { unified } from '@astrojs/markdown-remark';
import { defineConfig } from 'astro/config';
import { mintaka, rehypePluginsFor, remarkPluginsFor } from './src/integration/index.ts';

// The CLI (`mintaka dev|build <folder>`) passes the docs folder; without it, the repository's
// own documentation site (root mint.json + docs/).
const projectRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const docsDir = process.env.MINTAKA_DOCS_DIR ?? projectRoot;

export default defineConfig({
  // The CLI gives each build its own root (see src/cli/build.ts); sources stay in this repository.
  srcDir: `${projectRoot}/src`,
  publicDir: `${projectRoot}/public`,
  outDir: process.env.MINTAKA_OUT_DIR ?? `${projectRoot}/dist`,
  cacheDir: process.env.MINTAKA_CACHE_DIR ?? `${projectRoot}/.mintaka/cache/default`,
  site: process.env.MINTAKA_SITE || undefined,
  build: { format: 'directory' },
  devToolbar: { enabled: false },
  integrations: [mintaka({ docsDir }), mdx()],
  markdown: {
    processor: unified({ remarkPlugins: remarkPluginsFor(docsDir), rehypePlugins: rehypePluginsFor(docsDir) }),
    shikiConfig: { themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false },
  },
});
