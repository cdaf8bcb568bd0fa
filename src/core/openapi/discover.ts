// Finds the OpenAPI documents in a docs folder the way Mintlify does: every .json/.yaml/.yml
// file whose top level has an `openapi` (or `swagger`) version key.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPlainObject } from './issues.ts';
import { parseSourceText } from './source.ts';

const CONFIG_FILES = new Set(['mint.json', 'docs.json', 'package.json', 'package-lock.json', 'tsconfig.json']);
// Cheap text test before parsing: most JSON/YAML files in a docs folder are not OpenAPI.
const VERSION_KEY = /(^|[\n{,])\s*["']?(openapi|swagger)["']?\s*:/;

/** Returns the OpenAPI files among `files` (paths relative to `folder`), sorted by path. */
export async function discoverOpenApiFiles(folder: string, files: string[]): Promise<string[]> {
  const candidates = files.filter((file) => /\.(json|ya?ml)$/i.test(file) && !CONFIG_FILES.has(path.basename(file)));
  const found = await Promise.all(
    candidates.map(async (file) => ((await isOpenApiFile(path.join(folder, file), file)) ? file : undefined)),
  );
  return found.filter((file): file is string => file !== undefined).sort();
}

async function isOpenApiFile(absolute: string, display: string): Promise<boolean> {
  try {
    return isOpenApiText(await readFile(absolute, 'utf8'), display);
  } catch {
    return false;
  }
}

/** Whether a JSON/YAML text is an OpenAPI (or Swagger) document: its top level has a version key. */
export function isOpenApiText(text: string, display: string): boolean {
  if (!VERSION_KEY.test(text)) return false;
  const parsed = parseSourceText(text, display);
  if (!parsed.ok || !isPlainObject(parsed.value)) return false;
  const { openapi, swagger } = parsed.value;
  // mint.json-like configs also have an `openapi` key, but it holds a path or URL; a version
  // starts with a digit. Unsupported versions are kept so that loading reports them.
  return isVersion(openapi) || isVersion(swagger);
}

function isVersion(value: unknown): boolean {
  return typeof value === 'number' || (typeof value === 'string' && /^\d/.test(value));
}
