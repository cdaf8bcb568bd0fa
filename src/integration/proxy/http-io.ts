// How the proxy endpoint reads its envelope and writes its answers, with limits that hold
// against a client that keeps sending: an envelope over the limit is refused when the limit
// is passed (not read to its end), and a refused request's body is not read at all.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROXY_MARKER_HEADER, type ProxyError } from '../../core/proxy/types.ts';
import type { ForwardAnswer } from './forward.ts';

/** The request body as text, or `ok: false` as soon as it is known to pass `limit` bytes. */
export function readBodyWithin(req: IncomingMessage, limit: number): Promise<{ ok: true; text: string } | { ok: false }> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve({ ok: false });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (result: { ok: true; text: string } | { ok: false }) => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) return void chunks.push(chunk);
      req.pause();
      settle({ ok: false });
    };
    const onEnd = () => settle({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    const onError = () => settle({ ok: false });
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', [PROXY_MARKER_HEADER]: '1' };

export function writeFailure(res: ServerResponse, status: number, error: ProxyError, extra: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { ...JSON_HEADERS, ...extra });
  res.end(JSON.stringify({ ok: false, error }));
}

/** Resolves once `res` can take more, or is gone. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}

/**
 * Writes a successful answer as the playground reads it (`ProxySuccess`, body in base64),
 * chunk by chunk as the reader takes it: each chunk is let go (and `release`d from the
 * memory budget) once encoded and written, and no whole-body copy, base64 text or JSON text
 * is ever made. Base64 needs no escaping inside a JSON string.
 */
export async function writeSuccess(res: ServerResponse, answer: Extract<ForwardAnswer, { ok: true }>, release: (bytes: number) => void): Promise<void> {
  if (res.headersSent) return;
  res.writeHead(200, JSON_HEADERS);
  const { body, ...rest } = answer;
  res.write(`${JSON.stringify(rest).slice(0, -1)},"body":"`);
  let carry: Buffer = Buffer.alloc(0);
  for (let i = 0; i < body.length; i++) {
    const chunk = body[i]!;
    body[i] = EMPTY;
    const joined = carry.byteLength > 0 ? Buffer.concat([carry, chunk]) : chunk;
    // Whole groups of three bytes encode without padding, so the pieces join into one base64 text.
    const whole = joined.byteLength - (joined.byteLength % 3);
    const more = res.write(joined.subarray(0, whole).toString('base64'));
    carry = Buffer.from(joined.subarray(whole));
    release(chunk.byteLength);
    if (!more) await drained(res);
    if (res.destroyed) return;
  }
  res.end(`${carry.toString('base64')}"}`);
}

const EMPTY = Buffer.alloc(0);
