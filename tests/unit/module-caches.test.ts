import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
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

describe("the cache of Mintaka's compiled components (a build without Astro)", () => {
  const components = new URL('../../bin/astro-components.mjs', import.meta.url).href;
  /** Renders `Hello.astro` of the folder with Astro's container, as build-without-astro.ts does. */
  function render(): { stdout: string; stderr: string } {
    const main = join(folder, 'main.mjs');
    writeFileSync(main, "import { experimental_AstroContainer } from 'astro/container';\nconst Hello = (await import('./Hello.astro')).default;\nconsole.log(await (await experimental_AstroContainer.create()).renderToString(Hello));\n");
    const result = spawnSync(node, ['--import', hooks, '--import', components, main], { encoding: 'utf8', env: { ...process.env, MINTAKA_MODULE_CACHE: cache } });
    return { stdout: result.stdout.trim(), stderr: result.stderr };
  }

  it('renders each component as it is now: an edit is compiled again', () => {
    // The compiled component imports Astro's runtime from beside it.
    symlinkSync(join(repoRoot, 'node_modules'), join(folder, 'node_modules'));
    writeFileSync(join(folder, 'Hello.astro'), "---\nconst name: string = 'world';\n---\n<p>Hello {name}</p>\n");
    expect(render().stdout).toBe('<p>Hello world</p>');
    const kept = readdirSync(join(cache, 'stripped'));
    expect(kept).toHaveLength(1);
    // The second run loads it from the cache: the kept file is not written again.
    const written = statSync(join(cache, 'stripped', kept[0]!)).mtimeMs;
    expect(render().stdout).toBe('<p>Hello world</p>');
    expect(statSync(join(cache, 'stripped', kept[0]!)).mtimeMs).toBe(written);
    writeFileSync(join(folder, 'Hello.astro'), "---\nconst name: string = 'reader';\n---\n<p>Hello {name}</p>\n");
    expect(render().stdout).toBe('<p>Hello reader</p>');
    expect(readdirSync(join(cache, 'stripped'))).toHaveLength(1);
  });

  it('names the file of a component that does not compile', () => {
    symlinkSync(join(repoRoot, 'node_modules'), join(folder, 'node_modules'));
    writeFileSync(join(folder, 'Hello.astro'), '---\nconst a = ;\n---\n<p>{a}</p>\n');
    const { stdout, stderr } = render();
    expect(stdout).toBe('');
    expect(stderr).toContain(join(folder, 'Hello.astro'));
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

/**
 * Runs `src/main.mjs` of the folder with one of the caches' hooks (`module` of bin/, its export
 * `name`) for a Mintaka installed in the folder (the command's own root is the repository's).
 */
function runWithHook(hook: 'resolve' | 'load', module: string, name: string): { stdout: string; stderr: string; status: number | null } {
  const source = new URL(`../../bin/${module}`, import.meta.url).href;
  writeFileSync(
    join(folder, 'hooks.mjs'),
    `import { registerHooks } from 'node:module';\nimport { ${name} } from ${JSON.stringify(source)};\nregisterHooks({ ${hook}: ${name}(${JSON.stringify(cache)}, ${JSON.stringify(folder)}) });\n`,
  );
  const result = spawnSync(node, ['--import', join(folder, 'hooks.mjs'), join(folder, 'src/main.mjs')], { encoding: 'utf8' });
  return { stdout: result.stdout.trim(), stderr: result.stderr, status: result.status };
}

describe('the cache of where Node found packages', () => {
  const runWithResolutions = () => runWithHook('resolve', 'resolution-cache.mjs', 'keptResolutions');
  /** A package whose entry is `entry`, and npm's record of installing it. */
  const install = (entry: string, version: string) => {
    const pkg = join(folder, 'node_modules/greeter');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'greeter', version, type: 'module', exports: { '.': entry } }));
    writeFileSync(join(pkg, 'hello.js'), 'export default "hello";\n');
    writeFileSync(join(pkg, 'goodbye.js'), 'export default "goodbye";\n');
    writeFileSync(join(folder, 'node_modules/.package-lock.json'), JSON.stringify({ packages: { 'node_modules/greeter': { version } } }));
  };
  const keptFiles = () => readdirSync(cache).filter((name) => name.startsWith('resolutions-'));

  beforeEach(() => {
    mkdirSync(join(folder, 'src'));
    writeFileSync(join(folder, 'src/name.mjs'), 'export default "world";\n');
    writeFileSync(join(folder, 'src/main.mjs'), 'import greeting from "greeter";\nimport name from "./name.mjs";\nconsole.log(`${greeting} ${name}`);\n');
  });

  it('answers from what npm installed until npm installs something else', () => {
    install('./hello.js', '1.0.0');
    expect(runWithResolutions().stdout).toBe('hello world');
    const [file] = keptFiles();
    const kept = JSON.parse(readFileSync(join(cache, file!), 'utf8')) as Record<string, Record<string, Record<string, [string, string | null]>>>;
    const answers = Object.values(kept).flatMap((parents) => Object.values(parents).flatMap((specifiers) => Object.entries(specifiers)));
    // The package is kept; Mintaka's own module, found by its path, is not.
    expect(answers.map(([specifier, [url]]) => [specifier, url])).toEqual([['greeter', 'node_modules/greeter/hello.js']]);
    // The package's files changed behind npm's back: the kept answer still holds (the cache is in use)...
    writeFileSync(join(folder, 'node_modules/greeter/package.json'), JSON.stringify({ name: 'greeter', type: 'module', exports: { '.': './goodbye.js' } }));
    expect(runWithResolutions().stdout).toBe('hello world');
    // ...until npm installs: its record changes, and the package is found afresh.
    install('./goodbye.js', '2.0.0');
    expect(runWithResolutions().stdout).toBe('goodbye world');
    // One file, that of the install now.
    expect(keptFiles()).toHaveLength(1);
    expect(keptFiles()[0]).not.toBe(file);
  });

  it('keeps nothing without npm’s record of the install', () => {
    install('./hello.js', '1.0.0');
    rmSync(join(folder, 'node_modules/.package-lock.json'));
    expect(runWithResolutions()).toMatchObject({ stdout: 'hello world', status: 0 });
    expect(() => keptFiles()).toThrow();
  });
});

describe("the pack of the packages' module sources", () => {
  const runWithSources = () => runWithHook('load', 'source-pack.mjs', 'keptSources');
  /** Packages saying `word`: an ES module and a CommonJS one, and npm's record of installing them. */
  const install = (word: string, version: string) => {
    for (const [name, type, source] of [
      ['greeter', 'module', `export default ${JSON.stringify(word)};\n`],
      ['waver', 'commonjs', `module.exports = ${JSON.stringify(`${word} (waves)`)};\n`],
    ] as const) {
      const pkg = join(folder, 'node_modules', name);
      mkdirSync(pkg, { recursive: true });
      writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name, version, type, main: 'index.js' }));
      writeFileSync(join(pkg, 'index.js'), source);
    }
    writeFileSync(join(folder, 'node_modules/.package-lock.json'), JSON.stringify({ version }));
  };
  const packs = () => readdirSync(cache).filter((name) => name.startsWith('sources-'));

  beforeEach(() => {
    mkdirSync(join(folder, 'src'));
    writeFileSync(join(folder, 'src/name.mjs'), 'export default "world";\n');
    writeFileSync(join(folder, 'src/main.mjs'), 'import greeting from "greeter";\nimport wave from "waver";\nimport name from "./name.mjs";\nconsole.log(`${greeting} ${name}, ${wave}`);\n');
  });

  it("serves the packages' ES modules from one file until npm installs something else", () => {
    install('hello', '1.0.0');
    expect(runWithSources().stdout).toBe('hello world, hello (waves)');
    expect(packs()).toHaveLength(1);
    // Only the package's ES module is in the pack: its source, once.
    const pack = readFileSync(join(cache, packs()[0]!), 'utf8');
    expect(pack.split('export default "hello"')).toHaveLength(2);
    expect(pack).not.toContain('module.exports');
    expect(pack).not.toContain('world');
    // The files changed behind npm's back: the ES module comes from the pack (it is in use);
    // CommonJS and Mintaka's own modules are read as they are now...
    writeFileSync(join(folder, 'node_modules/greeter/index.js'), 'export default "bye";\n');
    writeFileSync(join(folder, 'node_modules/waver/index.js'), 'module.exports = "bye (waves)";\n');
    writeFileSync(join(folder, 'src/name.mjs'), 'export default "moon";\n');
    expect(runWithSources().stdout).toBe('hello moon, bye (waves)');
    // ...until npm installs: its record changes, and the modules are read afresh into a new pack.
    install('goodbye', '2.0.0');
    expect(runWithSources().stdout).toBe('goodbye moon, goodbye (waves)');
    expect(packs()).toHaveLength(1);
    expect(readFileSync(join(cache, packs()[0]!), 'utf8')).toContain('export default "goodbye"');
  });

  it('reads the files when the pack is damaged, and writes it again', () => {
    install('hello', '1.0.0');
    expect(runWithSources().stdout).toBe('hello world, hello (waves)');
    const file = join(cache, packs()[0]!);
    writeFileSync(file, readFileSync(file).subarray(0, 20));
    expect(runWithSources()).toMatchObject({ stdout: 'hello world, hello (waves)', status: 0 });
    expect(readFileSync(file, 'utf8')).toContain('export default "hello"');
  });

  it('keeps nothing without npm’s record of the install', () => {
    install('hello', '1.0.0');
    rmSync(join(folder, 'node_modules/.package-lock.json'));
    expect(runWithSources()).toMatchObject({ stdout: 'hello world, hello (waves)', status: 0 });
    expect(() => packs()).toThrow();
  });
});
