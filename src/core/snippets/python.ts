// Python with requests: `requests.request(METHOD, url, ...)`, so any method can carry a body
// (GET with `json=` included).
import type { JsonValue } from '../openapi/document-types.ts';
import { FILE_PLACEHOLDER_CONTENT, type RequestParts } from './request-parts.ts';
import { doubleQuotedLiteral, isControl } from './string-literal.ts';

export function generatePython({ method, url, headers, body }: RequestParts): string {
  const lines = ['import requests', '', `url = ${pythonString(url)}`, ''];
  const args = [pythonString(method), 'url'];
  if (body.kind === 'json') {
    lines.push(`payload = ${pythonLiteral(body.value, '')}`);
    args.push('json=payload');
  } else if (body.kind === 'urlencoded') {
    const names = body.params.map((p) => p.name);
    const unique = new Set(names).size === names.length;
    lines.push(
      unique
        ? `payload = ${pythonDict(body.params.map((p) => [p.name, pythonString(p.value)]), '')}`
        : `payload = [${body.params.map((p) => `(${pythonString(p.name)}, ${pythonString(p.value)})`).join(', ')}]`,
    );
    args.push('data=payload');
  } else if (body.kind === 'text') {
    lines.push(`payload = ${pythonString(body.text)}.encode("utf-8")`);
    args.push('data=payload');
  } else if (body.kind === 'multipart') {
    const fields = body.params.filter((p) => p.fileName === undefined);
    const files = body.params.filter((p) => p.fileName !== undefined);
    if (fields.length > 0) {
      lines.push(`payload = ${pythonDict(fields.map((p) => [p.name, pythonString(p.value ?? '')]), '')}`);
      args.push('data=payload');
    }
    if (files.length > 0) {
      const entries = files.map((p): [string, string] => [p.name, `(${pythonString(p.fileName ?? '')}, ${pythonString(FILE_PLACEHOLDER_CONTENT)})`]);
      lines.push(`files = ${pythonDict(entries, '')}`);
      args.push('files=files');
    }
  }
  if (headers.length > 0) {
    lines.push(`headers = ${pythonDict(headers.map((h) => [h.name, pythonString(h.value)]), '')}`);
    args.push('headers=headers');
  }
  if (lines[lines.length - 1] !== '') lines.push('');
  lines.push(`response = requests.request(${args.join(', ')})`, '', 'print(response.text)');
  return lines.join('\n');
}

/** A JSON value as a Python literal (dicts and lists indented by four spaces). */
export function pythonLiteral(value: JsonValue, indent: string): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return pythonString(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  return pythonDict(Object.entries(value).map(([key, item]) => [key, pythonLiteral(item, inner)]), indent);
}

function pythonDict(entries: Array<[string, string]>, indent: string): string {
  if (entries.length === 0) return '{}';
  const inner = `${indent}    `;
  return `{\n${entries.map(([key, literal]) => `${inner}${pythonString(key)}: ${literal}`).join(',\n')}\n${indent}}`;
}

/** A double-quoted Python string literal; control characters escaped. */
export function pythonString(value: string): string {
  return doubleQuotedLiteral(value, (code) =>
    isControl(code) ? `\\x${code.toString(16).padStart(2, '0')}` : code >= 0xd800 && code <= 0xdfff ? `\\u${code.toString(16)}` : undefined,
  );
}
