import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSiteConfig } from '../../../../src/config/load-site-config.ts';
import { minimalDocs } from './helpers.ts';

const root = mkdtempSync(join(tmpdir(), 'mintaka-docs-json-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let count = 0;
/** A docs folder holding `files` (values that are not strings are written as JSON). */
function makeFolder(files: Record<string, unknown>): string {
  const folder = join(root, `site-${count++}`);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return folder;
}

const mint = { name: 'From mint', colors: { primary: '#000000' }, navigation: [{ group: 'A', pages: ['a'] }] };

describe('detecting the config file', () => {
  test('a folder with docs.json is read from it', () => {
    const result = loadSiteConfig(makeFolder({ 'docs.json': minimalDocs }));
    expect(result.ok && [result.config.file, result.config.name, result.warnings]).toEqual(['docs.json', 'Acme', []]);
  });

  test('with both files, docs.json wins and the build says so once', () => {
    const result = loadSiteConfig(makeFolder({ 'docs.json': minimalDocs, 'mint.json': mint }));
    expect(result.ok && result.config.name).toBe('Acme');
    expect(result.ok && result.warnings).toEqual(['docs.json and mint.json are both here: docs.json is used, as Mintlify does, and mint.json is ignored']);
  });

  test('mint.json alone is read as before', () => {
    const result = loadSiteConfig(makeFolder({ 'mint.json': mint }));
    expect(result.ok && [result.config.file, result.config.name]).toEqual(['mint.json', 'From mint']);
  });

  test('a folder with neither is one clear error', () => {
    const folder = makeFolder({ 'intro.mdx': '# Hi' });
    expect(loadSiteConfig(folder)).toMatchObject({ ok: false, errors: [`no docs.json or mint.json in ${folder} — run Mintaka in the folder that holds one, or create docs.json`] });
  });

  test('invalid JSON is reported at its line and column', () => {
    const result = loadSiteConfig(makeFolder({ 'docs.json': '{\n  "theme": "mint",\n  "name": "Acme"\n  "colors": {}\n}' }));
    expect(!result.ok && result.errors).toEqual(['docs.json:4:3: invalid JSON — expected "," or "}" after a property value, found a string (e.g. a missing comma or bracket)']);
  });
});

describe('$ref', () => {
  test('loads a file in its place, relative to the file holding the $ref, sibling keys merged over it', () => {
    const folder = makeFolder({
      'docs.json': { ...minimalDocs, navigation: { $ref: './config/navigation.json' }, footer: { $ref: 'config/footer.json', links: [] } },
      'config/navigation.json': { tabs: [{ tab: 'Guides', groups: [{ $ref: './groups/start.json' }] }] },
      'config/groups/start.json': { group: 'Start', pages: ['introduction'] },
      'config/footer.json': { socials: { github: 'https://github.com/acme' }, links: [{ header: 'X', items: [{ label: 'Y', href: '/y' }] }] },
    });
    const result = loadSiteConfig(folder);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.config.navigation.tabs).toEqual([{ tab: 'Guides', groups: [{ group: 'Start', pages: ['introduction'] }] }]);
    expect(result.config.footer).toEqual({ socials: { github: 'https://github.com/acme' }, links: [] });
  });

  test('a cycle is reported with its chain', () => {
    const folder = makeFolder({
      'docs.json': { ...minimalDocs, navigation: { $ref: 'a.json' } },
      'a.json': { tabs: [{ $ref: 'b.json' }] },
      'b.json': { tab: 'B', groups: [{ $ref: 'a.json' }] },
    });
    expect(loadSiteConfig(folder)).toMatchObject({ ok: false, errors: ['b.json: navigation.tabs[0].groups[0].$ref: "a.json" leads back to itself (a.json → b.json → a.json) — remove one $ref of the cycle'] });
  });

  test('paths stay inside the folder; a missing file or broken JSON names the file', () => {
    const outside = makeFolder({ 'docs.json': { ...minimalDocs, navigation: { $ref: '../elsewhere.json' } } });
    expect(loadSiteConfig(outside)).toMatchObject({ ok: false, errors: ['docs.json: navigation.$ref: expected a file inside the docs folder, found "../elsewhere.json" — move the file into the docs folder and refer to it from there'] });
    const missing = makeFolder({ 'docs.json': { ...minimalDocs, navigation: { $ref: 'nav.json' } } });
    expect(loadSiteConfig(missing)).toMatchObject({ ok: false, errors: ['docs.json: navigation.$ref: cannot read "nav.json" (no such file) — check the path; it is relative to docs.json'] });
    const broken = makeFolder({ 'docs.json': { ...minimalDocs, navigation: { $ref: 'nav.json' } }, 'nav.json': '{ "groups": [ }' });
    expect(loadSiteConfig(broken)).toMatchObject({ ok: false, errors: ['nav.json:1:15: invalid JSON — expected a value, found "}" (e.g. a missing comma or bracket)'] });
  });

  test('a problem in a $ref file names that file', () => {
    const folder = makeFolder({ 'docs.json': { ...minimalDocs, navigation: { $ref: 'nav.json' } }, 'nav.json': { groups: [{ group: 'G', pages: [42] }] } });
    expect(loadSiteConfig(folder)).toMatchObject({ ok: false, errors: ['nav.json: navigation.groups[0].pages[0]: expected a page path or a { "group", "pages" } object, found number 42 — use a page path like "quickstart", or { "group": "Guides", "pages": ["guides/intro"] }'] });
  });
});
