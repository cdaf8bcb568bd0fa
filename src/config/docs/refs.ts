// `$ref` in docs.json (docs-json.md "$ref"): `{ "$ref": "./nav.json" }` is replaced by that
// file's JSON, its sibling keys merged over it. Paths are relative to the file that holds the
// `$ref` and must stay inside the docs folder; a file that leads back to itself is a cycle,
// reported with the whole chain.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { formatPath } from '../describe-value.ts';
import { isRecord } from '../raw-values.ts';
import { parseJsonText } from '../json-text.ts';

/** Where a part of the config was written: values at `path` and below come from `file`. */
export interface RefOrigin {
  path: PropertyKey[];
  /** Docs-relative path of the file. */
  file: string;
}

export interface ResolvedRefs {
  value: unknown;
  errors: string[];
  origins: RefOrigin[];
}

/** Replaces every `$ref` of `value`, which was read from `file` (docs-relative) in `folder`. */
export function resolveRefs(value: unknown, file: string, folder: string): ResolvedRefs {
  const errors: string[] = [];
  const origins: RefOrigin[] = [];
  const root = resolve(folder);

  const visit = (node: unknown, path: PropertyKey[], current: string, chain: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => visit(item, [...path, index], current, chain));
    if (!isRecord(node)) return node;
    const { $ref: ref, ...siblings } = node;
    const resolvedSiblings = Object.fromEntries(Object.entries(siblings).map(([key, item]) => [key, visit(item, [...path, key], current, chain)]));
    if (ref === undefined) return resolvedSiblings;
    const at = `${current}: ${formatPath([...path, '$ref'])}`;
    if (typeof ref !== 'string' || ref.trim() === '') {
      errors.push(`${at}: expected a file path like "./navigation.json", found ${JSON.stringify(ref)} — write the path of a JSON file in the docs folder`);
      return resolvedSiblings;
    }
    const absolute = resolve(root, dirname(current), ref);
    const target = relative(root, absolute).split(sep).join('/');
    if (target.startsWith('..') || absolute === root) {
      errors.push(`${at}: expected a file inside the docs folder, found "${ref}" — move the file into the docs folder and refer to it from there`);
      return resolvedSiblings;
    }
    if (chain.includes(target)) {
      const cycle = [...chain.slice(chain.indexOf(target)), target].join(' → ');
      errors.push(`${at}: "${ref}" leads back to itself (${cycle}) — remove one $ref of the cycle`);
      return resolvedSiblings;
    }
    let text: string;
    try {
      text = readFileSync(join(root, target), 'utf8');
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? String(error.code) : String(error);
      errors.push(`${at}: cannot read "${ref}" (${code === 'ENOENT' ? 'no such file' : code}) — check the path; it is relative to ${current}`);
      return resolvedSiblings;
    }
    const parsed = parseJsonText(text, target);
    if (!parsed.ok) {
      errors.push(parsed.error);
      return resolvedSiblings;
    }
    origins.push({ path, file: target });
    const loaded = visit(parsed.value, path, target, [...chain, target]);
    // Sibling keys win over the file's own (Mintlify merges them over it).
    return isRecord(loaded) ? { ...loaded, ...resolvedSiblings } : loaded;
  };

  return { value: visit(value, [], file, [file]), errors, origins };
}

/** The file a value at `path` was written in: the deepest `$ref` above it, else `fallback`. */
export function originOf(origins: readonly RefOrigin[], path: readonly PropertyKey[], fallback: string): string {
  let best: RefOrigin | undefined;
  for (const origin of origins) {
    if (origin.path.length > path.length || !origin.path.every((segment, i) => segment === path[i])) continue;
    if (!best || origin.path.length > best.path.length) best = origin;
  }
  return best?.file ?? fallback;
}

/**
 * `file` and the JSON files it brings in with `$ref`, at any depth, docs-relative: found in
 * their text, so also while one of them does not parse (what `mintaka dev` watches, and where
 * messages about the config are looked for).
 */
export function listRefFiles(folder: string, file: string): string[] {
  const root = resolve(folder);
  const found: string[] = [];
  const visit = (name: string) => {
    if (found.includes(name)) return;
    found.push(name);
    let text = '';
    try {
      text = readFileSync(join(root, name), 'utf8');
    } catch {
      return;
    }
    for (const [, ref] of text.matchAll(/"\$ref"\s*:\s*"([^"]+)"/g)) {
      const target = relative(root, resolve(root, dirname(name), ref!)).split(sep).join('/');
      if (target.endsWith('.json') && !target.startsWith('..') && existsSync(join(root, target))) visit(target);
    }
  };
  visit(file);
  return found;
}
