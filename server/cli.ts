import { parseArgs } from 'node:util';
import { startServer } from './app.ts';
import { readServerConfig } from './config.ts';
import { createAccount, createApiKey, type NewAccount } from './store/accounts.ts';
import { openDatabase } from './store/database.ts';
import { environments, isEnvironment } from './types.ts';

const usage = `Usage:
  node server/main.ts                                       Start the User Group API
  node server/main.ts create-key --env <Customer|Testing> [--account <id>]
                                                            Print a new API credential
  node server/main.ts create-account                        Create another account and print its credentials

Environment: PORT (default 4010), HOST (default 127.0.0.1),
DATABASE (default .mintaka/user-group-api.sqlite), CORS_ORIGINS (comma-separated, or *).`;

/** Runs the command in `args`; returns the process exit code (or never returns while serving). */
export async function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { env: { type: 'string' }, account: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals[0] ?? 'serve';
  if (values.help) return printAndExit(usage, 0);
  const config = readServerConfig(env);
  switch (command) {
    case 'serve':
      return serve(config);
    case 'create-key':
      return createKeyCommand(config.database, values.env, values.account);
    case 'create-account':
      return createAccountCommand(config.database);
    default:
      return printAndExit(`Unknown command "${command}".\n\n${usage}`, 1);
  }
}

async function serve(config: ReturnType<typeof readServerConfig>): Promise<number> {
  const server = await startServer(config);
  if (server.firstAccount) {
    console.log(`Created account ${server.firstAccount.accountId} with one API credential per environment.`);
    printCredentials(server.firstAccount);
  }
  console.log(`User Group API listening on ${server.url} (database ${config.database})`);
  return new Promise<number>((resolve) => {
    const stop = () => server.close().then(() => resolve(0), () => resolve(1));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

function createKeyCommand(database: string, environment: string | undefined, account: string | undefined): number {
  if (environment === undefined || !isEnvironment(environment)) {
    return printAndExit(`--env must be one of ${environments.join(', ')} (got ${environment === undefined ? 'nothing' : `"${environment}"`}).`, 1);
  }
  const accountId = account === undefined ? undefined : Number(account);
  if (accountId !== undefined && !Number.isInteger(accountId)) return printAndExit(`--account must be an account id (got "${account}").`, 1);
  const db = openDatabase(database);
  try {
    const created = createApiKey(db, environment, accountId);
    console.log(`New ${environment} API credential for account ${created.accountId} (shown only now; it is stored hashed):`);
    console.log(`  ${environment}: ${created.key}`);
    return 0;
  } catch (error) {
    return printAndExit((error as Error).message, 1);
  } finally {
    db.close();
  }
}

function createAccountCommand(database: string): number {
  const db = openDatabase(database);
  try {
    const account = createAccount(db);
    console.log(`Created account ${account.accountId}.`);
    printCredentials(account);
    return 0;
  } finally {
    db.close();
  }
}

function printCredentials(account: NewAccount): void {
  console.log('These credentials are shown only now (they are stored hashed); keep them somewhere safe:');
  for (const environment of environments) console.log(`  ${environment}: ${account.keys[environment]}`);
}

function printAndExit(message: string, code: number): number {
  (code === 0 ? console.log : console.error)(message);
  return code;
}
