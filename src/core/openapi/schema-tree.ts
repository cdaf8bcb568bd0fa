// Turns a dereferenced schema into the nested SchemaNode tree a renderer expands:
// allOf merged, oneOf/anyOf as named options, readOnly/writeOnly filtered by direction,
// and recursion cut into `circular` nodes (detected by object identity on the current path).
import type { SchemaObject } from './document-types.ts';
import { mergeAllOf } from './schema-merge.ts';
import { describeSchema, labelArrayOf, labelUnion } from './schema-describe.ts';
import { isNullOnly, listSchemaTypes } from './schema-utils.ts';
import type { PropertyNode, SchemaNode, UnionNode, UnionOption } from './view-types.ts';
import { nameFromRef } from './ref-name.ts';

export interface SchemaTreeOptions {
  /** `request` omits readOnly properties, `response` omits writeOnly ones, `schema` keeps all. */
  direction: 'request' | 'response' | 'schema';
  /** `api.maintainOrder`: true keeps the spec's property order; false puts required ones first. */
  maintainOrder: boolean;
  refNames: WeakMap<object, string>;
  /** Safety net for very deep (non-circular) schemas. */
  maxDepth?: number;
}

export function buildSchemaTree(schema: SchemaObject, options: SchemaTreeOptions): SchemaNode {
  return new TreeBuilder(options).build(schema, 0);
}

class TreeBuilder {
  private readonly options: SchemaTreeOptions;
  private readonly ancestors = new Set<SchemaObject>();

  constructor(options: SchemaTreeOptions) {
    this.options = options;
  }

  build(schema: SchemaObject, depth: number, extraName?: string): SchemaNode {
    const refName = this.options.refNames.get(schema) ?? extraName;
    if (this.ancestors.has(schema) || depth > (this.options.maxDepth ?? 40)) {
      const name = refName ?? schema.title ?? 'object';
      return { ...describeSchema(schema, refName), kind: 'circular', name, typeLabel: name };
    }
    this.ancestors.add(schema);
    try {
      return this.buildMerged(mergeAllOf(schema), depth, refName);
    } finally {
      this.ancestors.delete(schema);
    }
  }

  private buildMerged(schema: SchemaObject, depth: number, refName: string | undefined): SchemaNode {
    const union = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(union) && union.length > 0) {
      const options = union.filter((option) => typeof option === 'object' && option !== null && !isNullOnly(option));
      const withBase = (option: SchemaObject) => (hasOwnShape(schema) ? { allOf: [withoutUnion(schema), option] } : option);
      // `anyOf: [X, {type: null}]` is how 3.1 writes "nullable X".
      if (options.length === 1) {
        const node = this.build(withBase(options[0]), depth + 1, this.options.refNames.get(options[0]));
        const nullable = options.length < union.length || node.nullable;
        return { ...node, nullable, typeLabel: nullable && !node.nullable ? `${node.typeLabel} | null` : node.typeLabel, description: schema.description ?? node.description };
      }
      return this.buildUnion(schema, options, withBase, depth, refName, options.length < union.length);
    }
    const common = describeSchema(schema, refName);
    const types = listSchemaTypes(schema).filter((type) => type !== 'null');
    if (types.length === 1 && types[0] === 'object') {
      const properties = this.buildProperties(schema, depth);
      const extra = schema.additionalProperties;
      const additionalProperties = extra === true ? true : typeof extra === 'object' && extra !== null ? this.build(extra, depth + 1) : undefined;
      return { ...common, kind: 'object', properties, ...(additionalProperties ? { additionalProperties } : {}) };
    }
    if (types.length === 1 && types[0] === 'array') {
      const itemSchema = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      const items: SchemaNode = itemSchema ? this.build(itemSchema, depth + 1) : this.build({}, depth + 1);
      return { ...common, kind: 'array', items, typeLabel: labelArrayOf(items, common.nullable) };
    }
    const scalarType = types.length === 1 && ['string', 'number', 'integer', 'boolean'].includes(types[0]) ? types[0] : types.length === 0 && common.nullable ? 'null' : 'any';
    return { ...common, kind: 'scalar', type: scalarType as 'string', types };
  }

  private buildUnion(
    schema: SchemaObject,
    options: SchemaObject[],
    withBase: (option: SchemaObject) => SchemaObject,
    depth: number,
    refName: string | undefined,
    nullable: boolean,
  ): UnionNode {
    const named: UnionOption[] = options.map((option, index) => {
      const optionRef = this.options.refNames.get(option);
      return { name: option.title ?? optionRef ?? `Option ${index + 1}`, node: this.build(withBase(option), depth + 1, optionRef) };
    });
    const common = describeSchema(schema, refName);
    const node: UnionNode = {
      ...common,
      nullable: common.nullable || nullable,
      kind: 'union',
      combinator: schema.oneOf ? 'oneOf' : 'anyOf',
      options: named,
      typeLabel: labelUnion(named, common.nullable || nullable),
    };
    const discriminator = schema.discriminator;
    if (discriminator && typeof discriminator.propertyName === 'string') {
      node.discriminator = { propertyName: discriminator.propertyName, mapping: this.mapDiscriminator(discriminator.mapping, options, named) };
    }
    return node;
  }

  private mapDiscriminator(mapping: Record<string, string> | undefined, options: SchemaObject[], named: UnionOption[]) {
    const optionByRefName = new Map(options.map((option, index) => [this.options.refNames.get(option), named[index].name]));
    if (mapping && typeof mapping === 'object') {
      return Object.entries(mapping).map(([value, ref]) => {
        const target = nameFromRef(String(ref)) ?? String(ref);
        return { value, option: optionByRefName.get(target) ?? target };
      });
    }
    // Without a mapping, the discriminator value is the schema name.
    return options.flatMap((option, index) => {
      const name = this.options.refNames.get(option);
      return name ? [{ value: name, option: named[index].name }] : [];
    });
  }

  private buildProperties(schema: SchemaObject, depth: number): PropertyNode[] {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const { direction } = this.options;
    const nodes: PropertyNode[] = [];
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (typeof property !== 'object' || property === null) continue;
      const merged = mergeAllOf(property);
      if (direction === 'request' && merged.readOnly === true) continue;
      if (direction === 'response' && merged.writeOnly === true) continue;
      nodes.push({ name, required: required.has(name), node: this.build(property, depth + 1) });
    }
    if (this.options.maintainOrder) return nodes;
    return [...nodes.filter((node) => node.required), ...nodes.filter((node) => !node.required)];
  }
}

function hasOwnShape(schema: SchemaObject): boolean {
  return schema.properties !== undefined || schema.items !== undefined;
}

function withoutUnion(schema: SchemaObject): SchemaObject {
  const { oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, title: _title, description: _description, ...rest } = schema;
  return rest;
}
