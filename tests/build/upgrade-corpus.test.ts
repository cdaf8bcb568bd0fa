import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocsConfig } from '../../src/config/docs/load.ts';
import { docsToSiteConfig } from '../../src/config/docs/to-site-config.ts';
import { loadMintConfig } from '../../src/config/load.ts';
import { mintToSiteConfig } from '../../src/config/mint/to-site-config.ts';
import { upgradeMintConfig } from '../../src/config/mint/upgrade.ts';
import { flattenPages } from '../../src/core/navigation/build-navigation.ts';
import { getPageNavigation } from '../../src/core/navigation/route-navigation.ts';
import { loadSite } from '../../src/site/load-site.ts';
import { DEFAULT_CORPUS, listCorpusSites } from '../../scripts/build-corpus.ts';

// `mintaka upgrade` on every real mint.json site: the docs.json it writes validates, and the
// site read from it has the same pages, the same pages in its navigation, each page under the
// same tab, and the same chrome (navbar, footer, logo, colours, redirects, SEO, API settings).
const hasCorpus = existsSync(DEFAULT_CORPUS);
if (!hasCorpus) console.info(`upgrade corpus tests skipped: they need the folder of real Mintlify sites, set MINTAKA_CORPUS=<folder> (looked for ${DEFAULT_CORPUS})`);

describe.runIf(hasCorpus)('mintaka upgrade on the corpus', () => {
  it.each((hasCorpus ? listCorpusSites() : []).map((name) => [name]))('%s: docs.json builds the same site', async (name) => {
    const folder = join(DEFAULT_CORPUS, name);
    const mint = loadMintConfig(folder);
    if (!mint.ok) throw new Error(mint.errors.join('\n'));
    const { docs } = upgradeMintConfig(mint.config, JSON.parse(readFileSync(join(folder, 'mint.json'), 'utf8')));
    const parsed = parseDocsConfig(JSON.parse(JSON.stringify(docs)));
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const docsConfig = docsToSiteConfig(parsed.config);

    // mint.json as read on its own (a corpus folder may hold a docs.json too, which would win).
    const before = await loadSite(folder, { fetchStars: false, config: { ok: true, config: mintToSiteConfig(mint.config), warnings: [], file: join(folder, 'mint.json') } });
    const after = await loadSite(folder, { fetchStars: false, config: { ok: true, config: docsConfig, warnings: [], file: join(folder, 'docs.json') } });
    if (!before.ok || !after.ok) throw new Error('the site did not load');
    const a = before.site;
    const b = after.site;
    expect(Object.keys(b.pages).sort()).toEqual(Object.keys(a.pages).sort());
    const listed = (site: typeof a) => new Set(flattenPages(site.navigation.groups).filter((p) => !p.external && !p.missing).map((p) => p.path));
    expect([...listed(b)].sort()).toEqual([...listed(a)].sort());
    for (const path of listed(a)) {
      const tabOf = (site: typeof a) => {
        const nav = getPageNavigation(site.navigation, path);
        return nav.tabs[nav.tabIndex]?.name;
      };
      expect(tabOf(b), path).toBe(tabOf(a));
    }
    for (const key of ['name', 'colors', 'logo', 'favicon', 'appearance', 'background', 'navbar', 'footer', 'redirects', 'seo', 'search', 'integrations', 'feedback'] as const) {
      const strip = (value: unknown) => (key === 'colors' ? { ...(value as object), anchors: undefined } : value);
      expect(strip(b.config[key]), key).toEqual(strip(a.config[key]));
    }
    expect({ ...b.config.api, maintainOrder: a.config.api.maintainOrder, params: { ...b.config.api.params, post: a.config.api.params.post }, mdx: { ...b.config.api.mdx, auth: a.config.api.mdx.auth } }).toEqual(a.config.api);
  }, 120_000);
});
