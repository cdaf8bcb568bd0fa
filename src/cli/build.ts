import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { getDiagnostics, resetDiagnostics, warn } from '../integration/diagnostics.ts';
import { describeCustomFiles } from '../core/pages/custom-files.ts';
import { loadSite } from '../site/load-site.ts';
import { setPreloadedSite } from '../integration/preloaded-site.ts';
import { prestartRenderPool } from '../integration/render-pool/prestart.ts';
import { formatBuildError } from './astro-errors.ts';
import { checkSitePages } from './check-pages.ts';
import { pageFailures, resetPageFailures } from '../integration/page-failures.ts';
import { takeIconWarnings } from '../integration/icon-uses.ts';
import { printErrors, printWarnings, seconds, step } from './report.ts';
import { astroCacheDir, astroRootFor } from './astro-root.ts';

export { astroCacheDir, astroRootFor };

export interface BuildOptions {
  projectRoot: string;
  docsDir: string;
  outDir: string;
  site?: string;
  /**
   * Leave out the pages that cannot be built (invalid frontmatter or MDX, a missing snippet, an
   * error thrown while rendering) instead of failing (check-pages.ts, page-failures.ts).
   */
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
  // Pages that cannot be built stay out of Astro's build either way; without --skip-invalid
  // the build still renders the others, to report every page's error at once, and fails.
  const skipInvalid = options.skipInvalid === true;
  const pageErrors = [...new Set([...checkSitePages(loaded.site, loaded.invalidPages).invalid.values()].flat())];
  resetPageFailures({ skipInvalid });
  const pageCount = Object.keys(loaded.site.pages).length;
  step(`${loaded.site.config.file} loaded: "${loaded.site.config.name}", ${pageCount} page${pageCount === 1 ? '' : 's'} (${seconds(started)})`);
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
    const where = relative(process.cwd(), outDir) || outDir;
    const inPages = !skipInvalid && pageErrors.length + pageFailures().size > 0 ? ' (--skip-invalid builds the other pages)' : '';
    printErrors(`Build failed: ${errors.length} problem${errors.length === 1 ? '' : 's'}; nothing was written to ${where}${inPages}`, errors);
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
    return fail([...(skipInvalid ? [] : pageErrors), ...(collected.length ? collected : [formatBuildError(error, options.docsDir)])]);
  }
  process.chdir(cwd);
  for (const message of takeIconWarnings()) warn(message);
  const { errors, warnings } = getDiagnostics();
  if (errors.length || (!skipInvalid && pageErrors.length)) return fail([...(skipInvalid ? [] : pageErrors), ...errors]);
  const leftOut = [...pageErrors, ...pageFailures().values()];
  if (leftOut.length) printErrors(`${leftOut.length} invalid page${leftOut.length === 1 ? '' : 's'} left out (--skip-invalid):`, leftOut);

  rmSync(outDir, { recursive: true, force: true });
  renameSync(tmpDir, outDir);
  const built = pageCount - pageFailures().size;
  step(`Built ${built} page${built === 1 ? '' : 's'} in ${seconds(started)} → ${relative(process.cwd(), outDir) || outDir}`);
  printWarnings(warnings);
  return existsSync(outDir) ? 0 : 1;
}
