import { describeCustomFiles } from '../core/pages/custom-files.ts';
import { loadSite } from '../site/load-site.ts';
import { mkdirSync } from 'node:fs';
import { astroCacheDir, astroRootFor } from './astro-root.ts';
import { clearContentStoreOfOtherCode } from './content-store.ts';
import { getDiagnostics } from '../integration/diagnostics.ts';
import { setPreloadedSite } from '../integration/preloaded-site.ts';
import { problemFromMessage } from '../integration/validate/problems.ts';
import { allowedHostNames } from './host-guard.ts';
import { boundDevBlockFiles } from '../integration/markdown/highlight-cache.ts';
import { DEV_PORT_VARIABLE } from '../integration/dev-port.ts';
import { plural, printErrors, printWarnings, seconds, step } from './report.ts';

export async function runDev(options: { projectRoot: string; docsDir: string; port: number; host?: string; hostNames?: string[]; allow?: string[]; trustedProxies?: string[] }): Promise<number> {
  const started = performance.now();
  // Mintaka's own dev server (dev-server/), loaded while the site is read: most sites are its.
  const ownServer = process.env.MINTAKA_ASTRO_DEV ? undefined : import('./dev-server/index.ts');
  ownServer?.catch(() => {});
  const loaded = await loadSite(options.docsDir);
  const located = (messages: string[], severity: 'error' | 'warning') => messages.map((message) => problemFromMessage(message, severity, options.docsDir));
  if (!loaded.ok) {
    printWarnings(located(loaded.warnings, 'warning'));
    printErrors(`cannot start: ${plural(loaded.errors.length, 'problem')} in ${options.docsDir}`, located(loaded.errors, 'error'));
    return 1;
  }
  step(`${loaded.site.config.file} loaded: "${loaded.site.config.name}", ${plural(Object.keys(loaded.site.pages).length, 'page')} (${seconds(started)})`);
  const customFiles = describeCustomFiles(loaded.site);
  if (customFiles) step(customFiles);
  printWarnings(located(loaded.warnings, 'warning'));
  const invalid = [...loaded.invalidPages.values()].flat();
  if (invalid.length) printErrors(`${plural(invalid.length, 'page')} cannot be shown until fixed:`, located(invalid, 'error'));
  process.env.MINTAKA_DOCS_DIR = options.docsDir;
  const cacheDir = astroCacheDir(options.projectRoot, options.docsDir, 'dev');
  process.env.MINTAKA_CACHE_DIR = cacheDir;
  mkdirSync(cacheDir, { recursive: true });
  // In the background: the server starts meanwhile, and reads a block file or highlights again.
  void boundDevBlockFiles();
  const own = ownServer && (await ownServer);
  if (own?.servesWithoutAstro(loaded.site)) return own.runDevServer({ ...options, site: loaded.site, warnings: loaded.warnings, cacheDir, started });
  // The integration takes this result instead of reading every page's frontmatter again.
  setPreloadedSite(loaded);
  clearContentStoreOfOtherCode(options.projectRoot, cacheDir);
  const { dev } = await import('astro');
  // Vite refuses other Host headers (DNS rebinding), with the rule preview and proxy share.
  const allowedHosts = [...allowedHostNames({ listenHost: options.host, hostNames: options.hostNames })];
  // The port is not part of Astro's config, which keys the content store (integration/dev-port.ts).
  process.env[DEV_PORT_VARIABLE] = String(options.port);
  const server = await dev({ ...astroRootFor(options.projectRoot, cacheDir), server: { host: options.host ?? false, allowedHosts }, logLevel: 'info' });
  const { address } = server;
  step(`Dev server at http://${options.host ?? 'localhost'}:${address.port}/ (${seconds(started)})`);
  void getDiagnostics;
  return new Promise<number>(() => {});
}
