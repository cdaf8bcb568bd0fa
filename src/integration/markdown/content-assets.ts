import { copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { vitePluginSkippedPages } from './skipped-pages.ts';
import { vitePluginMdxCheck } from './vite-plugin-mdx-check.ts';

/**
 * Library files that pages with math or diagrams load from the site itself (never a CDN):
 * KaTeX's stylesheet and fonts, and mermaid's prebuilt ES modules. Copying the prebuilt files
 * is much faster than bundling mermaid with Vite on every build.
 */
export const ASSET_BASE = '/_mintaka';
export const KATEX_CSS = `${ASSET_BASE}/katex/katex.min.css`;
export const MERMAID_MODULE = `${ASSET_BASE}/mermaid/mermaid.esm.min.mjs`;

export type LibraryAsset = 'katex' | 'mermaid';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** For each library: the folder it is served from, its dist folder, and which files to ship. */
const LIBRARIES: Record<LibraryAsset, { url: string; dist: () => string; keep: (relPath: string) => boolean }> = {
  // Every current browser reads woff2; the .woff/.ttf fallbacks would triple the size.
  katex: { url: `${ASSET_BASE}/katex`, dist: () => join(packageDir('katex'), 'dist'), keep: (p) => p === 'katex.min.css' || /^fonts\/[^/]+\.woff2$/.test(p) },
  mermaid: {
    url: `${ASSET_BASE}/mermaid`,
    dist: () => join(packageDir('mermaid'), 'dist'),
    keep: (p) => p === 'mermaid.esm.min.mjs' || /^chunks\/mermaid\.esm\.min\/[^/]+\.mjs$/.test(p),
  },
};

const KEY = Symbol.for('mintaka.library-assets');

/** Libraries used by the pages rendered in this process (globalThis: Astro loads modules twice). */
function usedLibraries(): Set<LibraryAsset> {
  const store = globalThis as unknown as Record<symbol, Set<LibraryAsset> | undefined>;
  store[KEY] ??= new Set();
  return store[KEY]!;
}

/** Called by the rehype plugins when a page needs KaTeX's CSS or mermaid. */
export function useLibraryAsset(asset: LibraryAsset): void {
  usedLibraries().add(asset);
}

function listFiles(root: string, rel = ''): string[] {
  return readdirSync(join(root, rel), { withFileTypes: true }).flatMap((entry) => {
    const path = rel ? `${rel}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, path) : [path];
  });
}

function copyLibrary(asset: LibraryAsset, outDir: string): void {
  const library = LIBRARIES[asset];
  const dist = library.dist();
  const target = join(outDir, library.url.slice(1));
  for (const file of listFiles(dist).filter(library.keep)) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(join(dist, file), join(target, file));
  }
}

/** Copies the libraries the built pages use (KaTeX's CSS, mermaid) into the site. */
export function copyUsedLibraries(outDir: string): void {
  for (const asset of usedLibraries()) copyLibrary(asset, outDir);
}

/** The library file a URL under /_mintaka/ names (KaTeX's or mermaid's), if it is one the site may serve. */
export function resolveLibraryFile(url: string): string | undefined {
  for (const library of Object.values(LIBRARIES)) {
    if (!url.startsWith(`${library.url}/`)) continue;
    const rel = url.slice(library.url.length + 1);
    if (!library.keep(rel)) return undefined;
    const dist = library.dist();
    const file = normalize(join(dist, rel));
    return file.startsWith(dist + sep) && existsSync(file) && statSync(file).isFile() ? file : undefined;
  }
  return undefined;
}

const TYPES: Record<string, string> = { css: 'text/css', mjs: 'text/javascript', woff2: 'font/woff2' };

/**
 * The content pipeline's part of the build: serves the library files in dev and copies the
 * ones the built pages use into the output (a site without math or diagrams ships neither
 * KaTeX nor mermaid), stubs out pages skipped by `build --skip-invalid`, and in dev shows a
 * page's MDX error on that page.
 */
export function mintakaContentAssets(): AstroIntegration {
  return {
    name: 'mintaka:content-assets',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        usedLibraries().clear();
        updateConfig({
          vite: {
            plugins: [
              vitePluginSkippedPages(),
              vitePluginMdxCheck(),
              {
                name: 'mintaka:content-assets',
                configureServer(server) {
                  server.middlewares.use((req, res, next) => {
                    const url = (req.url ?? '').split('?')[0]!;
                    const file = url.startsWith(`${ASSET_BASE}/`) ? resolveLibraryFile(url) : undefined;
                    if (!file) return next();
                    res.setHeader('content-type', TYPES[file.split('.').pop()!] ?? 'application/octet-stream');
                    createReadStream(file).pipe(res);
                  });
                },
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir }) => copyUsedLibraries(fileURLToPath(dir)),
    },
  };
}
