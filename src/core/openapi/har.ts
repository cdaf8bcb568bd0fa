// operationToHar: an operation view plus what the user typed → one HAR request. Runs at
// build time for code samples and in the browser for the playground: no Node imports.
import type { JsonValue } from './document-types.ts';
import type { HarNameValue, HarPostData, HarRequest } from './har-types.ts';
import { encodeQueryString, serializePathSegment, serializeQuery, serializeSimple, stringifyScalar } from './parameter-serialize.ts';
import { expandServerUrl } from './servers.ts';
import type { MediaTypeView, OperationView, ParameterView, SecuritySchemeView } from './view-types.ts';

export type AuthValue = string | { username: string; password: string };

export interface HarInput {
  /** Which server (default the first), an explicit base URL, and server variable values. */
  server?: { index?: number; url?: string; variables?: Record<string, string> };
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  header?: Record<string, unknown>;
  cookie?: Record<string, unknown>;
  /** The body value; absent: the first example of the media type. */
  body?: unknown;
  /** The exact body text (what a playground editor holds); wins over `body`. */
  bodyText?: string;
  /** Default: the first media type of the request body. */
  mediaType?: string;
  /** Values per security scheme key; absent ones become placeholders like `<token>`. */
  auth?: Record<string, AuthValue>;
  /** Which security alternative to send (default the first). */
  securityIndex?: number;
  /** Fill optional parameters with sample values (`api.request.example.showOptionalParams`, default true). */
  includeOptional?: boolean;
}

export const AUTH_PLACEHOLDERS = { bearer: '<token>', basic: '<encoded-value>', apiKey: '<api-key>' } as const;

export function operationToHar(view: OperationView, input: HarInput = {}): HarRequest {
  const includeOptional = input.includeOptional ?? true;
  const pick = (param: ParameterView, values: Record<string, unknown> | undefined): unknown => {
    if (values && Object.hasOwn(values, param.name)) return values[param.name];
    // Samples do not advertise optional parameters that are deprecated.
    return param.required || (includeOptional && !param.deprecated) ? param.sampleValue : undefined;
  };
  const headers: HarNameValue[] = [];
  const queryString: HarNameValue[] = [];
  const cookies: HarNameValue[] = [];

  let path = view.kind === 'webhook' ? '' : view.path;
  for (const param of view.parameters.path) {
    const given = input.path && Object.hasOwn(input.path, param.name);
    // A path parameter with nothing to show stays `{name}`, for the reader to replace.
    if (!given && param.sampleGenerated) continue;
    const segment = serializePathSegment(param.name, pick(param, input.path), param.style, param.explode);
    path = path.split(`{${param.name}}`).join(segment);
  }
  for (const param of view.parameters.query) {
    const value = pick(param, input.query);
    if (value !== undefined) queryString.push(...serializeQuery(param.name, value, param.style, param.explode));
  }
  for (const param of view.parameters.header) {
    const value = pick(param, input.header);
    if (value !== undefined) headers.push({ name: param.name, value: serializeSimple(value, param.explode) });
  }
  for (const param of view.parameters.cookie) {
    const value = pick(param, input.cookie);
    if (value !== undefined) cookies.push({ name: param.name, value: stringifyScalar(value) });
  }
  const requirement = view.security[input.securityIndex ?? 0];
  for (const scheme of requirement?.schemes ?? []) applyAuth(scheme, input.auth?.[scheme.key], headers, queryString, cookies);

  const postData = buildPostData(view, input);
  if (postData && !headers.some((header) => header.name.toLowerCase() === 'content-type')) {
    headers.push({ name: 'Content-Type', value: postData.mimeType });
  }
  const query = queryString.length > 0 ? `?${encodeQueryString(queryString)}` : '';
  const har: HarRequest = {
    method: view.method.toUpperCase(),
    url: `${baseUrl(view, input)}${path}${query}`,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString,
    cookies,
    headersSize: -1,
    bodySize: -1,
  };
  if (postData) har.postData = postData;
  return har;
}

function baseUrl(view: OperationView, input: HarInput): string {
  if (view.kind === 'webhook') return input.server?.url ?? '<your-webhook-url>';
  if (input.server?.url !== undefined) return input.server.url.replace(/\/+$/, '');
  const server = view.servers[input.server?.index ?? 0];
  return server ? expandServerUrl(server, input.server?.variables).replace(/\/+$/, '') : '';
}

function applyAuth(scheme: SecuritySchemeView, given: AuthValue | undefined, headers: HarNameValue[], query: HarNameValue[], cookies: HarNameValue[]): void {
  if (scheme.kind === 'bearer') {
    headers.push({ name: 'Authorization', value: `Bearer ${typeof given === 'string' ? given : AUTH_PLACEHOLDERS.bearer}` });
  } else if (scheme.kind === 'basic') {
    const credentials = typeof given === 'object' ? encodeBase64(`${given.username}:${given.password}`) : (given ?? AUTH_PLACEHOLDERS.basic);
    headers.push({ name: 'Authorization', value: `Basic ${credentials}` });
  } else {
    const value = typeof given === 'string' ? given : AUTH_PLACEHOLDERS.apiKey;
    const target = scheme.in === 'query' ? query : scheme.in === 'cookie' ? cookies : headers;
    target.push({ name: scheme.name, value });
  }
}

function buildPostData(view: OperationView, input: HarInput): HarPostData | undefined {
  const contents = view.requestBody?.contents ?? [];
  const media = contents.find((content) => content.mediaType === input.mediaType) ?? contents[0];
  const mimeType = input.mediaType ?? media?.mediaType;
  if (!mimeType) return undefined;
  if (input.bodyText !== undefined) return { mimeType, text: input.bodyText };
  const value = input.body !== undefined ? (input.body as JsonValue) : media?.examples[0]?.value;
  if (value === undefined) return undefined;
  const lower = mimeType.toLowerCase();
  if (lower.includes('json')) return { mimeType, text: JSON.stringify(value, null, 2) };
  if (lower.startsWith('application/x-www-form-urlencoded')) {
    const params = objectEntries(value).map(([name, item]) => ({ name, value: stringifyScalar(item) }));
    return { mimeType, params, text: new URLSearchParams(params.map((p) => [p.name, p.value])).toString() };
  }
  if (lower.startsWith('multipart/')) {
    const files = fileFields(media);
    return {
      mimeType,
      params: objectEntries(value).map(([name, item]) =>
        files.has(name) ? { name, fileName: typeof item === 'string' && !item.startsWith('<') ? item : 'example-file' } : { name, value: stringifyScalar(item) },
      ),
    };
  }
  return { mimeType, text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) };
}

function objectEntries(value: unknown): Array<[string, unknown]> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
}

/** Multipart fields whose schema is `format: binary` are file uploads. */
function fileFields(media: MediaTypeView | undefined): Set<string> {
  const schema = media?.schema;
  if (schema?.kind !== 'object') return new Set();
  return new Set(
    schema.properties
      .filter(({ node }) => node.format === 'binary' || (node.kind === 'array' && node.items.format === 'binary'))
      .map(({ name }) => name),
  );
}

function encodeBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
