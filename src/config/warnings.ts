import { findNearest } from './nearest.ts';
import { isRecord } from './raw-values.ts';
import { describeUnofferedOptions, type ContextualConfig } from './schema/contextual.ts';
import { MINT_CONFIG_KEYS } from './schema/index.ts';
import { findUnusedKeys } from './unused-keys.ts';

// Problems that do not stop a build: Mintlify ignores unknown top-level keys, and real sites
// omit things Mintlify requires (crewAI-era sites without a favicon still deploy).

/** Warnings for a mint.json that validated. `raw` is the parsed JSON before validation. */
export function collectConfigWarnings(raw: unknown, file = 'mint.json'): string[] {
  if (!isRecord(raw)) return [];
  const warnings: string[] = [];
  for (const key of Object.keys(raw)) {
    if (MINT_CONFIG_KEYS.includes(key)) continue;
    const near = findNearest(key, MINT_CONFIG_KEYS);
    warnings.push(`${file}: unknown key "${key}"${near ? ` — did you mean "${near}"? It is ignored.` : ' — it is ignored.'}`);
  }
  for (const unused of findUnusedKeys(raw)) {
    warnings.push(`${file}: "${unused.path}" is a Mintlify setting Mintaka does not use yet — ${unused.instead}.`);
  }
  warnings.push(...describeUnofferedOptions(raw.contextual as ContextualConfig | undefined, file));
  if (raw.favicon === undefined) {
    warnings.push(`${file}: favicon: missing — Mintlify requires one; add "favicon": "/favicon.svg" (Mintaka's default icon is shown meanwhile).`);
  }
  if (raw.colors === undefined) {
    warnings.push(`${file}: colors: missing — Mintlify requires it; add "colors": { "primary": "#0D9373" } (the default #16A34A is used meanwhile).`);
  }
  return warnings;
}
