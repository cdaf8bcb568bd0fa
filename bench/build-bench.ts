// Build benchmark: N generated pages built by Mintaka and by Starlight in the same run, cold,
// several times; prints medians, page weights and the issue-8 targets (PASS/FAIL).
//   npm run bench -- [--pages 1000] [--runs 3] [--no-starlight] [--dev] [--api] [--json FILE]
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { totalmem, availableParallelism, cpus } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { astroCacheDir } from '../src/cli/build.ts';
import { formatBytes, formatTargets, KIB, LIMITS, median, type Target } from './bench-targets.ts';
import { generateSite, pagePath, writeMintlifySite } from './generate-site.ts';
import { runMeasured, type Measured } from './measure.ts';
import { measureFolderBytes, measurePageWeight, type PageWeight } from './page-weight.ts';
import { ensureStarlightProject, STARLIGHT_VERSION, writeStarlightSite } from './starlight-project.ts';
import { measureApiPages } from './api-bench.ts';
import { measureDevServer } from './dev-bench.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    'no-starlight': { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    api: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const pageCount = Number(values.pages);
const runs = Math.max(1, Number(values.runs));
const work = join(root, 'bench/.work');
const siteDir = join(work, `site-${pageCount}`);
const mintakaOut = join(work, `out-${pageCount}`);
const starlightDir = join(root, 'bench/.starlight');
const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}`, NO_COLOR: '1', MINTAKA_OFFLINE: '1' };
// Mintaka's highlight cache for this benchmark only, removed before each cold build.
const highlightCache = join(work, 'highlight-cache');

interface ToolResult {
  name: string;
  runs: Measured[];
  outDir: string;
  weight?: PageWeight;
  output?: { bytes: number; files: number };
}

function summarize(tool: ToolResult) {
  const seconds = median(tool.runs.map((r) => r.wallMs)) / 1000;
  return {
    seconds,
    cpuSeconds: median(tool.runs.map((r) => r.cpuMs)) / 1000,
    pagesPerSecond: pageCount / seconds,
    peakRss: Math.max(...tool.runs.map((r) => r.peakRssBytes)),
  };
}

function checkRun(name: string, run: Measured): void {
  if (run.code !== 0) {
    console.error(`${name} build failed (exit ${run.code}):\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`);
    process.exit(1);
  }
}

async function buildMintaka(): Promise<Measured> {
  // Cold: Astro's content store and Vite cache for this site, and the highlight cache.
  rmSync(astroCacheDir(root, siteDir, mintakaOut), { recursive: true, force: true });
  rmSync(highlightCache, { recursive: true, force: true });
  const run = await runMeasured(join(root, 'node_modules/.bin/node'), [join(root, 'bin/mintaka.mjs'), 'build', siteDir, '--out', mintakaOut], {
    cwd: root,
    env: { ...env, MINTAKA_HIGHLIGHT_CACHE: highlightCache },
  });
  checkRun('Mintaka', run);
  return run;
}

async function buildStarlight(): Promise<Measured> {
  for (const dir of ['.astro', 'node_modules/.astro', 'node_modules/.vite', 'dist']) rmSync(join(starlightDir, dir), { recursive: true, force: true });
  const run = await runMeasured(join(root, 'node_modules/.bin/node'), [join(starlightDir, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: starlightDir,
    env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  checkRun('Starlight', run);
  return run;
}

async function main(): Promise<void> {
  mkdirSync(work, { recursive: true });
  console.log(`Generating ${pageCount} pages (groups of 20)...`);
  const site = generateSite(pageCount);
  writeMintlifySite(siteDir, site);
  const withStarlight = !values['no-starlight'];
  if (withStarlight) {
    ensureStarlightProject(starlightDir);
    writeStarlightSite(starlightDir, site);
  }
  const mintaka: ToolResult = { name: 'Mintaka', runs: [], outDir: mintakaOut };
  const starlight: ToolResult = { name: `Starlight ${STARLIGHT_VERSION}`, runs: [], outDir: join(starlightDir, 'dist') };
  for (let i = 1; i <= runs; i++) {
    // Alternate which goes first, so that neither always meets a warmer or busier machine.
    const order = i % 2 ? [mintaka, starlight] : [starlight, mintaka];
    for (const tool of order) {
      if (tool === starlight && !withStarlight) continue;
      const run = tool === mintaka ? await buildMintaka() : await buildStarlight();
      tool.runs.push(run);
      console.log(`run ${i}/${runs} ${tool.name}: ${(run.wallMs / 1000).toFixed(1)} s (CPU ${(run.cpuMs / 1000).toFixed(1)} s, peak ${formatBytes(run.peakRssBytes)})`);
    }
  }
  // A typical content page: in the middle of the site, neither first nor last of its group.
  const typical = `/${pagePath(Math.min(pageCount - 1, Math.floor(pageCount / 2) + 7))}`;
  const tools = withStarlight ? [mintaka, starlight] : [mintaka];
  for (const tool of tools) {
    tool.weight = measurePageWeight(tool.outDir, typical);
    tool.output = measureFolderBytes(tool.outDir);
  }

  const rows = tools.map((tool) => ({ tool, ...summarize(tool) }));
  console.log(`\n${pageCount} pages, ${runs} cold run(s) each; ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ${formatBytes(totalmem())} RAM`);
  console.log(`typical content page: ${typical}\n`);
  const header = ['', 'median build', 'CPU', 'pages/s', 'peak memory', 'output', 'page HTML', 'page JS', 'page CSS'];
  const table = rows.map((r) => [
    r.tool.name,
    `${r.seconds.toFixed(1)} s`,
    `${r.cpuSeconds.toFixed(1)} s`,
    r.pagesPerSecond.toFixed(1),
    formatBytes(r.peakRss),
    `${formatBytes(r.tool.output!.bytes)} (${r.tool.output!.files} files)`,
    formatBytes(r.tool.weight!.htmlBytes),
    formatBytes(r.tool.weight!.jsBytes),
    formatBytes(r.tool.weight!.cssBytes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  for (const row of [header, ...table]) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));

  const m = rows[0]!;
  const s = rows[1];
  const targets: Target[] = [];
  if (s) {
    const ratio = m.seconds / s.seconds;
    targets.push({ name: `build time vs Starlight (<= ${LIMITS.timeRatio}x)`, pass: ratio <= LIMITS.timeRatio, detail: `${ratio.toFixed(2)}x (${m.seconds.toFixed(1)} s vs ${s.seconds.toFixed(1)} s)` });
    targets.push({ name: `stretch: build time vs Starlight (<= ${LIMITS.timeRatioStretch}x)`, pass: ratio <= LIMITS.timeRatioStretch, detail: `${ratio.toFixed(2)}x` });
  } else {
    targets.push({ name: 'build time vs Starlight', detail: 'not measured (--no-starlight)' });
  }
  const w = m.tool.weight!;
  targets.push({ name: `content page HTML <= ${LIMITS.htmlBytes / KIB} KiB`, pass: w.htmlBytes <= LIMITS.htmlBytes, detail: `${formatBytes(w.htmlBytes)} at ${pageCount} pages` });
  targets.push({ name: `content page JavaScript <= ${LIMITS.jsBytes / KIB} KiB`, pass: w.jsBytes <= LIMITS.jsBytes, detail: formatBytes(w.jsBytes) });
  targets.push({ name: `content page CSS <= ${LIMITS.cssBytes / KIB} KiB`, pass: w.cssBytes <= LIMITS.cssBytes, detail: formatBytes(w.cssBytes) });
  targets.push({
    name: 'builds within the machine\'s memory',
    pass: m.peakRss < totalmem(),
    detail: `peak ${formatBytes(m.peakRss)} of ${formatBytes(totalmem())} at ${pageCount} pages${pageCount < 10000 ? ' (run --pages 10000 --runs 1 --no-starlight for the 10,000-page check)' : ''}`,
  });
  let api: Awaited<ReturnType<typeof measureApiPages>> | undefined;
  if (values.api) {
    api = await measureApiPages(root, work, env);
    targets.push(
      api.pages > 0
        ? { name: 'API pages at least as fast per page as Markdown pages', pass: api.pagesPerSecond >= m.pagesPerSecond, detail: `${api.pages} API pages in ${api.seconds.toFixed(1)} s = ${api.pagesPerSecond.toFixed(1)} pages/s vs ${m.pagesPerSecond.toFixed(1)} Markdown pages/s` }
        : { name: 'API pages at least as fast per page as Markdown pages', detail: api.note },
    );
  } else targets.push({ name: 'API pages at least as fast per page as Markdown pages', detail: 'not measured (add --api)' });
  let dev: Awaited<ReturnType<typeof measureDevServer>> | undefined;
  if (values.dev) {
    dev = await measureDevServer(root, siteDir, `/${pagePath(Math.floor(pageCount / 2))}`, env);
    targets.push({ name: `dev: first page within ${LIMITS.devFirstPageMs / 1000} s`, pass: dev.firstPageMs <= LIMITS.devFirstPageMs, detail: `${(dev.firstPageMs / 1000).toFixed(2)} s` });
    targets.push({ name: `dev: edit reaches the browser within ${LIMITS.devEditMs} ms`, pass: dev.editMs <= LIMITS.devEditMs, detail: `median ${dev.editMs.toFixed(0)} ms over ${dev.edits} edits` });
  } else targets.push({ name: 'dev server first page and edit', detail: 'not measured (add --dev)' });

  console.log(`\n${formatTargets(targets)}`);
  if (values.json) {
    const report = { date: new Date().toISOString(), pages: pageCount, runs, machine: { cpu: cpus()[0]?.model, cores: availableParallelism(), memory: totalmem() }, typical, tools: rows.map((r) => ({ name: r.tool.name, seconds: r.seconds, cpuSeconds: r.cpuSeconds, pagesPerSecond: r.pagesPerSecond, peakRss: r.peakRss, output: r.tool.output, weight: r.tool.weight })), api, dev, targets };
    writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  }
  if (!existsSync(mintakaOut)) process.exitCode = 1;
}

await main();
