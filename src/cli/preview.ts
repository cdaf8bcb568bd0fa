import { existsSync } from 'node:fs';
import { createProxyHandler } from '../integration/proxy/handler.ts';
import { readProxyTargets } from '../integration/proxy/site-targets.ts';
import { printErrors, step } from './report.ts';
import { startStaticServer } from './static-server.ts';

export async function runPreview(options: { outDir: string; port: number; host?: string; allow?: string[]; hostNames?: string[]; trustedProxies?: string[] }): Promise<number> {
  if (!existsSync(options.outDir)) {
    printErrors(`nothing to preview`, [`${options.outDir} does not exist: run "mintaka build" first (or pass --out DIR)`]);
    return 1;
  }
  // The playground posts to /_mintaka/proxy; it sends only to the base URLs the build listed.
  const proxy = createProxyHandler({ targets: readProxyTargets(options.outDir) ?? [], allow: options.allow, trustedProxies: options.trustedProxies });
  const { url } = await startStaticServer(options.outDir, options.port, options.host, { proxy, hostNames: options.hostNames });
  step(`Serving ${options.outDir} at ${url}`);
  return new Promise<number>(() => {});
}
