// Load test of the User Group API reference server (server/). Run: node bench/server-load.ts
// Starts `node server/main.ts` as a child process on loopback with a temporary database, runs
// each scenario with autocannon for DURATION seconds (default 10), then checks that no request
// failed and that no acknowledged write was lost, including across a kill -9 of the server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { createFirstAccount } from '../server/store/accounts.ts';
import { openDatabase } from '../server/store/database.ts';

// autocannon ships no types; this is the part of its API used here.
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}
interface AutocannonClient {
  setRequests: (requests: AutocannonRequest[]) => void;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = fileURLToPath(new URL('../', import.meta.url));
const duration = Number(process.env.DURATION ?? 10);
const connections = 10;
const existingGroups = 100;

interface Scenario {
  name: string;
  result: AutocannonResult;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'user-group-bench-'));
  const database = join(dir, 'bench.sqlite');
  const db = openDatabase(database);
  const apiKey = createFirstAccount(db)!.keys.Testing;
  db.close();
  const headers = { Authorization: `Token ${apiKey}`, 'Content-Type': 'application/json' };
  let server = await spawnServer(database);
  const failures: string[] = [];
  const scenarios: Scenario[] = [];
  try {
    const tokens = new Map<string, string>();
    for (let i = 0; i < existingGroups; i += 1) {
      const id = `bench-${i}`;
      const response = await send(server.url, 'GET', headers, { user_group_id: id, name: `Bench ${i}` });
      tokens.set(id, (response.body as { user_group: { token: string } }).user_group.token);
    }

    console.log(`get-or-create of ${existingGroups} existing groups, ${connections} connections, ${duration} s…`);
    const getOrCreate = await autocannon({
      url: server.url,
      connections,
      duration,
      requests: [...tokens.keys()].map((id) => ({
        method: 'GET',
        path: '/api/user',
        headers,
        body: JSON.stringify({ user_group_id: id, name: 'ignored' }),
      })),
    });
    scenarios.push({ name: 'GET get-or-create (existing group)', result: getOrCreate });

    console.log(`token rotation, ${connections} connections (one group each), ${duration} s…`);
    // Each connection rotates its own group, always sending the token it last received.
    const rotating = [...tokens.entries()].slice(0, connections).map(([id, token]) => ({ id, token, pending: false, rotations: 0 }));
    let nextClient = 0;
    const rotation = await autocannon({
      url: server.url,
      connections,
      duration,
      setupClient(client: AutocannonClient) {
        const state = rotating[nextClient++ % rotating.length];
        client.setRequests([
          {
            method: 'POST',
            path: '/api/user',
            headers,
            setupRequest(req) {
              state.pending = true;
              return { ...req, body: JSON.stringify({ current_token: state.token }) };
            },
            onResponse(status, body) {
              state.pending = false;
              if (status === 200) {
                state.token = (JSON.parse(body) as { user_group: { token: string } }).user_group.token;
                state.rotations += 1;
              }
            },
          },
        ]);
      },
    });
    scenarios.push({ name: 'POST rotate token', result: rotation });

    for (const { name, result } of scenarios) {
      if (result.errors || result.timeouts || result.non2xx) {
        failures.push(`${name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses`);
      }
    }

    // Acknowledged writes must be on disk: kill -9 the server, then read the file directly.
    await killServer(server.child);
    const groups = readGroups(database);
    if (groups.size !== existingGroups) failures.push(`expected ${existingGroups} groups after the run, found ${groups.size}`);
    for (const state of rotating) {
      const stored = groups.get(state.id);
      // A request still in flight when the run stopped may have rotated once more, unacknowledged.
      if (stored !== state.token && !state.pending) failures.push(`${state.id}: last acknowledged token was lost`);
    }
    for (const [id, token] of tokens) {
      if (!rotating.some((state) => state.id === id) && groups.get(id) !== token) failures.push(`${id}: token changed by get-or-create`);
    }
    const acknowledged = rotating.reduce((sum, state) => sum + state.rotations, 0);
    console.log(`checked after kill -9: ${groups.size} groups, ${acknowledged} acknowledged rotations`);
    server = await spawnServer(database);
  } finally {
    await killServer(server.child);
    await rm(dir, { recursive: true, force: true });
  }

  printReport(scenarios);
  if (failures.length > 0) {
    console.error(`FAILED:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('zero errors, zero lost writes');
  }
}

function printReport(scenarios: Scenario[]): void {
  const cpu = cpus();
  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log(`${connections} connections, ${duration} s per scenario, loopback\n`);
  console.log('| Scenario | Requests/s | p50 ms | p90 ms | p99 ms | max ms | Requests | Errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, result } of scenarios) {
    const { latency, requests } = result;
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(`| ${name} | ${Math.round(requests.average)} | ${latency.p50} | ${latency.p90} | ${latency.p99} | ${latency.max} | ${requests.total} | ${errors} |`);
  }
}

function readGroups(database: string): Map<string, string> {
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    const rows = db.prepare('SELECT provided_id, token FROM user_groups').all() as Array<{ provided_id: string; token: string }>;
    return new Map(rows.map((row) => [row.provided_id, row.token]));
  } finally {
    db.close();
  }
}

function spawnServer(database: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE: database },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

function send(baseUrl: string, method: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(new URL('/api/user', baseUrl), { method, headers: { ...headers, 'Content-Length': Buffer.byteLength(payload) } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

await main();
