// Small questions asked of schema objects by the tree builder and the example generator.
import type { JsonValue, SchemaObject } from './document-types.ts';

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** Declared types (3.0 `type` + `nullable`, 3.1 type arrays), else inferred from the shape. */
export function listSchemaTypes(schema: SchemaObject): string[] {
  const declared = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];
  if (declared.length > 0) return schema.nullable && !declared.includes('null') ? [...declared, 'null'] : declared;
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items || schema.prefixItems) return ['array'];
  const sample = schema.const !== undefined ? schema.const : Array.isArray(schema.enum) ? schema.enum.find((v) => v !== null) : undefined;
  if (sample !== undefined) return [jsonTypeOf(sample)];
  return [];
}

export function isNullable(schema: SchemaObject): boolean {
  return listSchemaTypes(schema).includes('null') || (Array.isArray(schema.enum) && schema.enum.includes(null));
}

export function isNullOnly(schema: SchemaObject): boolean {
  const types = listSchemaTypes(schema);
  return types.length === 1 && types[0] === 'null';
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return SCALAR_TYPES.has(typeof value) ? typeof value : typeof value === 'object' ? 'object' : 'string';
}

/** The example written on a schema: `example`, else the first of 3.1 `examples`. */
export function getSchemaExample(schema: SchemaObject): unknown {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  return undefined;
}

/**
 * A JSON-safe copy of a value from the spec: examples may hold anything YAML can express,
 * and after dereferencing even cycles. Cycles and non-JSON values become null.
 */
export function toJsonSafe(value: unknown, seen: Set<object> = new Set()): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || seen.has(value)) return null;
  seen.add(value);
  const copy: JsonValue = Array.isArray(value)
    ? value.map((item) => toJsonSafe(item, seen))
    : Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== undefined && typeof item !== 'function')
          .map(([key, item]) => [key, toJsonSafe(item, seen)]),
      );
  seen.delete(value);
  return copy;
}
