import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateApiKey } from '../../server/credentials.ts';
import { createRequestListener } from '../../server/router.ts';
import { DuplicateUserGroupError, type UserGroupStore } from '../../server/store/user-groups.ts';
import { type Contract, loadContract, type Method } from './helpers/contract.ts';
import { type ApiResponse, type RequestOptions, sendRequest } from './helpers/http.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

// Drives every operation of the reference server through success and error paths and checks
// each response against docs/api-reference/openapi.yaml, so the documentation and the server
// cannot drift apart.

const tokenPattern = /^ugt_[A-Za-z0-9_-]{43}$/;
const methods: Method[] = ['GET', 'PUT', 'POST', 'DELETE'];

let server: TestServer;
let contract: Contract;

beforeAll(async () => {
  [server, contract] = await Promise.all([startTestServer(), loadContract()]);
});

afterAll(async () => {
  await server?.dispose();
});

/** Sends a request with the Testing credential and checks the response against the document. */
async function call(method: Method, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<ApiResponse> {
  const response = await sendRequest(server.url, { method, body, apiKey: server.keys.Testing, ...options });
  contract.expectDocumentedResponse(method, response);
  return response;
}

/** Sends a body the document describes as valid. */
async function callValid(method: Method, body: Record<string, unknown>): Promise<ApiResponse> {
  contract.expectRequestValid(method, body, true);
  return call(method, body);
}

async function createGroup(id: string, extra: Record<string, unknown> = {}): Promise<{ token: string; teamId: number }> {
  const response = await callValid('GET', { user_group_id: id, name: `Group ${id}`, ...extra });
  expect(response.status).toBe(201);
  return { token: response.body.user_group.token, teamId: response.body.user_group.team_id };
}

function expectError(response: ApiResponse, status: number, code: string, field?: string): void {
  expect(response.status).toBe(status);
  expect(response.body.success).toBe(0);
  expect(response.body.error.code).toBe(code);
  expect(response.body.error.field).toBe(field);
  expect(response.body.error.message).not.toMatch(/\n\s+at /);
}

describe('GET /api/user (get or create)', () => {
  it('creates the group with 201 and echoes name, user_group_id and properties', async () => {
    const response = await callValid('GET', {
      user_group_id: 'acme-corp',
      name: 'Acme Corporation',
      mapping: { sales: 'acme-warehouse' },
      properties: { region: 'eu-west', seats: 250, nested: { a: [1, 2] } },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: 1,
      new_user_group: true,
      user_group: {
        name: 'Acme Corporation',
        provided_id: 'acme-corp',
        properties: { region: 'eu-west', seats: 250, nested: { a: [1, 2] } },
      },
    });
    expect(response.body.user_group.token).toMatch(tokenPattern);
    expect(response.body.user_group.team_id).toBeGreaterThan(0);
  });

  it('returns an existing group unchanged with 200, ignoring a different name and properties', async () => {
    const created = await createGroup('existing', { properties: { plan: 'free' } });
    const response = await callValid('GET', { user_group_id: 'existing', name: 'Another name', properties: { plan: 'paid' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: 1,
      new_user_group: false,
      user_group: { team_id: created.teamId, token: created.token, name: 'Group existing', provided_id: 'existing', properties: { plan: 'free' } },
    });
  });

  it('keeps a "__proto__" key in properties and mapping, as sent', async () => {
    // JSON.parse keeps "__proto__" as an own key, and the body is sent as parsed.
    const body = JSON.parse('{"user_group_id":"proto-keys","name":"P","mapping":{"__proto__":"wh-1"},"properties":{"__proto__":{"admin":true},"plan":"pro"}}');
    const created = await call('GET', body);
    expect(created.status).toBe(201);
    expect(created.text).toContain('"properties":{"__proto__":{"admin":true},"plan":"pro"}');
    // The mapping kept its data source: the delete guard matches it.
    const deleted = await call('DELETE', { current_token: created.body.user_group.token, data_source_provided_id: 'wh-1' });
    expect(deleted.status).toBe(200);
  });

  it('answers properties null when none were sent', async () => {
    const response = await callValid('GET', { user_group_id: 'no-properties', name: 'No properties' });
    expect(response.body.user_group.properties).toBeNull();
  });

  it.each([
    ['no user_group_id', { name: 'x' }, 'missing_field', 'user_group_id'],
    ['no name', { user_group_id: 'refused' }, 'missing_field', 'name'],
    ['a number for name', { user_group_id: 'refused', name: 42 }, 'invalid_type', 'name'],
    ['null for user_group_id', { user_group_id: null, name: 'x' }, 'invalid_type', 'user_group_id'],
    ['a blank name', { user_group_id: 'refused', name: '   ' }, 'invalid_value', 'name'],
    ['an empty user_group_id', { user_group_id: '', name: 'x' }, 'invalid_value', 'user_group_id'],
    ['a 256-character user_group_id', { user_group_id: 'x'.repeat(256), name: 'x' }, 'invalid_value', 'user_group_id'],
    ['an unknown field', { user_group_id: 'refused', name: 'x', userGroupId: 'y' }, 'unknown_field', 'userGroupId'],
    ['a number in mapping', { user_group_id: 'refused', name: 'x', mapping: { sales: 7 } }, 'invalid_type', 'mapping.sales'],
    ['an array for mapping', { user_group_id: 'refused', name: 'x', mapping: ['a'] }, 'invalid_type', 'mapping'],
    ['an array for properties', { user_group_id: 'refused', name: 'x', properties: [1] }, 'invalid_type', 'properties'],
    ['null for properties', { user_group_id: 'refused', name: 'x', properties: null }, 'invalid_type', 'properties'],
  ])('refuses %s with 400 naming the field, as the document does', async (_case, body, code, field) => {
    contract.expectRequestValid('GET', body, false);
    expectError(await call('GET', body), 400, code, field);
  });

  it('wrote nothing for the refused requests', async () => {
    const response = await callValid('GET', { user_group_id: 'refused', name: 'Now valid' });
    expect(response.status).toBe(201);
  });
});

describe('PUT /api/user (update)', () => {
  it('changes the fields sent, keeps the token and returns api_environment_tag', async () => {
    const { token, teamId } = await createGroup('to-update', { properties: { plan: 'free' } });
    const response = await callValid('PUT', {
      user_group_id: 'to-update',
      name: 'Updated',
      mapping: { sales: 'eu-warehouse' },
      properties: { plan: 'paid' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: 1,
      user_group: { team_id: teamId, token, name: 'Updated', provided_id: 'to-update', properties: { plan: 'paid' }, api_environment_tag: 'Testing' },
    });
    const read = await callValid('GET', { user_group_id: 'to-update', name: 'ignored' });
    expect(read.body.user_group).toMatchObject({ name: 'Updated', properties: { plan: 'paid' } });
  });

  it('removes properties with null and leaves omitted fields as they were', async () => {
    await createGroup('partial', { properties: { plan: 'free' } });
    const removed = await callValid('PUT', { user_group_id: 'partial', properties: null });
    expect(removed.body.user_group).toMatchObject({ name: 'Group partial', properties: null });
    const unchanged = await callValid('PUT', { user_group_id: 'partial' });
    expect(unchanged.body.user_group).toMatchObject({ name: 'Group partial', properties: null });
  });

  it('answers 404 for an unknown user_group_id and creates nothing', async () => {
    expectError(await callValid('PUT', { user_group_id: 'never-created', name: 'x' }), 404, 'user_group_not_found', 'user_group_id');
    expect((await callValid('GET', { user_group_id: 'never-created', name: 'x' })).status).toBe(201);
  });

  it.each([
    ['no user_group_id', { name: 'x' }, 'missing_field', 'user_group_id'],
    ['a string for properties', { user_group_id: 'to-update', properties: 'x' }, 'invalid_type', 'properties'],
    ['an unknown field', { user_group_id: 'to-update', name: 'Refused', token: 'x' }, 'unknown_field', 'token'],
    ['a blank name', { user_group_id: 'to-update', name: '' }, 'invalid_value', 'name'],
  ])('refuses %s with 400 and changes nothing', async (_case, body, code, field) => {
    contract.expectRequestValid('PUT', body, false);
    expectError(await call('PUT', body), 400, code, field);
    const read = await callValid('GET', { user_group_id: 'to-update', name: 'ignored' });
    expect(read.body.user_group.name).toBe('Updated');
  });
});

describe('POST /api/user (rotate token)', () => {
  it('returns a new token, and the old one stops working at once', async () => {
    const { token, teamId } = await createGroup('to-rotate');
    const response = await callValid('POST', { current_token: token });
    expect(response.status).toBe(200);
    const next = response.body.user_group.token;
    expect(response.body).toEqual({
      success: 1,
      user_group: { team_id: teamId, token: next, name: 'Group to-rotate', provided_id: 'to-rotate', api_environment_tag: 'Testing' },
    });
    expect(next).toMatch(tokenPattern);
    expect(next).not.toBe(token);
    expectError(await callValid('POST', { current_token: token }), 404, 'token_not_found', 'current_token');
    expectError(await callValid('DELETE', { current_token: token }), 404, 'token_not_found', 'current_token');
    const read = await callValid('GET', { user_group_id: 'to-rotate', name: 'x' });
    expect(read.body.user_group.token).toBe(next);
  });

  it.each([
    ['no current_token', {}, 'missing_field', 'current_token'],
    ['a number for current_token', { current_token: 1 }, 'invalid_type', 'current_token'],
    ['an unknown field', { current_token: 'x', user_group_id: 'to-rotate' }, 'unknown_field', 'user_group_id'],
  ])('refuses %s with 400', async (_case, body, code, field) => {
    contract.expectRequestValid('POST', body, false);
    expectError(await call('POST', body), 400, code, field);
  });
});

describe('DELETE /api/user', () => {
  it('deletes the group of current_token when both guards match', async () => {
    const { token } = await createGroup('to-delete', { mapping: { sales: 'warehouse-1', crm: 'crm-1' } });
    const response = await callValid('DELETE', { current_token: token, user_group_id: 'to-delete', data_source_provided_id: 'crm-1' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: 1 });
    expectError(await callValid('POST', { current_token: token }), 404, 'token_not_found', 'current_token');
    const again = await callValid('GET', { user_group_id: 'to-delete', name: 'x' });
    expect(again.status).toBe(201);
    expect(again.body.user_group.token).not.toBe(token);
  });

  it('deletes by current_token alone', async () => {
    const { token } = await createGroup('token-only');
    expect((await callValid('DELETE', { current_token: token })).body).toEqual({ success: 1 });
  });

  it.each([
    ['user_group_id', { user_group_id: 'someone-else' }],
    ['data_source_provided_id', { data_source_provided_id: 'not-in-mapping' }],
  ])('answers 409 and deletes nothing when the %s guard does not match', async (field, guard) => {
    const { token } = await createGroup(`guarded-${field}`, { mapping: { sales: 'warehouse-1' } });
    expectError(await callValid('DELETE', { current_token: token, ...guard }), 409, 'guard_mismatch', field);
    const read = await callValid('GET', { user_group_id: `guarded-${field}`, name: 'x' });
    expect(read.status).toBe(200);
    expect(read.body.user_group.token).toBe(token);
  });

  it('answers 404 for an unknown token', async () => {
    expectError(await callValid('DELETE', { current_token: 'ugt_unknown' }), 404, 'token_not_found', 'current_token');
  });

  it.each([
    ['no current_token', { user_group_id: 'x' }, 'missing_field', 'current_token'],
    ['an unknown field', { current_token: 'x', name: 'x' }, 'unknown_field', 'name'],
  ])('refuses %s with 400', async (_case, body, code, field) => {
    contract.expectRequestValid('DELETE', body, false);
    expectError(await call('DELETE', body), 400, code, field);
  });
});

describe.each(methods)('%s /api/user, refused before the operation runs', (method) => {
  const body = { user_group_id: 'acme-corp', name: 'x' };

  it('answers 401 missing_credential without an Authorization header', async () => {
    const response = await call(method, body, { apiKey: undefined });
    expectError(response, 401, 'missing_credential', 'Authorization');
    expect(response.headers['www-authenticate']).toBe('Token');
  });

  it.each([
    ['another scheme', `Bearer ${'x'}`],
    ['a malformed credential', 'Token not-a-credential'],
    ['an unknown credential', 'Token ugk_testing_0000000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('answers 401 invalid_credential for %s', async (_case, authorization) => {
    expectError(await call(method, body, { headers: { Authorization: authorization } }), 401, 'invalid_credential', 'Authorization');
  });

  it('answers 401 when the secret of a real credential is altered', async () => {
    const key = server.keys.Testing;
    const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expectError(await call(method, body, { apiKey: altered }), 401, 'invalid_credential', 'Authorization');
  });

  it.each([
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['JSON in another charset', { 'Content-Type': 'application/json; charset=latin1' }],
  ])('answers 415 for %s', async (_case, headers) => {
    expectError(await call(method, body, { headers }), 415, 'unsupported_media_type', 'Content-Type');
  });

  it('answers 415 without a Content-Type header', async () => {
    expectError(await call(method, undefined, { rawBody: JSON.stringify(body) }), 415, 'unsupported_media_type', 'Content-Type');
  });

  it('answers 413 for a body over 1 MB', async () => {
    const large = { ...body, properties: { blob: 'x'.repeat(1024 * 1024) } };
    expectError(await call(method, large), 413, 'body_too_large');
  });

  it.each([
    ['malformed JSON', '{"user_group_id": ', 'malformed_json'],
    ['an empty body', '', 'malformed_json'],
    ['a JSON array', '[]', 'invalid_body'],
    ['a JSON string', '"acme"', 'invalid_body'],
  ])('answers 400 for %s', async (_case, rawBody, code) => {
    expectError(await call(method, undefined, { rawBody, headers: { 'Content-Type': 'application/json' } }), 400, code);
  });
});

describe('outside the four operations', () => {
  it.each(['PATCH', 'HEAD'])('answers %s with 405 and an Allow header', async (method) => {
    const response = await sendRequest(server.url, { method, body: {}, apiKey: server.keys.Testing });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, PUT, POST, DELETE, OPTIONS');
    if (method !== 'HEAD') {
      contract.expectMethodNotAllowed(response);
      expectError(response, 405, 'method_not_allowed');
    }
  });

  it('answers other paths with 404 not_found', async () => {
    const response = await sendRequest(server.url, { method: 'GET', path: '/api/users', body: {}, apiKey: server.keys.Testing });
    expectError(response, 404, 'not_found');
  });
});

describe('server faults', () => {
  // No request can make the real store fail or refuse a duplicate (BEGIN IMMEDIATE rules the
  // race out), so a stub store stands in to check that these documented answers match too.
  let faulty: { url: string; close: () => Promise<void> };
  const apiKey = generateApiKey('Testing');

  beforeAll(async () => {
    const fail = () => {
      throw new Error('disk I/O error');
    };
    const userGroups = {
      getOrCreate: (_principal: unknown, input: { providedId: string }) => {
        if (input.providedId === 'duplicate') throw new DuplicateUserGroupError(input.providedId);
        fail();
      },
      update: fail,
      rotateToken: fail,
      deleteByToken: fail,
    } as unknown as UserGroupStore;
    const listener = createRequestListener({
      findApiKey: () => ({ accountId: 1, environment: 'Testing', secretHash: apiKey.secretHash }),
      userGroups,
      corsOrigins: [],
    });
    const http = createServer(listener);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    faulty = {
      url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
      close: () => new Promise((resolve) => http.close(() => resolve())),
    };
  });

  afterAll(() => faulty?.close());

  it('answers 409 user_group_id_taken when the store refuses a duplicate', async () => {
    const response = await sendRequest(faulty.url, { method: 'GET', body: { user_group_id: 'duplicate', name: 'x' }, apiKey: apiKey.key });
    contract.expectDocumentedResponse('GET', response);
    expectError(response, 409, 'user_group_id_taken', 'user_group_id');
  });

  it.each<[Method, Record<string, unknown>]>([
    ['GET', { user_group_id: 'acme-corp', name: 'x' }],
    ['PUT', { user_group_id: 'acme-corp' }],
    ['POST', { current_token: 'ugt_x' }],
    ['DELETE', { current_token: 'ugt_x' }],
  ])('answers %s with 500 internal_error, without internals, when the store fails', async (method, body) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await sendRequest(faulty.url, { method, body, apiKey: apiKey.key });
    contract.expectDocumentedResponse(method, response);
    expectError(response, 500, 'internal_error');
    expect(response.text).not.toContain('disk I/O');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});

describe('the document', () => {
  it('lists only responses the server produces, and the server produces all of them', () => {
    expect(contract.listUnexercised()).toEqual([]);
  });
});
