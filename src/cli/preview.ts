import { runSiteServer, type ServingOptions } from './site-server.ts';

/** `mintaka preview`: a built site with the playground's proxy and the MCP server (site-server.ts). */
export function runPreview(options: ServingOptions & { outDir: string; port: number }): Promise<number> {
  return runSiteServer(options);
}
