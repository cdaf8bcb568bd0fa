// Scale check for API pages: a site whose tab has `openapi` pointing at the GitHub REST
// description (@octokit/openapi, ~1,200 operations, ~10 MB), so every operation becomes a
// page. Builds it with the CLI in a child process and reports time, pages per second and the
// peak resident memory of the build's process tree (polled from /proc).
// Run: node bench/api-pages.ts [--keep] (--keep leaves the temp folder for inspection).
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMeasured } from './measure.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GITHUB_SPEC = join(root, 'node_modules/@octokit/openapi/generated/api.github.com.json');

/** Writes the bench site into `dir`: mint.json with a tab whose `openapi` is the GitHub description. */
export function writeGithubApiSite(dir: string): void {
  mkdirSync(join(dir, 'specs'), { recursive: true });
  copyFileSync(GITHUB_SPEC, join(dir, 'specs/github.json'));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: GitHub REST API\n---\n\nEvery operation of the GitHub REST API, one page each.\n');
  const config = {
    name: 'GitHub REST API',
    favicon: '/favicon.svg',
    colors: { primary: '#0D9373' },
    tabs: [{ name: 'REST API', url: 'rest', openapi: '/specs/github.json' }],
    navigation: [{ group: 'Start', pages: ['index'] }],
  };
  writeFileSync(join(dir, 'mint.json'), `${JSON.stringify(config, null, 2)}\n`);
}

function countFiles(dir: string, name: string): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    if (!file.endsWith(name)) continue;
    count++;
    bytes += readFileSync(join(dir, file)).length;
  }
  return { count, bytes };
}

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'mintaka-api-bench-'));
  const siteDir = join(work, 'site');
  const outDir = join(work, 'out');
  writeGithubApiSite(siteDir);
  const run = await runMeasured(join(root, 'node_modules/.bin/node'), [join(root, 'bin/mintaka.mjs'), 'build', siteDir, '--out', outDir], {
    cwd: root,
    env: { ...process.env, MINTAKA_OFFLINE: '1', NO_COLOR: '1' },
    quiet: true,
  });
  const seconds = run.wallMs / 1000;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  if (run.code !== 0) {
    console.error(`build failed (exit ${run.code}) after ${seconds.toFixed(1)} s, peak RSS ${mb(run.peakRssBytes)}`);
    console.error(`${run.stdout}\n${run.stderr}`.split('\n').slice(-20).join('\n'));
    return 1;
  }
  const html = countFiles(outDir, 'index.html');
  // The one Markdown page and the `/` redirect are not API pages.
  const apiPages = html.count - 2;
  console.log(`GitHub REST description → ${apiPages} API pages (+ ${html.count - apiPages} others), ${mb(html.bytes)} of HTML`);
  console.log(`build: ${seconds.toFixed(1)} s wall, ${(run.cpuMs / 1000).toFixed(1)} s CPU, ${(html.count / seconds).toFixed(1)} pages/s`);
  console.log(`peak RSS of the build's process tree: ${mb(run.peakRssBytes)}`);
  if (process.argv.includes('--keep')) console.log(`site and output kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main();
