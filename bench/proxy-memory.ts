// Memory of the playground's proxy under many large answers at once (issue 16). Run:
//   node bench/proxy-memory.ts [--requests N] [--port P]
// Starts `mintaka proxy` on the playground fixture with --allow for a local API that answers
// every request with 5 MB, sends N (default 150) requests at once, each from its own reader
// (X-Forwarded-For, trusted from loopback, so the rate limit does not cut them short), and
// prints the proxy's resident memory before and at its peak, and how the requests ended.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { requests: { type: 'string', default: '150' }, port: { type: 'string', default: '4401' } } });
const count = Number(values.requests);
const origin = `http://127.0.0.1:${values.port}`;

const answer = Buffer.alloc(5 * 1024 * 1024 - 1024, 'a');
const api = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end(answer));
});
await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

const proxy = spawn(join(root, 'node_modules/.bin/node'), [join(root, 'bin/mintaka.mjs'), 'proxy', join(root, 'tests/fixtures/sites/playground'), '--port', values.port, '--allow', apiUrl, '--trusted-proxy', 'loopback'], {
  env: { ...process.env, NO_COLOR: '1', MINTAKA_OFFLINE: '1' },
});
let output = '';
await new Promise<void>((resolve, reject) => {
  proxy.stdout.on('data', (chunk) => (output += chunk) && /Route /.test(output) && resolve());
  proxy.on('exit', () => reject(new Error(`mintaka proxy exited:\n${output}`)));
});
const residentMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proxy.pid}/status`, 'utf8'))![1]) / 1024;

const before = residentMb();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, residentMb())), 20);
const outcomes = await Promise.all(
  Array.from({ length: count }, (_, i) =>
    fetch(`${origin}/_mintaka/proxy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': `203.0.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ har: { method: 'GET', url: `${apiUrl}/answer`, headers: [], cookies: [] } }),
    }).then(
      async (response) => (await response.arrayBuffer(), String(response.status)),
      (error: Error) => error.message,
    ),
  ),
);
clearInterval(sampler);
const tally: Record<string, number> = {};
for (const outcome of outcomes) tally[outcome] = (tally[outcome] ?? 0) + 1;
console.log(`${count} requests for 5 MB answers at once: ${Object.entries(tally).map(([status, n]) => `${n} × ${status}`).join(', ')}`);
console.log(`proxy resident memory: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak`);
proxy.kill();
api.close();
