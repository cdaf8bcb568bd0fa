// OpenAPI parameter serialization (style / explode) into name-value pairs and path segments.
// Browser-safe: the playground uses it through operationToHar.
import type { HarNameValue } from './har-types.ts';

export function stringifyScalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Query parameters: form (default, exploded), spaceDelimited, pipeDelimited, deepObject. */
export function serializeQuery(name: string, value: unknown, style = 'form', explode = style === 'form'): HarNameValue[] {
  if (Array.isArray(value)) {
    if (explode) return value.map((item) => ({ name, value: stringifyScalar(item) }));
    const separator = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
    return [{ name, value: value.map(stringifyScalar).join(separator) }];
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (style === 'deepObject') return entries.map(([key, item]) => ({ name: `${name}[${key}]`, value: stringifyScalar(item) }));
    if (explode) return entries.map(([key, item]) => ({ name: key, value: stringifyScalar(item) }));
    return [{ name, value: entries.flatMap(([key, item]) => [key, stringifyScalar(item)]).join(',') }];
  }
  return [{ name, value: stringifyScalar(value) }];
}

/** Header values: simple style. */
export function serializeSimple(value: unknown, explode = false, encode: (text: string) => string = (text) => text): string {
  if (Array.isArray(value)) return value.map((item) => encode(stringifyScalar(item))).join(',');
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    return explode
      ? entries.map(([key, item]) => `${encode(key)}=${encode(stringifyScalar(item))}`).join(',')
      : entries.flatMap(([key, item]) => [encode(key), encode(stringifyScalar(item))]).join(',');
  }
  return encode(stringifyScalar(value));
}

/** A path parameter's URL segment: simple (default), label (`.x`) or matrix (`;name=x`). */
export function serializePathSegment(name: string, value: unknown, style = 'simple', explode = false): string {
  const encoded = serializeSimple(value, explode, encodeUriStrict);
  if (style === 'label') return `.${explode ? encoded.replace(/,/g, '.') : encoded}`;
  if (style === 'matrix') {
    if (Array.isArray(value) && explode) return value.map((item) => `;${name}=${encodeUriStrict(stringifyScalar(item))}`).join('');
    return `;${name}=${encoded}`;
  }
  return encoded;
}

export function encodeQueryString(pairs: HarNameValue[]): string {
  return pairs.map(({ name, value }) => `${encodeUriStrict(name)}=${encodeUriStrict(value)}`).join('&');
}

/**
 * encodeURIComponent plus ! ' ( ) *: browsers' URL parser escapes ' in query strings, so
 * escaping it here makes every client (fetch, curl, requests…) send the same bytes.
 */
export function encodeUriStrict(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
