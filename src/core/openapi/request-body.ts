import type { RequestBodyObject } from './document-types.ts';
import { isPlainObject } from './issues.ts';
import { buildMediaTypes } from './media.ts';
import type { ViewContext } from './view-context.ts';
import type { RequestBodyView } from './view-types.ts';

/** `direction` is `response` for webhooks: the API sends that payload, readOnly fields included. */
export function buildRequestBody(body: RequestBodyObject | undefined, context: ViewContext, direction: 'request' | 'response' = 'request'): RequestBodyView | undefined {
  if (!isPlainObject(body)) return undefined;
  const view: RequestBodyView = { required: body.required === true, contents: buildMediaTypes(body.content, direction, context) };
  if (typeof body.description === 'string') view.description = body.description;
  return view;
}
