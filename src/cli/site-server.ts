// `mintaka preview` and `mintaka serve`: a built site, the API playground's proxy and the MCP
// server in one process. Preview is for looking at a build; serve is the same server for
// production: files cached by their kind, a clean stop on SIGTERM, its public URL given.
import { existsSync } from 'node:fs';
import { createProxyHandler } from '../integration/proxy/handler.ts';
import { readProxyTargets } from '../integration/proxy/site-targets.ts';
import { createMcpEndpoint, MCP_PATH } from '../serve/mcp-endpoint.ts';
import { printErrors, step } from './report.ts';
import { startStaticServer } from './static-server.ts';

/** What preview, serve and proxy take alike: where to listen and whom to answer (--host, --allow, --host-name, --trusted-proxy). */
export interface ServingOptions {
  host?: string;
  allow?: string[];
  /** Names answered besides IP addresses and localhost (host-guard.ts). */
  hostNames?: string[];
  /** Reverse proxies whose X-Forwarded-For names the client for the rate limits. */
  trustedProxies?: string[];
}

export interface SiteServerOptions extends ServingOptions {
  outDir: string;
  port: number;
  /** The site's public URL (`--site`): MCP links and the discovery card use it. */
  publicUrl?: string;
  /** Cache headers and a clean stop on SIGTERM/SIGINT (`mintaka serve`). */
  production?: boolean;
}

export async function runSiteServer(options: SiteServerOptions): Promise<number> {
  if (!existsSync(options.outDir)) {
    printErrors(`nothing to serve`, [`${options.outDir} does not exist: run "mintaka build" first (or pass --out DIR)`]);
    return 1;
  }
  // The playground posts to /_mintaka/proxy; it sends only to the base URLs the build listed.
  const proxy = createProxyHandler({ targets: readProxyTargets(options.outDir) ?? [], allow: options.allow, trustedProxies: options.trustedProxies });
  const mcp = createMcpEndpoint({ siteDir: options.outDir, publicUrl: options.publicUrl, trustedProxies: options.trustedProxies });
  const { server, url } = await startStaticServer(options.outDir, options.port, options.host, { proxy, mcp, hostNames: options.hostNames, cacheHeaders: options.production });
  step(`Serving ${options.outDir} at ${url} (MCP server: ${(options.publicUrl ?? url).replace(/\/+$/, '')}${MCP_PATH})`);
  return new Promise<number>((resolve) => {
    if (!options.production) return;
    const stop = () => {
      // Requests in flight finish; idle keep-alive connections do not hold the process.
      server.close(() => void mcp.close().then(() => resolve(0)));
      server.closeIdleConnections();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}
