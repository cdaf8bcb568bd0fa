import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nativeLoadableModules } from '../../src/integration/native-modules.ts';
import { vitePluginNativeBuildModules } from '../../src/integration/vite-plugin-native-build-modules.ts';

// `mintaka dev` lets Node load Mintaka's modules that need nothing of Vite; a module that needs
// Vite, directly or through a module it imports, stays in Vite's runner.
let dir: string;
let native: Set<string>;
const bundled = (name: string) => name === 'astro';

const modules: Record<string, string> = {
  'plain.ts': `import { readFileSync } from 'node:fs';\nimport { slug } from 'github-slugger';\nimport { helper } from './lib/helper.ts';\nexport const x = 1;`,
  'lib/helper.ts': `export { other } from '../types-only.ts';\nexport const helper = 1;`,
  'types-only.ts': `import type { Site } from 'virtual:mintaka/site';\nexport type { Page } from 'astro:content';\nexport const other = 2;`,
  'virtual.ts': `import site from 'virtual:mintaka/site';\nexport default site;`,
  'content.ts': `import { getCollection } from 'astro:content';`,
  'uses-virtual.ts': `import { helper } from './lib/helper.ts';\nimport site from './virtual.ts';`,
  'deep.ts': `export * from './uses-virtual.ts';`,
  'late.ts': `export async function load() {\n  return import('./virtual.ts');\n}`,
  'component.ts': `import Card from './Card.astro';`,
  'style.ts': `import './style.css';`,
  'raw.ts': `import text from './plain.ts?raw';`,
  'astro-runtime.ts': `import { renderComponent } from 'astro/runtime/server/index.js';`,
  'glob.ts': `const pages = import.meta.glob('./pages/*.mdx');`,
  'env.ts': `export const dev = import.meta.env.DEV;`,
  'missing.ts': `import { gone } from './gone.ts';`,
  'outside.ts': `import { thing } from '../elsewhere/thing.ts';`,
  'root-relative.ts': `import { helper } from '/lib/helper.ts';`,
  'client.js': `export const run = () => document.title;`,
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mintaka-native-'));
  for (const [path, source] of Object.entries(modules)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  writeFileSync(join(dir, 'Card.astro'), '<div />');
  native = nativeLoadableModules(dir, bundled);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const loadedByNode = (path: string) => native.has(join(dir, path));

describe('which of Mintaka modules Node loads in mintaka dev', () => {
  it('loads plain modules, with Node built-ins, packages and type-only imports of virtual modules', () => {
    for (const path of ['plain.ts', 'lib/helper.ts', 'types-only.ts', 'client.js']) expect(loadedByNode(path), path).toBe(true);
  });

  it('leaves to Vite a module that imports a virtual module, a component, a style or a query', () => {
    for (const path of ['virtual.ts', 'content.ts', 'component.ts', 'style.ts', 'raw.ts']) expect(loadedByNode(path), path).toBe(false);
  });

  it("leaves to Vite a module using Vite's import.meta additions, or a package Vite bundles", () => {
    for (const path of ['glob.ts', 'env.ts', 'astro-runtime.ts']) expect(loadedByNode(path), path).toBe(false);
  });

  it('leaves to Vite every module that reaches one that needs Vite, statically or dynamically', () => {
    for (const path of ['uses-virtual.ts', 'deep.ts', 'late.ts']) expect(loadedByNode(path), path).toBe(false);
  });

  it('leaves to Vite a module whose local import it cannot read, or that Vite and Node would resolve apart (/lib/x.ts)', () => {
    for (const path of ['missing.ts', 'outside.ts', 'root-relative.ts']) expect(loadedByNode(path), path).toBe(false);
  });

  it("on Mintaka's own source: the Markdown pipeline and the highlighter by Node, Astro's JSX runtime by Vite", () => {
    const src = fileURLToPath(new URL('../../src/', import.meta.url));
    const own = nativeLoadableModules(src, bundled);
    expect(own.has(join(src, 'integration/markdown/highlighter.ts'))).toBe(true);
    expect(own.has(join(src, 'integration/markdown/plugins.ts'))).toBe(true);
    expect(own.has(join(src, 'components/mdx/render/index.ts'))).toBe(true);
    expect([...own].some((file) => file.endsWith('.astro'))).toBe(false);
    // Its values use astro/jsx-runtime, which Vite bundles: a second copy loaded by Node would
    // not be the one the page renders with.
    expect(own.has(join(src, 'components/mdx/mdx-globals.ts'))).toBe(false);
  });

  it("on Astro's runtime: its helpers by Node, every module that reaches a virtual module by Vite", () => {
    const dist = fileURLToPath(new URL('./', import.meta.resolve('astro')));
    const astro = nativeLoadableModules(dist, bundled);
    expect(astro.has(join(dist, 'runtime/server/escape.js'))).toBe(true);
    expect(astro.size).toBeGreaterThan(100);
    for (const file of astro) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\bfrom\s*["'](?:astro|virtual):|\bimport\(\s*["'](?:astro|virtual):/);
  });
});

describe("a build's prerender bundle", () => {
  const src = fileURLToPath(new URL('../../src/', import.meta.url));
  const dist = fileURLToPath(new URL('./', import.meta.resolve('astro')));
  const plugin: Plugin = vitePluginNativeBuildModules();
  const config = { resolve: { noExternal: ['astro'] } } as unknown as ResolvedConfig;
  // What Vite's resolver answers for a bare import of Astro's runtime (`astro/runtime/*` is dist/runtime/*).
  const context = { environment: { config }, resolve: async (source: string) => ({ id: join(dist, source.slice('astro/'.length)) }) };
  const hook = plugin.resolveId as { filter: { id: RegExp }; handler: (this: typeof context, source: string, importer?: string) => Promise<unknown> };
  (plugin.buildStart as (this: typeof context) => void).call(context);
  const resolveFrom = (source: string, importer: string | undefined) => (hook.filter.id.test(source) ? hook.handler.call(context, source, importer) : Promise.resolve(null));

  it("imports Mintaka's modules that need nothing of Vite from their files, as the CLI loaded them", async () => {
    const page = join(src, 'components/layout/DocsPage.astro');
    expect(await resolveFrom('../../core/navigation/route-navigation.ts', page)).toEqual({ id: pathToFileURL(join(src, 'core/navigation/route-navigation.ts')).href, external: true });
    expect(await resolveFrom('./highlighter.ts', join(src, 'integration/markdown/plugins.ts'))).toMatchObject({ external: true });
  });

  it("imports Astro's runtime helpers from Astro's files; keeps what reaches a virtual module in the bundle", async () => {
    const component = join(src, 'components/layout/Icon.astro');
    expect(await resolveFrom('astro/runtime/server/escape.js', component)).toEqual({ id: pathToFileURL(join(dist, 'runtime/server/escape.js')).href, external: true });
    expect(await resolveFrom('astro:content', component)).toBeNull();
  });

  it('bundles components, styles, modules that import a component, queries and packages', async () => {
    const page = join(src, 'components/layout/DocsPage.astro');
    for (const source of ['./Sidebar.astro', '../../styles/global.css', '../../pages/_api-page.ts', '../../client/page.js?raw', 'zod']) expect(await resolveFrom(source, page), source).toBeNull();
    expect(await resolveFrom('./route-navigation.ts', `${join(src, 'core/navigation/x.ts')}?v=1`)).toBeNull();
  });
});
