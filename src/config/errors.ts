import type { z } from 'zod';
import { describeValue, formatPath } from './describe-value.ts';
import { findNearest } from './nearest.ts';
import { issueHints, type IssueHint } from './schema/hints.ts';

// Turns zod issues into one line each: `mint.json: <path>: expected <what>, found <what> — <fix>`.
// Two halves: `configErrorMap` writes each issue's message while zod still knows which schema
// raised it (allowed keys, enum values, hints); `formatConfigIssues` adds the file and path
// and collapses union failures to the alternative the user was evidently writing.
// Starlight's `parseWithFriendlyErrors` (utils/error-map.ts) is the model.

type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue;

/** Examples for "add "<key>": <example>" when no schema hint gives one. */
const EXAMPLES: Record<string, string> = {
  name: '"My Docs"',
  favicon: '"/favicon.svg"',
  logo: '"/logo.svg"',
  light: '"/logo/light.svg"',
  dark: '"/logo/dark.svg"',
  group: '"Getting started"',
  url: '"https://example.com"',
  source: '"/old-path"',
  destination: '"/new-path"',
  label: '"Blog"',
  family: '"Inter"',
  links: '[{ "label": "Blog", "url": "/blog" }]',
  type: '"github"',
};

const TYPE_PHRASES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  record: 'an object',
  null: 'null',
};

const TYPE_EXAMPLES: Record<string, string> = {
  string: '"…"',
  number: '1',
  boolean: 'true',
  array: '[…]',
  object: '{…}',
  record: '{…}',
};

/** Keys a strict object accepts only so old configs stay valid; not worth suggesting. */
const HIDDEN_KEYS = new Set(['ultraLight', 'ultraDark']);

function lookUpHint(issue: RawIssue): IssueHint {
  const owners = [issue.inst, issue.schema].filter((owner) => owner !== undefined && '_zod' in owner && 'def' in owner._zod);
  for (const owner of owners) {
    const hint = issueHints.get(owner as z.core.$ZodType);
    if (hint) return hint;
  }
  return {};
}

function lastKey(path: readonly PropertyKey[] | undefined): string | undefined {
  const last = path?.at(-1);
  return typeof last === 'string' ? last : undefined;
}

function quoteList(values: readonly unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ');
}

function suggestValue(input: unknown, values: readonly unknown[]): string {
  const strings = values.filter((value): value is string => typeof value === 'string');
  const near = typeof input === 'string' ? findNearest(input, strings) : undefined;
  const allowed = `use one of: ${quoteList(values)}`;
  return near ? `did you mean "${near}"? Otherwise ${allowed}` : allowed;
}

function describeMissing(issue: RawIssue, hint: IssueHint, expected: string): string {
  const key = lastKey(issue.path);
  const example = hint.example ?? (key && EXAMPLES[key]) ?? TYPE_EXAMPLES[(issue as { expected?: string }).expected ?? ''];
  const fix = key ? `add "${key}": ${example ?? '…'}` : hint.fix ?? `add ${expected}`;
  return `expected ${expected}, found nothing — ${fix}`;
}

function readKnownKeys(issue: RawIssue): string[] {
  const def = (issue.inst as z.core.$ZodType | undefined)?._zod.def as
    | { type: string; shape?: Record<string, unknown>; keyType?: z.core.$ZodType }
    | undefined;
  if (def?.type === 'object' && def.shape) return Object.keys(def.shape).filter((key) => !HIDDEN_KEYS.has(key));
  const values = def?.keyType?._zod.values;
  return values ? [...values].filter((value): value is string => typeof value === 'string') : [];
}

function describeUnknownKeys(issue: RawIssue & { keys: string[] }): string {
  const known = readKnownKeys(issue);
  const expected = known.length > 0 ? `one of the keys ${known.join(', ')}` : 'no other keys';
  if (issue.keys.length === 1) {
    const [key] = issue.keys;
    const near = findNearest(key, known);
    return `expected ${expected}, found unknown key "${key}" — ${near ? `remove it, or did you mean "${near}"?` : 'remove it'}`;
  }
  const suggestions = issue.keys
    .map((key) => [key, findNearest(key, known)] as const)
    .filter(([, near]) => near !== undefined)
    .map(([key, near]) => `"${near}" for "${key}"`);
  const names = issue.keys.map((key) => `"${key}"`).join(', ');
  return `expected ${expected}, found unknown keys ${names} — remove them${suggestions.length ? `, or did you mean ${suggestions.join(', ')}?` : ''}`;
}

/** Expected phrase of a union nobody hinted: "a string or an array", from each branch's type error. */
function describeUnionExpectation(branches: readonly Issue[][]): string {
  const phrases = new Set<string>();
  for (const branch of branches) {
    const typeIssue = branch.find((issue) => issue.path.length === 0 && issue.code === 'invalid_type');
    if (typeIssue && typeIssue.code === 'invalid_type') phrases.add(TYPE_PHRASES[typeIssue.expected] ?? typeIssue.expected);
  }
  return phrases.size > 0 ? [...phrases].join(' or ') : 'a valid value';
}

function describeSize(issue: RawIssue & { origin: string }, bound: number | bigint, word: 'least' | 'most'): { expected: string; found: string } {
  const count = (n: number | bigint) => (issue.origin === 'string' ? `${n} character${n === 1 ? '' : 's'}` : `${n} item${n === 1 ? '' : 's'}`);
  const input = issue.input;
  const found =
    Array.isArray(input) && input.length > 0 ? `${count(input.length)}` : describeValue(input);
  if (issue.origin === 'string' && bound === 1 && word === 'least') return { expected: 'a non-empty string', found };
  return { expected: `at ${word} ${count(bound)}`, found };
}

/** The message of one issue, as `expected …, found … — fix`. Used as zod's per-parse error map. */
export function describeIssue(issue: RawIssue): string {
  const hint = lookUpHint(issue);
  const key = lastKey(issue.path);
  const found = describeValue(issue.input);
  switch (issue.code) {
    case 'invalid_type': {
      const expected = hint.expected ?? TYPE_PHRASES[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return describeMissing(issue, hint, expected);
      const example = hint.example ?? (key && EXAMPLES[key]);
      const fix = hint.fix ?? `use ${expected}${example ? `, like ${example}` : ''}`;
      return `expected ${expected}, found ${found} — ${fix}`;
    }
    case 'invalid_value': {
      const expected = hint.expected ?? (issue.values.length === 1 ? JSON.stringify(issue.values[0]) : 'a supported value');
      if (issue.input === undefined) return describeMissing(issue, { example: JSON.stringify(issue.values[0]), ...hint }, expected);
      if (issue.values.length === 1) {
        return `expected ${expected}, found ${found} — use ${JSON.stringify(issue.values[0])}${key ? `, or remove "${key}"` : ''}`;
      }
      return `expected ${expected}, found ${found} — ${hint.fix ?? suggestValue(issue.input, issue.values)}`;
    }
    case 'too_small': {
      const { expected, found: size } = describeSize(issue, issue.minimum, 'least');
      const example = hint.example ?? (key && EXAMPLES[key]);
      const fix = hint.fix ?? (issue.origin === 'string' ? `fill it in${example ? `, like ${example}` : ''}` : 'add the missing items');
      return `expected ${hint.expected ?? expected}, found ${size} — ${fix}`;
    }
    case 'too_big': {
      const { expected, found: size } = describeSize(issue, issue.maximum, 'most');
      return `expected ${hint.expected ?? expected}, found ${size} — ${hint.fix ?? 'remove the extra ones'}`;
    }
    case 'invalid_format': {
      const format = issue as RawIssue & { format: string; prefix?: string; pattern?: string };
      const expected =
        hint.expected ??
        (format.format === 'url' ? 'a full URL like https://example.com'
          : format.format === 'starts_with' ? `a value starting with "${format.prefix}"`
            : format.format === 'regex' ? `a value matching ${format.pattern}`
              : `a valid ${format.format}`);
      const fix =
        hint.fix ??
        (format.format === 'url' ? 'write the full address, starting with https://'
          : format.format === 'starts_with' ? `start it with "${format.prefix}"`
            : `use ${expected}`);
      return `expected ${expected}, found ${found} — ${fix}`;
    }
    case 'unrecognized_keys':
      return describeUnknownKeys(issue);
    case 'invalid_union': {
      if (issue.discriminator !== undefined) {
        const options = ((issue.options ?? []) as unknown[]).filter((option) => option !== null && option !== undefined);
        const value = typeof issue.input === 'object' && issue.input !== null ? (issue.input as Record<string, unknown>)[issue.discriminator] : issue.input;
        return `expected a supported value, found ${describeValue(value)} — ${suggestValue(value, options)}`;
      }
      const expected = hint.expected ?? describeUnionExpectation(issue.errors);
      return `expected ${expected}, found ${found} — ${hint.fix ?? `use ${expected}`}`;
    }
    default: {
      const expected = hint.expected ?? 'a valid value';
      return `expected ${expected}, found ${found} — ${hint.fix ?? `use ${expected}`}`;
    }
  }
}

/** Zod error map for `safeParse(raw, { error: configErrorMap })`. */
export const configErrorMap: z.core.$ZodErrorMap = (issue) => describeIssue(issue);

/** Union failures: the branch the user was evidently writing, or undefined to report the union. */
function pickUnionBranch(branches: readonly Issue[][]): Issue[] | undefined {
  const candidates = branches.filter(
    // A branch that failed only because the value has another type says nothing useful.
    (branch) => !branch.every((issue) => issue.path.length === 0 && issue.code === 'invalid_type'),
  );
  if (candidates.length === 0) return undefined;
  // A branch that rejects the value as a whole (unknown keys, not one of its values) fits less
  // than one that took it and failed inside (an object whose one field is wrong).
  const weigh = (branch: Issue[]) =>
    branch.reduce((sum, issue) => sum + (issue.path.length === 0 && (issue.code === 'unrecognized_keys' || issue.code === 'invalid_value') ? 3 : 1), 0);
  const best = candidates.reduce((a, b) => (weigh(b) < weigh(a) ? b : a));
  // Several alternatives all rejecting the value itself: the union's own message covers them.
  const shallow = (branch: Issue[]) => branch.every((issue) => issue.path.length === 0);
  if (candidates.length > 1 && candidates.every(shallow)) return undefined;
  return best;
}

interface Located {
  path: PropertyKey[];
  message: string;
}

function readAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

/**
 * A required key is missing but a near spelling is present (`navigaton`): the fix is to
 * rename it, which says more than "add" (the misspelt key alone is only a warning).
 */
function suggestRename(located: Located, raw: unknown): Located {
  const key = located.path.at(-1);
  if (typeof key !== 'string' || !located.message.includes(', found nothing — ')) return located;
  const parent = readAt(raw, located.path.slice(0, -1));
  if (typeof parent !== 'object' || parent === null || Array.isArray(parent)) return located;
  const misspelt = Object.keys(parent).find((candidate) => candidate !== key && findNearest(candidate, [key]) === key);
  if (misspelt === undefined) return located;
  const [expectation] = located.message.split(' — ');
  return { ...located, message: `${expectation} — rename "${misspelt}" to "${key}"` };
}

function locateIssue(issue: Issue, prefix: readonly PropertyKey[]): Located[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const branch = pickUnionBranch(issue.errors);
    if (branch) return branch.flatMap((inner) => locateIssue(inner, path));
  }
  // Point at the key itself, so the line reads `colors.secondary: … unknown key "secondary"`.
  if (issue.code === 'unrecognized_keys' && issue.keys.length === 1) path.push(issue.keys[0]);
  return [{ path, message: issue.message }];
}

/**
 * One line per problem: `mint.json: navigation[2].pages[0]: expected …, found … — fix`.
 * Expects issues parsed with `configErrorMap` (otherwise zod's own messages are used); `raw`,
 * the parsed JSON, lets a missing key's fix point at a misspelt one.
 */
export function formatConfigIssues(issues: readonly Issue[], file: string | ((path: readonly PropertyKey[]) => string) = 'mint.json', raw?: unknown): string[] {
  // A function names the file each value was written in (docs.json's `$ref` files).
  const fileOf = typeof file === 'string' ? () => file : file;
  const lines = issues
    .flatMap((issue) => locateIssue(issue, []))
    .map((located) => suggestRename(located, raw))
    .map(({ path, message }) => (path.length > 0 ? `${fileOf(path)}: ${formatPath(path)}: ${message}` : `${fileOf(path)}: ${message}`));
  return [...new Set(lines)];
}
