import { readFile } from 'node:fs/promises';
import { build, transform, type Plugin } from 'esbuild';

// The modules a page loads on first use (the search dialog's, the page actions menu's): bundled
// with esbuild for the browser. A stylesheet they import with `?inline` (as Vite reads it) comes
// in as minified text, which the module adds to the page when it first runs
// (client/add-styles.ts): rules for what only the module draws stay out of every page's CSS.

const INLINE_CSS = /\.css\?inline$/;

const inlineStylesheets: Plugin = {
  name: 'mintaka:inline-css',
  setup(bundler) {
    bundler.onResolve({ filter: INLINE_CSS }, async (args) => {
      const resolved = await bundler.resolve(args.path.replace(/\?inline$/, ''), { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
      return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: 'inline-css' };
    });
    bundler.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const { code } = await transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: code.trim(), loader: 'text' };
    });
  },
};

/** The browser module of `entry` (a file path), bundled and minified, with `define`d values. */
export async function bundleBrowserModule(entry: string, define?: Record<string, string>): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [inlineStylesheets],
    ...(define ? { define } : {}),
  });
  return result.outputFiles[0]!.text;
}
