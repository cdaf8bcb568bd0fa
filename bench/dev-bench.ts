// `mintaka dev` on the benchmark site: time from start to the first page served, and from
// writing a page to the reloaded page showing the new text, as the browser sees it (Vite's
// HMR websocket says "reload", then the page is fetched again).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
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

async function fetchText(url: string): Promise<{ status: number; text: string } | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(20000) });
    return { status: response.status, text: await response.text() };
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens Vite's HMR socket the way its client does (token from /@vite/client). */
async function connectHmr(base: string): Promise<WebSocket> {
  const client = await fetchText(`${base}/@vite/client`);
  const token = /const wsToken = "([^"]*)"/.exec(client?.text ?? '')?.[1] ?? '';
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/?token=${token}`, 'vite-hmr');
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('HMR websocket did not open')), { once: true });
  });
  return socket;
}

function waitForReload(socket: WebSocket, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no reload within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (event: MessageEvent) => {
      const message = JSON.parse(String(event.data)) as { type: string };
      if (message.type === 'full-reload' || message.type === 'update') {
        clearTimeout(timer);
        socket.removeEventListener('message', onMessage);
        resolve();
      }
    };
    socket.addEventListener('message', onMessage);
  });
}

export async function measureDevServer(root: string, siteDir: string, pageUrl: string, env: NodeJS.ProcessEnv, edits = 5): Promise<DevBenchResult> {
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(join(root, 'node_modules/.bin/node'), [join(root, 'bin/mintaka.mjs'), 'dev', siteDir, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const file = join(siteDir, `${pageUrl.slice(1)}.md`);
  const original = readFileSync(file, 'utf8');
  try {
    let firstPageMs = 0;
    for (;;) {
      const page = await fetchText(`${base}${pageUrl}`);
      if (page?.status === 200 && page.text.includes('id="content"')) {
        firstPageMs = performance.now() - started;
        break;
      }
      if (performance.now() - started > 120_000) throw new Error(`dev server served no page in 120 s:\n${log.slice(-2000)}`);
      await sleep(25);
    }
    const socket = await connectHmr(base);
    const editTimes: number[] = [];
    for (let i = 0; i < edits; i++) {
      await sleep(300);
      const marker = `mkbench${Date.now()}x${i}`;
      let reloaded = waitForReload(socket, 30_000);
      const written = performance.now();
      writeFileSync(file, original.replace(/\n## /, `\n${marker}\n\n## `));
      // A browser reloads on every message; the edit has arrived when a reload shows it.
      for (;;) {
        await reloaded;
        const at = performance.now() - written;
        reloaded = waitForReload(socket, 30_000);
        const page = await fetchText(`${base}${pageUrl}`);
        if (process.env.MINTAKA_DEBUG_DEV) console.error(`reload message at ${at.toFixed(0)} ms, page fetched at ${(performance.now() - written).toFixed(0)} ms, edit shown: ${page?.text.includes(marker)}`);
        if (page?.text.includes(marker)) break;
      }
      editTimes.push(performance.now() - written);
      reloaded.catch(() => {});
    }
    socket.close();
    return { firstPageMs, editMs: median(editTimes), edits, editTimes };
  } finally {
    writeFileSync(file, original);
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}
