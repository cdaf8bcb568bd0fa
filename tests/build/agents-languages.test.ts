import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readSiteManifest } from '../../src/serve/mcp-endpoint.ts';
import { openSiteSearch, type SiteSearch } from '../../src/serve/site-search.ts';
import { buildFixture, type BuiltSite } from '../support/build-fixture.ts';

// The MCP server's search on a site whose versions are languages (mint.json `versions` with a
// `locale`): a search keeps to one language, or to one version, as the reader's menu does.
let site: BuiltSite;
let search: SiteSearch;

function writeLanguageSite(): string {
  const folder = mkdtempSync(join(tmpdir(), 'mintaka-languages-'));
  const page = (path: string, title: string, body: string) => {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, `${path}.mdx`), `---\ntitle: ${title}\n---\n\n${body}\n`);
  };
  writeFileSync(
    join(folder, 'mint.json'),
    JSON.stringify({
      name: 'Polyglot',
      colors: { primary: '#0D9373' },
      versions: [{ name: 'English', locale: 'en' }, { name: 'Français', locale: 'fr' }],
      navigation: [
        { group: 'Start', version: 'English', pages: ['en/satellites'] },
        { group: 'Démarrer', version: 'Français', pages: ['fr/satellites'] },
        { group: 'Shared', pages: ['glossary'] },
      ],
    }),
  );
  page('en/satellites', 'Satellites', 'Launch a satellite into orbit.');
  page('fr/satellites', 'Satellites (fr)', 'Lancer un satellite en orbite.');
  page('glossary', 'Glossary', 'Satellite: what orbits.');
  return folder;
}

beforeAll(async () => {
  site = await buildFixture(writeLanguageSite());
  expect(site.code, site.stderr).toBe(0);
  const manifest = readSiteManifest(site.outDir);
  expect(manifest).toMatchObject({ name: 'Polyglot', versions: ['English', 'Français'], languages: ['en', 'fr'] });
  search = openSiteSearch(site.outDir, manifest.languages);
});

afterAll(() => search?.close());

it('keeps a search to one language or one version, shared pages in each', async () => {
  const titles = async (options: { language?: string; version?: string }) => (await search.search('satellite', options)).map((hit) => hit.title).sort();
  expect(await titles({})).toEqual(['Glossary', 'Satellites', 'Satellites (fr)']);
  expect(await titles({ language: 'fr' })).toEqual(['Glossary', 'Satellites (fr)']);
  expect(await titles({ language: 'en' })).toEqual(['Glossary', 'Satellites']);
  expect(await titles({ version: 'Français' })).toEqual(['Glossary', 'Satellites (fr)']);
  expect(await titles({ version: 'Deutsch' })).toEqual([]);
});
