import { request } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, sendRequest } from './helpers/http.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

// Every refused request leaves the database exactly as it was.

let server: TestServer;
let api: ReturnType<typeof createClient>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  api = createClient(server.url, server.keys.Testing);
  const created = await api.getOrCreate({ user_group_id: 'kept', name: 'Kept', mapping: { s: 'ds' }, properties: { a: 1 } });
  token = created.body.user_group.token;
});
afterAll(() => server?.dispose());

function snapshotDatabase(): string {
  const db = new DatabaseSync(server.database, { readOnly: true });
  try {
    return JSON.stringify(db.prepare('SELECT * FROM user_groups ORDER BY team_id').all());
  } finally {
    db.close();
  }
}

/** Sends a body in chunks without Content-Length, as a streaming client would. */
function sendChunked(size: number): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL('/api/user', server.url), {
      method: 'PUT',
      headers: { Authorization: `Token ${server.keys.Testing}`, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    for (let sent = 0; sent < size; sent += chunk.length) req.write(chunk);
    req.end();
  });
}

describe('refused requests', () => {
  it('write nothing, whatever is wrong with them', async () => {
    const before = snapshotDatabase();
    const refused = await Promise.all([
      api.update({ user_group_id: 'kept', name: 'Changed', surprise: 1 }),
      api.update({ user_group_id: 'kept', name: 'Changed', properties: 'nope' }),
      api.update({ user_group_id: 'kept', name: 'Changed' }, { apiKey: undefined }),
      api.update({ user_group_id: 'kept', name: 'Changed' }, { headers: { 'Content-Type': 'text/plain' } }),
      api.update({ user_group_id: 'kept', name: 'Changed', properties: { big: 'x'.repeat(2 * 1024 * 1024) } }),
      api.getOrCreate({ user_group_id: 'new-one', name: 7 }),
      api.getOrCreate(undefined, { rawBody: '{"user_group_id":"new-two","name":"x"', headers: { 'Content-Type': 'application/json' } }),
      api.rotate({ current_token: token, extra: true }),
      api.remove({ current_token: token, user_group_id: 'someone-else' }),
      api.remove({ current_token: token, data_source_provided_id: 'not-mapped' }),
      sendRequest(server.url, { method: 'PATCH', apiKey: server.keys.Testing, body: { user_group_id: 'kept', name: 'Changed' } }),
    ]);
    expect(refused.map((response) => response.status)).toEqual([400, 400, 401, 415, 413, 400, 400, 400, 409, 409, 405]);
    for (const response of refused) expect(response.body.success).toBe(0);
    expect(snapshotDatabase()).toBe(before);
  });

  it('answer 413 to a streamed body that passes 1 MB, and the server keeps serving', async () => {
    const response = await sendChunked(2 * 1024 * 1024);
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('body_too_large');
    expect((await api.update({ user_group_id: 'kept' })).status).toBe(200);
  });

  it('accept a body of exactly 1 MB', async () => {
    const base = JSON.stringify({ user_group_id: 'exactly-1mb', name: 'x', properties: { pad: '' } });
    const padded = base.replace('"pad":""', `"pad":"${'x'.repeat(1024 * 1024 - base.length)}"`);
    expect(Buffer.byteLength(padded)).toBe(1024 * 1024);
    const response = await api.getOrCreate(undefined, { rawBody: padded, headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(201);
  });
});
