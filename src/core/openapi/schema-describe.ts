// The flat facts of one schema (labels, enum, default, constraints) shared by every node kind.
import type { SchemaObject } from './document-types.ts';
import { getSchemaExample, isNullable, listSchemaTypes, toJsonSafe } from './schema-utils.ts';
import type { SchemaNode, SchemaNodeCommon, UnionOption } from './view-types.ts';
import type { JsonValue } from './document-types.ts';

const CONSTRAINT_KEYS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
] as const;

export function describeSchema(schema: SchemaObject, refName: string | undefined): SchemaNodeCommon {
  const nullable = isNullable(schema);
  const constraints: Record<string, JsonValue> = {};
  for (const key of CONSTRAINT_KEYS) {
    if (schema[key] !== undefined) constraints[key] = toJsonSafe(schema[key]);
  }
  const common: SchemaNodeCommon = {
    typeLabel: labelScalar(schema, nullable),
    nullable,
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    constraints,
  };
  if (typeof schema.title === 'string') common.title = schema.title;
  if (refName) common.refName = refName;
  if (typeof schema.description === 'string') common.description = schema.description;
  if (typeof schema.format === 'string') common.format = schema.format;
  if (Array.isArray(schema.enum)) common.enum = schema.enum.map((value) => toJsonSafe(value));
  if (schema.const !== undefined) common.const = toJsonSafe(schema.const);
  if (schema.default !== undefined) common.default = toJsonSafe(schema.default);
  const example = getSchemaExample(schema);
  if (example !== undefined) common.example = toJsonSafe(example);
  return common;
}

function labelScalar(schema: SchemaObject, nullable: boolean): string {
  const types = listSchemaTypes(schema).filter((type) => type !== 'null');
  let label = types.length === 0 ? (nullable ? 'null' : 'any') : types.join(' | ');
  if (types.length === 1 && Array.isArray(schema.enum)) label = `enum<${label}>`;
  else if (types.length === 1 && typeof schema.format === 'string') label = `${label}<${schema.format}>`;
  return nullable && types.length > 0 ? `${label} | null` : label;
}

export function labelArrayOf(items: SchemaNode, nullable: boolean): string {
  const inner = items.kind === 'object' || items.kind === 'union' ? 'object' : items.typeLabel;
  const label = inner.includes(' | ') ? `(${inner})[]` : `${inner}[]`;
  return nullable ? `${label} | null` : label;
}

export function labelUnion(options: UnionOption[], nullable: boolean): string {
  const labels = [...new Set(options.map((option) => (option.node.kind === 'union' ? 'object' : option.node.typeLabel)))];
  const label = labels.length === 1 ? labels[0] : labels.join(' | ');
  return nullable ? `${label} | null` : label;
}
