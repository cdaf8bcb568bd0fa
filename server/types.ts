/** The two environments an API credential, and every user group it creates, belongs to. */
export const environments = ['Customer', 'Testing'] as const;
export type Environment = (typeof environments)[number];

/** Who is calling: resolved from the API credential, it scopes every store query. */
export interface Principal {
  accountId: number;
  environment: Environment;
}

export type JsonObject = Record<string, unknown>;

/** A user group as stored. */
export interface UserGroup {
  teamId: number;
  accountId: number;
  environment: Environment;
  providedId: string;
  name: string;
  token: string;
  mapping: Record<string, string>;
  properties: JsonObject | null;
}

export function isEnvironment(value: string): value is Environment {
  return (environments as readonly string[]).includes(value);
}
