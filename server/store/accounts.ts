import type { DatabaseSync } from 'node:sqlite';
import { generateApiKey } from '../credentials.ts';
import { environments, type Environment } from '../types.ts';
import { runInTransaction } from './database.ts';

export interface StoredApiKey {
  accountId: number;
  environment: Environment;
  secretHash: Uint8Array;
}

export interface NewAccount {
  accountId: number;
  /** The plain credentials, one per environment; they exist only here and are stored hashed. */
  keys: Record<Environment, string>;
}

export type ApiKeyFinder = (keyId: string) => StoredApiKey | undefined;

/** Returns a lookup of API credentials by key id, with its statement prepared once. */
export function createApiKeyFinder(db: DatabaseSync): ApiKeyFinder {
  const select = db.prepare('SELECT account_id, environment, secret_hash FROM api_keys WHERE key_id = ?');
  return (keyId) => {
    const row = select.get(keyId) as { account_id: number; environment: Environment; secret_hash: Uint8Array } | undefined;
    return row && { accountId: row.account_id, environment: row.environment, secretHash: row.secret_hash };
  };
}

/** Creates an account with one API credential per environment. */
export function createAccount(db: DatabaseSync): NewAccount {
  return runInTransaction(db, () => insertAccountWithKeys(db));
}

/**
 * On an empty database, creates the first account and returns its credentials; otherwise
 * returns undefined. Checked inside the write transaction, so two servers starting on the same
 * new file create one account between them.
 */
export function createFirstAccount(db: DatabaseSync): NewAccount | undefined {
  return runInTransaction(db, () => {
    const row = db.prepare('SELECT count(*) AS count FROM accounts').get() as { count: number };
    return row.count === 0 ? insertAccountWithKeys(db) : undefined;
  });
}

/** Creates another API credential for an account (the first account when none is named). */
export function createApiKey(db: DatabaseSync, environment: Environment, accountId?: number): { accountId: number; key: string } {
  return runInTransaction(db, () => {
    const account = (
      accountId === undefined
        ? db.prepare('SELECT id FROM accounts ORDER BY id LIMIT 1').get()
        : db.prepare('SELECT id FROM accounts WHERE id = ?').get(accountId)
    ) as { id: number } | undefined;
    if (!account) {
      throw new Error(accountId === undefined ? 'The database has no account yet; start the server once first.' : `No account with id ${accountId}.`);
    }
    return { accountId: account.id, key: insertApiKey(db, account.id, environment) };
  });
}

function insertAccountWithKeys(db: DatabaseSync): NewAccount {
  const { lastInsertRowid } = db.prepare('INSERT INTO accounts (created_at) VALUES (?)').run(new Date().toISOString());
  const accountId = Number(lastInsertRowid);
  const keys = Object.fromEntries(environments.map((environment) => [environment, insertApiKey(db, accountId, environment)]));
  return { accountId, keys: keys as Record<Environment, string> };
}

function insertApiKey(db: DatabaseSync, accountId: number, environment: Environment): string {
  const apiKey = generateApiKey(environment);
  db.prepare('INSERT INTO api_keys (key_id, account_id, environment, secret_hash, created_at) VALUES (?, ?, ?, ?, ?)').run(
    apiKey.keyId,
    accountId,
    environment,
    apiKey.secretHash,
    new Date().toISOString(),
  );
  return apiKey.key;
}
