import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boundDevBlockFiles } from '../../../src/integration/markdown/highlight-cache.ts';

// `mintaka dev` keeps each highlighted block in a file of its own; past a limit, the next start
// empties them, and leaves the builds' per-site files alone.
let dir: string;
let previous: string | undefined;

/** `count` block files spread over key folders, as `mintaka dev` writes them, and a build's packs. */
function fillCache(count: number): void {
  for (let i = 0; i < count; i++) {
    const key = (i * 2654435761 % 2 ** 32).toString(16).padStart(8, '0') + 'a'.repeat(32);
    mkdirSync(join(dir, key.slice(0, 2)), { recursive: true });
    writeFileSync(join(dir, key.slice(0, 2), `${key}.json`), '{"type":"element"}');
  }
  for (const kind of ['blocks', 'samples']) {
    mkdirSync(join(dir, kind), { recursive: true });
    writeFileSync(join(dir, kind, '0123456789ab-1.json'), '{}');
  }
}

const blockFiles = () => readdirSync(dir).filter((name) => /^[0-9a-f]{2}$/.test(name)).reduce((sum, folder) => sum + readdirSync(join(dir, folder)).length, 0);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mintaka-highlight-'));
  previous = process.env.MINTAKA_HIGHLIGHT_CACHE;
  process.env.MINTAKA_HIGHLIGHT_CACHE = dir;
});

afterEach(() => {
  if (previous === undefined) delete process.env.MINTAKA_HIGHLIGHT_CACHE;
  else process.env.MINTAKA_HIGHLIGHT_CACHE = previous;
});

describe("mintaka dev's highlighted block files", () => {
  it('are emptied at start past the limit, the builds\' per-site files kept', async () => {
    fillCache(120);
    expect(blockFiles()).toBe(120);
    await boundDevBlockFiles(100);
    expect(blockFiles()).toBe(0);
    expect(existsSync(join(dir, 'blocks/0123456789ab-1.json'))).toBe(true);
    expect(existsSync(join(dir, 'samples/0123456789ab-1.json'))).toBe(true);
  });

  it('are kept up to the limit', async () => {
    fillCache(100);
    await boundDevBlockFiles(100);
    expect(blockFiles()).toBe(100);
  });

  it('need no cache folder', async () => {
    process.env.MINTAKA_HIGHLIGHT_CACHE = join(dir, 'missing');
    await expect(boundDevBlockFiles(0)).resolves.toBeUndefined();
  });
});
