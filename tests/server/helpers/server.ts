import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, type ServerOptions, startServer } from '../../../server/app.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface TestServer extends RunningServer {
  database: string;
  keys: { Customer: string; Testing: string };
  /** Closes the server and removes its temporary database. */
  dispose: () => Promise<void>;
}

export async function createTempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'user-group-api-'));
}

/** Starts the API in this process on a free port with a new temporary database. */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dir = await createTempDir();
  const database = join(dir, 'api.sqlite');
  const server = await startServer({ port: 0, database, ...options });
  if (!server.firstAccount) throw new Error('A new database should create the first account.');
  return {
    ...server,
    database,
    keys: server.firstAccount.keys,
    dispose: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface ChildServer {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Runs `node server/main.ts` as a child process, as `npm run server` does, and waits until it listens. */
export function spawnServer(database: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATABASE: database, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
}

/** Reads the credentials that the first start prints. */
export function parsePrintedKeys(output: string): { Customer: string; Testing: string } {
  const customer = /Customer: (ugk_\S+)/.exec(output)?.[1];
  const testing = /Testing: (ugk_\S+)/.exec(output)?.[1];
  if (!customer || !testing) throw new Error(`No credentials printed:\n${output}`);
  return { Customer: customer, Testing: testing };
}

/** Kills the child with `signal` and waits for it to be gone. */
export function killServer(server: ChildServer, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}
