import { describe, expect, it } from 'vitest';
import { buildOperationView, operationToHar, type OperationView } from '../../../src/core/openapi/index.ts';
import { loadFixture } from './helpers.ts';
import { Buffer } from 'node:buffer';

async function view(method: 'get' | 'post', path: string, file = 'petstore.yaml'): Promise<OperationView> {
  const loaded = await loadFixture(file);
  const found = buildOperationView(loaded, { kind: 'operation', method, path });
  if (!found) throw new Error('no view');
  return found;
}

describe('operationToHar', () => {
  it('fills in examples, defaults and auth placeholders when the user gives nothing', async () => {
    const har = operationToHar(await view('get', '/pets'));
    expect(har).toEqual({
      method: 'GET',
      url: 'https://eu.petstore.example.com/v1/pets?status=available&limit=20',
      httpVersion: 'HTTP/1.1',
      headers: [
        { name: 'X-Request-Id', value: '0b7c6f0e-2d3c-4a58-9c2f-5b2e6b8f0a11' },
        { name: 'Authorization', value: 'Bearer <token>' },
      ],
      queryString: [
        { name: 'status', value: 'available' },
        { name: 'limit', value: '20' },
      ],
      // The optional cookie parameter is deprecated: samples leave it out.
      cookies: [],
      headersSize: -1,
      bodySize: -1,
    });
  });

  it('leaves optional parameters out when asked to', async () => {
    const har = operationToHar(await view('get', '/pets'), { includeOptional: false });
    expect(har.url).toBe('https://eu.petstore.example.com/v1/pets?status=available');
    expect(har.headers).toEqual([{ name: 'Authorization', value: 'Bearer <token>' }]);
  });

  it('substitutes server variables and path parameters, encodes the query string, and sends given auth', async () => {
    const har = operationToHar(await view('get', '/pets'), {
      server: { variables: { region: 'us' } },
      query: { status: 'sold', limit: 5 },
      header: { 'X-Request-Id': 'abc' },
      cookie: { session: 'a b' },
      auth: { bearerAuth: 'sk_live_123' },
    });
    expect(har.url).toBe('https://us.petstore.example.com/v1/pets?status=sold&limit=5');
    expect(har.headers).toContainEqual({ name: 'Authorization', value: 'Bearer sk_live_123' });
    expect(har.cookies).toEqual([{ name: 'session', value: 'a b' }]);
    const second = operationToHar(await view('get', '/pets'), { server: { index: 1 }, query: { status: 'it\'s & "quoted" / ü' } });
    expect(second.url).toBe('https://sandbox.petstore.example.com/v1/pets?status=it%27s%20%26%20%22quoted%22%20%2F%20%C3%BC&limit=20');
  });

  it('keeps {name} for a path parameter without an example, and encodes given values', async () => {
    const get = await view('get', '/pets/{petId}');
    expect(operationToHar(get).url).toBe('https://pets.example.com/pets/{petId}');
    expect(operationToHar(get, { path: { petId: 'a/b c' } }).url).toBe('https://pets.example.com/pets/a%2Fb%20c');
  });

  it('sends the chosen security alternative: api keys in header, query or cookie; basic credentials encoded', async () => {
    const get = await view('get', '/pets/{petId}');
    expect(operationToHar(get).headers).toEqual([{ name: 'X-API-Key', value: '<api-key>' }]);
    const second = operationToHar(get, { securityIndex: 1, path: { petId: 7 } });
    expect(second.url).toBe('https://pets.example.com/pets/7?api_key=%3Capi-key%3E');
    expect(second.headers).toEqual([{ name: 'Authorization', value: 'Basic <encoded-value>' }]);
    const given = operationToHar(get, { securityIndex: 1, auth: { apiKeyQuery: 'k', basicAuth: { username: 'ana', password: 'pässword' } } });
    expect(given.queryString).toEqual([{ name: 'api_key', value: 'k' }]);
    expect(given.headers).toEqual([{ name: 'Authorization', value: `Basic ${Buffer.from('ana:pässword').toString('base64')}` }]);
  });

  it('builds JSON, urlencoded, multipart and text bodies with a Content-Type header', async () => {
    const create = operationToHar(await view('post', '/pets'));
    expect(create.postData).toEqual({ mimeType: 'application/json', text: '{\n  "name": "Rex",\n  "kind": "dog",\n  "bark": "loud"\n}' });
    expect(create.headers).toContainEqual({ name: 'Content-Type', value: 'application/json' });
    expect(operationToHar(await view('post', '/pets'), { body: { name: 'Tom', kind: 'cat', lives: 9 } }).postData?.text).toBe(
      '{\n  "name": "Tom",\n  "kind": "cat",\n  "lives": 9\n}',
    );
    expect(operationToHar(await view('post', '/pets'), { bodyText: '{"raw":true}' }).postData?.text).toBe('{"raw":true}');
    const order = operationToHar(await view('post', '/store/orders'), { body: { petId: 3, note: 'a b&c' } });
    expect(order.postData).toEqual({
      mimeType: 'application/x-www-form-urlencoded',
      params: [
        { name: 'petId', value: '3' },
        { name: 'note', value: 'a b&c' },
      ],
      text: 'petId=3&note=a+b%26c',
    });
    expect(order.headers).toContainEqual({ name: 'Authorization', value: 'Bearer <token>' });
    const upload = operationToHar(await view('post', '/uploads', 'bodies.yaml'));
    expect(upload.postData).toEqual({
      mimeType: 'multipart/form-data',
      params: [{ name: 'file', fileName: 'example-file' }, { name: 'caption', value: 'Holiday' }],
    });
    const note = await loadFixture('bodies.yaml');
    const put = buildOperationView(note, { kind: 'operation', method: 'put', path: '/notes' });
    expect(put && operationToHar(put).postData).toEqual({ mimeType: 'text/plain', text: 'Remember the milk' });
  });

  it('serializes array and object query parameters by style and explode', async () => {
    const har = operationToHar(await view('get', '/tags', 'bodies.yaml'));
    expect(har.queryString).toEqual([
      { name: 'tag', value: 'red' },
      { name: 'tag', value: 'blue' },
      { name: 'ids', value: '1,2' },
      { name: 'filter[color]', value: 'red' },
    ]);
    expect(har.url).toBe('https://api.example.com/tags?tag=red&tag=blue&ids=1%2C2&filter%5Bcolor%5D=red');
  });

  it('gives webhooks a placeholder URL', async () => {
    const loaded = await loadFixture('webhooks-3.1.json');
    const webhook = buildOperationView(loaded, { kind: 'webhook', name: 'order.created' });
    expect(webhook && operationToHar(webhook).url).toBe('<your-webhook-url>');
  });
});
