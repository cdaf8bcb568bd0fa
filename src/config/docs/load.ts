// Reading docs.json: `$ref`s resolved, validated, warnings collected. Every user mistake
// becomes a message in the result, never an exception.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configErrorMap, formatConfigIssues } from '../errors.ts';
import { parseJsonText } from '../json-text.ts';
import { originOf, resolveRefs, type RefOrigin } from './refs.ts';
import { DocsConfigSchema, type DocsConfig } from './schema/index.ts';
import { collectDocsWarnings } from './warnings.ts';

export type DocsLoadResult =
  | { ok: true; config: DocsConfig; warnings: string[]; file: string }
  | { ok: false; errors: string[]; file: string };

export const DOCS_CONFIG_FILE = 'docs.json';

/** Validates docs.json content (its `$ref`s already resolved; `origins` say where each part was written). */
export function parseDocsConfig(raw: unknown, file = DOCS_CONFIG_FILE, origins: readonly RefOrigin[] = []): DocsLoadResult {
  const result = DocsConfigSchema.safeParse(raw, { error: configErrorMap });
  if (!result.success) {
    const errors = formatConfigIssues(result.error.issues, (path) => originOf(origins, path, file), raw);
    return { ok: false, errors, file };
  }
  return { ok: true, config: result.data, warnings: collectDocsWarnings(raw, file, origins), file };
}

/** Parses docs.json text of `folder` (where its `$ref` files are); syntax errors carry a line and column. */
export function parseDocsConfigText(text: string, folder: string, file = DOCS_CONFIG_FILE): DocsLoadResult {
  const parsed = parseJsonText(text, file);
  if (!parsed.ok) return { ok: false, errors: [parsed.error], file };
  const resolved = resolveRefs(parsed.value, file, folder);
  if (resolved.errors.length > 0) return { ok: false, errors: resolved.errors, file };
  return parseDocsConfig(resolved.value, file, resolved.origins);
}

/** Reads `<folder>/docs.json`; messages name the file as `docs.json`, `file` holds its full path. */
export function loadDocsConfig(folder: string): DocsLoadResult {
  const file = join(folder, DOCS_CONFIG_FILE);
  if (!existsSync(file)) return { ok: false, errors: [`no docs.json in ${folder}`], file };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    return { ok: false, errors: [`${DOCS_CONFIG_FILE}: cannot be read (${reason})`], file };
  }
  return { ...parseDocsConfigText(text, folder), file };
}
