import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteManifest } from '../../src/serve/mcp-endpoint.ts';
import { openSiteSearch, type SiteSearch } from '../../src/serve/site-search.ts';
import { buildFixture, type BuiltSite } from '../support/build-fixture.ts';

// The MCP server's search on sites in several languages: a search keeps to one language, or to
// one version, as the reader's menus do. mint.json: versions that are languages (`locale`), one
// index with filters. docs.json: language and version switchers, the pages' <html lang> giving
// Pagefind one index per language.

function writeSite(config: object, pages: [path: string, title: string, body: string][]): string {
  const folder = mkdtempSync(join(tmpdir(), 'mintaka-languages-'));
  for (const [path, title, body] of pages) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, `${path}.mdx`), `---\ntitle: ${title}\n---\n\n${body}\n`);
  }
  writeFileSync(join(folder, 'config' in config ? 'docs.json' : 'mint.json'), JSON.stringify('config' in config ? config.config : config));
  return folder;
}

const titles = async (search: SiteSearch, options: { language?: string; version?: string }) => (await search.search('satellite', options)).map((hit) => hit.title).sort();

describe('mint.json: versions that are languages', () => {
  let site: BuiltSite;
  let search: SiteSearch;

  beforeAll(async () => {
    site = await buildFixture(
      writeSite(
        {
          name: 'Polyglot',
          colors: { primary: '#0D9373' },
          versions: [{ name: 'English', locale: 'en' }, { name: 'Français', locale: 'fr' }],
          navigation: [
            { group: 'Start', version: 'English', pages: ['en/satellites'] },
            { group: 'Démarrer', version: 'Français', pages: ['fr/satellites'] },
            { group: 'Shared', pages: ['glossary'] },
          ],
        },
        [
          ['en/satellites', 'Satellites', 'Launch a satellite into orbit.'],
          ['fr/satellites', 'Satellites (fr)', 'Lancer un satellite en orbite.'],
          ['glossary', 'Glossary', 'Satellite: what orbits.'],
        ],
      ),
    );
    expect(site.code, site.stderr).toBe(0);
    const manifest = readSiteManifest(site.outDir);
    expect(manifest).toMatchObject({ name: 'Polyglot', versions: ['English', 'Français'], languages: ['en', 'fr'] });
    search = openSiteSearch(site.outDir, manifest);
  });

  afterAll(() => search?.close());

  it('keeps a search to one language or one version, shared pages in each', async () => {
    expect(await titles(search, {})).toEqual(['Glossary', 'Satellites', 'Satellites (fr)']);
    expect(await titles(search, { language: 'fr' })).toEqual(['Glossary', 'Satellites (fr)']);
    expect(await titles(search, { language: 'en' })).toEqual(['Glossary', 'Satellites']);
    expect(await titles(search, { version: 'Français' })).toEqual(['Glossary', 'Satellites (fr)']);
    expect(await titles(search, { version: 'Deutsch' })).toEqual([]);
  });
});

describe('docs.json: language and version switchers', () => {
  let site: BuiltSite;
  let search: SiteSearch;

  beforeAll(async () => {
    const versions = (language: string, prefix: string) => [
      { version: 'v2', default: true, groups: [{ group: 'Start', pages: [`${prefix}v2/satellites`] }] },
      { version: 'v1', groups: [{ group: 'Start', pages: [`${prefix}v1/satellites`] }] },
    ].map((version) => ({ ...version, groups: version.groups.map((group) => ({ ...group, group: `${group.group} (${language})` })) }));
    site = await buildFixture(
      writeSite(
        {
          config: {
            $schema: 'https://mintlify.com/docs.json',
            theme: 'mint',
            name: 'Orbit',
            colors: { primary: '#0D9373' },
            contextual: { options: ['copy', 'claude'] },
            navigation: {
              languages: [
                { language: 'en', default: true, versions: versions('en', '') },
                { language: 'fr', versions: versions('fr', 'fr/') },
              ],
            },
          },
        },
        [
          ['v2/satellites', 'Satellites', 'Launch a satellite into orbit.'],
          ['v1/satellites', 'Satellites (v1)', 'Launch a satellite, the old way.'],
          ['fr/v2/satellites', 'Satellites (fr)', 'Lancer un satellite en orbite.'],
          ['fr/v1/satellites', 'Satellites (fr, v1)', 'Lancer un satellite, à l\'ancienne.'],
        ],
      ),
    );
    expect(site.code, site.stderr).toBe(0);
    expect(site.page('/fr/v2/satellites').querySelector('html')?.getAttribute('lang')).toBe('fr');
    const manifest = readSiteManifest(site.outDir);
    expect(manifest).toMatchObject({ name: 'Orbit', versions: ['v2', 'v1'], languages: ['en', 'fr'], defaultLanguage: 'en' });
    search = openSiteSearch(site.outDir, manifest);
  });

  afterAll(() => search?.close());

  it('shows the page actions its contextual names, in each language', () => {
    for (const path of ['/v2/satellites', '/fr/v1/satellites']) expect(site.page(path).querySelector('.mk-page-header .mk-pa .mk-pa-main')?.text, path).toBe('Copy page');
    const module = readFileSync(join(site.outDir, '_mintaka/page-actions.js'), 'utf8');
    expect(module).toContain('Open in Claude');
    expect(module).not.toContain('Open in ChatGPT');
  });

  it('searches the default language unless asked for another, and keeps to a version', async () => {
    expect(await titles(search, {})).toEqual(['Satellites', 'Satellites (v1)']);
    expect(await titles(search, { language: 'fr' })).toEqual(['Satellites (fr)', 'Satellites (fr, v1)']);
    expect(await titles(search, { language: 'FR', version: 'v1' })).toEqual(['Satellites (fr, v1)']);
    expect(await titles(search, { version: 'v2' })).toEqual(['Satellites']);
    expect(await titles(search, { language: 'de' })).toEqual([]);
  });
});
