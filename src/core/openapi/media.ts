// Request and response bodies: one entry per media type with its schema tree and examples.
import type { MediaTypeObject } from './document-types.ts';
import { collectMediaExamples } from './examples.ts';
import { isPlainObject } from './issues.ts';
import { buildSchemaTree } from './schema-tree.ts';
import type { ViewContext } from './view-context.ts';
import type { MediaTypeView } from './view-types.ts';

export function buildMediaTypes(content: unknown, direction: 'request' | 'response', context: ViewContext): MediaTypeView[] {
  if (!isPlainObject(content)) return [];
  return Object.entries(content)
    .filter((entry): entry is [string, MediaTypeObject] => isPlainObject(entry[1]))
    .map(([mediaType, media]) => {
      const view: MediaTypeView = { mediaType, examples: collectMediaExamples(media, { direction, refNames: context.refNames }) };
      if (isPlainObject(media.schema)) {
        view.schema = buildSchemaTree(media.schema, { direction, maintainOrder: context.maintainOrder, refNames: context.refNames });
      }
      return view;
    });
}
