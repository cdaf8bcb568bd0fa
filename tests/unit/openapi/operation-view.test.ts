import { describe, expect, it } from 'vitest';
import { buildOperationView, buildSchemaView, listOperations, type OperationView } from '../../../src/core/openapi/index.ts';
import { loadFixture } from './helpers.ts';

async function petstoreView(method: 'get' | 'post' | 'delete', path: string, options = {}): Promise<OperationView> {
  const loaded = await loadFixture('petstore.yaml');
  const view = buildOperationView(loaded, { kind: 'operation', method, path }, options);
  if (!view) throw new Error('no view');
  return view;
}

describe('listOperations', () => {
  it('lists operations in spec order with tags, deprecation and visibility flags, then webhooks', async () => {
    const petstore = await loadFixture('petstore.yaml');
    expect(listOperations(petstore.document).map((op) => [op.method, op.path, op.summary ?? null, op.tags, op.deprecated, op.hidden, op.excluded])).toEqual([
      ['get', '/pets', 'List pets', ['Pets'], false, false, false],
      ['post', '/pets', 'Create a pet', ['Pets'], false, false, false],
      ['get', '/pets/{petId}', 'Get a pet', ['Pets'], false, false, false],
      ['delete', '/pets/{petId}', 'Delete a pet', ['Pets'], true, false, false],
      ['post', '/store/orders', 'Place an order', ['Store orders'], false, true, false],
      ['get', '/internal', 'Internal', [], false, false, true],
      ['get', '/health', null, [], false, false, false],
    ]);
    expect(listOperations(petstore.document)[0].operationId).toBe('listPets');
    const events = await loadFixture('webhooks-3.1.json');
    expect(listOperations(events.document).map((op) => [op.kind, op.method, op.path])).toEqual([
      ['operation', 'get', '/orders/{id}'],
      ['webhook', 'post', 'order.created'],
    ]);
  });
});

describe('buildOperationView', () => {
  it('is plain JSON-safe data', async () => {
    const view = await petstoreView('get', '/pets');
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });

  it('takes servers from the operation, else the path, else the document, with variables', async () => {
    const list = await petstoreView('get', '/pets');
    expect(list.servers).toEqual([
      {
        url: 'https://{region}.petstore.example.com/v1',
        description: 'Production',
        variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'], description: 'Data region' }],
      },
      { url: 'https://sandbox.petstore.example.com/v1', variables: [] },
    ]);
    expect((await petstoreView('get', '/pets/{petId}')).servers).toEqual([{ url: 'https://pets.example.com', variables: [] }]);
  });

  it("falls back to the site's api.baseUrl when the document has no servers", async () => {
    const loaded = await loadFixture('circular.yaml');
    const target = { kind: 'operation', method: 'post', path: '/trees' } as const;
    expect(buildOperationView(loaded, target, { baseUrl: 'https://api.example.com' })?.servers).toEqual([{ url: 'https://api.example.com', variables: [] }]);
    expect(buildOperationView(loaded, target)?.servers).toEqual([]);
  });

  it('resolves security requirements to schemes; oauth2 is sent as a bearer token', async () => {
    const list = await petstoreView('get', '/pets');
    expect(list.security).toEqual([
      { schemes: [{ key: 'bearerAuth', kind: 'bearer', sourceType: 'http', in: 'header', name: 'Authorization', bearerFormat: 'JWT', scopes: [] }] },
    ]);
    const get = await petstoreView('get', '/pets/{petId}');
    expect(get.security.map((requirement) => requirement.schemes.map((scheme) => [scheme.key, scheme.kind, scheme.in, scheme.name]))).toEqual([
      [['apiKeyHeader', 'apiKey', 'header', 'X-API-Key']],
      [
        ['apiKeyQuery', 'apiKey', 'query', 'api_key'],
        ['basicAuth', 'basic', 'header', 'Authorization'],
      ],
    ]);
    expect((await petstoreView('delete', '/pets/{petId}')).security).toEqual([]);
    const loaded = await loadFixture('petstore.yaml');
    const order = buildOperationView(loaded, { kind: 'operation', method: 'post', path: '/store/orders' });
    expect(order?.security[0].schemes[0]).toMatchObject({ key: 'oauth', kind: 'bearer', sourceType: 'oauth2', scopes: ['write:orders'] });
  });

  it('describes path, query, header and cookie parameters (required first)', async () => {
    const view = await petstoreView('get', '/pets');
    expect(view.parameters.query.map((p) => p.name)).toEqual(['status', 'limit']);
    expect(view.parameters.query[1]).toMatchObject({
      name: 'limit',
      in: 'query',
      required: false,
      deprecated: false,
      description: 'How many to return',
      type: 'integer',
      typeLabel: 'integer<int32>',
      format: 'int32',
      default: 20,
      sampleValue: 20,
      sampleGenerated: false,
    });
    expect(view.parameters.query[0]).toMatchObject({ required: true, enum: ['available', 'sold'], typeLabel: 'enum<string>', sampleValue: 'available' });
    expect(view.parameters.header[0]).toMatchObject({ name: 'X-Request-Id', example: '0b7c6f0e-2d3c-4a58-9c2f-5b2e6b8f0a11', format: 'uuid' });
    expect(view.parameters.cookie[0]).toMatchObject({ name: 'session', deprecated: true, sampleValue: '<string>', sampleGenerated: true });
    const get = await petstoreView('get', '/pets/{petId}');
    expect(get.parameters.path).toMatchObject([{ name: 'petId', required: true, description: "The pet's id", typeLabel: 'integer<int64>', sampleGenerated: true }]);
  });

  it('describes the request body per media type with a schema tree and examples', async () => {
    const view = await petstoreView('post', '/pets');
    expect(view.requestBody?.required).toBe(true);
    const [json] = view.requestBody?.contents ?? [];
    expect(json.mediaType).toBe('application/json');
    expect(json.examples).toEqual([{ name: 'dog', summary: 'A dog', value: { name: 'Rex', kind: 'dog', bark: 'loud' }, generated: false }]);
    expect(json.schema).toMatchObject({ kind: 'union', options: [{ name: 'Dog' }, { name: 'Cat' }] });
  });

  it('lists every response with description, headers, schema and examples (written or generated)', async () => {
    const view = await petstoreView('get', '/pets');
    expect(view.responses.map((response) => response.status)).toEqual(['200', 'default']);
    const [ok, fallback] = view.responses;
    expect(ok.description).toBe('A list of pets');
    expect(ok.headers).toMatchObject([{ name: 'X-Total-Count', description: 'Total number of pets', schema: { typeLabel: 'integer' } }]);
    expect(ok.contents[0].schema?.typeLabel).toBe('object[]');
    expect(ok.contents[0].examples[0]).toMatchObject({ generated: true, value: [{ id: 123, kind: 'dog' }] });
    expect(fallback.contents[0].examples[0]).toEqual({ name: 'generated', value: { code: 123, message: '<string>' }, generated: true });
    const get = await petstoreView('get', '/pets/{petId}');
    expect(get.responses[0].contents[0].examples).toEqual([{ name: 'example', value: { id: 7, name: 'Rex', kind: 'dog', bark: 'loud' }, generated: false }]);
  });

  it('carries title, Markdown description, deprecation, tags and author code samples', async () => {
    const list = await petstoreView('get', '/pets');
    expect(list).toMatchObject({ title: 'List pets', operationId: 'listPets', description: 'Returns **all** pets. <script>alert(1)</script>', tags: ['Pets'] });
    expect((await petstoreView('delete', '/pets/{petId}')).deprecated).toBe(true);
    expect((await petstoreView('post', '/pets')).codeSamples).toEqual([
      { lang: 'curl', label: 'Custom cURL', source: 'curl -X POST https://petstore.example.com/v1/pets' },
      { lang: 'Rust', source: 'reqwest::Client::new()' },
    ]);
    expect((await petstoreView('get', '/health')).title).toBe('GET /health');
  });

  it('builds a webhook view whose request body is the payload', async () => {
    const loaded = await loadFixture('webhooks-3.1.json');
    const view = buildOperationView(loaded, { kind: 'webhook', name: 'order.created' });
    expect(view).toMatchObject({ kind: 'webhook', method: 'post', path: 'order.created', title: 'Order created', servers: [], security: [] });
    expect(view?.requestBody?.contents[0].examples[0].value).toEqual({
      event: 'order.created',
      data: { id: '3c90c3cc-0d44-4b50-8888-8dd25736052a', email: 'jsmith@example.com', total: 123, note: '<string>', placedAt: '2023-11-07T05:31:56Z', website: 'https://example.com' },
    });
  });

  it('returns undefined for an operation that does not exist', async () => {
    const loaded = await loadFixture('petstore.yaml');
    expect(buildOperationView(loaded, { kind: 'operation', method: 'put', path: '/pets' })).toBeUndefined();
  });
});

describe('buildSchemaView', () => {
  it('describes a named component schema with an example', async () => {
    const loaded = await loadFixture('petstore.yaml');
    const view = buildSchemaView(loaded, 'Cat');
    expect(view).toMatchObject({ name: 'Cat', title: 'Cat', deprecated: false, schema: { kind: 'object', refName: 'Cat' } });
    expect(view?.example).toEqual({ id: 123, name: '<string>', kind: '<string>', secret: '<string>', createdAt: '2023-11-07T05:31:56Z', lives: 1 });
    expect(buildSchemaView(loaded, 'Nope')).toBeUndefined();
  });
});

describe('callbacks', () => {
  it('lists each callback request with its URL expression, parameters, payload (read-only fields in, write-only out) and expected answers', async () => {
    const loaded = await loadFixture('callbacks.yaml');
    const view = buildOperationView(loaded, { kind: 'operation', method: 'post', path: '/subscriptions' })!;
    expect(view.callbacks).toHaveLength(1);
    const [callback] = view.callbacks!;
    expect(callback).toMatchObject({ name: 'onEvent', expression: '{$request.body#/callbackUrl}' });
    const [operation] = callback!.operations;
    expect(operation).toMatchObject({ method: 'post', summary: 'Event delivered', description: 'Sent for every event that matches the **filter**.', deprecated: false });
    expect(operation!.parameters.header.map((param) => [param.name, param.required])).toEqual([['X-Signature', true]]);
    const payload = operation!.requestBody!.contents[0]!.schema!;
    expect(payload.kind === 'object' && payload.properties.map((property) => property.name)).toEqual(['id', 'event']);
    expect(operation!.responses.map((response) => [response.status, response.description])).toEqual([['204', 'Received.'], ['410', 'Gone; the subscription is removed.']]);
  });

  it('leaves callbacks out of operations without any', async () => {
    expect((await petstoreView('get', '/pets')).callbacks).toBeUndefined();
  });
});
