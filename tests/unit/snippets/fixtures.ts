import type { HarRequest } from '../../../src/core/openapi/index.ts';

/** Every character that breaks naive quoting: quotes, $, backslashes, backticks, newlines, tabs, non-ASCII. */
export const TRICKY = 'It\'s "quoted" $HOME \\back\\slash `tick` $(id) ${x} #{y} %s\nline two\ttab ünï €';
/** Header values cannot hold newlines; everything else is here. */
export const TRICKY_HEADER = 'it\'s "$x" \\ `y` #{z}';

export function trickyHar(baseUrl = 'https://api.example.com', method = 'POST'): HarRequest {
  const body = { text: TRICKY, count: 2, ok: true, none: null, list: [1.5, 'two'], nested: { empty: {}, none: [] } };
  return {
    method,
    url: `${baseUrl}/v1/items/a%27b?q=${encodeURIComponent(TRICKY).replace(/'/g, '%27')}&page=2`,
    httpVersion: 'HTTP/1.1',
    headers: [
      { name: 'Authorization', value: 'Bearer <token>' },
      { name: 'X-Note', value: TRICKY_HEADER },
      { name: 'Content-Type', value: 'application/json' },
    ],
    queryString: [
      { name: 'q', value: TRICKY },
      { name: 'page', value: '2' },
    ],
    cookies: [{ name: 'session', value: 'abc' }],
    postData: { mimeType: 'application/json', text: JSON.stringify(body, null, 2) },
    headersSize: -1,
    bodySize: -1,
  };
}

export function simpleHar(overrides: Partial<HarRequest> = {}): HarRequest {
  return {
    method: 'GET',
    url: 'https://api.example.com/v1/users',
    httpVersion: 'HTTP/1.1',
    headers: [{ name: 'Authorization', value: 'Bearer <token>' }],
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...overrides,
  };
}
