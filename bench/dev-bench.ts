// `mintaka dev` on the repository's own site (root mint.json + docs/), as a writer meets it in
// Chromium: time from the command to the first page readable in the browser (its title shown,
// not the server's ready line), and from saving a page to the open page showing the new text
// (Vite's reload, the page fetched again and painted).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { astroCacheDir } from '../src/cli/astro-root.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import { median } from './bench-targets.ts';

export interface DevBenchResult {
  firstPageMs: number;
  editMs: number;
  edits: number;
  editTimes: number[];
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once something accepts connections on the port (polled every 25 ms). */
async function waitForListening(port: number, timedOut: () => boolean): Promise<void> {
  while (!timedOut()) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (listening) return;
    await sleep(25);
  }
}

/** The repository's page the benchmark opens and edits. */
const PAGE = { url: '/docs/introduction', file: 'docs/introduction.mdx' };

export async function measureDevServer(root: string, env: NodeJS.ProcessEnv, edits = 5): Promise<DevBenchResult> {
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  // The browser is started first: its start-up is not the dev server's time.
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const file = join(root, PAGE.file);
  const original = readFileSync(file, 'utf8');
  const started = performance.now();
  const child = spawn(join(root, 'node_modules/.bin/node'), [join(root, 'bin/mintaka.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  try {
    let firstPageMs = 0;
    // A writer opens the page once the server listens; a browser asked to load a closed port
    // 40 times a second (each an error page drawn) took a core from the server on a 2-core machine.
    await waitForListening(port, () => performance.now() - started > 120_000);
    for (;;) {
      const response = await page.goto(`${base}${PAGE.url}`, { waitUntil: 'domcontentloaded', timeout: 30_000 }).catch(() => null);
      // Readable: the page's title and text painted, not an error or the server's start.
      if (response?.ok() && (await page.locator('#content h1').isVisible().catch(() => false))) {
        firstPageMs = performance.now() - started;
        break;
      }
      if (performance.now() - started > 120_000) throw new Error(`dev server showed no page in 120 s:\n${log.slice(-2000)}`);
      await sleep(25);
    }
    await page.waitForLoadState('load');
    const editTimes: number[] = [];
    for (let i = 0; i < edits; i++) {
      await sleep(500);
      const marker = `mkbench${Date.now()}x${i}`;
      const written = performance.now();
      writeFileSync(file, original.replace(/\n## /, `\n${marker}\n\n## `));
      await page.waitForFunction((text) => document.body?.innerText.includes(text), marker, { timeout: 30_000, polling: 'raf' });
      editTimes.push(performance.now() - written);
    }
    return { firstPageMs, editMs: median(editTimes), edits, editTimes };
  } finally {
    writeFileSync(file, original);
    await browser.close();
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

/**
 * The first page of a first start on the docs folder: its dev cache folder (Astro's content
 * store, Vite's caches, the transforms `mintaka dev` keeps for later starts:
 * src/integration/dev-transform-cache.ts) removed first, as the bench's own runs leave it
 * filled. Mintaka's module caches (bin/module-caches.mjs), which any earlier command fills, stay.
 */
export async function measureFirstStart(root: string, env: NodeJS.ProcessEnv): Promise<number> {
  rmSync(astroCacheDir(root, root, 'dev'), { recursive: true, force: true });
  return (await measureDevServer(root, env, 0)).firstPageMs;
}
