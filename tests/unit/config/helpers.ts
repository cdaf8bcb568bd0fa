import { parseMintConfig } from '../../../src/config/load.ts';
import type { MintConfig } from '../../../src/config/schema/index.ts';

/** The smallest config with everything Mintlify requires, so each test adds only its subject. */
export const minimal = {
  name: 'Acme',
  favicon: '/favicon.svg',
  colors: { primary: '#0D9373' },
  navigation: [{ group: 'Getting started', pages: ['introduction'] }],
};

/** Parses `minimal` plus `extra`; fails the test if the config is rejected. */
export function accept(extra: Record<string, unknown> = {}): MintConfig {
  const result = parseMintConfig({ ...minimal, ...extra });
  if (!result.ok) throw new Error(`expected the config to validate:\n${result.errors.join('\n')}`);
  return result.config;
}

/** Parses `minimal` plus `extra` and returns the error lines; fails the test if it validates. */
export function reject(extra: Record<string, unknown>): string[] {
  const result = parseMintConfig({ ...minimal, ...extra });
  if (result.ok) throw new Error('expected the config to be rejected');
  return result.errors;
}
