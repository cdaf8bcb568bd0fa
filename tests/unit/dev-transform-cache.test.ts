import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRunnableDevEnvironment, createServer, type Plugin, type RunnableDevEnvironment, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepInstalledTransforms, openDevTransformCache } from '../../src/integration/dev-transform-cache.ts';

// `mintaka dev` keeps Vite's transforms of installed packages' modules (Astro's runtime) for the
// next start: a kept module is not transformed again while its file is unchanged, and it still
// evaluates afresh with what the virtual modules it imports give now.
let root: string;
const packageFile = () => join(root, 'node_modules/fake-runtime/index.js');

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'mintaka-transforms-'));
  mkdirSync(join(root, 'node_modules/fake-runtime'), { recursive: true });
  writeFileSync(join(root, 'node_modules/fake-runtime/package.json'), JSON.stringify({ name: 'fake-runtime', type: 'module', main: 'index.js' }));
  writeFileSync(packageFile(), `import value from 'virtual:test/value';\nexport const greeting = 'hello ' + value;\n`);
  writeFileSync(join(root, 'entry.js'), `export { greeting } from 'fake-runtime';\n`);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A dev server whose runner loads fake-runtime (as Astro's runtime is, noExternal), counting its transforms. */
async function startServer(value: string): Promise<{ server: ViteDevServer; transforms: () => number }> {
  let transforms = 0;
  const plugins: Plugin[] = [
    {
      name: 'test-virtual-value',
      resolveId: (id) => (id === 'virtual:test/value' ? '\0virtual:test/value' : null),
      load: (id) => (id === '\0virtual:test/value' ? `export default ${JSON.stringify(value)};` : null),
    },
    { name: 'count-transforms', transform: (_code, id) => void (id.includes('fake-runtime') && transforms++) },
  ];
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    cacheDir: join(root, '.cache'),
    server: { middlewareMode: true, ws: false },
    plugins,
    ssr: { noExternal: ['fake-runtime'] },
    environments: {
      ssr: {
        dev: {
          createEnvironment: (name, config) => {
            const environment = createRunnableDevEnvironment(name, config);
            keepInstalledTransforms(environment, openDevTransformCache(name, config));
            return environment;
          },
        },
      },
    },
  });
  return { server, transforms: () => transforms };
}

async function greetingOf(server: ViteDevServer): Promise<string> {
  const ssr = server.environments.ssr as RunnableDevEnvironment;
  return ((await ssr.runner.import('/entry.js')) as { greeting: string }).greeting;
}

describe("mintaka dev's kept transforms of installed packages", () => {
  it('transforms an installed module on the first start and keeps it', async () => {
    const { server, transforms } = await startServer('one');
    expect(await greetingOf(server)).toBe('hello one');
    expect(transforms()).toBe(1);
    await server.close();
  });

  it('serves it on the next start without a transform, evaluated with the virtual modules of now', async () => {
    const { server, transforms } = await startServer('two');
    expect(await greetingOf(server)).toBe('hello two');
    expect(transforms()).toBe(0);
    // In Vite's module graph as an importer of what it imports: invalidating the virtual module
    // reaches it, as it does a module Vite transformed.
    const graph = server.environments.ssr.moduleGraph;
    const virtual = graph.getModuleById('\0virtual:test/value');
    expect([...(virtual?.importers ?? [])].map((node) => node.file)).toContain(packageFile());
    await server.close();
  });

  it('transforms it again once its file changed', async () => {
    writeFileSync(packageFile(), `import value from 'virtual:test/value';\nexport const greeting = 'hi ' + value;\n`);
    const { server, transforms } = await startServer('three');
    expect(await greetingOf(server)).toBe('hi three');
    expect(transforms()).toBe(1);
    await server.close();
  });
});
