#!/usr/bin/env node
// Entry point of the `mintaka` command. It runs on any Node: Astro 7 needs Node >= 22.12 and
// the CLI is TypeScript run by Node's type stripping (>= 22.18), so an older Node hands over
// to the Node 22 that `npm install` put in node_modules (the npm package `node`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);

// A build keeps every core busy with a JavaScript thread (Astro's and the render workers);
// V8's garbage collector helper threads only took time from them (single-threaded: 4% less
// time, 6% less CPU on two cores). The flag can only be given when Node starts.
const GC_FLAG = '--single-threaded-gc';
// A cold build is seconds of code run once or a few hundred times per page: V8's optimizing
// compilers, at their defaults (Maglev after 400 calls, TurboFan after 3,000), spent more
// compiling than the code they made saved. At 1,000 and 8,000 calls, paired cold builds took
// 0.87x (trigger.dev, 10 pairs), 0.92x (pipecat) and 0.90x (dnd-kit) of the time, and 1,000
// component pages 1.02x (3 pairs, within the noise). Lower thresholds were 1.14x slower.
const JIT_FLAGS = ['--invocation-count-for-maglev=1000', '--invocation-count-for-turbofan=8000'];
// The caches of Mintaka's own modules (module-caches.mjs), given to a build's process so that
// its worker threads load it too: a worker thread does not inherit what the main thread loaded.
const MODULE_CACHES = new URL('./module-caches.mjs', import.meta.url).href;
// V8 compiles hot functions with TurboFan on background threads, four by default: on two cores
// they took a core's fifth from the build's JavaScript threads (main and render workers, one
// per core up to eight), 0.9 s of crewAI's 4 s of CPU, some of it for code the build ended
// before using. With one, paired cold builds took 0.94x (crewAI), 0.95x (openlit), 0.97x
// (Hanko, trigger.dev) and 0.96x (GitHub's 1,224 API pages) of the time; 1,000 component pages
// 1.02x (13 pairs, within the noise). A machine with more cores than the build's threads
// keeps those for V8.
const V8_POOL_FLAG = `--v8-pool-size=${Math.max(1, availableParallelism() - 8)}`;
const nodeFlags = args[0] === 'build' && !process.execArgv.includes(GC_FLAG) ? [GC_FLAG, ...JIT_FLAGS, V8_POOL_FLAG, '--import', MODULE_CACHES] : [];

/**
 * Runs this command again with `node` and the flags above, and exits as it does. Signals sent
 * to this process (a terminal's Ctrl-C, a test runner's or CI's kill) go to the command too,
 * so that it never runs on alone.
 */
function handOver(node) {
  const child = spawn(node, [...nodeFlags, self, ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
  child.on('error', (error) => {
    console.error(`mintaka: could not start ${node}: ${error.message}`);
    process.exit(1);
  });
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  const local = fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));
  if (!existsSync(local)) {
    console.error(`mintaka needs Node >= 22.18 (this is ${process.versions.node}). Run "npm install" in the Mintaka folder first: it installs Node 22 locally.`);
    process.exit(1);
  }
  handOver(local);
} else if (nodeFlags.length) {
  handOver(process.execPath);
} else {
  await import(MODULE_CACHES);
  await import('../src/cli/main.ts');
}
