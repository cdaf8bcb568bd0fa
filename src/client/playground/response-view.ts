// The answer, shown: status, time, size, headers and the body (JSON pretty-printed and
// highlighted, images as images, other text as text). A short summary goes to the live region
// so screen readers announce the answer when it arrives. No answer ever becomes a document on
// the docs site's origin: a blob: URL has the page's origin, and "Open image in new tab" on an
// SVG made from one ran the SVG's script there, with the saved API key in reach.
import { highlightJson } from './json-text.ts';
import type { SendResult } from './send-request.ts';

const REASONS: Record<number, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 301: 'Moved Permanently', 302: 'Found', 304: 'Not Modified', 400: 'Bad Request',
  401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 409: 'Conflict', 413: 'Content Too Large', 415: 'Unsupported Media Type',
  422: 'Unprocessable Content', 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Image types browsers only ever draw: shown from a blob: URL, they run nothing even when opened alone. */
const RASTER_IMAGES = new Set(['image/png', 'image/apng', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon']);

function image(src: string, type: string): HTMLImageElement {
  const node = element('img', 'mk-pg-image');
  node.src = src;
  node.alt = `Response image (${type})`;
  return node;
}

/** A data: URL: a document opened from one has no origin, so an SVG's script reaches nothing of the docs site. */
function dataUrl(bytes: Uint8Array, type: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** The bytes as a download only: typed application/octet-stream, a browser saves them and never shows them as a page. */
function download(bytes: Uint8Array, type: string, revoke: string[]): HTMLElement {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/octet-stream' }));
  revoke.push(url);
  const note = element('p', 'mk-pg-muted', `${formatSize(bytes.byteLength)} of ${type || 'binary data'}. `);
  const link = element('a', undefined, 'Download');
  link.href = url;
  link.download = 'response';
  note.append(link);
  return note;
}

function renderBody(bytes: Uint8Array, contentType: string, revoke: string[]): HTMLElement {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (bytes.byteLength === 0) return element('p', 'mk-pg-muted', 'No body.');
  if (RASTER_IMAGES.has(type)) {
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
    revoke.push(url);
    return image(url, type);
  }
  if (type === 'image/svg+xml') return image(dataUrl(bytes, type), type);
  if (type.startsWith('image/')) return download(bytes, type, revoke);
  const textual = /^text\/|json|xml|javascript|ecmascript|x-www-form-urlencoded|yaml|csv|graphql/.test(type) || type === '';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!textual && /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text.slice(0, 1000))) return download(bytes, type, revoke);
  const pre = element('pre', 'mk-pg-code');
  const code = element('code');
  let pretty: string | undefined;
  if (/json/.test(type) || /^\s*[[{]/.test(text)) {
    try {
      pretty = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      pretty = undefined;
    }
  }
  if (pretty !== undefined) code.innerHTML = highlightJson(pretty);
  else code.textContent = text;
  pre.append(code);
  pre.tabIndex = 0;
  pre.setAttribute('aria-label', 'Response body');
  return pre;
}

/** Shows `result` in `container` and announces it in `live`; returns object URLs to revoke later. */
export function renderResponse(container: HTMLElement, live: HTMLElement, result: SendResult): string[] {
  const revoke: string[] = [];
  container.replaceChildren();
  container.hidden = false;
  if (!result.ok) {
    const box = element('div', 'mk-pg-error');
    box.append(element('strong', undefined, result.error.code === 'cancelled' ? 'Cancelled' : 'Could not send the request'), element('p', undefined, capitalise(result.error.message)));
    container.append(box);
    live.textContent = `${result.error.code === 'cancelled' ? 'Cancelled' : 'Request failed'}: ${result.error.message}`;
    return revoke;
  }
  const reason = result.statusText || REASONS[result.status] || '';
  const contentType = result.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const head = element('div', 'mk-pg-response-head');
  const status = element('span', `mk-pg-status mk-pg-status-${String(result.status)[0]}xx`, `${result.status} ${reason}`.trim());
  head.append(status, element('span', 'mk-pg-muted', `${result.timeMs} ms`), element('span', 'mk-pg-muted', formatSize(result.body.byteLength)));
  if (result.via === 'direct') head.append(element('span', 'mk-pg-muted', 'sent from your browser'));
  const headers = element('details', 'mk-pg-headers');
  headers.append(element('summary', undefined, `Response headers (${result.headers.length})`));
  const list = element('dl');
  for (const [name, value] of result.headers) list.append(element('dt', undefined, name), element('dd', undefined, value));
  headers.append(list);
  container.append(head, headers, renderBody(result.body, contentType, revoke));
  live.textContent = `Response ${result.status} ${reason}, ${result.timeMs} milliseconds.`;
  return revoke;
}

/** A message as a sentence; one that starts with a URL keeps it as written. */
function capitalise(text: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
