import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { ProxyHandler } from '../integration/proxy/handler.ts';
import { allowedHostNames, refuseForeignHost } from './host-guard.ts';

const TYPES: Record<string, string> = {
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
 * Serves a built site (`mintaka preview`, and tests). Port 0 picks a free port. With `proxy`,
 * the API playground's proxy answers at its path (see src/integration/proxy/handler.ts).
 * Requests for other host names than its own and `hostNames` are refused (host-guard.ts).
 */
export function startStaticServer(root: string, port: number, host = '127.0.0.1', options: { proxy?: ProxyHandler; hostNames?: readonly string[] } = {}): Promise<{ server: Server; url: string }> {
  const allowedHosts = allowedHostNames({ listenHost: host, hostNames: options.hostNames });
  const server = createServer((req, res) => {
    if (refuseForeignHost(req, res, allowedHosts)) return;
    if (options.proxy?.handle(req, res)) return;
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
    res.writeHead(status, { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' });
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
