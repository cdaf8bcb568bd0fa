// The view of one operation or webhook: everything an API reference page shows.
import type { OperationTarget } from './operations.ts';
import { buildCallbacks } from './callbacks.ts';
import { findOperation, summarizeOperation } from './operations.ts';
import { buildParameters } from './parameters.ts';
import { buildRequestBody } from './request-body.ts';
import { buildResponses } from './responses.ts';
import { buildSecurity } from './security.ts';
import { buildServers } from './servers.ts';
import { createViewContext, type DocumentSource, type ViewOptions } from './view-context.ts';
import type { CodeSampleView, OperationView } from './view-types.ts';
import { isPlainObject } from './issues.ts';

export function buildOperationView(source: DocumentSource, target: OperationTarget, options: ViewOptions = {}): OperationView | undefined {
  const found = findOperation(source.document, target);
  if (!found) return undefined;
  const context = createViewContext(source, options);
  const { operation, pathItem, method, path } = found;
  const summary = summarizeOperation(found);
  const webhook = found.kind === 'webhook';
  // A webhook is a request the API sends to the reader's server: no base URL, and its
  // security only applies when the operation itself declares some.
  const security = buildSecurity(webhook ? (operation.security ?? []) : operation.security, source.document);
  const view: OperationView = {
    kind: found.kind,
    method,
    path,
    title: summary.summary ?? (webhook ? path : `${method.toUpperCase()} ${path}`),
    deprecated: summary.deprecated,
    tags: summary.tags,
    servers: webhook ? [] : buildServers([operation.servers, pathItem.servers, source.document.servers], context.baseUrl),
    security: security.requirements,
    securityOptional: security.optional,
    parameters: buildParameters(pathItem.parameters, operation.parameters, context),
    responses: buildResponses(operation.responses, context),
    codeSamples: readCodeSamples(operation['x-codeSamples'] ?? operation['x-code-samples']),
  };
  if (summary.operationId) view.operationId = summary.operationId;
  if (summary.summary) view.summary = summary.summary;
  const description = summary.description ?? (typeof pathItem.description === 'string' ? pathItem.description : undefined);
  if (description) view.description = description;
  const requestBody = buildRequestBody(operation.requestBody, context, webhook ? 'response' : 'request');
  if (requestBody) view.requestBody = requestBody;
  const callbacks = buildCallbacks(operation.callbacks, context);
  if (callbacks.length > 0) view.callbacks = callbacks;
  return view;
}

function readCodeSamples(value: unknown): CodeSampleView[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((sample) => isPlainObject(sample) && typeof sample.lang === 'string' && typeof sample.source === 'string')
    .map((sample) => ({
      lang: sample.lang as string,
      source: sample.source as string,
      ...(typeof sample.label === 'string' ? { label: sample.label } : {}),
    }));
}
