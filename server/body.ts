import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors.ts';
import { checkJsonDepth, checkJsonValues } from './json-limits.ts';

/** Largest accepted request body: 1 MB, as documented. */
export const bodyLimit = 1024 * 1024;
// Past the limit the rest of the body is read and dropped, so the client (which may still be
// sending) gets the 413 instead of a reset connection. Beyond this much, stop listening.
const drainLimit = 16 * bodyLimit;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Refuses anything but `application/json` (UTF-8), before reading the body. */
export function checkContentType(header: string | undefined): void {
  const [mediaType = '', ...parameters] = (header ?? '').split(';').map((part) => part.trim().toLowerCase());
  const charset = parameters.find((parameter) => parameter.startsWith('charset='))?.slice('charset='.length).replace(/"/g, '');
  if (mediaType === 'application/json' && (charset === undefined || charset === 'utf-8')) return;
  const found = header === undefined ? 'none' : `"${header}"`;
  throw new ApiError(415, 'unsupported_media_type', `Content-Type must be application/json (got ${found}).`, {
    field: 'Content-Type',
  });
}

/**
 * Reads the whole body, refusing one over `limit` bytes with 413. When the rest is not read,
 * the router closes the connection after the answer (src/core/http/close-after-answer.ts).
 */
export function readBody(req: IncomingMessage, limit = bodyLimit): Promise<Buffer> {
  const refuse = () => new ApiError(413, 'body_too_large', `The request body is larger than ${limit} bytes.`);
  // Not worth reading at all: answer now.
  if (Number(req.headers['content-length']) > drainLimit) return Promise.reject(refuse());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (settle: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      settle();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > drainLimit) finish(() => reject(refuse()));
    };
    const onEnd = () => finish(() => (size > limit ? reject(refuse()) : resolve(Buffer.concat(chunks, size))));
    const onError = (error: Error) => finish(() => reject(error));
    const onClose = () => finish(() => reject(new Error('The client closed the connection before sending the whole body.')));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * Parses the body as a JSON object; anything else is a 400 that says what was wrong, as is
 * JSON too deep, or holding what cannot be stored as sent (json-limits.ts).
 */
export function parseJsonObject(body: Buffer): Record<string, unknown> {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new ApiError(400, 'malformed_json', 'The request body is not valid UTF-8 text.');
  }
  if (text.trim() === '') {
    throw new ApiError(400, 'malformed_json', 'The request body is empty; send a JSON object.');
  }
  checkJsonDepth(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, 'malformed_json', `The request body is not valid JSON: ${(error as Error).message}.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const found = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
    throw new ApiError(400, 'invalid_body', `The request body must be a JSON object, not ${found}.`);
  }
  checkJsonValues(value);
  return value as Record<string, unknown>;
}
