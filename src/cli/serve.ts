import { runSiteServer } from './site-server.ts';

/** `mintaka serve`: preview's server for production (site-server.ts). */
export function runServe(options: { outDir: string; port: number; host?: string; allow?: string[]; site?: string }): Promise<number> {
  return runSiteServer({ outDir: options.outDir, port: options.port, host: options.host, allow: options.allow, publicUrl: options.site, production: true });
}
