import { isSet, valueAtPath } from '../raw-values.ts';

// docs.json settings that Mintaka validates but does not act on yet: one warning names them
// all. The one list to edit when a feature lands: delete its entry here.

export interface DocsUnusedKey {
  /** Dotted path in docs.json. */
  path: string;
  /** Set to a value Mintaka does not honour (default: set at all). */
  when?: (value: unknown) => boolean;
}

export const UNUSED_DOCS_KEYS: readonly DocsUnusedKey[] = [
  { path: 'public' },
  { path: 'thumbnails' },
  { path: 'styling.latex' },
  { path: 'api.asyncapi' },
  { path: 'api.examples.prefill' },
  { path: 'api.examples.autogenerate', when: (value) => value === false },
];

/** The unused settings a docs.json sets. */
export function findUnusedDocsKeys(raw: unknown): string[] {
  return UNUSED_DOCS_KEYS.filter((key) => {
    const value = valueAtPath(raw, key.path);
    return isSet(value) && (key.when?.(value) ?? true);
  }).map((key) => key.path);
}
