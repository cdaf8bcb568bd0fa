import type { IncomingMessage, ServerResponse } from 'node:http';

/** The docs dev server, where the API playground runs. */
export const defaultCorsOrigins = ['http://localhost:4321', 'http://127.0.0.1:4321'];

export const allowedMethods = 'GET, PUT, POST, DELETE, OPTIONS';

/** Reads `CORS_ORIGINS` (comma-separated origins, or `*` for any). */
export function parseCorsOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return defaultCorsOrigins;
  return value.split(',').map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean);
}

/**
 * Lets allowed origins read the response. Set on every response, errors included, so the
 * playground can show why a call failed.
 */
export function applyCorsHeaders(req: IncomingMessage, res: ServerResponse, origins: string[]): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin !== undefined && (origins.includes('*') || origins.includes(origin))) {
    res.setHeader('Access-Control-Allow-Origin', origin);
  }
}

/** Answers a preflight. Origins that are not allowed get no CORS headers, so the browser blocks them. */
export function answerPreflight(res: ServerResponse): void {
  if (res.hasHeader('Access-Control-Allow-Origin')) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, POST, DELETE');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.setHeader('Allow', allowedMethods);
  res.writeHead(204);
  res.end();
}
