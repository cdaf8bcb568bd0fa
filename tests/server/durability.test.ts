import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/http.ts';
import { type ChildServer, createTempDir, killServer, parsePrintedKeys, spawnServer } from './helpers/server.ts';

// Runs `node server/main.ts` as a child process, the way `npm run server` does, to check what
// an operator sees on the console and that acknowledged writes survive kill -9.

const root = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

let dir: string;
let database: string;

beforeAll(async () => {
  dir = await createTempDir();
  database = join(dir, 'nested', 'api.sqlite');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function runCommand(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, ['server/main.ts', ...args], { cwd: root, env: { ...process.env, DATABASE: database } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('node server/main.ts', () => {
  let server: ChildServer | undefined;
  afterAll(() => server && killServer(server, 'SIGKILL'));

  it('creates the database and an account on first start, printing one credential per environment once', async () => {
    server = await spawnServer(database);
    const output = server.output();
    expect(output).toMatch(/Customer: ugk_customer_/);
    expect(output).toMatch(/Testing: ugk_testing_/);
    expect(output).not.toContain('ExperimentalWarning');
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('loses no acknowledged write when killed with SIGKILL', async () => {
    const keys = parsePrintedKeys(server!.output());
    const api = createClient(server!.url, keys.Testing);
    const expected = new Map<string, { token: string; name: string }>();
    for (let i = 0; i < 20; i += 1) {
      const response = await api.getOrCreate({ user_group_id: `group-${i}`, name: `Group ${i}` });
      expect(response.status).toBe(201);
      expected.set(`group-${i}`, { token: response.body.user_group.token, name: `Group ${i}` });
    }
    const renamed = await api.update({ user_group_id: 'group-1', name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expected.set('group-1', { ...expected.get('group-1')!, name: 'Renamed' });
    const old = expected.get('group-2')!.token;
    const rotated = await api.rotate({ current_token: old });
    expect(rotated.status).toBe(200);
    expected.set('group-2', { ...expected.get('group-2')!, token: rotated.body.user_group.token });
    const deleted = await api.remove({ current_token: expected.get('group-3')!.token });
    expect(deleted.status).toBe(200);
    expected.delete('group-3');

    await killServer(server!, 'SIGKILL');
    server = await spawnServer(database);
    expect(server.output()).not.toContain('ugk_');
    const after = createClient(server.url, keys.Testing);

    for (const [id, group] of expected) {
      const response = await after.getOrCreate({ user_group_id: id, name: 'ignored' });
      expect(response.status, id).toBe(200);
      expect(response.body.user_group).toMatchObject({ token: group.token, name: group.name });
    }
    expect((await after.rotate({ current_token: old })).status).toBe(404);
    expect((await after.getOrCreate({ user_group_id: 'group-3', name: 'Back' })).status).toBe(201);
  });
});

describe('node server/main.ts create-key', () => {
  it('prints a new working credential for the environment', async () => {
    const result = await runCommand(['create-key', '--env', 'Customer']);
    expect(result.code).toBe(0);
    const key = /Customer: (ugk_customer_\S+)/.exec(result.stdout)?.[1];
    expect(key).toBeDefined();
    const server = await spawnServer(database);
    try {
      const response = await createClient(server.url, key!).update({ user_group_id: 'customer-group' });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('user_group_not_found');
    } finally {
      await killServer(server, 'SIGTERM');
    }
  });

  it('refuses an unknown environment with a message naming the choices', async () => {
    const result = await runCommand(['create-key', '--env', 'Production']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--env must be one of Customer, Testing (got "Production").');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
