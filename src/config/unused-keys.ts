import { isSet, valueAtPath } from './raw-values.ts';

// Mintlify settings that Mintaka accepts (they are validated, so typos are still caught) but
// does not act on yet. The one list to edit when a feature lands: delete its entry here.

export interface UnusedKey {
  /** Dotted path in mint.json. */
  path: string;
  /** What Mintaka does instead, for the warning. */
  instead: string;
}

export const UNUSED_MINTLIFY_KEYS: readonly UnusedKey[] = [
  { path: 'theme', instead: 'the default look is used' },
  { path: 'layout', instead: 'the default layout is used' },
  { path: 'rounded', instead: 'the default corners are used' },
  { path: 'topbar', instead: 'the default topbar style is used' },
  { path: 'sidebar', instead: 'the default sidebar style is used' },
  { path: 'isWhiteLabeled', instead: 'it is ignored' },
  { path: 'search.location', instead: 'the search box stays in its default place' },
  { path: 'api.paramFields.post', instead: 'no extra pills follow parameter names' },
];

/** Unused keys that are set (an empty object such as `"integrations": {}` sets nothing). */
export function findUnusedKeys(raw: unknown): UnusedKey[] {
  return UNUSED_MINTLIFY_KEYS.filter((key) => isSet(valueAtPath(raw, key.path)));
}
