import { realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findConfigFile } from '../config/config-file.ts';
import { parseCliArgs, USAGE } from './args.ts';
import { CHILD_VARIABLE, holdsOwnCode, superviseDev } from './dev-server/supervise.ts';
import { keepAstroToItself } from './astro-offline.ts';
import { printErrors } from './report.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

async function main(argv: string[]): Promise<number> {
  const parsed = parseCliArgs(argv);
  if (!parsed.ok) {
    console.error(`mintaka: ${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  const { options } = parsed;
  if (options.command === 'help') {
    console.log(USAGE);
    return 0;
  }
  const outDir = resolve(options.out ?? join(process.cwd(), 'dist'));
  // Each command loads only its own modules: `dev` starts sooner without the build's checks.
  const serving = { host: options.host, allow: options.allow, hostNames: options.hostNames, trustedProxies: options.trustedProxies };
  if (options.command === 'preview') return (await import('./preview.ts')).runPreview({ outDir, port: options.port ?? 4321, ...serving });
  if (options.command === 'serve') {
    const envPort = process.env.PORT ? Number(process.env.PORT) : 3000;
    if (options.port === undefined && (!Number.isInteger(envPort) || envPort < 0 || envPort > 65535)) {
      console.error(`mintaka: PORT must be a number from 0 to 65535, found "${process.env.PORT}"`);
      return 2;
    }
    const port = options.port ?? envPort;
    return (await import('./serve.ts')).runServe({ outDir, port, site: options.site, ...serving });
  }
  if (options.command === 'proxy') return (await import('./proxy.ts')).runProxy({ folder: resolve(options.folder ?? outDir), port: options.port ?? 4322, ...serving });

  const folder = resolve(options.folder ?? projectRoot);
  if (options.command === 'upgrade') return (await import('./upgrade.ts')).runUpgrade({ docsDir: folder });
  if (!findConfigFile(folder)) {
    printErrors(`no docs.json or mint.json in ${folder}`, [`${folder}: a docs folder needs a docs.json (or the older mint.json) at its top (mintaka ${options.command} <folder>)`]);
    return 1;
  }
  // Vite and Astro report files by their real path: a folder reached through a symlink must be
  // known by it too, or messages name files relative to the wrong place (../../work/...).
  const docsDir = realpathSync(folder);
  if (options.command === 'check') return (await import('./check.ts')).runCheck({ docsDir, strict: options.strict, site: options.site });
  if (options.command === 'build') return (await import('./build.ts')).runBuild({ projectRoot, docsDir, outDir, site: options.site, skipInvalid: options.skipInvalid });
  // The dev server's proxy (src/integration/proxy) reads them when Astro loads the integration.
  if (options.allow) process.env.MINTAKA_PROXY_ALLOW = options.allow.join(',');
  if (options.trustedProxies) process.env.MINTAKA_PROXY_TRUSTED = options.trustedProxies.join(',');
  // A docs folder that holds Mintaka's own code (this repository's): the server runs in a child
  // process, started again when that code is saved (dev-server/supervise.ts).
  if (!process.env.MINTAKA_ASTRO_DEV && !process.env[CHILD_VARIABLE] && holdsOwnCode(docsDir, projectRoot)) return superviseDev(argv, fileURLToPath(new URL('../../bin/mintaka.mjs', import.meta.url)));
  return (await import('./dev.ts')).runDev({ projectRoot, docsDir, port: options.port ?? 4321, host: options.host, hostNames: options.hostNames, allow: options.allow, trustedProxies: options.trustedProxies });
}

keepAstroToItself();
process.exitCode = await main(process.argv.slice(2));
