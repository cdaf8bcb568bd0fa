import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroCacheDir } from '../../src/cli/astro-root.ts';
import { repoRoot } from '../support/build-fixture.ts';
import { DEV_SERVERS, findFreePort, startCliServer, type DevServer } from '../support/dev-server.ts';

// `mintaka dev --port N` listens on N (and on the next free one when N is taken). Astro's dev
// server started again on another port keeps what the last one rendered: the port is not part
// of what Astro keys its content store to.
let folder: string;
const servers: DevServer[] = [];

async function startOn(port: number, env: Record<string, string> = {}): Promise<DevServer> {
  const server = await startCliServer(['dev', folder, '--port', String(port), '--host', '127.0.0.1'], /Dev server at (http:\/\/\S+?)\/?\s/, 90_000, undefined, env);
  servers.push(server);
  return server;
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'mintaka-dev-port-'));
  writeFileSync(join(folder, 'mint.json'), JSON.stringify({ name: 'Port Docs', colors: { primary: '#0D9373' }, navigation: [{ group: 'Pages', pages: ['one'] }] }));
  writeFileSync(join(folder, 'one.md'), '---\ntitle: One\n---\n\nThe first page.\n');
});

/** The dev server's cache folder for the docs folder, where Astro writes its content store. */
const devCache = () => astroCacheDir(repoRoot, realpathSync(folder), 'dev');

afterAll(() => {
  for (const server of servers) server.stop();
  rmSync(devCache(), { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
});

describe.each(DEV_SERVERS)('mintaka dev --port ($name)', ({ env }) => {
  it('listens on the port it was given, and on the next one while that is taken', async () => {
    const port = await findFreePort();
    const first = await startOn(port, env);
    expect(first.url).toBe(`http://127.0.0.1:${port}`);
    expect(await (await fetch(`${first.url}/one`)).text()).toContain('The first page.');
    const second = await startOn(port, env);
    expect(second.url).not.toBe(first.url);
    expect(await (await fetch(`${second.url}/one`)).text()).toContain('The first page.');
    first.stop();
    second.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }, 180_000);
});

describe("mintaka dev --port (Astro's dev server)", () => {
  const env = { MINTAKA_ASTRO_DEV: '1' };
  it('keeps the rendered pages for a start on another port', async () => {
    const firstPort = await findFreePort();
    const first = await startOn(firstPort, env);
    expect(first.url).toBe(`http://127.0.0.1:${firstPort}`);
    expect(await (await fetch(`${first.url}/one`)).text()).toContain('The first page.');
    // Astro writes its content store to disk shortly after the first sync: the second start
    // must find it, or it would have nothing to keep.
    await expect.poll(() => existsSync(join(devCache(), '.astro/data-store.json')), { timeout: 30_000 }).toBe(true);
    first.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));

    let secondPort = await findFreePort();
    while (secondPort === firstPort) secondPort = await findFreePort();
    const second = await startOn(secondPort, env);
    expect(second.url).toBe(`http://127.0.0.1:${secondPort}`);
    expect(await (await fetch(`${second.url}/one`)).text()).toContain('The first page.');
    expect(second.output()).toContain('Syncing content');
    expect(second.output()).not.toContain('Clearing content store');
  }, 180_000);
});
