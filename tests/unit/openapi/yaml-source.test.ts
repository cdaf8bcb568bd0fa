import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseSourceText } from '../../../src/core/openapi/source.ts';
import { repoRoot } from '../../support/build-fixture.ts';

// YAML descriptions are read with js-yaml, several times faster than yaml, which still reads
// what js-yaml would read differently and every document with a mistake (it says where). Either
// way the value is the one YAML 1.2's core schema gives, as yaml reads it.
const yamlValue = (text: string) => parseDocument(text).toJS({ maxAliasCount: 10_000 }) as unknown;

describe('YAML descriptions', () => {
  it.each([
    ['numbers in every core form', 'a: 12\nb: -0\nc: 0o17\nd: 0x1F\ne: 1.50\nf: -.5\ng: +.5e3\nh: 1.\ni: .inf\nj: -.INF\nk: .NaN\nl: 08\n'],
    ['what the core schema leaves as text', 'a: 0b11\nb: 1_000\nc: 2024-01-01\nd: yes\ne: on\nf: 12:30\ng: Hello!\n'],
    ['booleans and nulls', 'a: true\nb: False\nc: TRUE\nd: null\ne: ~\nf:\ng: [null, Null, NULL]\n'],
    ['null and complex keys', 'null: a\n? [x, y]\n: c\n'],
    ['a key written ~', '~: b\nc: 1\n'],
    ['explicit tags', 'a: !!str 1\nb: !!float 1\nc: !!int "7"\n'],
    ['aliases', 'base: &b {x: 1}\nuse: *b\nlist: [*b, *b]\n'],
    ['block scalars and escapes', 'x: "\\u00e9\\t"\ny: |\n  l1\n   l2\nz: >-\n  a\n  b\n'],
  ])('%s', (_name, text) => {
    const parsed = parseSourceText(text, 'openapi.yaml');
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.value).toEqual(yamlValue(text));
  });

  it('give the same value for the repository description and the fixtures', () => {
    for (const file of ['docs/api-reference/openapi.yaml', 'tests/fixtures/openapi/petstore.yaml', 'tests/fixtures/openapi/bodies.yaml']) {
      const text = readFileSync(join(repoRoot, file), 'utf8');
      const parsed = parseSourceText(text, file);
      expect(parsed.ok && parsed.value, file).toEqual(yamlValue(text));
    }
  });

  it('report a mistake with its line and column', () => {
    const parsed = parseSourceText('openapi: 3.1.0\ninfo:\n  title: [unclosed\n', 'specs/api.yaml');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && `${parsed.issue.file}:${parsed.issue.line}`).toMatch(/specs\/api\.yaml:\d+/);
  });
});
