// Reading one OpenAPI source (a local file or a URL) and parsing its JSON or YAML text.
// Every source is keyed by a URL string (`file:///abs/api.yaml` or `https://…`) so that
// relative `$ref`s resolve the same way for files and remote documents.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import jsYaml from 'js-yaml';
import { parseDocument } from 'yaml';
import type { OpenApiIssue } from './issues.ts';

export interface SourceLocation {
  /** `file:///…` or `http(s)://…`, without a fragment. */
  key: string;
  /** What messages show: a path relative to the docs folder, or the URL. */
  display: string;
  remote: boolean;
}

export interface ReadOptions {
  baseDir: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

export type SourceResult<T> = { ok: true; value: T } | { ok: false; issue: OpenApiIssue };

export function isRemoteUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/** Locates a source given by the user: a URL, or a path relative to the docs folder. */
export function locateSource(source: string, baseDir: string): SourceLocation {
  if (isRemoteUrl(source)) return locateKey(new URL(source).href, baseDir);
  const absolute = path.resolve(baseDir, source.replace(/^\/+/, ''));
  return locateKey(pathToFileURL(absolute).href, baseDir);
}

export function locateKey(key: string, baseDir: string): SourceLocation {
  const withoutHash = key.split('#')[0];
  if (!withoutHash.startsWith('file:')) return { key: withoutHash, display: withoutHash, remote: true };
  const relative = path.relative(baseDir, fileURLToPath(withoutHash)).split(path.sep).join('/');
  return { key: withoutHash, display: relative, remote: false };
}

export async function readSourceText(location: SourceLocation, options: ReadOptions): Promise<SourceResult<string>> {
  if (location.remote) return fetchText(location, options);
  try {
    return { ok: true, value: await readFile(fileURLToPath(location.key), 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is a directory' : String(error);
    return {
      ok: false,
      issue: { severity: 'error', code: 'read-failed', file: location.display, message: `${location.display}: cannot read file: ${reason}` },
    };
  }
}

async function fetchText(location: SourceLocation, options: ReadOptions): Promise<SourceResult<string>> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Race the timer too: an injected fetch may ignore the signal, and a build must never hang.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`timed out after ${options.timeoutMs} ms`));
    }, options.timeoutMs);
  });
  try {
    const response = await Promise.race([options.fetch(location.key, { signal: controller.signal }), timeout]);
    if (!response.ok) throw new Error(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    return { ok: true, value: await Promise.race([response.text(), timeout]) };
  } catch (error) {
    const reason = describeFetchError(error);
    return {
      ok: false,
      issue: {
        severity: 'warning',
        code: 'fetch-failed',
        file: location.display,
        url: location.key,
        message: `Could not fetch ${location.key}: ${reason}`,
      },
    };
  } finally {
    clearTimeout(timer);
  }
}

function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  if (cause instanceof Error && cause.message) return `${error.message} (${cause.message})`;
  return error.message;
}

/** Parses JSON or YAML text; syntax errors carry the file and line:column. */
export function parseSourceText(text: string, display: string): SourceResult<unknown> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const looksLikeJson = /\.json$/i.test(display.split('?')[0]) || /^\s*[{[]/.test(body);
  if (looksLikeJson) {
    try {
      return { ok: true, value: JSON.parse(body) };
    } catch (error) {
      return { ok: false, issue: describeJsonError(error as Error, body, display) };
    }
  }
  const quick = quickYaml(body);
  if (quick !== undefined) return { ok: true, value: quick };
  const document = parseDocument(body, { prettyErrors: true });
  const [first] = document.errors;
  if (first) {
    const position = first.linePos?.[0];
    const reason = first.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    return { ok: false, issue: syntaxIssue(display, `YAML syntax error: ${reason}`, position?.line, position?.col) };
  }
  try {
    return { ok: true, value: document.toJS({ maxAliasCount: 10_000 }) };
  } catch (error) {
    return { ok: false, issue: syntaxIssue(display, `YAML error: ${(error as Error).message}`) };
  }
}

// Plain scalars as yaml's YAML 1.2 core schema resolves them (yaml/dist/schema/core), for
// js-yaml: each type's forms in one type (js-yaml keeps one type per tag).
const scalar = (tag: string, forms: [RegExp, (text: string) => unknown][]) =>
  new jsYaml.Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (text: string | null) => forms.some(([test]) => test.test(text ?? '')),
    construct: (text: string | null) => forms.find(([test]) => test.test(text ?? ''))![1](text ?? ''),
  });
const YAML_CORE = jsYaml.FAILSAFE_SCHEMA.extend({
  implicit: [
    scalar('null', [[/^(?:~|[Nn]ull|NULL)?$/, () => null]]),
    scalar('bool', [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T']]),
    scalar('int', [
      [/^0o[0-7]+$/, (text) => parseInt(text.slice(2), 8)],
      [/^[-+]?[0-9]+$/, (text) => parseInt(text, 10)],
      [/^0x[0-9a-fA-F]+$/, (text) => parseInt(text.slice(2), 16)],
    ]),
    scalar('float', [
      [/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/, (text) => (text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? -Infinity : Infinity)],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, (text) => parseFloat(text)],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, (text) => parseFloat(text)],
    ]),
  ],
});

/**
 * What js-yaml reads differently from yaml whatever the schema: explicit tags (`!!float 1`),
 * complex keys (`? [a, b]`), and null keys (yaml names them "", js-yaml "null").
 */
const READ_BY_YAML_ONLY = /(?:^|[\s[{,])!|^\s*\?\s|(?:^|[\s{,-])(?:~|[Nn]ull|NULL)?\s*:(?:\s|$)/m;

/**
 * The document as js-yaml reads it with yaml's core schema (YAML_CORE), the same value yaml
 * gives in a fifth of the time (a 215 KB description: 15 ms against 75; Hanko's four took
 * 0.65 s of its build); all 47 YAML descriptions of both corpora and the fixtures come out the
 * same. Undefined where yaml reads it: a syntax error (yaml says where), an empty document,
 * anything READ_BY_YAML_ONLY, or aliases (yaml limits how many it expands; js-yaml shares them).
 */
function quickYaml(body: string): unknown {
  if (READ_BY_YAML_ONLY.test(body)) return undefined;
  let value: unknown;
  try {
    value = jsYaml.load(body, { schema: YAML_CORE });
  } catch {
    return undefined;
  }
  return value === null || value === undefined || hasSharedObjects(value) ? undefined : value;
}

/** Whether an object or array is reached twice (what a YAML alias makes). */
function hasSharedObjects(root: unknown): boolean {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (seen.has(value)) return true;
    seen.add(value);
    for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push(child);
  }
  return false;
}

function describeJsonError(error: Error, text: string, display: string): OpenApiIssue {
  const message = error.message;
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(message);
  const position = /at position (\d+)/.exec(message);
  let line: number | undefined;
  let column: number | undefined;
  if (lineColumn) {
    line = Number(lineColumn[1]);
    column = Number(lineColumn[2]);
  } else if (position) {
    const before = text.slice(0, Number(position[1])).split('\n');
    line = before.length;
    column = before[before.length - 1].length + 1;
  }
  const reason = message
    .replace(/ in JSON at position \d+.*$/, '')
    .replace(/, ".*" is not valid JSON$/s, '')
    .trim();
  return syntaxIssue(display, `JSON syntax error: ${reason}`, line, column);
}

function syntaxIssue(file: string, reason: string, line?: number, column?: number): OpenApiIssue {
  const where = line === undefined ? file : `${file}:${line}:${column}`;
  return { severity: 'error', code: 'syntax', file, line, column, message: `${where}: ${reason}` };
}
