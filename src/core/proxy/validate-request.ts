// The envelope the playground posts, checked field by field before anything is sent: a
// malformed or oversized request is refused with a message, never forwarded half-understood.
import type { HarRequest } from '../openapi/har-types.ts';
import { encodeHarBody } from './har-body.ts';
import { PROXY_LIMITS, type ProxyError } from './types.ts';

export interface OutgoingRequest {
  method: string;
  url: string;
  /** Without hop-by-hop headers, Host and Content-Length (the sender sets those). */
  headers: Array<[string, string]>;
  body?: Uint8Array;
}

export type ValidatedRequest = { ok: true; request: OutgoingRequest } | { ok: false; error: ProxyError };

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Connection-level headers belong to each hop, and these are the proxy's to set.
const DROPPED = new Set(['host', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-connection', 'expect']);

const invalid = (message: string): ValidatedRequest => ({ ok: false, error: { code: 'invalid-request', message } });

// What a header value may hold (RFC 9110 field-value): tab, visible ASCII, space and Latin-1
// text. Control characters (C0, DEL, C1 such as NEL) and anything past U+00FF, the line and
// paragraph separators among them, cannot be sent; Node throws on most of them.
const UNSENDABLE = /[^\t\x20-\x7e\xa0-\xff]/;

/** Why `value` cannot be a header value, or undefined when it can. */
function unsendable(value: string, what: string): string | undefined {
  if (/[\r\n\0]/.test(value)) return `${what} contains a line break`;
  const found = UNSENDABLE.exec(value);
  if (!found) return undefined;
  const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return `${what} contains a character that cannot be sent in an HTTP header (U+${code} at position ${found.index + 1})`;
}

function isNameValueList(value: unknown): value is Array<{ name: string; value: string }> {
  return Array.isArray(value) && value.every((item) => typeof item?.name === 'string' && typeof item?.value === 'string');
}

/** Parses and checks the JSON text of `{ har }`; the body limit is PROXY_LIMITS.requestBodyBytes. */
export function validateProxyEnvelope(text: string, bodyLimit: number = PROXY_LIMITS.requestBodyBytes): ValidatedRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid('the request description is not valid JSON');
  }
  const har = (parsed as { har?: Partial<HarRequest> } | null)?.har;
  if (!har || typeof har !== 'object') return invalid('the request description has no "har" object');
  const method = typeof har.method === 'string' ? har.method.toUpperCase() : '';
  if (!METHODS.has(method)) return invalid(`the method "${String(har.method)}" cannot be sent (GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS)`);
  if (typeof har.url !== 'string' || !/^https?:\/\//i.test(har.url)) return invalid('the request needs an absolute http(s) URL: choose a base URL');
  if (har.headers !== undefined && !isNameValueList(har.headers)) return invalid('"headers" must be a list of {name, value}');
  if (har.cookies !== undefined && !isNameValueList(har.cookies)) return invalid('"cookies" must be a list of {name, value}');

  const headers: Array<[string, string]> = [];
  for (const { name, value } of har.headers ?? []) {
    if (!TOKEN.test(name)) return invalid(`"${name}" is not a valid header name`);
    const problem = unsendable(value, `the value of the header ${name}`);
    if (problem) return invalid(problem);
    if (!DROPPED.has(name.toLowerCase())) headers.push([name, value]);
  }
  const cookies = (har.cookies ?? []).map(({ name, value }) => `${name}=${value}`);
  if (cookies.some((cookie) => /[\r\n\0;]/.test(cookie))) return invalid('a cookie contains a line break or ";"');
  for (const { name, value } of har.cookies ?? []) {
    const problem = unsendable(`${name}=${value}`, `the cookie ${name}`);
    if (problem) return invalid(problem);
  }
  if (cookies.length > 0) {
    const existing = headers.findIndex(([name]) => name.toLowerCase() === 'cookie');
    if (existing >= 0) headers[existing] = [headers[existing]![0], `${headers[existing]![1]}; ${cookies.join('; ')}`];
    else headers.push(['Cookie', cookies.join('; ')]);
  }

  const postData = har.postData;
  if (postData !== undefined && (typeof postData !== 'object' || postData === null || typeof postData.mimeType !== 'string')) return invalid('"postData" needs a mimeType');
  if (postData?.text !== undefined && typeof postData.text !== 'string') return invalid('"postData.text" must be a string');
  const body = encodeHarBody(postData);
  if (body && body.bytes.byteLength > bodyLimit) {
    return { ok: false, error: { code: 'request-too-large', message: `the request body is ${formatBytes(body.bytes.byteLength)}; the proxy sends at most ${formatBytes(bodyLimit)}` } };
  }
  const typeProblem = body && unsendable(body.contentType, 'the media type of the body');
  if (typeProblem) return invalid(typeProblem);
  if (body) {
    const index = headers.findIndex(([name]) => name.toLowerCase() === 'content-type');
    if (index >= 0 && /^multipart\//i.test(body.contentType)) headers[index] = [headers[index]![0], body.contentType];
    else if (index < 0) headers.push(['Content-Type', body.contentType]);
  }
  return { ok: true, request: { method, url: har.url, headers, ...(body ? { body: body.bytes } : {}) } };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
