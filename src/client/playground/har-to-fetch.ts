// HAR → fetch(): the playground's request as the browser sends it directly. Browsers refuse
// some requests outright (a body on GET, cookies for another site, headers such as Host);
// browserLimits names them, so that those go through the docs site's proxy instead.
import type { HarRequest } from '../../core/openapi/har-types.ts';

// https://fetch.spec.whatwg.org/#forbidden-request-header
const FORBIDDEN = new Set([
  'accept-charset', 'accept-encoding', 'access-control-request-headers', 'access-control-request-method', 'connection', 'content-length', 'cookie',
  'cookie2', 'date', 'dnt', 'expect', 'host', 'keep-alive', 'origin', 'referer', 'set-cookie', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'via',
]);

/** Why a browser cannot send this request itself (empty: it can). */
export function browserLimits(har: HarRequest): string[] {
  const reasons: string[] = [];
  if ((har.method === 'GET' || har.method === 'HEAD') && har.postData) reasons.push(`browsers cannot send a body with ${har.method}`);
  if (har.cookies.length > 0) reasons.push('browsers do not let a page set cookies for another site');
  for (const { name } of har.headers) {
    const lower = name.toLowerCase();
    if (FORBIDDEN.has(lower) || lower.startsWith('proxy-') || lower.startsWith('sec-')) reasons.push(`browsers do not let a page set the ${name} header`);
  }
  return reasons;
}

export function harToFetch(har: HarRequest): { url: string; init: RequestInit } {
  const headers: Array<[string, string]> = har.headers.filter(({ name }) => !FORBIDDEN.has(name.toLowerCase())).map(({ name, value }) => [name, value]);
  const init: RequestInit = { method: har.method, headers, redirect: 'follow', credentials: 'omit' };
  const data = har.postData;
  if (data && har.method !== 'GET' && har.method !== 'HEAD') {
    if (data.text !== undefined && !/^multipart\//i.test(data.mimeType)) init.body = data.text;
    else if (/^multipart\//i.test(data.mimeType)) {
      const form = new FormData();
      for (const param of data.params ?? []) {
        if (param.fileName !== undefined) form.append(param.name, new Blob([param.value ?? ''], { type: param.contentType ?? 'application/octet-stream' }), param.fileName);
        else form.append(param.name, param.value ?? '');
      }
      init.body = form;
      // The browser writes the multipart Content-Type itself, with its boundary.
      init.headers = headers.filter(([name]) => name.toLowerCase() !== 'content-type');
    } else init.body = new URLSearchParams((data.params ?? []).map((param) => [param.name, param.value ?? '']));
  }
  return { url: har.url, init };
}
