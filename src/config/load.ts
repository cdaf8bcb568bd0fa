import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configErrorMap, formatConfigIssues } from './errors.ts';
import { parseJsonText } from './json-text.ts';
import { MintConfigSchema, type MintConfig } from './schema/index.ts';
import { collectConfigWarnings } from './warnings.ts';

// Reading mint.json: every user mistake becomes a message in the result, never an exception.

export type LoadResult =
  | { ok: true; config: MintConfig; warnings: string[]; file: string }
  | { ok: false; errors: string[]; file: string };

const CONFIG_FILE = 'mint.json';

/** Validates parsed mint.json content; `file` only names the file in messages. */
export function parseMintConfig(raw: unknown, file = CONFIG_FILE): LoadResult {
  const result = MintConfigSchema.safeParse(raw, { error: configErrorMap });
  if (!result.success) return { ok: false, errors: formatConfigIssues(result.error.issues, file, raw), file };
  return { ok: true, config: result.data, warnings: collectConfigWarnings(raw, file), file };
}

/** Parses and validates mint.json text; syntax errors carry a 1-based line and column. */
export function parseMintConfigText(text: string, file = CONFIG_FILE): LoadResult {
  const parsed = parseJsonText(text, file);
  return parsed.ok ? parseMintConfig(parsed.value, file) : { ok: false, errors: [parsed.error], file };
}

/** Reads `<folder>/mint.json`; messages name the file as `mint.json`, `file` holds its full path. */
export function loadMintConfig(folder: string): LoadResult {
  const file = join(folder, CONFIG_FILE);
  if (!existsSync(file)) {
    return { ok: false, errors: [`no mint.json in ${folder} — run Mintaka in the folder that holds mint.json, or create one`], file };
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    return { ok: false, errors: [`${CONFIG_FILE}: cannot be read (${reason})`], file };
  }
  const result = parseMintConfigText(text, CONFIG_FILE);
  return { ...result, file };
}
