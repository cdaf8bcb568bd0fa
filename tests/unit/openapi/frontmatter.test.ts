import { describe, expect, it } from 'vitest';
import { findOpenApiOperation, findOpenApiSchema, parseOpenApiFrontmatter, parseOpenApiSchemaFrontmatter, type LoadedDocument } from '../../../src/core/openapi/index.ts';
import { loadFixture } from './helpers.ts';

describe('parseOpenApiFrontmatter', () => {
  it('reads "[file] METHOD /path" with the method in any case', () => {
    expect(parseOpenApiFrontmatter('GET /users')).toEqual({ ok: true, ref: { kind: 'operation', method: 'get', path: '/users' } });
    expect(parseOpenApiFrontmatter('post /events')).toEqual({ ok: true, ref: { kind: 'operation', method: 'post', path: '/events' } });
    expect(parseOpenApiFrontmatter('  v3-openapi   PUT /runs/{id}/tags ')).toEqual({
      ok: true,
      ref: { kind: 'operation', file: 'v3-openapi', method: 'put', path: '/runs/{id}/tags' },
    });
    expect(parseOpenApiFrontmatter('api/openapi.yaml Delete /a/')).toEqual({ ok: true, ref: { kind: 'operation', file: 'api/openapi.yaml', method: 'delete', path: '/a/' } });
  });

  it('reads "[file] webhook name"', () => {
    expect(parseOpenApiFrontmatter('webhook order.created')).toEqual({ ok: true, ref: { kind: 'webhook', name: 'order.created' } });
    expect(parseOpenApiFrontmatter('events.json WEBHOOK New Order')).toEqual({ ok: true, ref: { kind: 'webhook', file: 'events.json', name: 'New Order' } });
  });

  it('explains what is wrong with an invalid value', () => {
    expect(parseOpenApiFrontmatter('/users')).toEqual({
      ok: false,
      error: { code: 'invalid-frontmatter', message: 'Invalid "openapi" frontmatter "/users": expected "[file] METHOD /path" (e.g. "GET /users") or "[file] webhook name"' },
    });
    expect(parseOpenApiFrontmatter('GET users')).toMatchObject({ ok: false, error: { message: 'Invalid "openapi" frontmatter "GET users": the path must start with "/" (expected "[file] METHOD /path" (e.g. "GET /users") or "[file] webhook name")' } });
    expect(parseOpenApiFrontmatter(['GET /a', 'GET /b'])).toMatchObject({
      ok: false,
      error: { message: 'Invalid "openapi" frontmatter: expected "[file] METHOD /path" (e.g. "GET /users") or "[file] webhook name", found an array' },
    });
  });

  it('reads "[file] Name" for openapi-schema', () => {
    expect(parseOpenApiSchemaFrontmatter('User')).toEqual({ ok: true, ref: { name: 'User' } });
    expect(parseOpenApiSchemaFrontmatter('api.yaml User')).toEqual({ ok: true, ref: { file: 'api.yaml', name: 'User' } });
    expect(parseOpenApiSchemaFrontmatter('')).toMatchObject({ ok: false, error: { code: 'invalid-frontmatter' } });
  });
});

describe('findOpenApiOperation', () => {
  async function documents(): Promise<LoadedDocument[]> {
    // Deliberately not in alphabetical order: lookup without a file searches by file name.
    return [await loadFixture('webhooks-3.1.json'), await loadFixture('swagger-2.0.json'), await loadFixture('petstore.yaml'), await loadFixture('external/api.yaml')];
  }

  it('finds an operation in a named document, with or without extension or ./ prefix', async () => {
    const docs = await documents();
    for (const value of ['petstore.yaml GET /pets', 'petstore get /pets', './petstore.yaml GET /pets', '/petstore GET /pets']) {
      const found = findOpenApiOperation(value, docs);
      expect(found.ok && [found.source.file, found.operation.summary]).toEqual(['petstore.yaml', 'List pets']);
    }
    const nested = findOpenApiOperation('external/api GET /users', docs);
    expect(nested.ok && nested.source.file).toBe('external/api.yaml');
    const byFileName = findOpenApiOperation('api.yaml GET /users', docs);
    expect(byFileName.ok && byFileName.source.file).toBe('external/api.yaml');
  });

  it('without a file, searches all documents and the first by file name wins', async () => {
    const found = findOpenApiOperation('GET /users', await documents());
    expect(found.ok && found.source.file).toBe('external/api.yaml');
    const webhook = findOpenApiOperation('webhook order.created', await documents());
    expect(webhook.ok && [webhook.source.file, webhook.target, webhook.operation.method]).toEqual(['webhooks-3.1.json', { kind: 'webhook', name: 'order.created' }, 'post']);
  });

  it('matches method and path exactly (a trailing slash matters)', async () => {
    const found = findOpenApiOperation('petstore.yaml GET /pets/', await documents());
    expect(found).toEqual({ ok: false, error: { code: 'operation-not-found', message: 'Operation "GET /pets/" not found in petstore.yaml' } });
  });

  it('names what was searched when nothing matches', async () => {
    const docs = await documents();
    expect(findOpenApiOperation('PATCH /pets', docs)).toEqual({
      ok: false,
      error: {
        code: 'operation-not-found',
        message:
          'Operation "PATCH /pets" not found in any OpenAPI document (searched: external/api.yaml, petstore.yaml, swagger-2.0.json, webhooks-3.1.json); /pets has GET, POST',
      },
    });
    expect(findOpenApiOperation('v4 GET /pets', docs)).toEqual({
      ok: false,
      error: {
        code: 'document-not-found',
        message: 'OpenAPI document "v4" not found (loaded: external/api.yaml, petstore.yaml, swagger-2.0.json, webhooks-3.1.json)',
      },
    });
    expect(findOpenApiOperation('petstore.yaml webhook nope', docs)).toMatchObject({ ok: false, error: { message: 'Webhook "nope" not found in petstore.yaml' } });
    expect(findOpenApiOperation('GET /pets', [])).toMatchObject({ ok: false, error: { message: 'Operation "GET /pets" not found in any OpenAPI document (none are loaded)' } });
  });

  it('finds schemas for openapi-schema pages', async () => {
    const docs = await documents();
    const found = findOpenApiSchema('User', docs);
    expect(found.ok && [found.source.file, found.name]).toEqual(['external/api.yaml', 'User']);
    const named = findOpenApiSchema('swagger-2.0 User', docs);
    expect(named.ok && named.source.file).toBe('swagger-2.0.json');
    expect(findOpenApiSchema('petstore.yaml User', docs)).toEqual({
      ok: false,
      error: { code: 'schema-not-found', message: 'Schema "User" not found in components.schemas of petstore.yaml' },
    });
  });
});
