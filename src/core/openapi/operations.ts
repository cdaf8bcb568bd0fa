// The operation index: every operation (paths) and webhook (3.1 `webhooks`) of a document.
import { HTTP_METHODS, type HttpMethod, type OpenApiDocument, type OperationObject, type PathItemObject } from './document-types.ts';
import { isPlainObject } from './issues.ts';

export interface OperationSummary {
  kind: 'operation' | 'webhook';
  method: HttpMethod;
  /** Path template, or the webhook's name. */
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  /** `x-hidden`: the page exists but is not in the navigation. */
  hidden: boolean;
  /** `x-excluded`: no page at all. */
  excluded: boolean;
}

export type OperationTarget = { kind: 'operation'; method: HttpMethod; path: string } | { kind: 'webhook'; name: string; method?: HttpMethod };

export interface FoundOperation {
  kind: 'operation' | 'webhook';
  method: HttpMethod;
  path: string;
  pathItem: PathItemObject;
  operation: OperationObject;
}

export function listOperations(document: OpenApiDocument): OperationSummary[] {
  const summaries: OperationSummary[] = [];
  for (const found of iterateOperations(document)) summaries.push(summarizeOperation(found));
  return summaries;
}

export function* iterateOperations(document: OpenApiDocument): Generator<FoundOperation> {
  for (const [kind, items] of [['operation', document.paths], ['webhook', document.webhooks]] as const) {
    if (!isPlainObject(items)) continue;
    for (const [path, pathItem] of Object.entries(items)) {
      if (path.startsWith('x-') || !isPlainObject(pathItem)) continue;
      for (const method of HTTP_METHODS) {
        const operation = (pathItem as PathItemObject)[method];
        if (isPlainObject(operation)) yield { kind, method, path, pathItem: pathItem as PathItemObject, operation };
      }
    }
  }
}

export function findOperation(document: OpenApiDocument, target: OperationTarget): FoundOperation | undefined {
  const items = target.kind === 'operation' ? document.paths : document.webhooks;
  const key = target.kind === 'operation' ? target.path : target.name;
  const pathItem = isPlainObject(items) && Object.hasOwn(items, key) ? items[key] : undefined;
  if (!isPlainObject(pathItem)) return undefined;
  const methods = target.method ? [target.method] : HTTP_METHODS;
  for (const method of methods) {
    const operation = pathItem[method];
    if (isPlainObject(operation)) return { kind: target.kind, method, path: key, pathItem, operation };
  }
  return undefined;
}

export function summarizeOperation(found: FoundOperation): OperationSummary {
  const { operation } = found;
  const summary: OperationSummary = {
    kind: found.kind,
    method: found.method,
    path: found.path,
    tags: Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    deprecated: operation.deprecated === true,
    hidden: operation['x-hidden'] === true,
    excluded: operation['x-excluded'] === true,
  };
  if (typeof operation.operationId === 'string') summary.operationId = operation.operationId;
  if (typeof operation.summary === 'string' && operation.summary.trim() !== '') summary.summary = operation.summary.trim();
  if (typeof operation.description === 'string') summary.description = operation.description;
  return summary;
}
