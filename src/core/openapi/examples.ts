// Example values: the ones written in the spec, else generated from the schema. Generation
// is deterministic (same schema, same example), follows formats, enums, defaults, consts and
// bounds, puts one item in arrays, merges allOf, takes the first oneOf/anyOf option, and
// stops at recursion and at a depth limit.
import type { JsonValue, MediaTypeObject, SchemaObject } from './document-types.ts';
import { isPlainObject } from './issues.ts';
import { mergeAllOf } from './schema-merge.ts';
import { getSchemaExample, isNullOnly, listSchemaTypes, toJsonSafe } from './schema-utils.ts';
import type { ExampleView } from './view-types.ts';
import { nameFromRef } from './ref-name.ts';

export interface ExampleOptions {
  /** `request` leaves out readOnly properties, `response` writeOnly ones. */
  direction: 'request' | 'response' | 'schema';
  maxDepth?: number;
  /** Schema names (LoadedDocument.refNames): lets a discriminator property get its mapped value. */
  refNames?: WeakMap<object, string>;
}

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2023-11-07T05:31:56Z',
  date: '2023-12-25',
  time: '05:31:56Z',
  duration: 'P3D',
  email: 'jsmith@example.com',
  'idn-email': 'jsmith@example.com',
  uuid: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  uri: 'https://example.com',
  url: 'https://example.com',
  iri: 'https://example.com',
  'uri-reference': '/example',
  hostname: 'example.com',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  byte: 'SGVsbG8gd29ybGQ=',
  binary: '<binary>',
  password: '<password>',
};

export function generateExample(schema: SchemaObject | undefined, options: ExampleOptions): JsonValue {
  if (!schema) return null;
  return generate(schema, options, new Set(), 0) ?? null;
}

/** `undefined` means "leave this out" (a property that would recurse). */
function generate(schema: SchemaObject, options: ExampleOptions, ancestors: Set<SchemaObject>, depth: number): JsonValue | undefined {
  if (ancestors.has(schema) || depth > (options.maxDepth ?? 8)) return undefined;
  ancestors.add(schema);
  try {
    return generateMerged(mergeAllOf(schema), options, ancestors, depth);
  } finally {
    ancestors.delete(schema);
  }
}

function generateMerged(schema: SchemaObject, options: ExampleOptions, ancestors: Set<SchemaObject>, depth: number): JsonValue | undefined {
  if (schema.const !== undefined) return toJsonSafe(schema.const);
  const written = getSchemaExample(schema);
  if (written !== undefined) return toJsonSafe(written);
  if (schema.default !== undefined) return toJsonSafe(schema.default);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return toJsonSafe(schema.enum.find((v) => v !== null) ?? schema.enum[0]);

  const union = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(union) && union.length > 0) {
    const first = union.find((option) => isPlainObject(option) && !isNullOnly(option)) ?? union[0];
    const { oneOf: _o, anyOf: _a, discriminator: _d, ...base } = schema;
    const chosen = base.properties ? { allOf: [base, first] } : first;
    const value = generate(chosen, options, ancestors, depth + 1);
    return setDiscriminator(value, schema, first, options);
  }

  const type = listSchemaTypes(schema).find((t) => t !== 'null') ?? (listSchemaTypes(schema).includes('null') ? 'null' : 'any');
  switch (type) {
    case 'object':
      return generateObject(schema, options, ancestors, depth);
    case 'array':
      return generateArray(schema, options, ancestors, depth);
    case 'string':
      return generateString(schema);
    case 'integer':
    case 'number':
      return generateNumber(schema, type === 'integer');
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return '<any>';
  }
}

/** `{ kind: '<string>' }` → `{ kind: 'dog' }` when the discriminator maps `dog` to the chosen option. */
function setDiscriminator(value: JsonValue | undefined, schema: SchemaObject, option: SchemaObject, options: ExampleOptions): JsonValue | undefined {
  const property = schema.discriminator?.propertyName;
  const name = options.refNames?.get(option);
  if (!property || !name || !isPlainObject(value)) return value;
  const mapping = isPlainObject(schema.discriminator?.mapping) ? Object.entries(schema.discriminator.mapping) : [];
  const mapped = mapping.find(([, ref]) => nameFromRef(String(ref)) === name)?.[0];
  return { ...value, [property]: mapped ?? (mapping.length === 0 ? name : value[property]) };
}

function generateObject(schema: SchemaObject, options: ExampleOptions, ancestors: Set<SchemaObject>, depth: number): JsonValue {
  const result: Record<string, JsonValue> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!isPlainObject(property)) continue;
    const merged = mergeAllOf(property);
    if (options.direction === 'request' && merged.readOnly === true) continue;
    if (options.direction === 'response' && merged.writeOnly === true) continue;
    const value = generate(property, options, ancestors, depth + 1);
    if (value !== undefined) result[name] = value;
  }
  const extra = schema.additionalProperties;
  if (Object.keys(result).length === 0 && isPlainObject(extra)) {
    const value = generate(extra, options, ancestors, depth + 1);
    if (value !== undefined) result['<key>'] = value;
  }
  return result;
}

function generateArray(schema: SchemaObject, options: ExampleOptions, ancestors: Set<SchemaObject>, depth: number): JsonValue {
  if (Array.isArray(schema.prefixItems)) {
    return schema.prefixItems.map((item) => generate(item, options, ancestors, depth + 1) ?? null);
  }
  const itemSchema = Array.isArray(schema.items) ? schema.items[0] : schema.items;
  if (!isPlainObject(itemSchema)) return [];
  const item = generate(itemSchema, options, ancestors, depth + 1);
  if (item === undefined) return [];
  const count = Math.max(1, Math.min(typeof schema.minItems === 'number' ? schema.minItems : 1, 10));
  return Array.from({ length: count }, () => item);
}

function generateString(schema: SchemaObject): string {
  let value = (typeof schema.format === 'string' && FORMAT_EXAMPLES[schema.format]) || '<string>';
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) value = 'x'.repeat(schema.maxLength);
  return value;
}

function generateNumber(schema: SchemaObject, integer: boolean): number {
  const step = integer ? 1 : 0.1;
  const low = lowerBound(schema, step);
  const high = upperBound(schema, step);
  let value = 123;
  if (low !== undefined && value < low) value = low;
  if (high !== undefined && value > high) value = low !== undefined && low <= high ? low : high;
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0) {
    value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
    if (high !== undefined && value > high) value -= schema.multipleOf;
  }
  // toPrecision: multiples like 0.01 leave binary noise (123.00000000000001).
  return integer ? Math.ceil(value) : Number(value.toPrecision(12));
}

function lowerBound(schema: SchemaObject, step: number): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step;
  if (typeof schema.minimum !== 'number') return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
}

function upperBound(schema: SchemaObject, step: number): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - step;
  if (typeof schema.maximum !== 'number') return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - step : schema.maximum;
}

/** Examples for one media type: `examples`, else `example`, else the schema's, else generated. */
export function collectMediaExamples(media: MediaTypeObject, options: ExampleOptions): ExampleView[] {
  if (isPlainObject(media.examples) && Object.keys(media.examples).length > 0) {
    const views: ExampleView[] = [];
    for (const [name, example] of Object.entries(media.examples)) {
      if (!isPlainObject(example) || example.value === undefined) continue;
      views.push({
        name,
        ...(typeof example.summary === 'string' ? { summary: example.summary } : {}),
        ...(typeof example.description === 'string' ? { description: example.description } : {}),
        value: toJsonSafe(example.value),
        generated: false,
      });
    }
    if (views.length > 0) return views;
  }
  if (media.example !== undefined) return [{ name: 'example', value: toJsonSafe(media.example), generated: false }];
  if (!isPlainObject(media.schema)) return [];
  const written = getSchemaExample(mergeAllOf(media.schema));
  if (written !== undefined) return [{ name: 'example', value: toJsonSafe(written), generated: false }];
  return [{ name: 'generated', value: generateExample(media.schema, options), generated: true }];
}
