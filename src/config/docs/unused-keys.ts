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

function readPath(raw: unknown, path: string): unknown {
  let value = raw;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
}

/** The unused settings a docs.json sets. */
export function findUnusedDocsKeys(raw: unknown): string[] {
  return UNUSED_DOCS_KEYS.filter((key) => {
    const value = readPath(raw, key.path);
    return !isEmpty(value) && (key.when?.(value) ?? true);
  }).map((key) => key.path);
}
