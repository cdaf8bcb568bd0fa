// API reference pages for the benchmark: the GitHub REST description (~1,200 operations) as a
// tab of generated pages, built cold; pages per second to compare with Markdown pages.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { astroCacheDir } from '../src/cli/build.ts';
import { emptyKeptFolder, runMeasured } from './measure.ts';

export interface ApiBenchResult {
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  peakRss: number;
  note: string;
}

const GITHUB_SPEC = 'node_modules/@octokit/openapi/generated/api.github.com.json';

/** Writes the GitHub site: from bench/api-pages.ts when present, else one openapi tab. */
async function writeApiSite(root: string, siteDir: string): Promise<void> {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  const shared = join(root, 'bench/api-pages.ts');
  if (existsSync(shared)) {
    const module = (await import(pathToFileURL(shared).href)) as { writeGithubApiSite?: (dir: string) => unknown };
    if (typeof module.writeGithubApiSite === 'function') {
      await module.writeGithubApiSite(siteDir);
      return;
    }
  }
  copyFileSync(join(root, GITHUB_SPEC), join(siteDir, 'github.json'));
  writeFileSync(join(siteDir, 'index.md'), '---\ntitle: GitHub REST API\n---\n\nThe GitHub REST API, one page per operation.\n');
  const config = {
    name: 'GitHub API bench',
    colors: { primary: '#0D9373' },
    favicon: '/favicon.svg',
    tabs: [{ name: 'REST API', url: 'rest', openapi: '/github.json' }],
    navigation: [{ group: 'Start', pages: ['index'] }],
  };
  writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  writeFileSync(join(siteDir, 'mint.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/** Pages with the site frame, not counting the one Markdown page (redirects have no frame). */
function countApiPages(dir: string): number {
  const pages = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.html'));
  return pages.filter((f) => readFileSync(join(dir, f), 'utf8').includes('id="content"')).length - 1;
}

export async function measureApiPages(root: string, work: string, env: NodeJS.ProcessEnv): Promise<ApiBenchResult> {
  const siteDir = join(work, 'api-site');
  const outDir = join(work, 'api-out');
  await writeApiSite(root, siteDir);
  // Cold, as the Markdown builds: Astro's caches and what Mintaka kept from earlier runs removed.
  rmSync(astroCacheDir(root, siteDir, outDir), { recursive: true, force: true });
  const run = await runMeasured(join(root, 'node_modules/.bin/node'), [join(root, 'bin/mintaka.mjs'), 'build', siteDir, '--out', outDir], {
    cwd: root,
    env: { ...env, MINTAKA_HIGHLIGHT_CACHE: emptyKeptFolder(work, 'api') },
  });
  const seconds = run.wallMs / 1000;
  if (run.code !== 0 || !existsSync(outDir)) {
    const reason = `${run.stdout}\n${run.stderr}`.split('\n').filter((l) => /error|✗/i.test(l)).slice(0, 3).join(' / ');
    return { pages: 0, seconds, pagesPerSecond: 0, peakRss: run.peakRssBytes, note: `the API site did not build: ${reason || `exit ${run.code}`}` };
  }
  const pages = countApiPages(outDir);
  if (pages < 100) return { pages: 0, seconds, pagesPerSecond: 0, peakRss: run.peakRssBytes, note: `only ${pages} pages built: this build has no OpenAPI pages yet` };
  return { pages, seconds, pagesPerSecond: pages / seconds, peakRss: run.peakRssBytes, note: '' };
}
