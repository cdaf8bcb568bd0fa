// Builds every real Mintlify site of a corpus (MINTAKA_CORPUS, ../shared/corpus, or the folder given) with
// the CLI, each into a temp dir, and reports pages built, warnings and failures per site.
//   node scripts/build-corpus.ts [corpus-folder] [--strict] [--verbose]
// Invalid pages are left out (--skip-invalid) and listed, as Mintlify skips them: the question
// here is whether everything else builds. --strict builds without it. Exit 1 if a site fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroCacheDir } from '../src/cli/astro-root.ts';
import { readPrintedWarnings } from '../src/cli/report.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** The corpus of real mint.json sites: MINTAKA_CORPUS, else ../shared/corpus beside the repository. */
export const DEFAULT_CORPUS = resolve(process.env.MINTAKA_CORPUS ?? resolve(repoRoot, '../shared/corpus'));

export interface CorpusSiteResult {
  site: string;
  ok: boolean;
  /** Pages written (from the CLI's "Built N pages" line). */
  pages: number;
  warnings: string[];
  /** Pages left out with --skip-invalid: their messages (file:line:column: reason). */
  skipped: string[];
  /** Why the build failed, when it did. */
  errors: string[];
  seconds: number;
  outDir: string;
}

/** The corpus of real docs.json sites: MINTAKA_CORPUS_DOCS_JSON, else ../shared/corpus-docs-json. */
export const DEFAULT_DOCS_JSON_CORPUS = resolve(process.env.MINTAKA_CORPUS_DOCS_JSON ?? resolve(repoRoot, '../shared/corpus-docs-json'));

/** The sites of a corpus folder: every sub-folder with a docs.json or mint.json. */
export function listCorpusSites(corpus = DEFAULT_CORPUS): string[] {
  return readdirSync(corpus, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (existsSync(join(corpus, entry.name, 'mint.json')) || existsSync(join(corpus, entry.name, 'docs.json'))))
    .map((entry) => entry.name)
    .sort();
}

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(join(repoRoot, 'node_modules/.bin/node'), [join(repoRoot, 'bin/mintaka.mjs'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, PATH: `${join(repoRoot, 'node_modules/.bin')}${delimiter}${process.env.PATH}`, NO_COLOR: '1', MINTAKA_OFFLINE: '1', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code: code ?? 1, stdout, stderr }));
  });
}

/** The CLI prints `✗ title` lines, each followed by its `  error message` lines. */
function errorSections(stderr: string): { title: string; messages: string[] }[] {
  const sections: { title: string; messages: string[] }[] = [];
  for (const line of stderr.split('\n')) {
    if (line.startsWith('✗ ')) sections.push({ title: line, messages: [] });
    else if (line.startsWith('  error ')) sections.at(-1)?.messages.push(line.slice('  error '.length));
  }
  return sections;
}

/**
 * Builds one corpus site with the CLI into a fresh temp dir (so Astro's cache for it is cold
 * too), made in `outParent` (the system's temp folder by default). `env` is added to the
 * command's environment (MINTAKA_HIGHLIGHT_CACHE for a cold run).
 */
export async function buildCorpusSite(folder: string, options: { skipInvalid?: boolean; env?: Record<string, string>; outParent?: string } = {}): Promise<CorpusSiteResult> {
  const outDir = join(mkdtempSync(join(options.outParent ?? tmpdir(), 'mintaka-corpus-')), 'dist');
  const started = performance.now();
  const { code, stdout, stderr } = await run(['build', folder, '--out', outDir, ...(options.skipInvalid === false ? [] : ['--skip-invalid'])], options.env);
  // The build's own cache folder, kept for a next build to the same output: there is none (a
  // new temp folder each time), and each run of the corpus left ten of them in .mintaka/cache.
  rmSync(astroCacheDir(repoRoot, realpathSync(folder), outDir), { recursive: true, force: true });
  const sections = errorSections(stderr);
  const messages = (pattern: RegExp) => sections.filter((s) => pattern.test(s.title)).flatMap((s) => s.messages);
  return {
    site: folder,
    ok: code === 0,
    pages: Number(/✓ Built (\d+) pages?/.exec(stdout)?.[1] ?? 0),
    warnings: readPrintedWarnings(stdout),
    skipped: messages(/left out \(--skip-invalid\)/),
    errors: code === 0 ? [] : messages(/Build failed/),
    seconds: (performance.now() - started) / 1000,
    outDir,
  };
}

async function main(argv: string[]): Promise<number> {
  const corpus = resolve(argv.find((a) => !a.startsWith('--')) ?? DEFAULT_CORPUS);
  const strict = argv.includes('--strict');
  const verbose = argv.includes('--verbose');
  if (!existsSync(corpus)) {
    console.error(`no corpus at ${corpus}`);
    return 2;
  }
  let failed = 0;
  for (const name of listCorpusSites(corpus)) {
    const result = await buildCorpusSite(join(corpus, name), { skipInvalid: !strict });
    if (!result.ok) failed++;
    const status = result.ok ? '✓' : '✗';
    console.log(`${status} ${name}: ${result.pages} pages, ${result.warnings.length} warnings, ${result.skipped.length} problems in left-out pages, ${result.seconds.toFixed(1)} s`);
    for (const message of result.skipped) console.log(`    left out: ${message}`);
    for (const message of result.errors) console.log(`    error: ${message}`);
    if (verbose) for (const message of result.warnings) console.log(`    warning: ${message}`);
    rmSync(join(result.outDir, '..'), { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
