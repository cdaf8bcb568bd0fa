// Base URLs: operation servers, else path servers, else document servers, else the site's
// `api.baseUrl`.
import type { ServerObject } from './document-types.ts';
import { isPlainObject } from './issues.ts';
import type { ServerView } from './view-types.ts';

export function buildServers(candidates: unknown[], fallbackUrls: string[]): ServerView[] {
  for (const list of candidates) {
    if (!Array.isArray(list)) continue;
    const servers = list.filter((server): server is ServerObject => isPlainObject(server) && typeof server.url === 'string');
    if (servers.length > 0) return servers.map(describeServer);
  }
  return fallbackUrls.map((url) => ({ url, variables: [] }));
}

function describeServer(server: ServerObject): ServerView {
  const variables = Object.entries(isPlainObject(server.variables) ? server.variables : {}).map(([name, variable]) => ({
    name,
    default: variable?.default === undefined ? '' : String(variable.default),
    ...(Array.isArray(variable?.enum) ? { enum: variable.enum.map(String) } : {}),
    ...(typeof variable?.description === 'string' ? { description: variable.description } : {}),
  }));
  return { url: server.url, ...(typeof server.description === 'string' ? { description: server.description } : {}), variables };
}

/** Fills `{variables}` in a server URL; missing values use the variable's default. */
export function expandServerUrl(server: ServerView, values: Record<string, string> = {}): string {
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables.find((v) => v.name === name);
    return values[name] ?? variable?.default ?? whole;
  });
}
