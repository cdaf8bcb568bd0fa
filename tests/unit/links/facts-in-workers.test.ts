import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_WORKER_SCRIPT } from '../../../src/integration/render-pool/prestart.ts';
import { WorkerPool } from '../../../src/integration/render-pool/worker-pool.ts';
import type { PageFacts } from '../../../src/integration/validate/page-facts.ts';
import type { ReadFacts } from '../../../src/integration/validate/pooled-facts.ts';
import { validateSite } from '../../../src/integration/validate/validate-site.ts';
import { repoRoot } from '../../support/build-fixture.ts';

// A build's validation has its render workers read pages too (pooled-facts.ts). What `mintaka
// build` reports must not depend on which thread read a page: every problem, invalid page and
// static page the same as when the main thread reads them all.

const sites = [join(repoRoot, 'tests/unit/links/site'), join(repoRoot, 'tests/unit/links/bad-frontmatter'), join(repoRoot, 'tests/fixtures/sites/components')];

let previousCache: string | undefined;
beforeAll(() => {
  // Nothing kept from earlier runs: each side reads every page.
  previousCache = process.env.MINTAKA_HIGHLIGHT_CACHE;
  process.env.MINTAKA_HIGHLIGHT_CACHE = 'off';
});
afterAll(() => {
  if (previousCache === undefined) delete process.env.MINTAKA_HIGHLIGHT_CACHE;
  else process.env.MINTAKA_HIGHLIGHT_CACHE = previousCache;
});

/** What the build decides from a validation. */
const outcome = (validation: Awaited<ReturnType<typeof validateSite>>) => ({
  problems: validation.problems,
  invalidPages: [...validation.invalidPages],
  staticPages: [...validation.staticPages].sort(),
  pageCount: validation.pageCount,
});

describe('pages read for the validation by a render worker', () => {
  it.each(sites.map((site) => [relative(repoRoot, site), site]))('give %s the same problems, invalid and static pages', { timeout: 60_000 }, async (_name, site) => {
    const pool = new WorkerPool(RENDER_WORKER_SCRIPT, 1, { docsDir: site });
    try {
      let read = 0;
      // Every page to the worker (no main-thread fallback), so that the comparison has teeth.
      const inWorker: ReadFacts = (absolute, source) => pool.run<PageFacts>({ kind: 'facts', absolute, source }).finally(() => read++);
      const withWorkers = outcome(await validateSite(site, { siteUrl: 'https://docs.example.com', fetchStars: false, readFacts: inWorker }));
      const alone = outcome(await validateSite(site, { siteUrl: 'https://docs.example.com', fetchStars: false }));
      expect(read).toBeGreaterThan(0);
      expect(withWorkers).toEqual(alone);
      expect(alone.problems.length).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
