import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { getDiagnostics, resetDiagnostics, warn } from '../integration/diagnostics.ts';
import { describeCustomFiles, loadSite } from '../integration/load-site.ts';
import { setPreloadedSite } from '../integration/preloaded-site.ts';
import { prestartRenderPool } from '../integration/render-pool/prestart.ts';
import { formatBuildError } from './astro-errors.ts';
import { checkSitePages } from './check-pages.ts';
import { printErrors, printWarnings, seconds, step } from './report.ts';
import { astroCacheDir, astroRootFor } from './astro-root.ts';

export { astroCacheDir, astroRootFor };

export interface BuildOptions {
  projectRoot: string;
  docsDir: string;
  outDir: string;
  site?: string;
  /** Leave out pages with invalid MDX or missing snippets instead of failing (check-pages.ts). */
  skipInvalid?: boolean;
}

/**
 * Validates everything first, then builds into a temporary folder beside the output and swaps
 * it in only on success: a failed build never leaves a half-written site.
 */
export async function runBuild(options: BuildOptions): Promise<number> {
  const started = performance.now();
  resetDiagnostics();
  const loaded = await loadSite(options.docsDir);
  if (!loaded.ok) {
    printWarnings(loaded.warnings);
    printErrors(`Build failed: ${loaded.errors.length} problem${loaded.errors.length === 1 ? '' : 's'} in ${options.docsDir}`, loaded.errors);
    return 1;
  }
  const checked = checkSitePages(loaded.site, { skipInvalid: options.skipInvalid === true });
  if (checked.errors.length) {
    printWarnings(loaded.warnings);
    const n = checked.errors.length;
    printErrors(`Build failed: ${n} problem${n === 1 ? '' : 's'} in the pages of ${options.docsDir}; nothing was written (--skip-invalid builds the other pages)`, checked.errors);
    return 1;
  }
  if (checked.skipped.size) {
    const n = checked.skipped.size;
    printErrors(`${n} invalid page${n === 1 ? '' : 's'} left out (--skip-invalid):`, [...new Set([...checked.skipped.values()].flat())]);
  }
  const pageCount = Object.keys(loaded.site.pages).length;
  step(`mint.json loaded: "${loaded.site.config.name}", ${pageCount} page${pageCount === 1 ? '' : 's'} (${seconds(started)})`);
  const customFiles = describeCustomFiles(loaded.site);
  if (customFiles) step(customFiles);
  for (const message of loaded.warnings) warn(message);
  setPreloadedSite(loaded);

  const outDir = resolve(options.outDir);
  const tmpDir = join(dirname(outDir), `.${basename(outDir)}.tmp-${process.pid}`);
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(dirname(outDir), { recursive: true });
  process.env.MINTAKA_DOCS_DIR = options.docsDir;
  process.env.MINTAKA_OUT_DIR = tmpDir;
  const cacheDir = astroCacheDir(options.projectRoot, options.docsDir, outDir);
  process.env.MINTAKA_CACHE_DIR = cacheDir;
  if (options.site) process.env.MINTAKA_SITE = options.site;

  const fail = (errors: string[]) => {
    rmSync(tmpDir, { recursive: true, force: true });
    printWarnings(getDiagnostics().warnings);
    printErrors(`Build failed: ${errors.length} problem${errors.length === 1 ? '' : 's'}; nothing was written to ${relative(process.cwd(), outDir) || outDir}`, errors);
    return 1;
  };

  // Astro writes its prerender bundle under the output folder when that is inside the working
  // directory, else into <cwd>/.astro, which concurrent builds would share. Working from this
  // build's own cache folder (inside the project, so the bundle still resolves node_modules)
  // keeps builds apart.
  const cwd = process.cwd();
  mkdirSync(cacheDir, { recursive: true });
  try {
    process.chdir(cacheDir);
    // The render workers load their modules while Astro loads its own.
    prestartRenderPool(options.docsDir);
    const { build } = await import('astro');
    await build({ ...astroRootFor(options.projectRoot, cacheDir), logLevel: process.env.MINTAKA_VERBOSE ? 'info' : 'error' });
  } catch (error) {
    process.chdir(cwd);
    if (process.env.MINTAKA_VERBOSE) console.error(error);
    const collected = getDiagnostics().errors;
    return fail(collected.length ? collected : [formatBuildError(error, options.docsDir)]);
  }
  process.chdir(cwd);
  const { errors, warnings } = getDiagnostics();
  if (errors.length) return fail([...errors]);

  rmSync(outDir, { recursive: true, force: true });
  renameSync(tmpDir, outDir);
  step(`Built ${pageCount} page${pageCount === 1 ? '' : 's'} in ${seconds(started)} → ${relative(process.cwd(), outDir) || outDir}`);
  printWarnings(warnings);
  return existsSync(outDir) ? 0 : 1;
}
