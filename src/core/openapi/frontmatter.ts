// Page frontmatter that points at an OpenAPI document: `openapi: "[file] METHOD /path"`,
// `openapi: "[file] webhook name"` and `openapi-schema: "[file] Name"`.
import { HTTP_METHODS, type HttpMethod } from './document-types.ts';

export type OpenApiPageRef =
  | { kind: 'operation'; file?: string; method: HttpMethod; path: string }
  | { kind: 'webhook'; file?: string; name: string };

export interface OpenApiSchemaRef {
  file?: string;
  name: string;
}

export interface FrontmatterError {
  code: 'invalid-frontmatter' | 'document-not-found' | 'operation-not-found' | 'schema-not-found';
  message: string;
}

export type FrontmatterParse<T> = { ok: true; ref: T } | { ok: false; error: FrontmatterError };

export function parseOpenApiFrontmatter(value: unknown): FrontmatterParse<OpenApiPageRef> {
  const tokens = typeof value === 'string' ? value.trim().split(/\s+/).filter(Boolean) : [];
  const expected = 'expected "[file] METHOD /path" (e.g. "GET /users") or "[file] webhook name"';
  if (typeof value !== 'string') {
    const found = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
    return invalid(`Invalid "openapi" frontmatter: ${expected}, found ${found}`);
  }
  const keywordAt = isKeyword(tokens[0]) ? 0 : isKeyword(tokens[1]) ? 1 : -1;
  if (keywordAt < 0 || tokens.length < keywordAt + 2) return invalid(`Invalid "openapi" frontmatter "${value}": ${expected}`);
  const file = keywordAt === 1 ? tokens[0] : undefined;
  const keyword = tokens[keywordAt].toLowerCase();
  const rest = tokens.slice(keywordAt + 1);
  if (keyword === 'webhook') return { ok: true, ref: { kind: 'webhook', ...(file ? { file } : {}), name: rest.join(' ') } };
  if (rest.length !== 1 || !rest[0].startsWith('/')) {
    return invalid(`Invalid "openapi" frontmatter "${value}": the path must start with "/" (${expected})`);
  }
  return { ok: true, ref: { kind: 'operation', ...(file ? { file } : {}), method: keyword as HttpMethod, path: rest[0] } };
}

export function parseOpenApiSchemaFrontmatter(value: unknown): FrontmatterParse<OpenApiSchemaRef> {
  const tokens = typeof value === 'string' ? value.trim().split(/\s+/).filter(Boolean) : [];
  if (tokens.length === 1) return { ok: true, ref: { name: tokens[0] } };
  if (tokens.length === 2) return { ok: true, ref: { file: tokens[0], name: tokens[1] } };
  return invalid(`Invalid "openapi-schema" frontmatter ${JSON.stringify(value)}: expected "[file] SchemaName" (e.g. "User")`);
}

function isKeyword(token: string | undefined): boolean {
  if (token === undefined) return false;
  const lower = token.toLowerCase();
  return lower === 'webhook' || (HTTP_METHODS as readonly string[]).includes(lower);
}

function invalid<T>(message: string): FrontmatterParse<T> {
  return { ok: false, error: { code: 'invalid-frontmatter', message } };
}

/** How a page names a document: `./api/openapi.yaml`, `/api/openapi`, `openapi.json`… */
export function normalizeDocumentName(name: string): string {
  return name.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '').replace(/\.(json|ya?ml)$/i, '');
}
