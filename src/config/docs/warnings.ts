import { describeUnofferedOptions, type ContextualConfig } from '../schema/contextual.ts';
import { describeUnknownKey, findUnknownKeys } from '../unknown-keys.ts';
import { originOf, type RefOrigin } from './refs.ts';
import { DocsConfigSchema } from './schema/index.ts';
import { findUnusedDocsKeys } from './unused-keys.ts';

// Problems of a valid docs.json that do not stop a build: unknown keys (at any depth, with the
// nearest known key), settings Mintaka does not use yet (one warning), page actions Mintaka does
// not offer, and a theme Mintaka draws with its own look.

/** Warnings for a docs.json that validated. `raw` is the JSON with `$ref`s resolved. */
export function collectDocsWarnings(raw: unknown, file = 'docs.json', origins: readonly RefOrigin[] = []): string[] {
  const warnings = findUnknownKeys(DocsConfigSchema, raw).map((unknown) => describeUnknownKey(unknown, originOf(origins, unknown.path, file)));
  const unused = findUnusedDocsKeys(raw);
  if (unused.length > 0) {
    warnings.push(`${file}: Mintaka does not use these settings yet: ${unused.join(', ')} — they are checked, then ignored.`);
  }
  warnings.push(...describeUnofferedOptions((raw as { contextual?: ContextualConfig }).contextual, file));
  const theme = (raw as { theme?: unknown }).theme;
  if (typeof theme === 'string' && theme !== 'mint') {
    warnings.push(`${file}: theme: "${theme}" is drawn with Mintaka's default look (the one of "mint").`);
  }
  return warnings;
}
