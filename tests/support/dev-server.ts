import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { createServer } from 'node:http';
import { realpathSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { astroCacheDir } from '../../src/cli/astro-root.ts';
import { repoRoot } from './build-fixture.ts';
import { inRunFolder } from './temp-root.ts';

export interface CliServer {
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): void;
}
export type DevServer = CliServer;

/** A free port: bind port 0, read it, let it go. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The environment a writer's shell has: Astro's dev server serves no pages under Vitest's variables. */
function cliEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST'));
  return { ...env, NODE_ENV: 'development', PATH: `${join(repoRoot, 'node_modules/.bin')}${delimiter}${process.env.PATH}`, NO_COLOR: '1', MINTAKA_OFFLINE: '1' };
}

/**
 * Runs a long-running `mintaka` command (dev, preview, proxy) as a writer would, and resolves
 * once its output matches `ready`, whose first group is the URL it serves.
 */
export async function startCliServer(args: string[], ready: RegExp, timeoutMs = 90_000, cleanUp?: () => void, env: Record<string, string> = {}): Promise<CliServer> {
  const child: ChildProcess = spawn(join(repoRoot, 'node_modules/.bin/node'), [join(repoRoot, 'bin/mintaka.mjs'), ...args], { cwd: repoRoot, env: { ...cliEnv(), ...env } });
  // When it is stopped (a test file may end before the exit is seen), and again once it exits.
  if (cleanUp) child.once('exit', cleanUp);
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mintaka ${args[0]} did not start:\n${output}`)), timeoutMs);
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const address = ready.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    child.on('exit', () => reject(new Error(`mintaka ${args[0]} exited:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    stop: () => {
      child.kill();
      cleanUp?.();
    },
  };
}

/** The dev server's cache folder of a docs folder. */
export const devCacheDir = (folder: string) => astroCacheDir(repoRoot, realpathSync(folder), 'dev');

/**
 * Which dev server `mintaka dev` runs: Mintaka's own (cli/dev-server/, every site whose pages
 * Node loads) or Astro's (MINTAKA_ASTRO_DEV=1; the sites whose pages import packages). Tests of
 * what both do run with each.
 */
export const DEV_SERVERS = [
  { name: "Mintaka's dev server", env: {} as Record<string, string> },
  { name: "Astro's dev server", env: { MINTAKA_ASTRO_DEV: '1' } as Record<string, string> },
] as const;

/** `mintaka dev <folder> [args]` on a free port; `keepCache` leaves its cache folder for a next start; `env` picks the server (DEV_SERVERS). */
export async function startDevServer(folder: string, args: string[] = [], options: { keepCache?: boolean; env?: Record<string, string> } = {}): Promise<DevServer> {
  const port = await findFreePort();
  // The dev server's cache folder of a docs folder the test made is of no use after it: removed
  // when the server stops. Not that of a folder kept in the repository (a writer's `npm run dev`).
  const docsDir = realpathSync(folder);
  // At the stop, the server may still be writing into it until the signal ends it: the removal
  // tries again for a moment, and leaves what remains to the removal when the process exits.
  const removeCache = () => {
    try {
      rmSync(devCacheDir(docsDir), { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    } catch {
      // Removed again once the server has exited.
    }
  };
  // The server says where it listens (Vite moves to the next port when one is taken).
  return startCliServer(['dev', folder, '--port', String(port), '--host', '127.0.0.1', ...args], /Dev server at (http:\/\/\S+?)\/?\s/, 90_000, inRunFolder(docsDir) && !options.keepCache ? removeCache : undefined, options.env);
}

/**
 * Navigations the dev server itself may cut short: its reload message after a save (or its
 * restart after a config change) reloads the page at the same moment, which aborts a navigation
 * in progress or swaps the page's frame. That is a reload too.
 */
const CUT_SHORT = /ERR_ABORTED|frame was detached|ERR_CONNECTION|Not attached to an active page/;

/**
 * `page.goto` right after a save. The server's reload may cut the navigation short and reload
 * the page that was open instead (which the save may have removed): go again until the page is
 * at `url`.
 */
export async function gotoWhileReloading(page: Page, url: string): Promise<void> {
  const target = new URL(url).pathname;
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.goto(url).catch((error: Error) => {
      if (!CUT_SHORT.test(error.message)) throw error;
    });
    if (new URL(page.url()).pathname === target) return;
    await page.waitForTimeout(500);
  }
  throw new Error(`could not open ${url}: the page stays at ${page.url()}`);
}

/**
 * Reloads until `read` gives what is expected (the watcher, the site's reload or the server's
 * restart take a moment), for at most `seconds`; on failure, says what the server printed.
 */
export async function reloadUntil(page: Page, read: () => Promise<string | null>, expected: (value: string) => boolean, server?: CliServer, seconds = 45): Promise<string> {
  const deadline = Date.now() + seconds * 1000;
  let last = '';
  while (Date.now() < deadline) {
    await page.reload().catch((error: Error) => {
      if (!CUT_SHORT.test(error.message)) throw error;
    });
    await page.waitForTimeout(500); // the dev client connects, and gets any error, after the load
    last = (await read().catch((error: Error) => `(${error.message})`)) ?? '';
    if (expected(last)) return last;
    await page.waitForTimeout(1000);
  }
  const printed = server ? `\n--- mintaka dev printed:\n${server.output().slice(-3000)}` : '';
  throw new Error(`the page did not change within ${seconds} s; last read: ${last}${printed}`);
}

/**
 * What the dev server shows where a page cannot be: Mintaka's error page (its problems, where
 * and what to do), or Astro's error overlay (a custom element whose content is in its shadow
 * root: the message, the hint and the code frame's file). '' when the page shows neither.
 */
export function devErrorText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const overlay = document.querySelector('vite-error-overlay')?.shadowRoot;
    if (overlay) return [...overlay.querySelectorAll('#message, #hint, #code header')].map((part) => part.textContent!.trim()).join('\n');
    return document.querySelector('.mk-dev-problems') ? (document.querySelector('main')?.textContent ?? '') : '';
  });
}

/** Whether the page shows an error (devErrorText): a page that has recovered shows none. */
export async function showsDevError(page: Page): Promise<boolean> {
  return (await devErrorText(page).catch(() => '')) !== '';
}

/**
 * Where the error the page shows is, `file:line:column` with the file as the server names it:
 * Astro's overlay names the file it opens in the editor (absolute), Mintaka's page the file
 * of the docs folder of the first problem (relative to it), or of its "At" line.
 */
export function devErrorLocation(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const overlay = document.querySelector('vite-error-overlay')?.shadowRoot;
    if (overlay) return overlay.querySelector('#code header h2')?.getAttribute('title') ?? undefined;
    const at = document.querySelector('.mk-dev-at code')?.textContent;
    return at ?? /^(\S+?:\d+:\d+):/.exec(document.querySelector('.mk-dev-problems code')?.textContent ?? '')?.[1];
  });
}
