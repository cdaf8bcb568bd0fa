// Light structural validation: the parts a renderer relies on (version, info, paths,
// operations, parameters, responses), checked on the parsed files before dereferencing so
// that each message names the file and JSON pointer where the problem really is.
import { describeJsonType, isPlainObject, type OpenApiIssue } from './issues.ts';
import { appendPointer, lookupPointer, parsePointer } from './json-pointer.ts';
import type { ParsedSource } from './ref-crawl.ts';
import { HTTP_METHODS } from './document-types.ts';

export type SpecVersion = '2.0' | '3.0' | '3.1';

interface Cursor {
  source: ParsedSource;
  pointer: string;
  value: unknown;
  /** A `$ref` into a document that is not loaded (yet): skip rather than report. */
  unresolved?: boolean;
}

/** Reads the `openapi` / `swagger` field. 3.2 and later 3.x are read as 3.1. */
export function detectSpecVersion(root: ParsedSource): { ok: true; version: SpecVersion; raw: string } | { ok: false; issue: OpenApiIssue } {
  const file = root.location.display;
  if (!isPlainObject(root.value)) {
    return { ok: false, issue: invalid(file, '#', `expected an object, found ${describeJsonType(root.value)}`) };
  }
  const { openapi, swagger } = root.value;
  if (openapi !== undefined) {
    const raw = String(openapi);
    if (/^3\.0(\.\d+)?$/.test(raw)) return { ok: true, version: '3.0', raw };
    if (/^3\.[1-9]\d*(\.\d+)?$/.test(raw)) return { ok: true, version: '3.1', raw };
    return { ok: false, issue: unsupported(file, '#/openapi', `unsupported OpenAPI version "${raw}" (expected 3.0.x or 3.1.x)`) };
  }
  if (swagger !== undefined) {
    const raw = String(swagger);
    if (raw === '2.0' || raw === '2') return { ok: true, version: '2.0', raw: '2.0' };
    return { ok: false, issue: unsupported(file, '#/swagger', `unsupported Swagger version "${raw}" (expected "2.0")`) };
  }
  return {
    ok: false,
    issue: unsupported(file, '#', 'missing "openapi" field (expected e.g. "3.1.0"; Swagger documents use "swagger": "2.0")'),
  };
}

export function validateStructure(root: ParsedSource, sources: Map<string, ParsedSource>, version: SpecVersion): OpenApiIssue[] {
  const issues: OpenApiIssue[] = [];
  const check = new Checker(sources, issues);
  const doc: Cursor = { source: root, pointer: '#', value: root.value };
  const info = check.child(doc, 'info');
  if (check.object(info, true)) {
    check.field(info, 'title', 'string');
    check.field(info, 'version', 'string');
  }
  const paths = check.child(doc, 'paths');
  if (check.object(paths, version !== '3.1')) {
    for (const key of Object.keys(paths.value as object)) {
      if (key.startsWith('x-')) continue;
      if (!key.startsWith('/')) issues.push(invalid(root.location.display, appendPointer('#/paths', key), 'path must start with "/"'));
      check.pathItem(check.child(paths, key), version);
    }
  }
  const webhooks = check.child(doc, 'webhooks');
  if (check.object(webhooks, false)) {
    for (const key of Object.keys(webhooks.value as object)) check.pathItem(check.child(webhooks, key), version);
  }
  return issues;
}

class Checker {
  private readonly sources: Map<string, ParsedSource>;
  private readonly issues: OpenApiIssue[];

  constructor(sources: Map<string, ParsedSource>, issues: OpenApiIssue[]) {
    this.sources = sources;
    this.issues = issues;
  }

  /** The value under `key`, with `$ref`s followed to wherever they point. */
  child(parent: Cursor, key: string | number): Cursor {
    const value = isPlainObject(parent.value) || Array.isArray(parent.value) ? (parent.value as Record<string, unknown>)[key] : undefined;
    return this.follow({ source: parent.source, pointer: appendPointer(parent.pointer, key), value });
  }

  private follow(cursor: Cursor, hops = 0): Cursor {
    if (!isPlainObject(cursor.value) || typeof cursor.value.$ref !== 'string' || hops > 20) return cursor;
    try {
      const url = new URL(cursor.value.$ref, cursor.source.location.key);
      const hash = url.hash || '#';
      url.hash = '';
      const source = this.sources.get(url.href);
      const tokens = parsePointer(hash);
      if (!source || !tokens) return { ...cursor, value: undefined, unresolved: true };
      const lookup = lookupPointer(source.value, tokens);
      if (lookup.found !== true) return { ...cursor, value: undefined, unresolved: true };
      return this.follow({ source, pointer: hash, value: lookup.value }, hops + 1);
    } catch {
      return { ...cursor, value: undefined, unresolved: true };
    }
  }

  /** Reports a missing (when required) or non-object value; true when it is an object. */
  object(cursor: Cursor, required: boolean): boolean {
    if (cursor.value === undefined) {
      if (required && !cursor.unresolved) this.report(cursor, 'required field is missing');
      return false;
    }
    if (!isPlainObject(cursor.value)) {
      this.report(cursor, `expected an object, found ${describeJsonType(cursor.value)}`);
      return false;
    }
    return true;
  }

  array(cursor: Cursor): boolean {
    if (cursor.value === undefined) return false;
    if (Array.isArray(cursor.value)) return true;
    this.report(cursor, `expected an array, found ${describeJsonType(cursor.value)}`);
    return false;
  }

  field(parent: Cursor, key: string, type: 'string', required = true): void {
    const cursor = this.child(parent, key);
    if (cursor.value === undefined) {
      if (required) this.report(parent, `missing required field "${key}"`);
    } else if (typeof cursor.value !== type && typeof cursor.value !== 'number') {
      this.report(cursor, `expected ${type === 'string' ? 'a string' : type}, found ${describeJsonType(cursor.value)}`);
    }
  }

  pathItem(item: Cursor, version: SpecVersion): void {
    if (!this.object(item, true)) return;
    this.parameters(this.child(item, 'parameters'), version);
    for (const method of HTTP_METHODS) {
      const operation = this.child(item, method);
      if (this.object(operation, false)) this.operation(operation, version);
    }
  }

  private operation(operation: Cursor, version: SpecVersion): void {
    this.parameters(this.child(operation, 'parameters'), version);
    const tags = this.child(operation, 'tags');
    if (this.array(tags)) {
      (tags.value as unknown[]).forEach((tag, index) => {
        if (typeof tag !== 'string') this.report(this.child(tags, index), `expected a string, found ${describeJsonType(tag)}`);
      });
    }
    for (const key of ['security', 'servers']) this.array(this.child(operation, key));
    const body = this.child(operation, 'requestBody');
    if (this.object(body, false)) this.object(this.child(body, 'content'), false);
    const responses = this.child(operation, 'responses');
    if (!this.object(responses, version === '3.0' || version === '2.0')) return;
    for (const status of Object.keys(responses.value as object)) {
      if (status.startsWith('x-')) continue;
      const response = this.child(responses, status);
      if (this.object(response, true) && version !== '2.0') this.object(this.child(response, 'content'), false);
    }
  }

  private parameters(list: Cursor, version: SpecVersion): void {
    if (!this.array(list)) return;
    const places = version === '2.0' ? ['query', 'header', 'path', 'formData', 'body'] : ['query', 'header', 'path', 'cookie'];
    (list.value as unknown[]).forEach((_, index) => {
      const parameter = this.child(list, index);
      if (!this.object(parameter, true)) return;
      this.field(parameter, 'name', 'string');
      const place = (parameter.value as Record<string, unknown>).in;
      if (place === undefined) this.report(parameter, 'missing required field "in"');
      else if (typeof place !== 'string' || !places.includes(place)) {
        this.report(this.child(parameter, 'in'), `expected one of ${places.join(', ')}, found ${JSON.stringify(place)}`);
      }
    });
  }

  private report(cursor: Cursor, reason: string): void {
    this.issues.push(invalid(cursor.source.location.display, cursor.pointer, reason));
  }
}

function invalid(file: string, pointer: string, reason: string): OpenApiIssue {
  return { severity: 'error', code: 'invalid', file, pointer, message: `${file}: ${pointer}: ${reason}` };
}

function unsupported(file: string, pointer: string, reason: string): OpenApiIssue {
  return { severity: 'error', code: 'unsupported-version', file, pointer, message: `${file}: ${pointer}: ${reason}` };
}
