// JSON pointers as they appear in `$ref` fragments and in our messages (`#/paths/~1users`).

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function appendPointer(pointer: string, ...tokens: Array<string | number>): string {
  return tokens.reduce<string>((acc, token) => `${acc}/${escapePointerToken(String(token))}`, pointer);
}

/** Splits `#/a/b~1c` (or `/a/b`) into tokens; URI-encoded characters are decoded first. */
export function parsePointer(pointer: string): string[] | undefined {
  let raw = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (raw === '') return [];
  if (!raw.startsWith('/')) return undefined;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // A literal `%` that is not an escape: use the pointer as written.
  }
  return raw
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export type PointerLookup =
  | { found: true; value: unknown }
  | { found: false; missing: string; parent: string }
  | { found: 'through-ref' };

/**
 * Follows a pointer in a parsed (not yet dereferenced) document. Stops with `through-ref`
 * when the path crosses another `$ref`, which the dereferencer will follow itself.
 */
export function lookupPointer(root: unknown, tokens: string[]): PointerLookup {
  let node = root;
  let walked = '#';
  for (const token of tokens) {
    if (typeof node !== 'object' || node === null) return { found: false, missing: token, parent: walked };
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string' && !(token in record)) return { found: 'through-ref' };
    if (!Object.hasOwn(record, token)) return { found: false, missing: token, parent: walked };
    node = record[token];
    walked = appendPointer(walked, token);
  }
  return { found: true, value: node };
}
