import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultCorsOrigins } from './cors.ts';
import { createApiKeyFinder, createFirstAccount, type NewAccount } from './store/accounts.ts';
import { openDatabase } from './store/database.ts';
import { createUserGroupStore } from './store/user-groups.ts';
import { createRequestListener } from './router.ts';

const closeGraceMs = 1_000;

export interface ServerOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Path of the SQLite file (created if missing). */
  database: string;
  /** Interface to listen on. Loopback by default: this is a development server. */
  host?: string;
  /** Origins allowed to call the API from a browser. */
  corsOrigins?: string[];
  /** Largest request body in bytes. */
  bodyLimit?: number;
}

export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:4010`. */
  url: string;
  port: number;
  /** The first account and its credentials, when this start created them (empty database). */
  firstAccount: NewAccount | undefined;
  /** Stops accepting requests, ends open connections and closes the database. */
  close: () => Promise<void>;
}

/** Starts the User Group API on an HTTP server. Used by `node server/main.ts` and by the tests. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const db = openDatabase(options.database);
  const firstAccount = createFirstAccount(db);
  const listener = createRequestListener({
    findApiKey: createApiKeyFinder(db),
    userGroups: createUserGroupStore(db),
    corsOrigins: options.corsOrigins ?? defaultCorsOrigins,
    bodyLimit: options.bodyLimit,
  });
  const server = createServer({ requestTimeout: 30_000 }, listener);
  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  function close(): Promise<void> {
    closing ??= new Promise<void>((resolve, reject) => {
      // Requests in flight may finish; idle keep-alive connections close now.
      const grace = setTimeout(() => server.closeAllConnections(), closeGraceMs).unref();
      server.close((error) => {
        clearTimeout(grace);
        // Each write commits before its response is sent, so nothing acknowledged is pending.
        db.close();
        if (error) reject(error);
        else resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  }

  return { url: `http://${urlHost}:${port}`, port, firstAccount, close };
}
