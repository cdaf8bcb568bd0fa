import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { discoverOpenApiFiles, loadOpenApiDocument, type LoadedDocument, type LoadFailure } from '../../../src/core/openapi/index.ts';

const baseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/openapi');

async function load(source: string, fetch?: typeof globalThis.fetch, timeoutMs?: number): Promise<LoadedDocument> {
  const result = await loadOpenApiDocument(source, { baseDir, fetch, timeoutMs });
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

async function failure(source: string, fetch?: typeof globalThis.fetch, timeoutMs?: number): Promise<LoadFailure> {
  const result = await loadOpenApiDocument(source, { baseDir, fetch, timeoutMs });
  if (result.ok) throw new Error(`${source} loaded`);
  return result;
}

/** A fetch stub serving a fixed map of URLs; anything else is a network error. */
function stubFetch(files: Record<string, string>): typeof fetch & { calls: string[] } {
  const calls: string[] = [];
  const stub = async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    if (url in files) return new Response(files[url], { status: 200 });
    throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND') });
  };
  return Object.assign(stub as typeof fetch, { calls });
}

describe('loadOpenApiDocument', () => {
  it('loads OpenAPI 3.0 YAML with internal $refs replaced by their targets', async () => {
    const loaded = await load('petstore.yaml');
    expect(loaded.specVersion).toBe('3.0');
    expect(loaded.file).toBe('petstore.yaml');
    const pet = loaded.document.components?.schemas?.Pet;
    const schema = loaded.document.paths?.['/pets/{petId}'].get?.responses?.['200'].content?.['application/json'].schema;
    expect(schema).toBe(pet);
    expect(JSON.stringify(loaded.document)).not.toContain('$ref');
    expect(loaded.warnings).toEqual([]);
  });

  it('loads OpenAPI 3.1 JSON with webhooks', async () => {
    const loaded = await load('webhooks-3.1.json');
    expect(loaded.specVersion).toBe('3.1');
    expect(Object.keys(loaded.document.webhooks ?? {})).toEqual(['order.created']);
  });

  it('converts Swagger 2.0 to OpenAPI 3 (servers from host, body parameter to requestBody)', async () => {
    const loaded = await load('swagger-2.0.json');
    expect(loaded.specVersion).toBe('2.0');
    expect(loaded.document.openapi).toMatch(/^3\./);
    expect(loaded.document.servers).toEqual([{ url: 'https://legacy.example.com/api' }]);
    const put = loaded.document.paths?.['/users/{id}'].put;
    const user = loaded.document.components?.schemas?.User;
    expect(put?.requestBody?.content?.['application/json'].schema).toBe(user);
    expect(user?.properties?.friends.items).toBe(user);
  });

  it('resolves external $refs across files, relative to the file that contains them', async () => {
    const loaded = await load('external/api.yaml');
    const user = loaded.document.components?.schemas?.User;
    const listed = loaded.document.paths?.['/users'].get?.responses?.['200'].content?.['application/json'].schema;
    expect(listed?.items).toBe(user);
    expect(user?.properties?.address).toEqual({ type: 'object', properties: { city: { type: 'string', example: 'Lisbon' } } });
    expect(loaded.refNames.get(user?.properties?.address as object)).toBe('Address');
    expect(loaded.document.paths?.['/users'].get?.responses?.['404'].description).toBe('Not found');
  });

  it('keeps circular schemas as circular object references', async () => {
    const loaded = await load('circular.yaml');
    const schemas = loaded.document.components?.schemas ?? {};
    const node = schemas.Node;
    expect((node.properties?.children.items as object) === node).toBe(true);
    expect(schemas.Person.properties?.employer.properties?.ceo).toBe(schemas.Person);
    // A self-reference to the whole file (`$ref: '#'`) in an external document too.
    const external = await load('external/api.yaml');
    const user = external.document.components?.schemas?.User;
    expect(user?.properties?.manager).toBe(user);
  });

  it('reports a value of the wrong type with the file and JSON pointer', async () => {
    const result = await failure('broken/responses-string.yaml');
    expect(result.error.message).toBe('broken/responses-string.yaml: #/paths/~1users/get/responses: expected an object, found a string');
    expect(result.error).toMatchObject({ severity: 'error', code: 'invalid', file: 'broken/responses-string.yaml', pointer: '#/paths/~1users/get/responses' });
  });

  it('names a broken $ref and where it is used', async () => {
    const missingSchema = await failure('broken/missing-ref.yaml');
    expect(missingSchema.error.message).toBe(
      'broken/missing-ref.yaml: #/paths/~1users/get/responses/200/content/application~1json/schema: $ref "#/components/schemas/Usr" cannot be resolved: "Usr" does not exist in #/components/schemas',
    );
    const missingFile = await failure('broken/missing-file.yaml');
    expect(missingFile.error.message).toBe(
      'broken/missing-file.yaml: #/paths/~1users/get/responses/200: $ref "./nowhere.yaml#/Ok" cannot be resolved: broken/nowhere.yaml: file not found',
    );
  });

  it('gives line:column for YAML and JSON syntax errors', async () => {
    expect((await failure('broken/syntax.yaml')).error.message).toBe(
      'broken/syntax.yaml:8:1: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]',
    );
    expect((await failure('broken/syntax.json')).error).toMatchObject({
      message: "broken/syntax.json:4:14: JSON syntax error: Expected property name or '}'",
      line: 4,
      column: 14,
    });
  });

  it('reports every structural problem, not only the first', async () => {
    const result = await failure('broken/bad-parameter.yaml');
    expect(result.issues.map((issue) => issue.message)).toEqual([
      'broken/bad-parameter.yaml: #/info: missing required field "title"',
      'broken/bad-parameter.yaml: #/paths/users: path must start with "/"',
      'broken/bad-parameter.yaml: #/paths/users/get/parameters/0/in: expected one of query, header, path, cookie, found "body"',
    ]);
  });

  it('rejects a document without a version field, and unsupported versions', async () => {
    expect((await failure('broken/no-version.yaml')).error.message).toBe(
      'broken/no-version.yaml: #: missing "openapi" field (expected e.g. "3.1.0"; Swagger documents use "swagger": "2.0")',
    );
    const dir = await mkdtemp(path.join(tmpdir(), 'mintaka-openapi-'));
    await writeFile(path.join(dir, 'old.yaml'), 'swagger: "1.2"\ninfo: { title: x, version: "1" }\n');
    const result = await loadOpenApiDocument('old.yaml', { baseDir: dir });
    expect(result.ok ? '' : result.error.message).toBe('old.yaml: #/swagger: unsupported Swagger version "1.2" (expected "2.0")');
  });

  it('names a missing file', async () => {
    expect((await failure('nope.yaml')).error.message).toBe('nope.yaml: cannot read file: file not found');
  });

  it('loads a remote document through the injected fetch, including its relative $refs', async () => {
    const fetch = stubFetch({
      'https://api.example.com/spec/openapi.yaml': [
        'openapi: 3.1.0',
        'info: { title: Remote, version: "1" }',
        'servers: [{ url: /v2 }]',
        'paths:',
        '  /things:',
        '    get:',
        '      responses:',
        '        "200": { $ref: "responses.json#/Ok" }',
      ].join('\n'),
      'https://api.example.com/spec/responses.json': '{ "Ok": { "description": "Fine" } }',
    });
    const loaded = await load('https://api.example.com/spec/openapi.yaml', fetch);
    expect(fetch.calls).toEqual(['https://api.example.com/spec/openapi.yaml', 'https://api.example.com/spec/responses.json']);
    expect(loaded.file).toBe('https://api.example.com/spec/openapi.yaml');
    expect(loaded.document.paths?.['/things'].get?.responses?.['200'].description).toBe('Fine');
    // A relative server URL is relative to where the document was fetched from.
    expect(loaded.document.servers?.[0].url).toBe('https://api.example.com/v2');
  });

  it('returns a warning naming the URL when a remote document cannot be fetched', async () => {
    const result = await failure('https://offline.example.com/openapi.json', stubFetch({}));
    expect(result.error).toEqual({
      severity: 'warning',
      code: 'fetch-failed',
      file: 'https://offline.example.com/openapi.json',
      url: 'https://offline.example.com/openapi.json',
      message: 'Could not fetch https://offline.example.com/openapi.json: fetch failed (getaddrinfo ENOTFOUND)',
    });
  });

  it('gives up on a remote document after the timeout, even if fetch ignores the signal', async () => {
    const hanging = (() => new Promise<Response>(() => {})) as typeof fetch;
    const result = await failure('https://slow.example.com/openapi.json', hanging, 30);
    expect(result.error.message).toBe('Could not fetch https://slow.example.com/openapi.json: timed out after 30 ms');
    expect(result.error.severity).toBe('warning');
  });

  it('reports an HTTP error status', async () => {
    const notFound = (async () => new Response('missing', { status: 404, statusText: 'Not Found' })) as typeof fetch;
    expect((await failure('https://api.example.com/gone.json', notFound)).error.message).toBe('Could not fetch https://api.example.com/gone.json: HTTP 404 Not Found');
  });

  it('warns (with the place it is used) when a remote $ref of a local file cannot be fetched', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mintaka-openapi-'));
    await writeFile(
      path.join(dir, 'api.yaml'),
      'openapi: 3.0.0\ninfo: { title: x, version: "1" }\npaths:\n  /a:\n    get:\n      responses:\n        "200": { $ref: "https://schemas.example.com/ok.yaml" }\n',
    );
    const result = await loadOpenApiDocument('api.yaml', { baseDir: dir, fetch: stubFetch({}) });
    expect(result.ok ? '' : result.error).toMatchObject({
      severity: 'warning',
      url: 'https://schemas.example.com/ok.yaml',
      message:
        'Could not fetch https://schemas.example.com/ok.yaml: fetch failed (getaddrinfo ENOTFOUND) (referenced by $ref "https://schemas.example.com/ok.yaml" at api.yaml: #/paths/~1a/get/responses/200)',
    });
  });

  it('warns about security schemes that are not defined and undeclared path parameters', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mintaka-openapi-'));
    await writeFile(
      path.join(dir, 'api.yaml'),
      'openapi: 3.0.0\ninfo: { title: x, version: "1" }\nsecurity: [{ token: [] }]\npaths:\n  /a/{id}:\n    get:\n      responses: {}\n',
    );
    const result = await loadOpenApiDocument('api.yaml', { baseDir: dir });
    expect(result.ok && result.warnings.map((warning) => warning.message)).toEqual([
      'api.yaml: #/security/0: security scheme "token" is not defined in #/components/securitySchemes',
      'api.yaml: #/paths/~1a~1{id}/get: path parameter "id" is not declared in parameters',
    ]);
  });
});

describe('discoverOpenApiFiles', () => {
  it('picks .json/.yaml/.yml files whose top level has an openapi or swagger version', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mintaka-discover-'));
    await mkdir(path.join(dir, 'api'));
    const files: Record<string, string> = {
      'mint.json': '{ "name": "Docs", "openapi": "/api/openapi.json" }',
      'api/openapi.json': '{ "openapi": "3.1.0", "info": {} }',
      'legacy.yml': 'swagger: "2.0"\ninfo: {}\n',
      'v3.yaml': '# comment\nopenapi: 3.0.3\n',
      'data.json': '{ "items": [{ "openapi": "3.0.0" }] }',
      'notes.yaml': 'title: not an API\n',
      'broken.yaml': 'openapi: [\n',
      'page.mdx': 'openapi: 3.0.0',
    };
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    expect(await discoverOpenApiFiles(dir, Object.keys(files))).toEqual(['api/openapi.json', 'legacy.yml', 'v3.yaml']);
  });
});
