import { ApiError } from './errors.ts';

/** Deepest nesting of objects and arrays a request body may have. */
export const maxJsonDepth = 64;

/**
 * Whether `text` nests objects and arrays deeper than `limit`, counted before parsing: a body
 * nested thousands of levels deep must not reach code that walks it recursively (storing one
 * 5,000 levels deep overflowed JSON.stringify's stack: a 500 and a logged stack trace).
 */
function exceedsDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Refuses a body nested deeper than maxJsonDepth, before it is parsed. */
export function checkJsonDepth(text: string): void {
  if (exceedsDepth(text, maxJsonDepth)) {
    throw new ApiError(400, 'invalid_body', `The request body nests objects and arrays deeper than ${maxJsonDepth} levels.`);
  }
}

/** `properties.list[1]`, or `mapping["a b"]` when a key is not a plain name. */
function joinPath(path: readonly (string | number)[]): string {
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(key)) return index === 0 ? key : `.${key}`;
      return `[${JSON.stringify(key)}]`;
    })
    .join('');
}

/**
 * Refuses what JSON can spell but the API cannot keep as sent: a lone UTF-16 surrogate in a
 * string or key (stored as UTF-8 it becomes U+FFFD, so "a\ud800" and "a\udc00" were one id),
 * and a number outside ±(2^53 − 1) (rounded, or stored as null when infinite). `value` is a
 * parsed body, at most maxJsonDepth deep.
 */
export function checkJsonValues(value: unknown, path: (string | number)[] = []): void {
  if (typeof value === 'string') {
    if (!value.isWellFormed()) {
      throw new ApiError(400, 'invalid_value', `"${joinPath(path)}" contains a lone UTF-16 surrogate (an escape such as \\ud800 without its pair), which is not a character; send valid Unicode text.`, { field: joinPath(path) });
    }
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
      throw new ApiError(400, 'invalid_value', `"${joinPath(path)}" is a number outside the safe range (±9007199254740991), which cannot be stored exactly; send it as a string.`, { field: joinPath(path) });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkJsonValues(item, [...path, index]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!key.isWellFormed()) {
        throw new ApiError(400, 'invalid_value', `A key of "${joinPath(path)}" contains a lone UTF-16 surrogate (an escape such as \\ud800 without its pair), which is not a character; send valid Unicode text.`, { field: joinPath(path) });
      }
      checkJsonValues(item, [...path, key]);
    }
  }
}
