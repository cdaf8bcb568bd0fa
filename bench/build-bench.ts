// Build benchmark: N generated pages built by Mintaka and by Starlight in the same run, cold,
// several times, as real sites have them: component-rich .mdx pages (the headline) and plain
// Markdown .md pages (a second row); then every site of the real corpus, cold, once. Prints
// medians, page weights and the targets of issues 8 and 15 (PASS/FAIL).
//   npm run bench -- [--pages 1000] [--runs 3] [--no-starlight] [--no-markdown] [--no-corpus]
//                    [--dev] [--api] [--json FILE]
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { totalmem, availableParallelism, cpus } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { astroCacheDir } from '../src/cli/build.ts';
import { buildCorpusSite, DEFAULT_CORPUS, listCorpusSites, type CorpusSiteResult } from '../scripts/build-corpus.ts';
import { formatBytes, formatTargets, KIB, LIMITS, median, type Target } from './bench-targets.ts';
import { generateSite, pagePath, writeMintlifySite, type GeneratedSite } from './generate-site.ts';
import { emptyKeptFolder, runMeasured, type Measured } from './measure.ts';
import { measureFolderBytes, measurePageWeight, medianContentPageWeight, type PageWeight } from './page-weight.ts';
import { ensureStarlightProject, STARLIGHT_VERSION, writeStarlightSite } from './starlight-project.ts';
import { measureApiPages } from './api-bench.ts';
import { measureDevServer, measureFirstStart } from './dev-bench.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    'no-starlight': { type: 'boolean', default: false },
    'no-markdown': { type: 'boolean', default: false },
    'no-corpus': { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
    api: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const pageCount = Number(values.pages);
const runs = Math.max(1, Number(values.runs));
const work = join(root, 'bench/.work');
const starlightDir = join(root, 'bench/.starlight');
const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}`, NO_COLOR: '1', MINTAKA_OFFLINE: '1' };

interface ToolResult {
  name: string;
  runs: Measured[];
  outDir: string;
  weight?: PageWeight;
  output?: { bytes: number; files: number };
}

interface SiteBench {
  label: string;
  mintaka: ToolResult;
  starlight?: ToolResult;
  typical: string;
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

async function buildMintaka(siteDir: string, outDir: string): Promise<Measured> {
  // Cold: Astro's content store and Vite cache for this site, and everything Mintaka keeps.
  rmSync(astroCacheDir(root, siteDir, outDir), { recursive: true, force: true });
  const run = await runMeasured(join(root, 'node_modules/.bin/node'), [join(root, 'bin/mintaka.mjs'), 'build', siteDir, '--out', outDir], {
    cwd: root,
    env: { ...env, MINTAKA_HIGHLIGHT_CACHE: emptyKeptFolder(work, 'build') },
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

/** One generated site built by both tools, alternating which goes first, `runs` times each. */
async function benchSite(label: string, site: GeneratedSite, withStarlight: boolean): Promise<SiteBench> {
  const siteDir = join(work, `site-${label}-${pageCount}`);
  const outDir = join(work, `out-${label}-${pageCount}`);
  console.log(`\n${label}: ${pageCount} ${site.extension} pages (groups of 20)`);
  writeMintlifySite(siteDir, site);
  if (withStarlight) {
    ensureStarlightProject(starlightDir);
    writeStarlightSite(starlightDir, site);
  }
  const mintaka: ToolResult = { name: 'Mintaka', runs: [], outDir };
  const starlight: ToolResult = { name: `Starlight ${STARLIGHT_VERSION}`, runs: [], outDir: join(starlightDir, 'dist') };
  for (let i = 1; i <= runs; i++) {
    // Alternate which goes first, so that neither always meets a warmer or busier machine.
    const order = i % 2 ? [mintaka, starlight] : [starlight, mintaka];
    for (const tool of order) {
      if (tool === starlight && !withStarlight) continue;
      const run = tool === mintaka ? await buildMintaka(siteDir, outDir) : await buildStarlight();
      tool.runs.push(run);
      console.log(`run ${i}/${runs} ${tool.name}: ${(run.wallMs / 1000).toFixed(1)} s (CPU ${(run.cpuMs / 1000).toFixed(1)} s, peak ${formatBytes(run.peakRssBytes)})`);
    }
  }
  // A typical content page: in the middle of the site, neither first nor last of its group.
  const typical = `/${pagePath(Math.min(pageCount - 1, Math.floor(pageCount / 2) + 7))}`;
  for (const tool of withStarlight ? [mintaka, starlight] : [mintaka]) {
    tool.weight = measurePageWeight(tool.outDir, typical);
    tool.output = measureFolderBytes(tool.outDir);
  }
  return { label, mintaka, starlight: withStarlight ? starlight : undefined, typical };
}

const TABLE_HEADER = ['', 'median build', 'CPU', 'pages/s', 'peak memory', 'output', 'page HTML', 'page JS', 'page CSS'];

function printTable(rows: (string | undefined)[][]): void {
  const cells = rows.map((row) => row.map((cell) => cell ?? ''));
  const widths = TABLE_HEADER.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]?.length ?? 0)));
  for (const row of [TABLE_HEADER, ...cells]) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
}

function toolRow(label: string, tool: ToolResult): string[] {
  const r = summarize(tool);
  return [
    label,
    `${r.seconds.toFixed(1)} s`,
    `${r.cpuSeconds.toFixed(1)} s`,
    r.pagesPerSecond.toFixed(1),
    formatBytes(r.peakRss),
    `${formatBytes(tool.output!.bytes)} (${tool.output!.files} files)`,
    formatBytes(tool.weight!.htmlBytes),
    formatBytes(tool.weight!.jsBytes),
    formatBytes(tool.weight!.cssBytes),
  ];
}

type CorpusBench = CorpusSiteResult & { weight: ReturnType<typeof medianContentPageWeight> };

/** Every site of the real corpus, cold, once: pages per second of the whole command, and what its content pages weigh. */
async function benchCorpus(): Promise<CorpusBench[]> {
  if (!existsSync(DEFAULT_CORPUS)) return [];
  console.log(`\ncorpus: ${DEFAULT_CORPUS}`);
  const results: CorpusBench[] = [];
  for (const name of listCorpusSites()) {
    // Written beside the generated sites' output, as a writer's build writes into the project:
    // on this machine a new folder in /tmp took a millisecond of the kernel's time (600 folders
    // 0.4 s, 0.03 s under bench/.work), a tenth of a second per hundred pages of the command.
    const result = await buildCorpusSite(join(DEFAULT_CORPUS, name), { env: { MINTAKA_HIGHLIGHT_CACHE: emptyKeptFolder(work, 'corpus') }, outParent: work });
    const weight = result.ok ? medianContentPageWeight(result.outDir) : undefined;
    rmSync(join(result.outDir, '..'), { recursive: true, force: true });
    if (!result.ok) throw new Error(`corpus site ${name} failed: ${result.errors.join('; ')}`);
    results.push({ ...result, weight });
    console.log(`${name}: ${result.pages} pages in ${result.seconds.toFixed(1)} s = ${(result.pages / result.seconds).toFixed(1)} pages/s`);
  }
  return results;
}

async function main(): Promise<void> {
  mkdirSync(work, { recursive: true });
  const withStarlight = !values['no-starlight'];
  const sites = [await benchSite('components', generateSite(pageCount), withStarlight)];
  if (!values['no-markdown']) sites.push(await benchSite('markdown', generateSite(pageCount, { components: false }), withStarlight));
  const corpus = values['no-corpus'] ? [] : await benchCorpus();

  console.log(`\n${pageCount} pages, ${runs} cold run(s) each; ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ${formatBytes(totalmem())} RAM`);
  console.log(`typical content page: ${sites[0]!.typical}\n`);
  printTable(
    sites.flatMap((site) => [
      toolRow(`Mintaka, ${site.label === 'components' ? 'MDX with components' : 'Markdown'}`, site.mintaka),
      ...(site.starlight ? [toolRow(`${site.starlight.name}, ${site.label === 'components' ? 'MDX with components' : 'Markdown'}`, site.starlight)] : []),
    ]),
  );
  if (corpus.length) {
    console.log('\nreal sites (../shared/corpus), cold, whole command; a content page\'s median HTML / JS / CSS:');
    for (const r of corpus) {
      const weight = r.weight ? `  ${[r.weight.htmlBytes, r.weight.jsBytes, r.weight.cssBytes].map(formatBytes).join(' / ')} (${r.weight.pages} pages)` : '';
      console.log(`  ${r.site.split('/').pop()!.padEnd(36)} ${String(r.pages).padStart(4)} pages  ${r.seconds.toFixed(1).padStart(5)} s  ${(r.pages / r.seconds).toFixed(1).padStart(5)} pages/s${weight}`);
    }
  }

  const targets: Target[] = [];
  const [components, markdown] = sites;
  const m = summarize(components!.mintaka);
  if (components!.starlight) {
    const s = summarize(components!.starlight);
    const ratio = m.seconds / s.seconds;
    targets.push({ name: `MDX with components: build time vs Starlight (<= ${LIMITS.timeRatio}x)`, pass: ratio <= LIMITS.timeRatio, detail: `${ratio.toFixed(2)}x (${m.seconds.toFixed(1)} s vs ${s.seconds.toFixed(1)} s)` });
  } else targets.push({ name: 'build time vs Starlight', detail: 'not measured (--no-starlight)' });
  if (markdown?.starlight) {
    const md = summarize(markdown.mintaka);
    const ratio = md.seconds / summarize(markdown.starlight).seconds;
    targets.push({ name: `Markdown: build time vs Starlight (<= ${LIMITS.markdownTimeRatio}x)`, pass: ratio <= LIMITS.markdownTimeRatio, detail: `${ratio.toFixed(2)}x (${md.seconds.toFixed(1)} s)` });
  }
  const w = components!.mintaka.weight!;
  targets.push({ name: `content page HTML <= ${LIMITS.htmlBytes / KIB} KiB (with components)`, pass: w.htmlBytes <= LIMITS.htmlBytes, detail: `${formatBytes(w.htmlBytes)} at ${pageCount} pages` });
  targets.push({ name: `content page JavaScript <= ${LIMITS.jsBytes / KIB} KiB (tabs, code groups, accordions)`, pass: w.jsBytes <= LIMITS.jsBytes, detail: formatBytes(w.jsBytes) });
  targets.push({ name: `content page CSS <= ${LIMITS.cssBytes / KIB} KiB (with components)`, pass: w.cssBytes <= LIMITS.cssBytes, detail: formatBytes(w.cssBytes) });
  // Issue 8's page: plain Markdown, as its benchmark had.
  const mdWeight = markdown?.mintaka.weight;
  if (mdWeight) targets.push({ name: `Markdown page CSS <= ${LIMITS.cssBytes / KIB} KiB (issue 8)`, pass: mdWeight.cssBytes <= LIMITS.cssBytes, detail: formatBytes(mdWeight.cssBytes) });
  targets.push({
    name: "builds within the machine's memory",
    pass: m.peakRss < totalmem(),
    detail: `peak ${formatBytes(m.peakRss)} of ${formatBytes(totalmem())} at ${pageCount} pages${pageCount < 10000 ? ' (run --pages 10000 --runs 1 --no-starlight --no-markdown --no-corpus for the 10,000-page check)' : ''}`,
  });
  if (corpus.length) {
    const rates = corpus.map((r) => r.pages / r.seconds);
    const rate = median(rates);
    targets.push({ name: `real corpus sites: median >= ${LIMITS.corpusPagesPerSecond} pages/s, cold`, pass: rate >= LIMITS.corpusPagesPerSecond, detail: `${rate.toFixed(1)} pages/s (${corpus.length} sites, ${Math.min(...rates).toFixed(1)} to ${Math.max(...rates).toFixed(1)})` });
  } else targets.push({ name: 'real corpus sites', detail: values['no-corpus'] ? 'not measured (--no-corpus)' : `not measured (no corpus at ${DEFAULT_CORPUS})` });
  let api: Awaited<ReturnType<typeof measureApiPages>> | undefined;
  if (values.api) {
    api = await measureApiPages(root, work, env);
    const md = markdown ? summarize(markdown.mintaka) : m;
    targets.push(
      api.pages > 0
        ? { name: 'API pages at least as fast per page as Markdown pages', pass: api.pagesPerSecond >= md.pagesPerSecond, detail: `${api.pages} API pages in ${api.seconds.toFixed(1)} s = ${api.pagesPerSecond.toFixed(1)} pages/s vs ${md.pagesPerSecond.toFixed(1)} Markdown pages/s` }
        : { name: 'API pages at least as fast per page as Markdown pages', detail: api.note },
    );
  } else targets.push({ name: 'API pages at least as fast per page as Markdown pages', detail: 'not measured (add --api)' });
  let dev: (Awaited<ReturnType<typeof measureDevServer>> & { firstStartMs: number }) | undefined;
  if (values.dev) {
    // A first start on the folder (nothing of an earlier dev start kept), then a later one.
    const firstStartMs = await measureFirstStart(root, env);
    dev = { ...(await measureDevServer(root, env)), firstStartMs };
    targets.push({ name: `dev: first page readable in Chromium within ${LIMITS.devFirstPageMs / 1000} s of the command`, pass: dev.firstPageMs <= LIMITS.devFirstPageMs, detail: `${(dev.firstPageMs / 1000).toFixed(2)} s (a first start on the folder, its dev cache removed: ${(firstStartMs / 1000).toFixed(2)} s)` });
    targets.push({ name: `dev: an edit shown in Chromium within ${LIMITS.devEditMs} ms`, pass: dev.editMs <= LIMITS.devEditMs, detail: `median ${dev.editMs.toFixed(0)} ms over ${dev.edits} edits` });
  } else targets.push({ name: 'dev server first page and edit', detail: 'not measured (add --dev)' });

  console.log(`\n${formatTargets(targets)}`);
  if (values.json) {
    const tools = sites.flatMap((site) => [site.mintaka, ...(site.starlight ? [site.starlight] : [])].map((tool) => ({ site: site.label, name: tool.name, ...summarize(tool), output: tool.output, weight: tool.weight })));
    const report = { date: new Date().toISOString(), pages: pageCount, runs, machine: { cpu: cpus()[0]?.model, cores: availableParallelism(), memory: totalmem() }, typical: sites[0]!.typical, tools, corpus: corpus.map((r) => ({ site: r.site, pages: r.pages, seconds: r.seconds, contentPage: r.weight })), api, dev, targets };
    writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  }
}

await main();
