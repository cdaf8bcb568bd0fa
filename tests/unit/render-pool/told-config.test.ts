import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../src/config/load-site-config.ts';
import { PREDICTED_OPTIONS } from '../../../src/integration/render-pool/render-ahead.ts';
import { RENDER_WORKER_SCRIPT } from '../../../src/integration/render-pool/prestart.ts';
import { siteConfigMessage } from '../../../src/integration/render-pool/site-config-message.ts';
import { WorkerPool } from '../../../src/integration/render-pool/worker-pool.ts';
import { makeSite } from '../../support/build-fixture.ts';

// A build's render workers render with the site's config as the main thread read and checked
// it (variables, code themes, icon library), told before any page: they no longer read the
// config file themselves, which loaded its readers (zod and both formats' schemas) in each.

const docsJson = (product: string) => JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, variables: { product }, navigation: { pages: ['index'] } });
const pools: WorkerPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

async function renderInWorker(docsDir: string, told: ReturnType<typeof siteConfigMessage> | undefined, content: string): Promise<string> {
  const pool = new WorkerPool(RENDER_WORKER_SCRIPT, 1, { docsDir });
  pools.push(pool);
  if (told) pool.tell(told);
  const result = await pool.run<{ code: string }>({ kind: 'md', shared: PREDICTED_OPTIONS, content, frontmatter: {}, fileURL: pathToFileURL(join(docsDir, 'index.md')).href });
  return result.code;
}

describe("a render worker's site config", () => {
  it('is the one it is told, not what it would read from the folder', async () => {
    const toldFrom = makeSite({ 'docs.json': docsJson('Told Product') });
    const loaded = loadSiteConfig(toldFrom);
    expect(loaded.ok).toBe(true);
    const folder = makeSite({ 'docs.json': docsJson('File Product'), 'index.md': 'x' });
    const html = await renderInWorker(folder, siteConfigMessage(loaded.ok ? loaded.config : undefined), 'Welcome to {{product}}.');
    expect(html).toContain('Welcome to Told Product.');
  }, 60_000);

  it('crosses to the worker whole: what the config file sets reaches the page', async () => {
    // A config is a plain value (structured clone): the worker gets the same variables and code themes.
    const folder = makeSite({ 'docs.json': docsJson('Widget'), 'index.md': 'x' });
    const loaded = loadSiteConfig(folder);
    expect(loaded.ok && structuredClone(loaded.config)).toEqual(loaded.ok && loaded.config);
    expect(await renderInWorker(folder, siteConfigMessage(loaded.ok ? loaded.config : undefined), 'Try {{product}}.')).toContain('Try Widget.');
  }, 60_000);
});
