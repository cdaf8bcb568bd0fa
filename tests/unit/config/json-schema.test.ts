import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { renderDocsJsonSchema, renderMintJsonSchema } from '../../../src/config/json-schema.ts';
import { DEFAULT_CORPUS, DEFAULT_DOCS_JSON_CORPUS } from '../../../scripts/build-corpus.ts';

const committed = readFileSync(new URL('../../../mint.schema.json', import.meta.url), 'utf8');

describe('mint.schema.json', () => {
  test('is up to date with the zod schema (run: node scripts/generate-schema.ts)', () => {
    expect(committed).toBe(renderMintJsonSchema());
  });

  test('describes every property and leaves defaulted fields optional', () => {
    const schema = JSON.parse(committed);
    expect(schema.required).toEqual(['name', 'navigation']);
    const undescribed = Object.entries<{ description?: string }>(schema.properties)
      .filter(([, property]) => !property.description)
      .map(([key]) => key);
    expect(undescribed).toEqual([]);
  });

  test('accepts the real sites and rejects what the zod schema rejects', () => {
    // ajv is CommonJS; createRequire keeps this test free of interop flags.
    const require = createRequire(import.meta.url);
    const Ajv2020 = require('ajv/dist/2020').default;
    const addFormats = require('ajv-formats').default;
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(committed));
    const corpus = DEFAULT_CORPUS;
    const sites = existsSync(corpus) ? readdirSync(corpus).filter((name) => existsSync(join(corpus, name, 'mint.json'))) : [];
    for (const site of sites) {
      expect(validate(JSON.parse(readFileSync(join(corpus, site, 'mint.json'), 'utf8'))), site).toBe(true);
    }
    expect(validate({ name: 'Acme', navigation: [{ group: 'A', pages: ['a'] }], colors: { primary: 'red' } })).toBe(false);
    expect(validate({ name: 'Acme', navigation: [{ group: 'A', pages: ['a', { group: 'B', pages: ['b'] }] }] })).toBe(true);
  });
});

describe('docs.schema.json', () => {
  const committedDocs = readFileSync(new URL('../../../docs.schema.json', import.meta.url), 'utf8');

  test('is up to date with the zod schema (run: node scripts/generate-schema.ts)', () => {
    expect(committedDocs).toBe(renderDocsJsonSchema());
  });

  test('requires theme, name, colors and navigation, and describes every property', () => {
    const schema = JSON.parse(committedDocs);
    expect(schema.required).toEqual(['theme', 'name', 'colors', 'navigation']);
    expect(Object.entries<{ description?: string }>(schema.properties).filter(([, p]) => !p.description).map(([key]) => key)).toEqual([]);
  });

  test('accepts the real docs.json sites and rejects what the zod schema rejects', () => {
    const require = createRequire(import.meta.url);
    const Ajv2020 = require('ajv/dist/2020').default;
    const addFormats = require('ajv-formats').default;
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(committedDocs));
    const corpus = DEFAULT_DOCS_JSON_CORPUS;
    const sites = existsSync(corpus) ? readdirSync(corpus).filter((name) => existsSync(join(corpus, name, 'docs.json'))) : [];
    for (const site of sites) expect(validate(JSON.parse(readFileSync(join(corpus, site, 'docs.json'), 'utf8'))), site).toBe(true);
    const valid = { theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { tabs: [{ tab: 'A', groups: [{ group: 'G', pages: ['a', { group: 'B', pages: ['b'] }] }] }] } };
    expect(validate(valid)).toBe(true);
    expect(validate({ ...valid, theme: 'venus' })).toBe(false);
    expect(validate({ ...valid, colors: { primary: 'red' } })).toBe(false);
  });
});
