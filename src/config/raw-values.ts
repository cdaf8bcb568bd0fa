// Reading a config file's raw JSON, as the cross-field rules (schema/rules.ts,
// docs/schema/rules.ts, redirect-sources.ts) and the lists of settings Mintaka does not act on
// yet (unused-keys.ts, docs/unused-keys.ts) see it: values that failed validation still hold
// whatever the writer put there.

/** Whether a value is a JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dotted path (`api.examples.prefill`), or undefined where a step is not an object. */
export function valueAtPath(raw: unknown, path: string): unknown {
  let value = raw;
  for (const segment of path.split('.')) {
    if (!isRecord(value)) return undefined;
    value = value[segment];
  }
  return value;
}

/** Whether a setting is set: an empty object (`"integrations": {}`) sets nothing. */
export function isSet(value: unknown): boolean {
  return value !== undefined && !(typeof value === 'object' && value !== null && Object.keys(value).length === 0);
}
