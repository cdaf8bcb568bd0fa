// The playground form read back into a request: what is sent, what the code samples show.
import { describe, expect, it } from 'vitest';
import { operationToHar } from '../../../src/core/openapi/har.ts';
import type { OperationView } from '../../../src/core/openapi/view-types.ts';
import { describeAuthFields, describeParamFields, toHarInput, type FormValues } from '../../../src/client/playground/fields.ts';

const view: OperationView = {
  kind: 'operation',
  method: 'get',
  path: '/things/{id}',
  title: 'Get',
  deprecated: false,
  tags: [],
  servers: [{ url: 'https://api.example.com', variables: [] }],
  security: [{ schemes: [{ key: 'key', kind: 'apiKey', sourceType: 'apiKey', in: 'header', name: 'Authorization', scopes: [] }] }],
  securityOptional: false,
  parameters: {
    path: [{ name: 'id', in: 'path', required: true, deprecated: false, typeLabel: 'integer', type: 'integer', sampleValue: 1, sampleGenerated: true }],
    query: [
      { name: 'tags', in: 'query', required: false, deprecated: false, typeLabel: 'string[]', type: 'array', sampleValue: ['a'], sampleGenerated: true },
      { name: 'sort', in: 'query', required: true, deprecated: false, typeLabel: 'enum<string>', type: 'string', enum: ['asc', 'desc'], sampleValue: 'asc', sampleGenerated: false },
    ],
    header: [],
    cookie: [],
  },
  requestBody: { required: true, contents: [{ mediaType: 'application/x-www-form-urlencoded', examples: [] }] },
  responses: [],
  codeSamples: [],
};
const params = describeParamFields(view);
const auth = describeAuthFields(view, { authPrefix: 'Token ', authName: 'Authorization' });
const values = (credential: string): FormValues => ({
  baseUrl: 'https://staging.example.com/',
  params: { 'mk-pg-path-0': '7', 'mk-pg-query-0': 'x, y', 'mk-pg-query-1': 'desc' },
  auth: { 'mk-pg-auth-0-0': credential },
  securityIndex: 0,
  mediaType: 'application/x-www-form-urlencoded',
  bodyText: '{"name": "Ada"}',
});

describe('playground fields', () => {
  it('starts required enums at their first value and pre-fills the api.auth prefix', () => {
    expect(params.map((field) => [field.id, field.type, field.value])).toEqual([
      ['mk-pg-path-0', 'integer', ''],
      ['mk-pg-query-0', 'array', ''],
      ['mk-pg-query-1', 'string', 'asc'],
    ]);
    expect(auth[0]![0]).toMatchObject({ label: 'Authorization', hint: 'Authorization header', prefix: 'Token ', storageKey: 'apiKey:header:Authorization' });
  });

  it('sends typed values and the credential as entered, form bodies encoded', () => {
    const har = operationToHar(view, toHarInput(values('Token abc'), params, auth, 'send'));
    expect(har.url).toBe('https://staging.example.com/things/7?tags=x&tags=y&sort=desc');
    expect(har.headers).toContainEqual({ name: 'Authorization', value: 'Token abc' });
    expect(har.postData).toEqual({ mimeType: 'application/x-www-form-urlencoded', params: [{ name: 'name', value: 'Ada' }], text: 'name=Ada' });
  });

  it('sends no credential when only the prefix is there', () => {
    const har = operationToHar(view, toHarInput(values('Token '), params, auth, 'send'));
    expect(har.headers.find((header) => header.name === 'Authorization')).toBeUndefined();
  });

  it('puts the prefix in front of a key typed over it, once', () => {
    const sent = (credential: string) => operationToHar(view, toHarInput(values(credential), params, auth, 'send')).headers.find((header) => header.name === 'Authorization')?.value;
    // Tab into the field selects the pre-filled `Token `: the pasted key replaces it.
    expect(sent('abc')).toBe('Token abc');
    expect(sent(' abc\n')).toBe('Token abc');
    // `Token abc` pasted after the pre-filled prefix.
    expect(sent('Token Token abc')).toBe('Token abc');
    expect(sent('token abc')).toBe('Token abc');
    expect(sent('Tokenabc')).toBe('Token Tokenabc');
    const prefixed = describeAuthFields(view, { authPrefix: 'sk-' });
    const sentWith = (credential: string) => operationToHar(view, toHarInput(values(credential), params, prefixed, 'send')).headers.find((header) => header.name === 'Authorization')?.value;
    expect([sentWith('abc'), sentWith('sk-abc'), sentWith('sk-')]).toEqual(['sk-abc', 'sk-abc', undefined]);
  });

  it('shows a placeholder in code samples unless the reader opts in', () => {
    const hidden = operationToHar(view, toHarInput(values('Token abc'), params, auth, 'hide'));
    expect(hidden.headers).toContainEqual({ name: 'Authorization', value: 'Token <api-key>' });
    const shown = operationToHar(view, toHarInput(values('Token abc'), params, auth, 'show'));
    expect(shown.headers).toContainEqual({ name: 'Authorization', value: 'Token abc' });
  });
});
