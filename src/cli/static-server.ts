import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { HASHED_ASSETS_CACHE_CONTROL, HASHED_ASSETS_PREFIX } from '../core/agents/host-rules.ts';
import { markdownContentType, negotiatePageFormat } from '../core/agents/negotiate.ts';
import { markdownPathOf, pagePathOf } from '../core/agents/page-urls.ts';
import type { ProxyHandler } from '../integration/proxy/handler.ts';
import type { McpEndpoint } from '../serve/mcp-endpoint.ts';
import { allowedHostNames, refuseForeignHost } from './host-guard.ts';

/** The Content-Type of a file by its extension, for what a site serves. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.pdf': 'application/pdf', '.mp4': 'video/mp4', '.webm': 'video/webm',
  '.wasm': 'application/wasm', '.pf_meta': 'application/octet-stream',
};

/** Finds the file for a URL path the way static hosts do: the file, or the folder's index.html. */
function resolveFile(root: string, urlPath: string): string | undefined {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * A page's Markdown copy, when the request is for a page (its HTML file) that has one: sent
 * instead of the page when the Accept header prefers it (core/agents/negotiate.ts).
 */
function markdownTwin(root: string, urlPath: string, file: string): string | undefined {
  if (extname(file) !== '.html') return undefined;
  const pagePath = pagePathOf(urlPath);
  if (!pagePath) return undefined;
  // resolveFile takes a URL path: the page path is decoded.
  const twin = resolveFile(root, encodeURI(markdownPathOf(pagePath)));
  return twin?.endsWith('.md') ? twin : undefined;
}

export interface StaticServerOptions {
  /** The API playground's proxy, at its path (src/integration/proxy/handler.ts). */
  proxy?: ProxyHandler;
  /** The MCP server and its discovery card (src/serve/mcp-endpoint.ts). */
  mcp?: McpEndpoint;
  /** Names answered besides IP addresses, localhost and the listening host (`--host-name`; host-guard.ts). */
  hostNames?: readonly string[];
  /** Cache headers for production: hashed assets for a year, everything else revalidated. */
  cacheHeaders?: boolean;
}

/** Astro's bundled assets have a content hash in their names: they never change. */
function cacheControl(urlPath: string): string {
  return urlPath.startsWith(HASHED_ASSETS_PREFIX) ? HASHED_ASSETS_CACHE_CONTROL : 'public, max-age=0, must-revalidate';
}

/**
 * Serves a built site (`mintaka preview`, `mintaka serve`, and tests). Port 0 picks a free port.
 * Requests for other host names than its own and `hostNames` are refused (host-guard.ts).
 * A page requested with `Accept: text/markdown` (or text/plain first) gets its Markdown copy;
 * every page says so with `Vary: Accept` and `Link` headers.
 */
export function startStaticServer(root: string, port: number, host = '127.0.0.1', options: StaticServerOptions = {}): Promise<{ server: Server; url: string }> {
  const allowedHosts = allowedHostNames({ listenHost: host, hostNames: options.hostNames });
  const server = createServer((req, res) => {
    if (refuseForeignHost(req, res, allowedHosts)) return;
    if (options.proxy?.handle(req, res)) return;
    if (options.mcp?.handle(req, res)) return;
    const urlPath = (req.url ?? '/').split('?')[0]!;
    let file: string | undefined;
    try {
      file = resolveFile(root, urlPath);
    } catch {
      file = undefined;
    }
    const status = file ? 200 : 404;
    file ??= resolveFile(root, '/404.html');
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const headers: Record<string, string> = { 'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'x-content-type-options': 'nosniff' };
    if (options.cacheHeaders) headers['cache-control'] = status === 200 ? cacheControl(urlPath) : 'no-store';
    const twin = status === 200 ? markdownTwin(root, urlPath, file) : undefined;
    if (twin) {
      headers.vary = 'Accept';
      headers.link = `<${encodeURI(markdownPathOf(pagePathOf(urlPath)!))}>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"`;
      const format = negotiatePageFormat(req.headers.accept);
      if (format !== 'html') {
        file = twin;
        headers['content-type'] = markdownContentType(format);
      }
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://${host}:${actual}` });
    });
  });
}
