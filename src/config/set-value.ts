// Reading a config file's raw JSON by dotted path, for the lists of settings Mintaka accepts
// but does not act on yet (unused-keys.ts for mint.json, docs/unused-keys.ts for docs.json).

/** The value at a dotted path (`api.examples.prefill`), or undefined where a step is not an object. */
export function valueAtPath(raw: unknown, path: string): unknown {
  let value = raw;
  for (const segment of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** Whether a setting is set: an empty object (`"integrations": {}`) sets nothing. */
export function isSet(value: unknown): boolean {
  return value !== undefined && !(typeof value === 'object' && value !== null && Object.keys(value).length === 0);
}
