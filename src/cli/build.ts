import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { getDiagnostics, resetDiagnostics, warn } from '../integration/diagnostics.ts';
import { loadSite } from '../integration/load-site.ts';
import { setPreloadedSite } from '../integration/preloaded-site.ts';
import { formatBuildError } from './astro-errors.ts';
import { printErrors, printWarnings, seconds, step } from './report.ts';

export interface BuildOptions {
  projectRoot: string;
  docsDir: string;
  outDir: string;
  site?: string;
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
  const pageCount = Object.keys(loaded.site.pages).length;
  step(`mint.json loaded: "${loaded.site.config.name}", ${pageCount} page${pageCount === 1 ? '' : 's'} (${seconds(started)})`);
  for (const message of loaded.warnings) warn(message);
  setPreloadedSite(loaded);

  const outDir = resolve(options.outDir);
  const tmpDir = join(dirname(outDir), `.${basename(outDir)}.tmp-${process.pid}`);
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(dirname(outDir), { recursive: true });
  process.env.MINTAKA_DOCS_DIR = options.docsDir;
  process.env.MINTAKA_OUT_DIR = tmpDir;
  if (options.site) process.env.MINTAKA_SITE = options.site;

  const fail = (errors: string[]) => {
    rmSync(tmpDir, { recursive: true, force: true });
    printWarnings(getDiagnostics().warnings);
    printErrors(`Build failed: ${errors.length} problem${errors.length === 1 ? '' : 's'}; nothing was written to ${relative(process.cwd(), outDir) || outDir}`, errors);
    return 1;
  };

  try {
    const { build } = await import('astro');
    await build({ root: options.projectRoot, logLevel: process.env.MINTAKA_VERBOSE ? 'info' : 'error' });
  } catch (error) {
    const collected = getDiagnostics().errors;
    return fail(collected.length ? collected : [formatBuildError(error, options.docsDir)]);
  }
  const { errors, warnings } = getDiagnostics();
  if (errors.length) return fail([...errors]);

  rmSync(outDir, { recursive: true, force: true });
  renameSync(tmpDir, outDir);
  step(`Built ${pageCount} page${pageCount === 1 ? '' : 's'} in ${seconds(started)} → ${relative(process.cwd(), outDir) || outDir}`);
  printWarnings(warnings);
  return existsSync(outDir) ? 0 : 1;
}
