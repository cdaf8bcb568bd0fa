import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleBrowserModule } from '../../../src/integration/postbuild/browser-module.ts';

// The browser modules (search dialog, page actions menu, the frame's component scripts) are
// bundled with esbuild, and each bundle is kept between runs with the files it was made of: used
// again while they are unchanged, made again as soon as one of them changes.
describe('browser modules kept between runs', () => {
  let cache: string;
  let dir: string;
  const previous = process.env.MINTAKA_MODULE_CACHE;
  beforeEach(() => {
    cache = mkdtempSync(join(tmpdir(), 'mintaka-bundles-'));
    dir = mkdtempSync(join(tmpdir(), 'mintaka-client-'));
    process.env.MINTAKA_MODULE_CACHE = cache;
    writeFileSync(join(dir, 'entry.ts'), "import { word } from './word.ts';\ndocument.title = word + String(MK_SUFFIX);\n");
    writeFileSync(join(dir, 'word.ts'), "export const word: string = 'first';\n");
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.MINTAKA_MODULE_CACHE;
    else process.env.MINTAKA_MODULE_CACHE = previous;
  });

  const kept = () => readdirSync(join(cache, 'bundles')).map((file) => join(cache, 'bundles', file));

  it('are used again while their files are unchanged', async () => {
    expect(await bundleBrowserModule(join(dir, 'entry.ts'), { MK_SUFFIX: '"!"' })).toContain('"first"');
    expect(kept()).toHaveLength(1);
    // What the next run reads is the kept bundle, not esbuild's.
    const file = kept()[0]!;
    writeFileSync(file, readFileSync(file, 'utf8').replace('first', 'kept'));
    expect(await bundleBrowserModule(join(dir, 'entry.ts'), { MK_SUFFIX: '"!"' })).toContain('"kept"');
  });

  it('are made again when a file they import changes, or with other defined values', async () => {
    expect(await bundleBrowserModule(join(dir, 'entry.ts'), { MK_SUFFIX: '"!"' })).toContain('"first"');
    writeFileSync(join(dir, 'word.ts'), "export const word: string = 'second';\n");
    expect(await bundleBrowserModule(join(dir, 'entry.ts'), { MK_SUFFIX: '"!"' })).toContain('"second"');
    expect(await bundleBrowserModule(join(dir, 'entry.ts'), { MK_SUFFIX: '"?"' })).toMatch(/\+"\?"/);
    expect(kept()).toHaveLength(2);
  });
});
