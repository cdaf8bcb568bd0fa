import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// bin/module-caches.mjs keeps Mintaka's TypeScript modules stripped of their types between runs
// of the command. What a writer relies on: the command runs the code that is there now, never a
// stripped copy of an older version, and a mistake in a module is reported as Node reports it.
const repoRoot = join(import.meta.dirname, '../..');
const node = join(repoRoot, 'node_modules/.bin/node');
const hooks = new URL('../../bin/module-caches.mjs', import.meta.url).href;

let folder: string;
let cache: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'module-caches-'));
  cache = join(folder, 'cache');
  writeFileSync(join(folder, 'package.json'), '{ "type": "module" }');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Runs `main.ts` of the folder with the caches, as the command does. */
function run(): { stdout: string; stderr: string; status: number | null } {
  const result = spawnSync(node, ['--import', hooks, join(folder, 'main.ts')], { encoding: 'utf8', env: { ...process.env, MINTAKA_MODULE_CACHE: cache } });
  return { stdout: result.stdout.trim(), stderr: result.stderr, status: result.status };
}

describe("the cache of Mintaka's modules without their types", () => {
  it('runs each module as it is now: an edit is never served from the cache', () => {
    writeFileSync(join(folder, 'greeting.ts'), 'export const greeting: string = "hello";\n');
    writeFileSync(join(folder, 'main.ts'), 'import { greeting } from "./greeting.ts";\nconst shout = (text: string): string => text.toUpperCase();\nconsole.log(shout(greeting));\n');
    expect(run().stdout).toBe('HELLO');
    expect(readdirSync(join(cache, 'stripped'))).toHaveLength(2);
    // The second run loads both from the cache.
    expect(run().stdout).toBe('HELLO');
    writeFileSync(join(folder, 'greeting.ts'), 'export const greeting: string = "good morning";\n');
    expect(run().stdout).toBe('GOOD MORNING');
    // One kept copy per module, replaced when it changes.
    expect(readdirSync(join(cache, 'stripped'))).toHaveLength(2);
  });

  it('keeps line and column numbers, so that errors point at the source', () => {
    writeFileSync(join(folder, 'main.ts'), 'interface Options {\n  name: string;\n}\nconst options: Options = { name: "x" };\nthrow new Error(options.name);\n');
    for (let i = 0; i < 2; i++) {
      const { stderr, status } = run();
      expect(status).toBe(1);
      expect(stderr).toContain(`${join(folder, 'main.ts')}:5:7`);
    }
  });

  it("leaves TypeScript that Node cannot strip to Node, which names the file", () => {
    writeFileSync(join(folder, 'main.ts'), 'enum Colour { Red }\nconsole.log(Colour.Red);\n');
    const { stderr, status } = run();
    expect(status).toBe(1);
    expect(stderr).toContain('main.ts');
    expect(stderr).toMatch(/TypeScript enum is not supported in strip-only mode/);
  });

  it('loads all the same when the cache folder cannot be written', () => {
    writeFileSync(join(folder, 'main.ts'), 'const n: number = 2;\nconsole.log(n * 21);\n');
    // A file where the folder should be.
    writeFileSync(cache, '');
    expect(run()).toMatchObject({ stdout: '42', status: 0 });
  });
});

describe("the cache of V8's compiled code", () => {
  const entries = () => readdirSync(join(cache, 'v8')).flatMap((version) => readdirSync(join(cache, 'v8', version)));

  it('is kept while it holds what a few versions of Mintaka need, and emptied past that', () => {
    writeFileSync(join(folder, 'main.ts'), 'console.log("run");\n');
    // Entries left by the bundles of earlier builds, each loaded once.
    const old = join(cache, 'v8', 'v0.0.0-x64-00000000-0');
    mkdirSync(old, { recursive: true });
    for (let i = 0; i < 9_000; i++) writeFileSync(join(old, `old${i}`), '');
    expect(run().stdout).toBe('run');
    expect(entries().filter((name) => name.startsWith('old'))).toHaveLength(9_000);
    for (let i = 9_000; i < 10_001; i++) writeFileSync(join(old, `old${i}`), '');
    expect(run().stdout).toBe('run');
    expect(entries().filter((name) => name.startsWith('old'))).toHaveLength(0);
    // The run that emptied it kept what it compiled: the next one starts from that.
    expect(entries().length).toBeGreaterThan(0);
  });
});
