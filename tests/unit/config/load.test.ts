import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadMintConfig, parseMintConfigText } from '../../../src/config/load.ts';

const root = mkdtempSync(join(tmpdir(), 'mintaka-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let count = 0;
/** A docs folder holding `files`; each test gets its own. */
function makeFolder(files: Record<string, string>): string {
  const folder = join(root, `site-${count++}`);
  mkdirSync(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

const valid = JSON.stringify({ name: 'Acme', favicon: '/f.svg', colors: { primary: '#000' }, navigation: [{ group: 'A', pages: ['a'] }] });

describe('loadMintConfig', () => {
  test('reads and validates <folder>/mint.json', () => {
    const folder = makeFolder({ 'mint.json': valid });
    const result = loadMintConfig(folder);
    expect(result).toMatchObject({ ok: true, file: join(folder, 'mint.json'), warnings: [] });
    expect(result.ok && result.config.name).toBe('Acme');
  });

  test('a folder without mint.json is one clear error', () => {
    const folder = makeFolder({});
    expect(loadMintConfig(folder)).toEqual({
      ok: false,
      file: join(folder, 'mint.json'),
      errors: [`no mint.json in ${folder} — run Mintaka in the folder that holds mint.json, or create one`],
    });
  });

  test('schema problems are all reported together, naming mint.json', () => {
    const folder = makeFolder({ 'mint.json': JSON.stringify({ colors: { primary: 'blue' } }) });
    const result = loadMintConfig(folder);
    expect(!result.ok && result.errors).toMatchInlineSnapshot(`
      [
        "mint.json: name: expected a string, found nothing — add "name": "My Docs"",
        "mint.json: colors.primary: expected a hex colour like #0D9373, found string "blue" — use a hex colour like #0D9373",
        "mint.json: navigation: expected at least one group, found nothing — add "navigation": [{ "group": "Getting started", "pages": ["introduction"] }]",
      ]
    `);
  });

  test('a byte order mark is ignored', () => {
    const folder = makeFolder({ 'mint.json': `\uFEFF${valid}` });
    expect(loadMintConfig(folder).ok).toBe(true);
  });

  test('warnings come with a valid config', () => {
    const folder = makeFolder({ 'mint.json': JSON.stringify({ ...JSON.parse(valid), favicon: undefined, navigaton: [] }) });
    const result = loadMintConfig(folder);
    expect(result.ok && result.warnings).toMatchInlineSnapshot(`
      [
        "mint.json: unknown key "navigaton" — did you mean "navigation"? It is ignored.",
        "mint.json: favicon: missing — Mintlify requires one; add "favicon": "/favicon.svg" (Mintaka's default icon is shown meanwhile).",
      ]
    `);
  });
});

describe('invalid JSON', () => {
  test('a missing comma points at the start of the next property', () => {
    const text = '{\n  "name": "Acme"\n  "navigation": []\n}';
    expect(parseMintConfigText(text)).toEqual({
      ok: false,
      file: 'mint.json',
      errors: ['mint.json:3:3: invalid JSON — expected "," or "}" after a property value, found a string (e.g. a missing comma or bracket)'],
    });
  });

  test('a trailing comma points at the closing bracket after it', () => {
    const text = '{\n  "name": "Acme",\n  "navigation": [\n    "a",\n  ],\n}';
    expect(!parseMintConfigText(text).ok && parseMintConfigText(text)).toMatchObject({
      errors: ['mint.json:5:3: invalid JSON — expected a value, found "]" (e.g. a trailing comma before "]")'],
    });
    const objectComma = '{\n  "name": "Acme",\n}';
    expect(parseMintConfigText(objectComma)).toMatchObject({
      errors: ['mint.json:3:1: invalid JSON — expected a property name in double quotes, found "}" (e.g. a trailing comma before "}")'],
    });
  });

  test('Windows line endings count as one line break', () => {
    const text = '{\r\n  "name": "Acme"\r\n  "navigation": []\r\n}';
    expect(parseMintConfigText(text)).toMatchObject({ errors: [expect.stringMatching(/^mint\.json:3:3: /)] });
  });

  test('other common mistakes name their likely cause', () => {
    const messages = ['', "{ 'name': 'Acme' }", '{ name: "Acme" }', '{ "name": "Acme" // title\n}', '{ "name": "Acme" }}', '{ "name": "Acme'].map(
      (text) => {
        const result = parseMintConfigText(text);
        return result.ok ? 'ok' : result.errors[0];
      },
    );
    expect(messages).toMatchInlineSnapshot(`
      [
        "mint.json:1:1: invalid JSON — expected a JSON object, found the end of the file (the file is empty)",
        "mint.json:1:3: invalid JSON — expected a property name in double quotes, found "'" (JSON needs double quotes)",
        "mint.json:1:3: invalid JSON — expected a property name in double quotes, found "name" (property names need double quotes)",
        "mint.json:1:18: invalid JSON — expected "," or "}" after a property value, found "/" (JSON does not allow comments)",
        "mint.json:1:19: invalid JSON — expected the end of the file, found "}" (e.g. an extra bracket, or a missing comma or bracket earlier)",
        "mint.json:1:16: invalid JSON — expected a closing double quote, found the end of the file (e.g. a string that is never closed)",
      ]
    `);
  });
});
