import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCorpusSite, DEFAULT_CORPUS, listCorpusSites, type CorpusSiteResult } from '../../scripts/build-corpus.ts';
import { unstyledFrameClassesOfSite } from '../support/frame-rules.ts';
import { differingPages, ownCaches } from '../support/compare-builds.ts';

// Ten real Mintlify sites (MINTAKA_CORPUS, by default ../shared/corpus beside the repository)
// must build unchanged. The corpus is not part of the repository (its licences and size keep
// it out), so a clone without it skips these tests and says what they need.
const hasCorpus = existsSync(DEFAULT_CORPUS);
if (!hasCorpus) console.info(`corpus tests skipped: they need the folder of real Mintlify sites, set MINTAKA_CORPUS=<folder> (looked for ${DEFAULT_CORPUS})`);

/**
 * Pages the corpus itself breaks, and why: a page truncated mid-component (invalid MDX) and
 * three pages importing a snippet file that is not in the corpus copy. Each is left out with
 * its precise message; everything else must build.
 */
const EXPECTED_LEFT_OUT: Record<string, string[]> = {
  crewAIInc__crewAI: [
    'concepts/llms.mdx:745:3: Expected a closing tag for `<Tab>` before the end of the file (hint: close the tag with a matching </Tag>, or write it as <Tag />; in MDX, HTML tags such as <br> and <img> must end with />)',
  ],
  'triggerdotdev__trigger.dev': [
    'guides/frameworks/nextjs.mdx:17:1: cannot find the imported file "/snippets/worker-failed-to-start.mdx" (looked in the docs folder)',
    'guides/frameworks/supabase-edge-functions-basic.mdx:17:1: cannot find the imported file "/snippets/worker-failed-to-start.mdx" (looked in the docs folder)',
    'guides/frameworks/supabase-edge-functions-database-webhooks.mdx:13:1: cannot find the imported file "/snippets/worker-failed-to-start.mdx" (looked in the docs folder)',
  ],
};

/**
 * Pages whose HTML changes from one build to the next whichever way they are rendered, and why.
 */
const BUILD_TIME_PAGES: Record<string, string[]> = {
  // An example response computed with `Date.now()` in an MDX expression.
  unkeyed__unkey: ['libraries/ts/ratelimit/ratelimit/index.html'],
};

describe.runIf(hasCorpus)('corpus of real Mintlify sites', () => {
  const results = new Map<string, CorpusSiteResult>();
  /** The same sites with every MDX page compiled (MINTAKA_COMPILE_ALL_MDX), none on the static path. */
  const compiled = new Map<string, CorpusSiteResult>();

  beforeAll(async () => {
    // Caches of their own, shared by the compiled builds only (compare-builds.ts).
    const compiledCaches = ownCaches();
    // One site at a time: each build already uses both cores.
    for (const name of listCorpusSites()) {
      results.set(name, await buildCorpusSite(join(DEFAULT_CORPUS, name)));
      compiled.set(name, await buildCorpusSite(join(DEFAULT_CORPUS, name), { env: { MINTAKA_COMPILE_ALL_MDX: '1', ...compiledCaches } }));
    }
    for (const result of results.values()) {
      console.log(`${result.ok ? '✓' : '✗'} ${result.site}: ${result.pages} pages, ${result.warnings.length} warnings, ${result.skipped.length} left out, ${result.errors.length} errors (${result.seconds.toFixed(1)} s)`);
    }
  }, 900_000);

  afterAll(() => {
    for (const result of [...results.values(), ...compiled.values()]) rmSync(join(result.outDir, '..'), { recursive: true, force: true });
  });

  it('has the ten sites', () => {
    expect([...results.keys()]).toEqual([
      'Abstract-Foundation__abstract-docs',
      'FrigadeHQ__trench',
      'clauderic__dnd-kit',
      'codemod-com__codemod',
      'crewAIInc__crewAI',
      'openlit__openlit',
      'pipecat-ai__docs',
      'teamhanko__docs',
      'triggerdotdev__trigger.dev',
      'unkeyed__unkey',
    ]);
  });

  it.each((hasCorpus ? listCorpusSites() : []).map((name) => [name]))('builds %s, leaving out only the pages the corpus breaks', (name) => {
    const result = results.get(name)!;
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.pages).toBeGreaterThan(5);
    expect(result.skipped).toEqual(EXPECTED_LEFT_OUT[name] ?? []);
  });

  it.each((hasCorpus ? listCorpusSites() : []).map((name) => [name]))('gives every page of %s the same HTML whether its MDX is compiled or rendered straight to HTML', (name) => {
    const expected = BUILD_TIME_PAGES[name] ?? [];
    const differences = differingPages(results.get(name)!.outDir, compiled.get(name)!.outDir);
    expect(differences.filter((d) => !expected.some((page) => d.startsWith(`${page}:`)))).toEqual([]);
  });

  it.each((hasCorpus ? listCorpusSites() : []).map((name) => [name]))('styles every part of the frame that the pages of %s show', (name) => {
    expect(unstyledFrameClassesOfSite(results.get(name)!.outDir)).toEqual([]);
  });

  it('reads what real sites write: fence titles and highlights, snippets with props, mermaid, raw HTML', () => {
    const html = (site: string, path: string) => readFileSync(join(results.get(site)!.outDir, path, 'index.html'), 'utf8');
    // ```bash npm / ```bash yarn tabs, and a `{2-4,7-8}` highlight.
    expect(html('triggerdotdev__trigger.dev', 'cli-init-commands')).toMatch(/data-language="bash" data-title="npm"/);
    expect(html('clauderic__dnd-kit', 'react/guides/migration')).toContain('mk-line-highlight');
    // <Prerequisites framework="Next.js" /> reads {framework} inside the snippet.
    expect(html('triggerdotdev__trigger.dev', 'guides/frameworks/bun')).toContain('Setup a project in Bun');
    expect(html('pipecat-ai__docs', 'server/utilities/filters/stt-mute')).toContain('<pre class="mermaid">');
    // trench's navigation lists `contributing`: a CONTRIBUTING file, so a page like any other.
    expect(html('FrigadeHQ__trench', 'contributing')).toContain('Contributing to Trench');
  });

  it('gives no unknown-language or undefined-variable warnings', () => {
    const pipelineWarnings = [...results.values()].flatMap((r) => r.warnings).filter((w) => /unknown code language|is not defined in this page|cannot render math/.test(w));
    expect(pipelineWarnings).toEqual([]);
  });
});
