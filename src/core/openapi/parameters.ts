// Path, query, header and cookie parameters of an operation (path-level ones included,
// operation-level ones override by name + location).
import type { JsonValue, ParameterObject, SchemaObject } from './document-types.ts';
import { generateExample } from './examples.ts';
import { isPlainObject } from './issues.ts';
import { buildSchemaTree } from './schema-tree.ts';
import { getSchemaExample, listSchemaTypes, toJsonSafe } from './schema-utils.ts';
import { mergeAllOf } from './schema-merge.ts';
import type { ViewContext } from './view-context.ts';
import type { ParametersView, ParameterView } from './view-types.ts';

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

export function buildParameters(pathLevel: unknown, operationLevel: unknown, context: ViewContext): ParametersView {
  const byKey = new Map<string, ParameterObject>();
  for (const list of [pathLevel, operationLevel]) {
    if (!Array.isArray(list)) continue;
    for (const parameter of list) {
      if (isPlainObject(parameter) && typeof parameter.name === 'string') byKey.set(`${parameter.in}:${parameter.name}`, parameter as ParameterObject);
    }
  }
  const view: ParametersView = { path: [], query: [], header: [], cookie: [] };
  for (const parameter of byKey.values()) {
    const location = LOCATIONS.find((place) => place === parameter.in);
    if (location) view[location].push(buildParameter(parameter, location, context));
  }
  if (!context.maintainOrder) {
    for (const location of LOCATIONS) view[location] = [...view[location].filter((p) => p.required), ...view[location].filter((p) => !p.required)];
  }
  return view;
}

export function buildParameter(parameter: ParameterObject, location: ParameterView['in'], context: ViewContext): ParameterView {
  const schema = parameterSchema(parameter);
  const merged = schema ? mergeAllOf(schema) : undefined;
  const node = schema ? buildSchemaTree(schema, { direction: 'request', maintainOrder: context.maintainOrder, refNames: context.refNames }) : undefined;
  const example = parameterExample(parameter, merged);
  const fallback = merged?.default ?? (Array.isArray(merged?.enum) ? merged.enum[0] : undefined);
  const written = example ?? (fallback === undefined ? undefined : toJsonSafe(fallback));
  const view: ParameterView = {
    name: parameter.name,
    in: location,
    required: location === 'path' || parameter.required === true,
    deprecated: parameter.deprecated === true,
    typeLabel: node?.typeLabel ?? 'string',
    sampleValue: written ?? generateExample(schema, { direction: 'request' }),
    sampleGenerated: written === undefined,
  };
  if (typeof parameter.description === 'string') view.description = parameter.description;
  const type = merged ? listSchemaTypes(merged).find((t) => t !== 'null') : undefined;
  if (type) view.type = type;
  if (node?.format) view.format = node.format;
  if (node?.enum) view.enum = node.enum;
  if (node?.default !== undefined) view.default = node.default;
  if (example !== undefined) view.example = example;
  if (typeof parameter.style === 'string') view.style = parameter.style;
  if (typeof parameter.explode === 'boolean') view.explode = parameter.explode;
  if (node) view.schema = node;
  return view;
}

function parameterSchema(parameter: ParameterObject): SchemaObject | undefined {
  if (isPlainObject(parameter.schema)) return parameter.schema;
  const media = isPlainObject(parameter.content) ? Object.values(parameter.content)[0] : undefined;
  return isPlainObject(media?.schema) ? media.schema : undefined;
}

function parameterExample(parameter: ParameterObject, schema: SchemaObject | undefined): JsonValue | undefined {
  if (parameter.example !== undefined) return toJsonSafe(parameter.example);
  const first = isPlainObject(parameter.examples) ? Object.values(parameter.examples).find((e) => isPlainObject(e) && e.value !== undefined) : undefined;
  if (first) return toJsonSafe(first.value);
  const media = isPlainObject(parameter.content) ? Object.values(parameter.content)[0] : undefined;
  if (media?.example !== undefined) return toJsonSafe(media.example);
  const fromSchema = schema ? getSchemaExample(schema) : undefined;
  return fromSchema === undefined ? undefined : toJsonSafe(fromSchema);
}
