import type { ServerResponse } from 'node:http';
import { type ApiError, toErrorBody } from './errors.ts';

/** Writes a JSON response; every response of the API goes through here. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    // Responses carry tokens: never let a proxy or the browser cache them.
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(payload);
}

export function sendError(res: ServerResponse, error: ApiError): void {
  sendJson(res, error.status, toErrorBody(error), error.headers);
}
