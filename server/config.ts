import { parseCorsOrigins } from './cors.ts';

export interface ServerConfig {
  port: number;
  host: string;
  database: string;
  corsOrigins: string[];
}

export const defaultPort = 4010;
export const defaultDatabase = '.mintaka/user-group-api.sqlite';

/** Reads PORT, HOST, DATABASE and CORS_ORIGINS; a bad value is an error that names it. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  return {
    port: readPort(env.PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    database: env.DATABASE?.trim() || defaultDatabase,
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  };
}

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultPort;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535 (got "${value}").`);
  }
  return port;
}
