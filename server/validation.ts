import { z } from 'zod';
import { ApiError } from './errors.ts';

// The request schemas of docs/api-reference/openapi.yaml, as zod schemas. The contract test
// sends each accepted and refused body to both, so the two cannot drift apart.

const maxLength = 255;
const text = z.string().min(1).max(maxLength);
const nonBlank = text.regex(/\S/);
const mapping = z.record(text, text);
const properties = z.record(z.string(), z.unknown());

export const getOrCreateBodySchema = z.strictObject({
  user_group_id: nonBlank,
  name: nonBlank,
  mapping: mapping.optional(),
  properties: properties.optional(),
});

export const updateBodySchema = z.strictObject({
  user_group_id: nonBlank,
  name: nonBlank.optional(),
  mapping: mapping.optional(),
  properties: properties.nullable().optional(),
});

export const rotateTokenBodySchema = z.strictObject({
  current_token: text,
});

export const deleteBodySchema = z.strictObject({
  current_token: text,
  user_group_id: text.optional(),
  data_source_provided_id: text.optional(),
});

/** Validates a parsed body; the first problem becomes a 400 naming the field. */
export function parseBody<Schema extends z.ZodObject>(schema: Schema, body: Record<string, unknown>): z.output<Schema> {
  const result = schema.safeParse(body, { reportInput: true });
  // zod copies a record key by key, which turns a "__proto__" key (an own key after JSON.parse)
  // into a prototype and drops it from `mapping` or `properties`. The schemas transform
  // nothing, so the input that passed is the value, with every key the client sent.
  if (result.success) return body as z.output<Schema>;
  throw describeIssue(pickIssue(result.error.issues), Object.keys(schema.shape));
}

// An unknown field is often a misspelt required one; naming it first points at the real fix.
function pickIssue(issues: z.core.$ZodIssue[]): z.core.$ZodIssue {
  return issues.find((issue) => issue.code === 'unrecognized_keys') ?? issues[0];
}

function describeIssue(issue: z.core.$ZodIssue, allowed: string[]): ApiError {
  const field = formatPath(issue.path);
  const name = `"${field}"`;
  switch (issue.code) {
    case 'unrecognized_keys': {
      const key = issue.keys[0];
      return new ApiError(400, 'unknown_field', `Unknown field "${key}". Allowed fields: ${allowed.join(', ')}.`, {
        field: formatPath([...issue.path, key]),
      });
    }
    case 'invalid_type':
      if (issue.input === undefined) {
        return new ApiError(400, 'missing_field', `${name} is required.`, { field });
      }
      return new ApiError(400, 'invalid_type', `${name} must be ${describeType(issue.expected)}, not ${describeValue(issue.input)}.`, { field });
    case 'too_small':
      return new ApiError(400, 'invalid_value', `${name} must not be empty.`, { field });
    case 'too_big':
      return new ApiError(400, 'invalid_value', `${name} must be at most ${maxLength} characters.`, { field });
    case 'invalid_format':
      return new ApiError(400, 'invalid_value', `${name} must contain a character other than spaces.`, { field });
    case 'invalid_key':
      return new ApiError(400, 'invalid_value', `Keys of "${formatPath(issue.path.slice(0, -1))}" must be 1 to ${maxLength} characters.`, { field });
    default:
      return new ApiError(400, 'invalid_value', `${name} is not valid: ${issue.message}.`, { field });
  }
}

/** `mapping.sales`, or `mapping["a b"]` when a key is not a plain name. */
function formatPath(path: PropertyKey[]): string {
  return path
    .map((key, index) => {
      const name = String(key);
      if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(name)) return index === 0 ? name : `.${name}`;
      return `[${JSON.stringify(name)}]`;
    })
    .join('');
}

function describeType(expected: string): string {
  return expected === 'record' || expected === 'object' ? 'an object' : `a ${expected}`;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
