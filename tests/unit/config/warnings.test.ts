import { describe, expect, test } from 'vitest';
import { parseMintConfig } from '../../../src/config/load.ts';
import { UNUSED_MINTLIFY_KEYS } from '../../../src/config/unused-keys.ts';
import { MINT_CONFIG_KEYS } from '../../../src/config/schema/index.ts';
import { minimal } from './helpers.ts';

function warningsOf(raw: Record<string, unknown>): string[] {
  const result = parseMintConfig(raw);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.warnings;
}

describe('warnings', () => {
  test('an unknown top-level key is a warning naming the nearest known key', () => {
    expect(warningsOf({ ...minimal, feedbak: {}, tobarLinks: [], whatever: 1 })).toEqual([
      'mint.json: unknown key "feedbak" — did you mean "feedback"? It is ignored.',
      'mint.json: unknown key "tobarLinks" — did you mean "topbarLinks"? It is ignored.',
      'mint.json: unknown key "whatever" — it is ignored.',
    ]);
  });

  test('a misspelt required key is an error whose fix is the rename', () => {
    const { navigation, ...rest } = minimal;
    const result = parseMintConfig({ ...rest, navigaton: navigation });
    expect(!result.ok && result.errors).toEqual([
      'mint.json: navigation: expected at least one group, found nothing — rename "navigaton" to "navigation"',
    ]);
  });

  test('Mintlify settings Mintaka does not use yet are valid, with a warning naming them', () => {
    expect(warningsOf({ ...minimal, theme: 'venus', integrations: {}, search: { location: 'top' } })).toEqual([
      'mint.json: "theme" is a Mintlify setting Mintaka does not use yet — the default look is used.',
      'mint.json: "search.location" is a Mintlify setting Mintaka does not use yet — the search box stays in its default place.',
    ]);
  });

  test('every unused key is a real mint.json key', () => {
    for (const { path } of UNUSED_MINTLIFY_KEYS) expect(MINT_CONFIG_KEYS).toContain(path.split('.')[0]);
  });

  test('a missing favicon or colors is a warning, not an error', () => {
    const { favicon, colors, ...rest } = minimal;
    expect(warningsOf(rest)).toEqual([
      'mint.json: favicon: missing — Mintlify requires one; add "favicon": "/favicon.svg" (Mintaka\'s default icon is shown meanwhile).',
      'mint.json: colors: missing — Mintlify requires it; add "colors": { "primary": "#0D9373" } (the default #16A34A is used meanwhile).',
    ]);
    expect([favicon, colors]).toBeDefined();
  });

  test('a complete config has no warnings', () => {
    expect(warningsOf(minimal)).toEqual([]);
  });
});
