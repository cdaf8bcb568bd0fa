// Reading one OpenAPI source (a local file or a URL) and parsing its JSON or YAML text.
// Every source is keyed by a URL string (`file:///abs/api.yaml` or `https://…`) so that
// relative `$ref`s resolve the same way for files and remote documents.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
