import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type HTMLElement } from 'node-html-parser';
import { astroCacheDir } from '../../src/cli/astro-root.ts';
import { BUILD_CACHES_LIST, inRunFolder } from './temp-root.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Notes the cache folder of a `mintaka build` into the run's temporary folder: a build keeps it
 * under .mintaka/cache for the next build to the same output, which no later run makes.
 */
function noteBuildCache(args: string[]): void {
  if (args[0] !== 'build' || !args[1] || args[1].startsWith('-')) return;
  const outIndex = args.indexOf('--out');
  const outDir = resolvePath(repoRoot, outIndex > 0 && args[outIndex + 1] ? args[outIndex + 1]! : 'dist');
  if (!inRunFolder(outDir)) return;
  try {
    appendFileSync(join(tmpdir(), BUILD_CACHES_LIST), `${astroCacheDir(repoRoot, realpathSync(resolvePath(repoRoot, args[1])), outDir)}\n`);
  } catch {
    // A folder that does not exist: the build fails before it makes a cache.
  }
}

/** Runs the `mintaka` CLI as a user would, with the local Node 22 first on PATH. */
export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  noteBuildCache(args);
  return new Promise((resolve) => {
    const child = spawn(join(repoRoot, 'node_modules/.bin/node'), [join(repoRoot, 'bin/mintaka.mjs'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, PATH: `${join(repoRoot, 'node_modules/.bin')}${delimiter}${process.env.PATH}`, NO_COLOR: '1', MINTAKA_OFFLINE: '1', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

export interface BuiltSite extends CliRun {
  outDir: string;
  /** Parsed HTML of a built page, by URL path (`/guides/intro`). */
  page(path: string): HTMLElement;
  html(path: string): string;
}

/** A docs folder in a temp dir, from file paths and their text. */
export function makeSite(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mintaka-site-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** Builds a fixture site (tests/fixtures/sites/<name> or an absolute folder) into a temp dir. */
export async function buildFixture(name: string, extraArgs: string[] = [], env: Record<string, string> = {}): Promise<BuiltSite> {
  const folder = isAbsolute(name) ? name : join(repoRoot, 'tests/fixtures/sites', name);
  const outDir = join(mkdtempSync(join(tmpdir(), 'mintaka-build-')), 'dist');
  const run = await runCli(['build', folder, '--out', outDir, ...extraArgs], env);
  const html = (path: string) => readFileSync(join(outDir, path.replace(/^\//, ''), path.endsWith('.html') ? '' : 'index.html'), 'utf8');
  return { ...run, outDir, html, page: (path) => parse(html(path), { blockTextElements: { script: true, style: true } }) };
}

/** The warnings a build printed, each as `file:line:column: message` (report.ts). */
export { readPrintedWarnings as buildWarningLines } from '../../src/cli/report.ts';
