import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES } from '../../../src/integration/markdown/code-themes.ts';
import { cacheKey } from '../../../src/integration/markdown/cache-location.ts';
import { highlightSample } from '../../../src/integration/markdown/highlighter.ts';

const shikiVersion = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;

// A build keeps its API samples for the next (thread-packs.ts). Samples written before the token
// classes became `l4 d5` (code-colors.ts) carried `mk-l4 mk-d5`, which no stylesheet colours:
// an upgraded Mintaka must highlight them again, as it does fenced blocks.
describe('API samples kept by an earlier Mintaka', () => {
  it('are highlighted again when the highlighted markup has changed since', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'mintaka-samples-'));
    const docsDir = mkdtempSync(join(tmpdir(), 'mintaka-site-'));
    process.env.MINTAKA_HIGHLIGHT_CACHE = cache;
    process.env.MINTAKA_DOCS_DIR = docsDir;
    const code = 'curl --request GET \\\n  --url https://api.example.com/users';
    const staleKey = cacheKey(['sample-v3', shikiVersion, CODE_THEMES.light, CODE_THEMES.dark, 'bash', code]);
    const stale = '<pre class="shiki"><code><span class="line"><span class="mk-l6 mk-d6">curl</span></span></code></pre>';
    mkdirSync(join(cache, 'samples'), { recursive: true });
    writeFileSync(join(cache, 'samples', `${cacheKey([docsDir]).slice(0, 12)}-0.json`), JSON.stringify({ [staleKey]: stale }));

    const html = await highlightSample(code, 'bash');
    expect(html).not.toBe(stale);
    // Today's markup: a token of a colour pair (<mk-3>) or with palette classes (l4 d5).
    expect(html).toMatch(/<(mk-\d+)>curl<\/\1>|<span class="l\d+ d\d+">curl<\/span>/);
  });
});
