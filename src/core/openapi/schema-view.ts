// The view of an `openapi-schema` page: one named schema from components.schemas.
import type { SchemaObject } from './document-types.ts';
import { generateExample } from './examples.ts';
import { buildSchemaTree } from './schema-tree.ts';
import { createViewContext, type DocumentSource, type ViewOptions } from './view-context.ts';
import type { SchemaPageView } from './view-types.ts';

export function buildSchemaView(source: DocumentSource, name: string, options: ViewOptions = {}): SchemaPageView | undefined {
  const schema = source.document.components?.schemas?.[name] as SchemaObject | undefined;
  if (typeof schema !== 'object' || schema === null) return undefined;
  const context = createViewContext(source, options);
  const tree = buildSchemaTree(schema, { direction: 'schema', maintainOrder: context.maintainOrder, refNames: context.refNames });
  const view: SchemaPageView = {
    name,
    title: typeof schema.title === 'string' ? schema.title : name,
    deprecated: schema.deprecated === true,
    schema: tree,
    example: generateExample(schema, { direction: 'schema', refNames: context.refNames }),
  };
  if (tree.description) view.description = tree.description;
  return view;
}
