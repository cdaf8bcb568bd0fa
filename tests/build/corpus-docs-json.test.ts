import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCorpusSite, DEFAULT_DOCS_JSON_CORPUS, listCorpusSites, type CorpusSiteResult } from '../../scripts/build-corpus.ts';
import { unstyledFrameClassesOfSite } from '../support/frame-rules.ts';

// Six real sites in Mintlify's current format (MINTAKA_CORPUS_DOCS_JSON, by default
// ../shared/corpus-docs-json beside the repository) must build unchanged. Like the mint.json
// corpus, it is not part of the repository: a clone without it skips these tests and says so.
const hasCorpus = existsSync(DEFAULT_DOCS_JSON_CORPUS);
if (!hasCorpus) console.info(`docs.json corpus tests skipped: they need the folder of real docs.json sites, set MINTAKA_CORPUS_DOCS_JSON=<folder> (looked for ${DEFAULT_DOCS_JSON_CORPUS})`);

/** Pages the copies themselves break, and why; everything else must build. */
const EXPECTED_LEFT_OUT: Record<string, string[]> = {};

describe.runIf(hasCorpus)('corpus of real docs.json sites', () => {
  const results = new Map<string, CorpusSiteResult>();

  beforeAll(async () => {
    for (const name of listCorpusSites(DEFAULT_DOCS_JSON_CORPUS)) results.set(name, await buildCorpusSite(join(DEFAULT_DOCS_JSON_CORPUS, name)));
    for (const result of results.values()) {
      console.log(`${result.ok ? '✓' : '✗'} ${result.site}: ${result.pages} pages, ${result.warnings.length} warnings, ${result.skipped.length} left out, ${result.errors.length} errors (${result.seconds.toFixed(1)} s)`);
    }
  }, 1_800_000);

  afterAll(() => {
    for (const result of results.values()) rmSync(join(result.outDir, '..'), { recursive: true, force: true });
  });

  it('has the six sites', () => {
    expect([...results.keys()]).toEqual([
      'Abstract-Foundation__abstract-docs',
      'codemod-com__codemod',
      'openlit__openlit',
      'pipecat-ai__docs',
      'teamhanko__docs',
      'triggerdotdev__trigger.dev',
    ]);
  });

  it.each((hasCorpus ? listCorpusSites(DEFAULT_DOCS_JSON_CORPUS) : []).map((name) => [name]))('builds %s, leaving out only the pages the copy breaks', (name) => {
    const result = results.get(name)!;
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.pages).toBeGreaterThan(5);
    expect(result.skipped).toEqual(EXPECTED_LEFT_OUT[name] ?? []);
  });

  it.each((hasCorpus ? listCorpusSites(DEFAULT_DOCS_JSON_CORPUS) : []).map((name) => [name]))('styles every part of the frame that the pages of %s show', (name) => {
    expect(unstyledFrameClassesOfSite(results.get(name)!.outDir)).toEqual([]);
  });

  it('renders what their docs.json says: tabs, dropdowns, global anchors, navbar, footer columns, banner', () => {
    const html = (site: string, path: string) => readFileSync(join(results.get(site)!.outDir, path, 'index.html'), 'utf8');
    // pipecat: tabs and a global anchor.
    const pipecat = html('pipecat-ai__docs', 'overview/introduction');
    expect(pipecat).toMatch(/<nav class="mk-tabs"/);
    expect(pipecat).toContain('Join the Discord');
    // trigger.dev: dropdowns, footer link columns, a GitHub button.
    const trigger = html('triggerdotdev__trigger.dev', 'quick-start');
    expect(trigger).toContain('class="mk-sidebar-menu"');
    expect(trigger).toContain('OSS Friends');
    // Abstract: the dismissible banner.
    expect(html('Abstract-Foundation__abstract-docs', 'overview')).toContain('id="mk-banner"');
  });
});
