import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../src/config/load-site-config.ts';
import { DEFAULT_SNIPPET_LANGUAGES } from '../../../src/core/snippets/targets.ts';
import { RENDER_WORKER_SCRIPT } from '../../../src/integration/render-pool/prestart.ts';
import { samplesAheadMessage } from '../../../src/integration/render-pool/samples-ahead-message.ts';
import { siteConfigMessage } from '../../../src/integration/render-pool/site-config-message.ts';
import { WorkerPool } from '../../../src/integration/render-pool/worker-pool.ts';
import type { PageRecord } from '../../../src/site/load-site.ts';
import { makeSite } from '../../support/build-fixture.ts';

// On a site with API pages, a build's render workers highlight samples like the pages' own
// while Astro bundles (warm-samples.ts), so that the real ones find the grammars loaded. What a
// reader relies on: a page's samples are the same whether or not that happened.

const pools: WorkerPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const page = (api: PageRecord['api']) => ({ api }) as PageRecord;
const config = (languages?: string[]) => ({ api: { examples: { languages, defaults: 'required' } } }) as never;

describe('samples highlighted ahead', () => {
  it("are asked for on sites with API pages, in the languages of the site's samples", () => {
    const operation = page({ kind: 'operation', file: 'openapi.json', target: { kind: 'operation', method: 'get', path: '/items' }, generated: false } as never);
    const schema = page({ kind: 'schema', file: 'openapi.json', name: 'Item' });
    expect(samplesAheadMessage({ config: config(), pages: { guide: page(undefined) } })).toBeUndefined();
    expect(samplesAheadMessage({ config: config(), pages: { guide: page(undefined), items: operation } })).toEqual({ kind: 'samples-ahead', languages: [...DEFAULT_SNIPPET_LANGUAGES] });
    expect(samplesAheadMessage({ config: config(['curl', 'python']), pages: { items: operation, item: schema } })?.languages).toEqual(['curl', 'python']);
    // Schema pages show a JSON example and no request.
    expect(samplesAheadMessage({ config: config(['curl']), pages: { item: schema } })).toEqual({ kind: 'samples-ahead', languages: [] });
  });

  it("leave an API page's samples as they would be without", async () => {
    const folder = makeSite({ 'docs.json': JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } }), 'index.mdx': 'x' });
    const loaded = loadSiteConfig(folder);
    if (!loaded.ok) throw new Error('fixture config');
    const samples = [
      { code: 'curl --request POST \\\n  --url "https://api.acme.dev/v1/items?limit=10" \\\n  --header \'Authorization: Bearer <token>\' \\\n  --data \'{"name": "<string>"}\'', grammar: 'bash' },
      { code: 'import requests\n\nresponse = requests.get("https://api.acme.dev/v1/items", params={"limit": 10})\nprint(response.json())', grammar: 'python' },
      { code: '{\n  "id": "item_1",\n  "count": 3,\n  "tags": ["a"],\n  "owner": null\n}', grammar: 'json' },
    ];
    const highlight = async (ahead: boolean) => {
      // Each worker starts without the highlighted samples of earlier runs (a worker's environment is copied when it starts).
      const kept = process.env.MINTAKA_HIGHLIGHT_CACHE;
      process.env.MINTAKA_HIGHLIGHT_CACHE = mkdtempSync(join(tmpdir(), 'mintaka-samples-'));
      const pool = new WorkerPool(RENDER_WORKER_SCRIPT, 1, { docsDir: folder });
      if (kept === undefined) delete process.env.MINTAKA_HIGHLIGHT_CACHE;
      else process.env.MINTAKA_HIGHLIGHT_CACHE = kept;
      pools.push(pool);
      pool.tell(siteConfigMessage(loaded.config));
      if (ahead) {
        pool.tellWhenIdle({ kind: 'samples-ahead', languages: ['bash', 'python', 'go'] });
        // Time for some of them: the worker leaves the rest for the task.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      return Promise.all(samples.map(({ code, grammar }) => pool.run<string>({ kind: 'sample', code, grammar })));
    };
    const [without, withAhead] = [await highlight(false), await highlight(true)];
    expect(without[0]).toContain('class="shiki');
    expect(withAhead).toEqual(without);
  }, 60_000);
});
