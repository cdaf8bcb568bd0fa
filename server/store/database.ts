import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

// Bump when the schema changes, and add the step to `migrations`.
const migrations: string[] = [
  `CREATE TABLE accounts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at TEXT NOT NULL
   );
   CREATE TABLE api_keys (
     key_id TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts (id),
     environment TEXT NOT NULL CHECK (environment IN ('Customer', 'Testing')),
     secret_hash BLOB NOT NULL,
     created_at TEXT NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE user_groups (
     team_id INTEGER PRIMARY KEY AUTOINCREMENT,
     account_id INTEGER NOT NULL REFERENCES accounts (id),
     environment TEXT NOT NULL CHECK (environment IN ('Customer', 'Testing')),
     provided_id TEXT NOT NULL,
     name TEXT NOT NULL,
     token TEXT NOT NULL UNIQUE,
     mapping TEXT NOT NULL,
     properties TEXT,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     UNIQUE (account_id, environment, provided_id)
   );`,
];

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to date.
 * WAL lets readers run beside the single writer; synchronous=FULL makes every committed
 * transaction survive a crash or power loss before the server acknowledges it.
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  migrateDatabase(db);
  return db;
}

function migrateDatabase(db: DatabaseSync): void {
  runInTransaction(db, () => {
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    for (const step of migrations.slice(version)) db.exec(step);
    if (version < migrations.length) db.exec(`PRAGMA user_version = ${migrations.length}`);
  });
}

/**
 * Runs `work` in one write transaction. BEGIN IMMEDIATE takes the write lock up front, so a
 * read-then-write (get-or-create, rotate) cannot interleave with another writer, even one in
 * another process sharing the file.
 */
export function runInTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** SQLite's extended result code for a UNIQUE constraint violation. */
export const sqliteConstraintUnique = 2067;

export function isUniqueViolation(error: unknown): boolean {
  return (error as { errcode?: number } | null)?.errcode === sqliteConstraintUnique;
}
