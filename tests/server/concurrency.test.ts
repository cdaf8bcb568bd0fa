import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, sendRequest } from './helpers/http.ts';
import { type ChildServer, createTempDir, killServer, parsePrintedKeys, spawnServer, startTestServer, type TestServer } from './helpers/server.ts';

function countGroups(database: string, providedId: string): number {
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM user_groups WHERE provided_id = ?').get(providedId) as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('one server under concurrent requests', () => {
  let server: TestServer;
  let api: ReturnType<typeof createClient>;

  beforeAll(async () => {
    server = await startTestServer();
    api = createClient(server.url, server.keys.Testing);
  });
  afterAll(() => server?.dispose());

  it('creates exactly one group for 200 concurrent get-or-create calls, and all get its token', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => api.getOrCreate({ user_group_id: 'stampede', name: `Caller ${i}` })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(199);
    expect(new Set(responses.map((response) => response.body.user_group.token)).size).toBe(1);
    expect(responses.filter((response) => response.body.new_user_group)).toHaveLength(1);
    expect(countGroups(server.database, 'stampede')).toBe(1);
  });

  it('leaves exactly one valid token after concurrent rotations of the same token', async () => {
    const created = await api.getOrCreate({ user_group_id: 'rotated', name: 'Rotated' });
    const original = created.body.user_group.token;
    const responses = await Promise.all(Array.from({ length: 50 }, () => api.rotate({ current_token: original })));
    const winners = responses.filter((response) => response.status === 200);
    expect(winners).toHaveLength(1);
    expect(responses.filter((response) => response.status === 404)).toHaveLength(49);
    const current = winners[0].body.user_group.token;
    expect((await api.getOrCreate({ user_group_id: 'rotated', name: 'Rotated' })).body.user_group.token).toBe(current);
    expect((await api.rotate({ current_token: original })).status).toBe(404);
    expect((await api.rotate({ current_token: current })).status).toBe(200);
  });

  it('never shows a half-updated group while updates run', async () => {
    await api.getOrCreate({ user_group_id: 'consistent', name: 'v0', properties: { version: 0 } });
    const updates = Array.from({ length: 50 }, (_, i) =>
      api.update({ user_group_id: 'consistent', name: `v${i + 1}`, properties: { version: i + 1 } }),
    );
    const reads = Array.from({ length: 100 }, () => api.getOrCreate({ user_group_id: 'consistent', name: 'ignored' }));
    const results = await Promise.all([...updates, ...reads]);
    for (const response of results) {
      expect(response.status).toBe(200);
      const group = response.body.user_group;
      expect(group.name).toBe(`v${group.properties.version}`);
    }
  });
});

describe('two server processes sharing one database file', () => {
  let dir: string;
  let servers: ChildServer[] = [];

  beforeAll(async () => {
    dir = await createTempDir();
    const database = join(dir, 'shared.sqlite');
    const first = await spawnServer(database);
    servers = [first, await spawnServer(database)];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => killServer(server, 'SIGTERM')));
    await rm(dir, { recursive: true, force: true });
  });

  it('creates one group when concurrent get-or-create calls for a new id hit both', async () => {
    const keys = parsePrintedKeys(servers[0].output());
    expect(servers[1].output()).not.toContain('ugk_');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        sendRequest(servers[i % 2].url, { method: 'GET', apiKey: keys.Testing, body: { user_group_id: 'shared', name: 'Shared' } }),
      ),
    );
    expect(responses.map((response) => response.status).filter((status) => status === 201)).toHaveLength(1);
    expect(responses.every((response) => response.status === 200 || response.status === 201)).toBe(true);
    expect(new Set(responses.map((response) => response.body.user_group.token)).size).toBe(1);
    expect(countGroups(join(dir, 'shared.sqlite'), 'shared')).toBe(1);
  });
});
