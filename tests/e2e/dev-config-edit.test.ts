import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';

// A writer changes docs.json's code theme and variables while `mintaka dev` runs: the next
// load shows pages with the new variables, and code blocks and API samples in the new theme's
// colours (the server restarts, but Mintaka's modules loaded by Node keep their state).
let dev: DevServer;
let folder: string;

const config = (codeblocks: unknown, product: string) =>
  JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Config Edit Docs',
    colors: { primary: '#0D9373' },
    styling: { codeblocks },
    variables: { product },
    navigation: { pages: ['guide', 'create'] },
    api: { examples: { languages: ['curl'] } },
  });

async function page(path: string): Promise<string> {
  const response = await fetch(`${dev.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The classes and elements that colour a highlighted block's tokens, in order. */
function tokenColours(html: string, marker: string): string {
  const start = html.indexOf('<code>', html.indexOf(marker));
  const code = html.slice(start, html.indexOf('</code>', start));
  return [...code.matchAll(/<(mk-\d+)|class="([^"]+)"/g)].map((match) => match[1] ?? match[2]).join(' ');
}

async function snapshot() {
  const guide = await page('/guide');
  const create = await page('/create');
  return {
    product: /Install (\w+) today/.exec(guide)?.[1],
    block: tokenColours(guide, 'const answer'),
    sample: tokenColours(create, 'mk-api'),
  };
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'mintaka-dev-config-'));
  writeFileSync(join(folder, 'docs.json'), config('system', 'Alpha'));
  writeFileSync(join(folder, 'guide.mdx'), '---\ntitle: Guide\n---\n\nInstall {{product}} today.\n\n```js\nconst answer = 42; // the answer\n```\n');
  writeFileSync(join(folder, 'create.mdx'), '---\ntitle: Create a thing\napi: POST https://api.example.com/things\n---\n\nCreates a thing.\n');
  dev = await startDevServer(folder);
});

afterAll(() => {
  dev?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('docs.json edited while mintaka dev runs', () => {
  it("shows the new variables, and code and API samples in the new theme's colours", async () => {
    const before = await snapshot();
    expect(before.product).toBe('Alpha');
    expect(before.block).not.toBe('');
    expect(before.sample).not.toBe('');

    writeFileSync(join(folder, 'docs.json'), config({ theme: { light: 'min-light', dark: 'dracula' } }, 'Beta'));
    let after = before;
    await expect
      .poll(async () => {
        after = await snapshot().catch(() => before);
        return after.product === 'Beta' && after.block !== before.block && after.sample !== before.sample;
      }, { timeout: 30_000, interval: 500 })
      .toBe(true);
    expect(dev.output()).not.toMatch(/not found, you may need to load it first/);

    // Back to the first theme: the colours are the first ones again.
    writeFileSync(join(folder, 'docs.json'), config('system', 'Alpha'));
    await expect.poll(async () => JSON.stringify(await snapshot().catch(() => after)), { timeout: 30_000, interval: 500 }).toBe(JSON.stringify(before));
  });
});
