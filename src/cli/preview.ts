import { runSiteServer } from './site-server.ts';

/** `mintaka preview`: a built site with the playground's proxy and the MCP server (site-server.ts). */
export function runPreview(options: { outDir: string; port: number; host?: string; allow?: string[] }): Promise<number> {
  return runSiteServer(options);
}
