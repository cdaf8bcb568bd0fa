import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clearContentStoreOfOtherCode } from '../../../src/cli/content-store.ts';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A cache folder as a build and a dev server leave it: the stores and a page's HTML. */
function cacheFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mintaka-store-'));
  mkdirSync(join(dir, '.astro'));
  writeFileSync(join(dir, 'data-store.json'), '{}');
  writeFileSync(join(dir, '.astro', 'data-store.json'), '{}');
  mkdirSync(join(dir, 'page-html'));
  writeFileSync(join(dir, 'page-html', 'a.html'), '<p>a</p>');
  return dir;
}

describe('pages Astro kept from an earlier build', () => {
  it('are rendered again when the store was filled by other code (an earlier Mintaka)', () => {
    const dir = cacheFolder();
    writeFileSync(join(dir, 'mintaka-code'), 'digest of an older Mintaka');
    clearContentStoreOfOtherCode(projectRoot, dir);
    expect(existsSync(join(dir, 'data-store.json'))).toBe(false);
    expect(existsSync(join(dir, '.astro', 'data-store.json'))).toBe(false);
    // Content-addressed page HTML stays.
    expect(existsSync(join(dir, 'page-html', 'a.html'))).toBe(true);
  });

  it('are kept while the code is the same', () => {
    const dir = cacheFolder();
    clearContentStoreOfOtherCode(projectRoot, dir);
    writeFileSync(join(dir, 'data-store.json'), '{"kept":true}');
    clearContentStoreOfOtherCode(projectRoot, dir);
    expect(existsSync(join(dir, 'data-store.json'))).toBe(true);
  });
});
