// An `api:` page (endpoint defined in MDX) as an OperationView, so that its header and request
// samples are made exactly like those of OpenAPI pages: servers from `api.baseUrl` (or the
// URL's origin), auth from `api.auth` (or the page's `authMethod`), parameters and a JSON
// body from the page's ParamFields.
import type { ApiSettings } from '../../../config/site/types.ts';
import type { JsonValue } from '../../../core/openapi/document-types.ts';
import type { OperationView, ParameterView, SecurityRequirementView, SecuritySchemeView } from '../../../core/openapi/view-types.ts';
import type { EndpointParam, MdxEndpoint } from '../../../site/mdx-endpoint.ts';

export function buildEndpointView(endpoint: MdxEndpoint, api: ApiSettings, authMethod: unknown): OperationView {
  const absolute = /^(https?:\/\/[^/?#]+)(.*)$/i.exec(endpoint.url);
  const path = absolute ? absolute[2] || '/' : endpoint.url.startsWith('/') ? endpoint.url : `/${endpoint.url}`;
  const servers = absolute ? [{ url: absolute[1]!, variables: [] }] : api.mdx.server.map((url) => ({ url: url.replace(/\/+$/, ''), variables: [] }));
  const byLocation = (place: ParameterView['in']) => endpoint.params.filter((param) => param.in === place).map(toParameterView);
  const body = endpoint.params.filter((param) => param.in === 'body');
  const security = describeAuth(typeof authMethod === 'string' ? authMethod : api.mdx.auth?.method, api.mdx.auth?.name);
  const view: OperationView = {
    kind: 'operation',
    method: endpoint.method,
    path,
    title: `${endpoint.method.toUpperCase()} ${path}`,
    deprecated: false,
    tags: [],
    servers,
    security: security ? [security] : [],
    securityOptional: false,
    parameters: { path: byLocation('path'), query: byLocation('query'), header: byLocation('header'), cookie: byLocation('cookie') },
    responses: [],
    codeSamples: [],
  };
  if (body.length > 0) {
    view.requestBody = {
      required: body.some((param) => param.required),
      contents: [{ mediaType: 'application/json', examples: [{ name: 'example', value: buildObject(body), generated: true }] }],
    };
  }
  return view;
}

function toParameterView(param: EndpointParam): ParameterView & { in: 'path' | 'query' | 'header' | 'cookie' } {
  return {
    name: param.name,
    in: param.in as 'path',
    required: param.in === 'path' || param.required,
    deprecated: param.deprecated,
    typeLabel: param.type ?? 'string',
    sampleValue: sampleOf(param),
    // A path parameter without a value stays `{name}` in samples, for the reader to fill in.
    sampleGenerated: param.value === undefined,
  };
}

function buildObject(params: EndpointParam[]): Record<string, JsonValue> {
  return Object.fromEntries(params.map((param) => [param.name, sampleOf(param)]));
}

/** What samples send: the written value, else a placeholder of the declared type. */
function sampleOf(param: EndpointParam): JsonValue {
  if (param.value !== undefined) return param.value as JsonValue;
  if (param.children.length > 0) {
    const object = buildObject(param.children);
    return /\[\]$|^array/i.test(param.type ?? '') ? [object] : object;
  }
  return sampleOfType((param.type ?? 'string').trim().toLowerCase());
}

function sampleOfType(type: string): JsonValue {
  if (type.endsWith('[]')) return [sampleOfType(type.slice(0, -2))];
  if (/^array<(.+)>$/.test(type)) return [sampleOfType(type.slice(6, -1))];
  if (type === 'number' || type === 'integer' || type === 'int' || type === 'float') return 123;
  if (type === 'boolean' || type === 'bool') return true;
  if (type === 'object') return {};
  if (type === 'array') return [];
  return '<string>';
}

/** `api.auth.method` (or the page's `authMethod`) as the scheme samples send. */
function describeAuth(method: string | undefined, name: string | undefined): SecurityRequirementView | undefined {
  const base = { key: 'auth', scopes: [] as string[], in: 'header' as const };
  let scheme: SecuritySchemeView | undefined;
  if (method === 'bearer') scheme = { ...base, kind: 'bearer', sourceType: 'http', name: 'Authorization' };
  else if (method === 'basic') scheme = { ...base, kind: 'basic', sourceType: 'http', name: 'Authorization' };
  else if (method === 'key') scheme = { ...base, kind: 'apiKey', sourceType: 'apiKey', name: name || 'Authorization' };
  return scheme ? { schemes: [scheme] } : undefined;
}
