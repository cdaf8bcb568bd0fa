import { findJsonSyntaxError, locateOffset } from './json-syntax.ts';

/** JSON text parsed, or the message `file:line:column: invalid JSON — expected …, found … (hint)`. */
export function parseJsonText(text: string, file: string): { ok: true; value: unknown } | { ok: false; error: string } {
  // Editors on Windows may save a byte order mark, which JSON.parse rejects.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch {
    const syntax = findJsonSyntaxError(source);
    const { line, column } = locateOffset(source, syntax?.offset ?? source.length);
    const reason = syntax ? `expected ${syntax.expected}, found ${syntax.found} (${syntax.hint})` : 'expected valid JSON (e.g. a missing comma or bracket)';
    return { ok: false, error: `${file}:${line}:${column}: invalid JSON — ${reason}` };
  }
}
