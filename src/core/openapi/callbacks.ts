// An operation's `callbacks`: requests the API sends to the reader's server after the
// operation (OpenAPI 3.x, Callback Object), each under a name and a runtime expression for
// its URL (`{$request.body#/callbackUrl}`). Shown on the operation's page, like a webhook's
// payload: the API sends the body, so read-only fields are in it and write-only ones are not.
import { HTTP_METHODS, type OperationObject, type PathItemObject } from './document-types.ts';
import { isPlainObject } from './issues.ts';
import { buildParameters } from './parameters.ts';
import { buildRequestBody } from './request-body.ts';
import { buildResponses } from './responses.ts';
import type { ViewContext } from './view-context.ts';
import type { CallbackOperationView, CallbackView } from './view-types.ts';

export function buildCallbacks(callbacks: unknown, context: ViewContext): CallbackView[] {
  if (!isPlainObject(callbacks)) return [];
  const views: CallbackView[] = [];
  for (const [name, callback] of Object.entries(callbacks)) {
    if (!isPlainObject(callback)) continue;
    for (const [expression, pathItem] of Object.entries(callback)) {
      if (!isPlainObject(pathItem) || expression.startsWith('x-')) continue;
      const operations = HTTP_METHODS.flatMap((method) => {
        const operation = (pathItem as PathItemObject)[method];
        return isPlainObject(operation) ? [buildCallbackOperation(method, operation, pathItem as PathItemObject, context)] : [];
      });
      if (operations.length > 0) views.push({ name, expression, operations });
    }
  }
  return views;
}

function buildCallbackOperation(method: CallbackOperationView['method'], operation: OperationObject, pathItem: PathItemObject, context: ViewContext): CallbackOperationView {
  const view: CallbackOperationView = {
    method,
    deprecated: operation.deprecated === true,
    parameters: buildParameters(pathItem.parameters, operation.parameters, context),
    responses: buildResponses(operation.responses, context),
  };
  const summary = typeof operation.summary === 'string' ? operation.summary : typeof pathItem.summary === 'string' ? pathItem.summary : undefined;
  const description = typeof operation.description === 'string' ? operation.description : typeof pathItem.description === 'string' ? pathItem.description : undefined;
  if (summary) view.summary = summary;
  if (description) view.description = description;
  const requestBody = buildRequestBody(operation.requestBody, context, 'response');
  if (requestBody) view.requestBody = requestBody;
  return view;
}
