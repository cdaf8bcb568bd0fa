import { existsSync } from 'node:fs';
import { printErrors, step } from './report.ts';
import { startStaticServer } from './static-server.ts';

export async function runPreview(options: { outDir: string; port: number; host?: string }): Promise<number> {
  if (!existsSync(options.outDir)) {
    printErrors(`nothing to preview`, [`${options.outDir} does not exist: run "mintaka build" first (or pass --out DIR)`]);
    return 1;
  }
  const { url } = await startStaticServer(options.outDir, options.port, options.host);
  step(`Serving ${options.outDir} at ${url}`);
  return new Promise<number>(() => {});
}
