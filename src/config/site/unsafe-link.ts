// Which link URLs would run code: the config's schema refuses them, pages never draw them.

const UNSAFE_LINK_SCHEMES = new Set(['javascript', 'data', 'vbscript']);

/**
 * Whether following `url` would run code or open inline content (`javascript:`, `data:`,
 * `vbscript:`), read as a browser reads it: case-insensitive, after leading spaces and control
 * characters, with tabs and line breaks anywhere removed (WHATWG URL parsing).
 */
export function isUnsafeLinkUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1];
  return scheme !== undefined && UNSAFE_LINK_SCHEMES.has(scheme.toLowerCase());
}
