// Every response of an operation by status code, in the spec's order.
import type { HeaderObject, ResponseObject } from './document-types.ts';
import { isPlainObject } from './issues.ts';
import { buildMediaTypes } from './media.ts';
import { buildSchemaTree } from './schema-tree.ts';
import type { ViewContext } from './view-context.ts';
import type { ResponseHeaderView, ResponseView } from './view-types.ts';

export function buildResponses(responses: Record<string, ResponseObject> | undefined, context: ViewContext): ResponseView[] {
  if (!isPlainObject(responses)) return [];
  return Object.entries(responses)
    .filter(([status, response]) => !status.startsWith('x-') && isPlainObject(response))
    .map(([status, response]) => {
      const view: ResponseView = {
        status: /^default$/i.test(status) ? 'default' : status.toUpperCase(),
        headers: buildHeaders(response.headers, context),
        contents: buildMediaTypes(response.content, 'response', context),
      };
      if (typeof response.description === 'string') view.description = response.description;
      return view;
    });
}

function buildHeaders(headers: Record<string, HeaderObject> | undefined, context: ViewContext): ResponseHeaderView[] {
  if (!isPlainObject(headers)) return [];
  return Object.entries(headers)
    // The spec says a Content-Type response header is ignored.
    .filter(([name, header]) => name.toLowerCase() !== 'content-type' && isPlainObject(header))
    .map(([name, header]) => {
      const view: ResponseHeaderView = { name, required: header.required === true, deprecated: header.deprecated === true };
      if (typeof header.description === 'string') view.description = header.description;
      if (isPlainObject(header.schema)) {
        view.schema = buildSchemaTree(header.schema, { direction: 'response', maintainOrder: context.maintainOrder, refNames: context.refNames });
      }
      return view;
    });
}
