// `mintaka proxy [folder]`: only the playground's proxy, for a site served by a static host.
// Route /_mintaka/proxy of the docs origin to it (a reverse proxy rule), so that the playground
// reaches it as same-origin; it answers nothing else.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { ProxyTargetSpec } from '../core/proxy/types.ts';
import { PROXY_MARKER_HEADER, PROXY_PATH, PROXY_TARGETS_FILE } from '../core/proxy/types.ts';
import { compileTargets } from '../core/proxy/targets.ts';
import { loadSite } from '../site/load-site.ts';
import { createProxyHandler } from '../integration/proxy/handler.ts';
import { readProxyTargets, siteProxyTargets } from '../integration/proxy/site-targets.ts';
import { allowedHostNames, refuseForeignHost } from './host-guard.ts';
import { findConfigFile } from '../config/config-file.ts';
import { printErrors, printWarnings, step } from './report.ts';

/** A built site's allowlist, or one computed from a docs folder. */
async function findTargets(folder: string): Promise<{ ok: true; targets: ProxyTargetSpec[] } | { ok: false; errors: string[] }> {
  const built = readProxyTargets(folder);
  if (built) return { ok: true, targets: built };
  if (!findConfigFile(folder)) {
    return { ok: false, errors: [`${folder} has neither ${PROXY_TARGETS_FILE} (a site built by "mintaka build") nor a docs.json or mint.json (a docs folder)`] };
  }
  const loaded = await loadSite(folder, { fetchStars: false });
  if (!loaded.ok) {
    printWarnings(loaded.warnings);
    return { ok: false, errors: loaded.errors };
  }
  return { ok: true, targets: siteProxyTargets(loaded.site) };
}

export async function runProxy(options: { folder: string; port: number; host?: string; allow?: string[]; hostNames?: string[]; trustedProxies?: string[] }): Promise<number> {
  if (!existsSync(options.folder)) {
    printErrors('cannot start the proxy', [`${options.folder} does not exist: pass a built site (mintaka build --out DIR) or a docs folder`]);
    return 1;
  }
  const found = await findTargets(options.folder);
  if (!found.ok) {
    printErrors('cannot start the proxy', found.errors);
    return 1;
  }
  const handler = createProxyHandler({ targets: found.targets, allow: options.allow, trustedProxies: options.trustedProxies });
  const host = options.host ?? '127.0.0.1';
  const allowedHosts = allowedHostNames({ listenHost: host, hostNames: options.hostNames });
  const server = createServer((req, res) => {
    if (refuseForeignHost(req, res, allowedHosts)) return;
    if (handler.handle(req, res)) return;
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', [PROXY_MARKER_HEADER]: '1' }).end(`mintaka proxy answers POST ${PROXY_PATH} only\n`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  // What the proxy will really reach: every server with its variables filled in, then --allow.
  const allowed = compileTargets([...found.targets, ...(options.allow ?? []).map((url) => ({ url, source: '--allow' }))]);
  const targets = [...new Set(allowed.map((t) => `${t.protocol}//${t.host}${t.path}`))];
  step(`Playground proxy at http://${host}:${port}${PROXY_PATH}, sending only to: ${targets.length ? targets.join(', ') : '(no API servers documented)'}`);
  const trust = options.trustedProxies?.length ? '' : ', and start this with --trusted-proxy loopback so that the rate limit counts readers, not nginx';
  step(`Route ${PROXY_PATH} of the docs site to it (same origin), e.g. nginx: location = ${PROXY_PATH} { proxy_pass http://${host}:${port}; proxy_set_header X-Forwarded-For $remote_addr; }${trust}`);
  return new Promise<number>(() => {});
}
