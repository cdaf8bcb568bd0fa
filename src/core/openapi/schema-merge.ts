// `allOf` merging: the sub-schemas' properties and `required` lists are combined into one
// object schema, the outer schema's own keywords win. Results are cached per schema object,
// so every view of a large spec shares them.
import type { SchemaObject } from './document-types.ts';

const mergedCache = new WeakMap<SchemaObject, SchemaObject>();

export function mergeAllOf(schema: SchemaObject): SchemaObject {
  if (!Array.isArray(schema.allOf) || schema.allOf.length === 0) return schema;
  let merged = mergedCache.get(schema);
  if (!merged) {
    merged = mergeWithParents(schema, new Set());
    mergedCache.set(schema, merged);
  }
  return merged;
}

function mergeWithParents(schema: SchemaObject, parents: Set<SchemaObject>): SchemaObject {
  if (!Array.isArray(schema.allOf) || schema.allOf.length === 0 || parents.has(schema)) return schema;
  parents.add(schema);
  const { allOf, ...own } = schema;
  const parts = allOf
    .filter((part): part is SchemaObject => typeof part === 'object' && part !== null)
    .map((part) => mergeWithParents(part, parents));
  parents.delete(schema);

  const result: SchemaObject = {};
  for (const part of parts) combineInto(result, part, false);
  // Titles and descriptions of the parts describe the parts, not the whole; a lone part is a
  // wrapper (`allOf: [$ref]` to add nullable or a description), so its title stays.
  if (parts.length > 1) delete result.title;
  combineInto(result, own as SchemaObject, true);
  return result;
}

function combineInto(target: SchemaObject, source: SchemaObject, own: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (key === 'properties' && typeof value === 'object') {
      target.properties = mergeProperties(target.properties, value as Record<string, SchemaObject>);
    } else if (key === 'required' && Array.isArray(value)) {
      target.required = [...new Set([...(target.required ?? []), ...value])];
    } else if ((key === 'description' || key === 'title') && !own) {
      target[key] ??= value as string;
    } else {
      target[key] = value;
    }
  }
}

function mergeProperties(
  existing: Record<string, SchemaObject> | undefined,
  added: Record<string, SchemaObject>,
): Record<string, SchemaObject> {
  const result = { ...existing };
  for (const [name, schema] of Object.entries(added)) {
    const previous = result[name];
    // The same property in two parts must satisfy both.
    result[name] = previous && previous !== schema ? { allOf: [previous, schema] } : schema;
  }
  return result;
}
