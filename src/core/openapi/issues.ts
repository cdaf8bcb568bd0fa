// Problems found while loading an OpenAPI document, as values. `message` is the one line a
// user reads; the other fields let callers group or re-word it.

export type OpenApiIssueCode =
  | 'fetch-failed'
  | 'read-failed'
  | 'syntax'
  | 'invalid'
  | 'unsupported-version'
  | 'broken-ref'
  | 'convert-failed';

export interface OpenApiIssue {
  severity: 'error' | 'warning';
  code: OpenApiIssueCode;
  message: string;
  /** The file (relative to the docs folder) or URL the problem is in. */
  file: string;
  /** JSON pointer inside `file`, e.g. `#/paths/~1users/get`. */
  pointer?: string;
  /** For fetch problems: the URL that could not be fetched. */
  url?: string;
  line?: number;
  column?: number;
}

/** Describes a JSON value's type the way messages say it: "a string", "an array", "null". */
export function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'undefined') return 'nothing';
  return typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
