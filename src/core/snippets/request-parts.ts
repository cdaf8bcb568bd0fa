// What every generator needs from a HAR request, read once: the headers to send (cookies
// folded into one Cookie header) and the body by kind.
import type { JsonValue } from '../openapi/document-types.ts';
import type { HarNameValue, HarPostParam, HarRequest } from '../openapi/har-types.ts';

export type RequestBody =
  | { kind: 'none' }
  /** `text` is the exact body; `value` the parsed JSON, for languages that write it natively. */
  | { kind: 'json'; mimeType: string; text: string; value: JsonValue }
  | { kind: 'text'; mimeType: string; text: string }
  | { kind: 'urlencoded'; mimeType: string; text: string; params: HarNameValue[] }
  /** Multipart: the client library writes Content-Type with its boundary, so it is not in headers. */
  | { kind: 'multipart'; mimeType: string; params: HarPostParam[] };

export interface RequestParts {
  method: string;
  url: string;
  headers: HarNameValue[];
  body: RequestBody;
}

export function readHarRequest(har: HarRequest): RequestParts {
  const body = readBody(har);
  let headers = [...har.headers];
  if (har.cookies.length > 0 && !headers.some((h) => h.name.toLowerCase() === 'cookie')) {
    headers.push({ name: 'Cookie', value: har.cookies.map((c) => `${c.name}=${c.value}`).join('; ') });
  }
  if (body.kind === 'multipart') headers = headers.filter((h) => h.name.toLowerCase() !== 'content-type');
  return { method: har.method.toUpperCase(), url: har.url, headers, body };
}

function readBody(har: HarRequest): RequestBody {
  const post = har.postData;
  if (!post) return { kind: 'none' };
  const mimeType = post.mimeType;
  const lower = mimeType.toLowerCase();
  if (lower.startsWith('multipart/')) return { kind: 'multipart', mimeType, params: post.params ?? [] };
  if (lower.startsWith('application/x-www-form-urlencoded') && post.params) {
    const params = post.params.map((p) => ({ name: p.name, value: p.value ?? '' }));
    const text = post.text ?? new URLSearchParams(params.map((p) => [p.name, p.value])).toString();
    return { kind: 'urlencoded', mimeType, text, params };
  }
  const text = post.text ?? '';
  if (lower.includes('json')) {
    try {
      return { kind: 'json', mimeType, text, value: JSON.parse(text) as JsonValue };
    } catch {
      // Not valid JSON (a playground draft): send it as typed.
    }
  }
  return { kind: 'text', mimeType, text };
}

export function bodyText(body: RequestBody): string | undefined {
  return body.kind === 'json' || body.kind === 'text' || body.kind === 'urlencoded' ? body.text : undefined;
}

/** Placeholder content for a file part: samples upload `fileName` from disk where they can. */
export const FILE_PLACEHOLDER_CONTENT = 'file contents';
