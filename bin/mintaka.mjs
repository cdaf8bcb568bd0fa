#!/usr/bin/env node
// Entry point of the `mintaka` command. It runs on any Node: Astro 7 needs Node >= 22.12 and
// the CLI is TypeScript run by Node's type stripping (>= 22.18), so an older Node hands over
// to the Node 22 that `npm install` put in node_modules (the npm package `node`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  const local = fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));
  if (!existsSync(local)) {
    console.error(`mintaka needs Node >= 22.18 (this is ${process.versions.node}). Run "npm install" in the Mintaka folder first: it installs Node 22 locally.`);
    process.exit(1);
  }
  const result = spawnSync(local, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

await import('../src/cli/main.ts');
