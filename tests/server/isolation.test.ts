import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/store/accounts.ts';
import { openDatabase } from '../../server/store/database.ts';
import { createClient } from './helpers/http.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

// A credential sees only the groups of its own account and environment: others behave as if
// they did not exist, and stay untouched.

let server: TestServer;
let testing: ReturnType<typeof createClient>;
let customer: ReturnType<typeof createClient>;
let otherAccount: ReturnType<typeof createClient>;

beforeAll(async () => {
  server = await startTestServer();
  testing = createClient(server.url, server.keys.Testing);
  customer = createClient(server.url, server.keys.Customer);
  const db = openDatabase(server.database);
  try {
    otherAccount = createClient(server.url, createAccount(db).keys.Testing);
  } finally {
    db.close();
  }
});
afterAll(() => server?.dispose());

describe('environments', () => {
  it('lets Customer and Testing each have a group with the same user_group_id, tagged by environment', async () => {
    const inTesting = await testing.getOrCreate({ user_group_id: 'shared-id', name: 'Test copy' });
    const inCustomer = await customer.getOrCreate({ user_group_id: 'shared-id', name: 'Production' });
    expect(inTesting.status).toBe(201);
    expect(inCustomer.status).toBe(201);
    expect(inCustomer.body.user_group.token).not.toBe(inTesting.body.user_group.token);
    expect((await customer.update({ user_group_id: 'shared-id' })).body.user_group).toMatchObject({
      name: 'Production',
      api_environment_tag: 'Customer',
    });
    expect((await testing.update({ user_group_id: 'shared-id' })).body.user_group).toMatchObject({
      name: 'Test copy',
      api_environment_tag: 'Testing',
    });
  });

  it('never lets a Testing credential touch a Customer group', async () => {
    const created = await customer.getOrCreate({ user_group_id: 'customer-only', name: 'Customer', mapping: { s: 'ds' } });
    const token = created.body.user_group.token;
    expect((await testing.update({ user_group_id: 'customer-only', name: 'Hijacked' })).status).toBe(404);
    expect((await testing.rotate({ current_token: token })).status).toBe(404);
    expect((await testing.remove({ current_token: token })).status).toBe(404);
    const after = await customer.getOrCreate({ user_group_id: 'customer-only', name: 'x' });
    expect(after.status).toBe(200);
    expect(after.body.user_group).toMatchObject({ token, name: 'Customer' });
  });
});

describe('accounts', () => {
  it('never lets one account see or change another account\'s groups', async () => {
    const created = await testing.getOrCreate({ user_group_id: 'account-one', name: 'Mine', properties: { secret: true } });
    const token = created.body.user_group.token;
    const elsewhere = await otherAccount.getOrCreate({ user_group_id: 'account-one', name: 'Theirs' });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.user_group).toMatchObject({ name: 'Theirs', properties: null });
    expect(elsewhere.body.user_group.token).not.toBe(token);
    expect((await otherAccount.rotate({ current_token: token })).status).toBe(404);
    expect((await otherAccount.remove({ current_token: token })).status).toBe(404);
    const mine = await testing.getOrCreate({ user_group_id: 'account-one', name: 'x' });
    expect(mine.body.user_group).toMatchObject({ token, name: 'Mine', properties: { secret: true } });
  });
});
