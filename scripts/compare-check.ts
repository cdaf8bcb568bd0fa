// Runs `mintaka check` on every site of both corpora with two checkouts of Mintaka, cold (no
// kept page facts), and prints whether their output is the same, site by site: to show that a
// change to the validation changes no message and no position.
//   node scripts/compare-check.ts <other checkout> [this checkout]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CORPUS, DEFAULT_DOCS_JSON_CORPUS, listCorpusSites } from './build-corpus.ts';

/** What `mintaka check` prints for a site with the checkout at `repo`, with a cache of its own. */
function check(repo: string, site: string): { output: string; seconds: number } {
  const cache = mkdtempSync(join(tmpdir(), 'mintaka-check-'));
  const started = performance.now();
  const result = spawnSync(join(repo, 'node_modules/.bin/node'), [join(repo, 'bin/mintaka.mjs'), 'check', site], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', MINTAKA_OFFLINE: '1', MINTAKA_HIGHLIGHT_CACHE: join(cache, 'code') },
  });
  const seconds = (performance.now() - started) / 1000;
  rmSync(cache, { recursive: true, force: true });
  return { output: `exit ${result.status}\n${result.stdout}${result.stderr}`, seconds };
}

const [other, self = fileURLToPath(new URL('..', import.meta.url))] = process.argv.slice(2);
if (!other) {
  console.error('usage: node scripts/compare-check.ts <other checkout> [this checkout]');
  process.exit(2);
}
let differing = 0;
for (const corpus of [DEFAULT_CORPUS, DEFAULT_DOCS_JSON_CORPUS]) {
  for (const name of listCorpusSites(corpus)) {
    const site = join(corpus, name);
    const [a, b] = [check(resolve(other), site), check(resolve(self), site)];
    const same = a.output === b.output;
    if (!same) differing++;
    const lines = a.output.trim().split('\n');
    console.log(`${same ? 'same' : 'DIFFERENT'}  ${site}: ${lines.length - 1} lines, ${lines.at(-1)} (${a.seconds.toFixed(1)} s, ${b.seconds.toFixed(1)} s)`);
    if (!same) {
      const left = new Set(a.output.split('\n'));
      const right = new Set(b.output.split('\n'));
      for (const line of left) if (!right.has(line)) console.log(`  - ${line}`);
      for (const line of right) if (!left.has(line)) console.log(`  + ${line}`);
    }
  }
}
process.exitCode = differing ? 1 : 0;
