import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

// The modules a page loads on first use (the search dialog's, the page actions menu's) and the
// scripts of the frame's components (page-scripts.ts): bundled with esbuild for the browser. A
// stylesheet they import with `?inline` (as Vite reads it) comes in as minified text, which the
// module adds to the page when it first runs (client/add-styles.ts): rules for what only the
// module draws stay out of every page's CSS.
//
// Each bundle is kept between runs beside Mintaka's compiled modules (bin/module-caches.mjs's
// folder, MINTAKA_MODULE_CACHE), with the files it was made of and their hashes: used again
// while every one of them is unchanged. Bundling them took some 160 ms of every build (esbuild
// loaded and its process started, four bundles made), for the same code.

/** esbuild, loaded when a bundle is made. */
const esbuild = () => import('esbuild');
const esbuildVersion = (createRequire(import.meta.url)('esbuild/package.json') as { version: string }).version;

const INLINE_CSS = /\.css\?inline$/;

const inlineStylesheets: Plugin = {
  name: 'mintaka:inline-css',
  setup(bundler) {
    bundler.onResolve({ filter: INLINE_CSS }, async (args) => {
      const resolved = await bundler.resolve(args.path.replace(/\?inline$/, ''), { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
      return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: 'inline-css' };
    });
    bundler.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const { code } = await (await esbuild()).transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: code.trim(), loader: 'text' };
    });
  },
};

const mintakaRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** bin/module-caches.mjs's folder. */
const keptFolder = () => join(process.env.MINTAKA_MODULE_CACHE || join(mintakaRoot, '.mintaka/cache/modules'), 'bundles');

/** A bundle as kept: its code and the files it was made of, each with the hash of its content. */
interface KeptBundle {
  inputs: Record<string, string>;
  code: string;
}

const hashOf = (content: string | Buffer) => createHash('sha1').update(content).digest('hex');

function unchanged(inputs: Record<string, string>): boolean {
  try {
    return Object.entries(inputs).every(([file, hash]) => hashOf(readFileSync(file)) === hash);
  } catch {
    return false;
  }
}

/** The browser module of `entry` (a file path), bundled and minified, with `define`d values. */
export async function bundleBrowserModule(entry: string, define?: Record<string, string>): Promise<string> {
  const keptFile = join(keptFolder(), `${hashOf(JSON.stringify([esbuildVersion, entry, define ?? {}]))}.json`);
  try {
    const kept = JSON.parse(readFileSync(keptFile, 'utf8')) as KeptBundle;
    if (unchanged(kept.inputs)) return kept.code;
  } catch {
    // None kept, or unreadable: bundled afresh.
  }
  const result = await (await esbuild()).build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [inlineStylesheets],
    metafile: true,
    absWorkingDir: mintakaRoot,
    ...(define ? { define } : {}),
  });
  const code = result.outputFiles[0]!.text;
  try {
    // Inputs are named from the working directory; a plugin's (the inline stylesheets) with its
    // namespace first; a `define`d value as `<define:NAME>` (in the key already).
    const files = Object.keys(result.metafile.inputs)
      .filter((input) => !input.startsWith('<'))
      .map((input) => resolve(mintakaRoot, input.replace(/^[\w-]+:/, '')));
    const kept: KeptBundle = { inputs: Object.fromEntries(files.map((file) => [file, hashOf(readFileSync(file))])), code };
    mkdirSync(dirname(keptFile), { recursive: true });
    const tmp = `${keptFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(kept));
    renameSync(tmp, keptFile);
  } catch {
    // Only speed is lost.
  }
  return code;
}
