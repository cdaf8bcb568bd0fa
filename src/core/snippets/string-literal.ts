/** The escapes Go, Java and Python double-quoted string literals share. */
const SHARED_ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A control character (C0 or DEL) that has no shared escape. */
export function isControl(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}

/**
 * A double-quoted string literal: the shared escapes, then the language's own `escape` for every
 * other character (undefined: the character as it is).
 */
export function doubleQuotedLiteral(value: string, escape: (code: number, char: string) => string | undefined): string {
  let out = '"';
  for (const char of value) out += SHARED_ESCAPES[char] ?? escape(char.codePointAt(0) ?? 0, char) ?? char;
  return `${out}"`;
}
