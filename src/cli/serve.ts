import { runSiteServer, type ServingOptions } from './site-server.ts';

/** `mintaka serve`: preview's server for production (site-server.ts). */
export function runServe(options: ServingOptions & { outDir: string; port: number; site?: string }): Promise<number> {
  const { site, ...serving } = options;
  return runSiteServer({ ...serving, publicUrl: site, production: true });
}
