import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { getDiagnostics, resetDiagnostics, warn } from '../integration/diagnostics.ts';
import { describeCustomFiles } from '../core/pages/custom-files.ts';
import { takeIconWarnings } from '../integration/icon-uses.ts';
import { pageFailures, resetPageFailures } from '../integration/page-failures.ts';
import { setPreloadedSite } from '../integration/preloaded-site.ts';
import { closePrestartedPool, prestartedPool, prestartRenderPool } from '../integration/render-pool/prestart.ts';
import { renderPagesAhead } from '../integration/render-pool/render-ahead.ts';
import { readFactsInPool } from '../integration/validate/pooled-facts.ts';
import { siteConfigMessage } from '../integration/render-pool/site-config-message.ts';
import { samplesAheadMessage } from '../integration/render-pool/samples-ahead-message.ts';
import { staticMdxPageFiles } from '../integration/markdown/skipped-pages.ts';
import { resolveSiteUrl } from '../integration/postbuild/site-url.ts';
import type { Problem } from '../integration/validate/problems.ts';
import { formatBuildError } from './astro-errors.ts';
import { buildWarnings } from './build-warnings.ts';
import { leaveOutInvalidPages } from './check-pages.ts';
import { clearContentStoreOfOtherCode, hasContentStore } from './content-store.ts';
import { plural, printErrors, printWarnings, seconds, step } from './report.ts';
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
 * Validates everything first (the validation `mintaka check` prints), then builds into a
 * temporary folder beside the output and swaps it in only on success: a failed build never
 * leaves a half-written site.
 */
export async function runBuild(options: BuildOptions): Promise<number> {
  const started = performance.now();
  resetDiagnostics();
  const outDir = resolve(options.outDir);
  const tmpDir = join(dirname(outDir), `.${basename(outDir)}.tmp-${process.pid}`);
  const cacheDir = astroCacheDir(options.projectRoot, options.docsDir, outDir);
  // Read by Astro's config and by the render workers, which take the environment they start with.
  process.env.MINTAKA_DOCS_DIR = options.docsDir;
  process.env.MINTAKA_OUT_DIR = tmpDir;
  process.env.MINTAKA_CACHE_DIR = cacheDir;
  if (options.site) process.env.MINTAKA_SITE = options.site;
  // The render workers load their modules while this thread validates and then loads Astro.
  prestartRenderPool(options.docsDir);
  // Loaded after the workers are started: the validation's modules are most of the CLI's.
  const { validateSite } = await import('../integration/validate/validate-site.ts');
  const pool = prestartedPool(options.docsDir);
  const validation = await validateSite(options.docsDir, {
    siteUrl: options.site,
    readFacts: pool && readFactsInPool(pool),
    // The workers render with the config read here, told before the first page they read.
    onConfig: (config) => pool?.tell(siteConfigMessage(config)),
  });
  const { loaded } = validation;
  const fatal = validation.problems.filter((p) => p.fatal);
  if (!loaded.ok) {
    closePrestartedPool();
    printWarnings(validation.problems.filter((p) => !p.fatal));
    printErrors(`Build failed: ${plural(fatal.length, 'problem')} in ${options.docsDir}; nothing was written`, fatal);
    return 1;
  }
  const { site } = loaded;
  // Pages that cannot be built (all of the fatal problems once the site loads) stay out of
  // Astro's build either way; without --skip-invalid the build still renders the others, to
  // report every page's error at once, and fails.
  const skipInvalid = options.skipInvalid === true;
  leaveOutInvalidPages(site, validation.invalidPages, validation.staticPages);
  const pageErrors: (string | Problem)[] = fatal;
  resetPageFailures({ skipInvalid });
  const pageCount = Object.keys(site.pages).length;
  step(`${site.config.file} loaded: "${site.config.name}", ${plural(pageCount, 'page')} (${seconds(started)})`);
  const customFiles = describeCustomFiles(site);
  if (customFiles) step(customFiles);
  setPreloadedSite(loaded);

  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(dirname(outDir), { recursive: true });

  const warnings = () => buildWarnings(validation.problems, getDiagnostics().warnings, site);
  const fail = (errors: (string | Problem)[]) => {
    rmSync(tmpDir, { recursive: true, force: true });
    printWarnings(warnings());
    const where = relative(process.cwd(), outDir) || outDir;
    const inPages = !skipInvalid && pageErrors.length + pageFailures().size > 0 ? ' (--skip-invalid builds the other pages)' : '';
    printErrors(`Build failed: ${plural(errors.length, 'problem')}; nothing was written to ${where}${inPages}`, errors);
    return 1;
  };

  // Astro writes its prerender bundle under the output folder when that is inside the working
  // directory, else into <cwd>/.astro, which concurrent builds would share. Working from this
  // build's own cache folder (inside the project, so the bundle still resolves node_modules)
  // keeps builds apart.
  const cwd = process.cwd();
  mkdirSync(cacheDir, { recursive: true });
  // The workers render the pages while this thread loads Astro (render-ahead.ts): static MDX
  // pages, which every build renders, and Markdown pages when Astro's store has none yet.
  if (pool) {
    const files = Object.values(site.pages).map((page) => join(options.docsDir, page.file));
    const markdown = hasContentStore(cacheDir) ? [] : files.filter((file) => /\.md$/i.test(file));
    renderPagesAhead(pool, { staticMdx: [...staticMdxPageFiles()], markdown }, { siteUrl: resolveSiteUrl(site.config, options.site) });
    // Then, while Astro bundles, samples like those of the API pages (warm-samples.ts).
    const samplesAhead = samplesAheadMessage(site);
    if (samplesAhead) pool.tellWhenIdle(samplesAhead);
  }
  try {
    // A site whose pages Node can load is built without `astro build` (build-without-astro.ts).
    const { canBuildWithoutAstro, buildWithoutAstro } = await import('./build-without-astro.ts');
    if (canBuildWithoutAstro(site, validation)) {
      await buildWithoutAstro({ site, outDir: tmpDir, astroSite: options.site, projectRoot: options.projectRoot, astroRoot: cacheDir });
    } else {
      // Only Astro has a content store (the build without it keeps none).
      clearContentStoreOfOtherCode(options.projectRoot, cacheDir);
      process.chdir(cacheDir);
      const { build } = await import('astro');
      await build({ ...astroRootFor(options.projectRoot, cacheDir), logLevel: process.env.MINTAKA_VERBOSE ? 'info' : 'error' });
    }
  } catch (error) {
    process.chdir(cwd);
    if (process.env.MINTAKA_VERBOSE) console.error(error);
    const collected = getDiagnostics().errors;
    return fail([...(skipInvalid ? [] : pageErrors), ...(collected.length ? collected : [formatBuildError(error, options.docsDir)])]);
  }
  process.chdir(cwd);
  for (const message of takeIconWarnings()) warn(message);
  const { errors } = getDiagnostics();
  if (errors.length || (!skipInvalid && pageErrors.length)) return fail([...(skipInvalid ? [] : pageErrors), ...errors]);
  const leftOut = [...pageErrors, ...pageFailures().values()];
  if (leftOut.length) printErrors(`${plural(leftOut.length, 'invalid page')} left out (--skip-invalid):`, leftOut);

  rmSync(outDir, { recursive: true, force: true });
  renameSync(tmpDir, outDir);
  const built = pageCount - pageFailures().size;
  step(`Built ${plural(built, 'page')} in ${seconds(started)} → ${relative(process.cwd(), outDir) || outDir}`);
  printWarnings(warnings());
  return existsSync(outDir) ? 0 : 1;
}
