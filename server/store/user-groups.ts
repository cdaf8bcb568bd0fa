import type { DatabaseSync } from 'node:sqlite';
import { generateUserGroupToken } from '../credentials.ts';
import type { Environment, JsonObject, Principal, UserGroup } from '../types.ts';
import { isUniqueViolation, runInTransaction } from './database.ts';

export interface NewUserGroup {
  providedId: string;
  name: string;
  mapping: Record<string, string>;
  properties: JsonObject | null;
}

export interface UserGroupChanges {
  name?: string;
  mapping?: Record<string, string>;
  /** `null` removes the properties; undefined keeps them. */
  properties?: JsonObject | null;
}

export interface DeleteGuards {
  providedId?: string;
  dataSourceProvidedId?: string;
}

export type DeleteOutcome =
  | { kind: 'deleted' }
  | { kind: 'not_found' }
  | { kind: 'guard_mismatch'; guard: 'user_group_id' | 'data_source_provided_id' };

export class DuplicateUserGroupError extends Error {}

export type UserGroupStore = ReturnType<typeof createUserGroupStore>;

interface UserGroupRow {
  team_id: number;
  account_id: number;
  environment: Environment;
  provided_id: string;
  name: string;
  token: string;
  mapping: string;
  properties: string | null;
}

const columns = 'team_id, account_id, environment, provided_id, name, token, mapping, properties';
const scope = 'account_id = :account_id AND environment = :environment';
// A fresh token colliding with a stored one needs 2^128 tries; the retry only guards the invariant.
const tokenAttempts = 3;

/**
 * User group reads and writes, every one scoped to the caller's account and environment, so a
 * credential can never reach another account's or environment's groups. Every write runs in
 * one transaction: a request sees a group either before or after a write, never half of it.
 */
export function createUserGroupStore(db: DatabaseSync) {
  const statements = {
    selectByProvidedId: db.prepare(`SELECT ${columns} FROM user_groups WHERE ${scope} AND provided_id = :provided_id`),
    selectByToken: db.prepare(`SELECT ${columns} FROM user_groups WHERE ${scope} AND token = :token`),
    insert: db.prepare(
      `INSERT INTO user_groups (account_id, environment, provided_id, name, token, mapping, properties, created_at, updated_at)
       VALUES (:account_id, :environment, :provided_id, :name, :token, :mapping, :properties, :now, :now)
       RETURNING ${columns}`,
    ),
    update: db.prepare(
      `UPDATE user_groups SET name = :name, mapping = :mapping, properties = :properties, updated_at = :now
       WHERE team_id = :team_id RETURNING ${columns}`,
    ),
    updateToken: db.prepare(`UPDATE user_groups SET token = :token, updated_at = :now WHERE team_id = :team_id RETURNING ${columns}`),
    delete: db.prepare('DELETE FROM user_groups WHERE team_id = :team_id'),
  };

  function findByProvidedId(principal: Principal, providedId: string): UserGroup | undefined {
    const row = statements.selectByProvidedId.get({ ...getScope(principal), provided_id: providedId });
    return row && mapRowToUserGroup(row as unknown as UserGroupRow);
  }

  function findByToken(principal: Principal, token: string): UserGroup | undefined {
    const row = statements.selectByToken.get({ ...getScope(principal), token });
    return row && mapRowToUserGroup(row as unknown as UserGroupRow);
  }

  /** Returns the group with this id, creating it when missing; `created` says which. */
  function getOrCreate(principal: Principal, input: NewUserGroup): { group: UserGroup; created: boolean } {
    // Most calls find an existing group: answer those without taking the write lock.
    const existing = findByProvidedId(principal, input.providedId);
    if (existing) return { group: existing, created: false };
    return runInTransaction(db, () => {
      const raced = findByProvidedId(principal, input.providedId);
      if (raced) return { group: raced, created: false };
      return { group: insertWithFreshToken(principal, input), created: true };
    });
  }

  function insertWithFreshToken(principal: Principal, input: NewUserGroup): UserGroup {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const row = statements.insert.get({
          ...getScope(principal),
          provided_id: input.providedId,
          name: input.name,
          token: generateUserGroupToken(),
          mapping: JSON.stringify(input.mapping),
          properties: input.properties === null ? null : JSON.stringify(input.properties),
          now: new Date().toISOString(),
        });
        return mapRowToUserGroup(row as unknown as UserGroupRow);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (findByProvidedId(principal, input.providedId)) throw new DuplicateUserGroupError(input.providedId);
        if (attempt === tokenAttempts) throw error;
      }
    }
  }

  /** Applies the changes to the group with this id; undefined when there is no such group. */
  function update(principal: Principal, providedId: string, changes: UserGroupChanges): UserGroup | undefined {
    return runInTransaction(db, () => {
      const group = findByProvidedId(principal, providedId);
      if (!group) return undefined;
      const properties = changes.properties === undefined ? group.properties : changes.properties;
      const row = statements.update.get({
        team_id: group.teamId,
        name: changes.name ?? group.name,
        mapping: JSON.stringify(changes.mapping ?? group.mapping),
        properties: properties === null ? null : JSON.stringify(properties),
        now: new Date().toISOString(),
      });
      return mapRowToUserGroup(row as unknown as UserGroupRow);
    });
  }

  /** Gives the group holding `currentToken` a new token; undefined when no group holds it. */
  function rotateToken(principal: Principal, currentToken: string): UserGroup | undefined {
    return runInTransaction(db, () => {
      const group = findByToken(principal, currentToken);
      if (!group) return undefined;
      for (let attempt = 1; ; attempt += 1) {
        try {
          const row = statements.updateToken.get({ team_id: group.teamId, token: generateUserGroupToken(), now: new Date().toISOString() });
          return mapRowToUserGroup(row as unknown as UserGroupRow);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt === tokenAttempts) throw error;
        }
      }
    });
  }

  /** Deletes the group holding `currentToken` if every guard that was given matches it. */
  function deleteByToken(principal: Principal, currentToken: string, guards: DeleteGuards): DeleteOutcome {
    return runInTransaction(db, (): DeleteOutcome => {
      const group = findByToken(principal, currentToken);
      if (!group) return { kind: 'not_found' };
      if (guards.providedId !== undefined && guards.providedId !== group.providedId) {
        return { kind: 'guard_mismatch', guard: 'user_group_id' };
      }
      if (guards.dataSourceProvidedId !== undefined && !Object.values(group.mapping).includes(guards.dataSourceProvidedId)) {
        return { kind: 'guard_mismatch', guard: 'data_source_provided_id' };
      }
      statements.delete.run({ team_id: group.teamId });
      return { kind: 'deleted' };
    });
  }

  return { findByProvidedId, findByToken, getOrCreate, update, rotateToken, deleteByToken };
}

function getScope(principal: Principal): { account_id: number; environment: Environment } {
  return { account_id: principal.accountId, environment: principal.environment };
}

function mapRowToUserGroup(row: UserGroupRow): UserGroup {
  return {
    teamId: row.team_id,
    accountId: row.account_id,
    environment: row.environment,
    providedId: row.provided_id,
    name: row.name,
    token: row.token,
    mapping: JSON.parse(row.mapping) as Record<string, string>,
    properties: row.properties === null ? null : (JSON.parse(row.properties) as JsonObject),
  };
}
