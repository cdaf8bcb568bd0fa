import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeDigest, localModuleGraph } from '../../src/integration/code-digest.ts';

/** A folder of modules: path → source. */
function modules(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mintaka-digest-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

const CODE = {
  'entry.ts': [
    "import { a } from './a.ts';",
    "import {\n  b,\n  c,\n} from './lib/b.ts';",
    "import type { T } from './types.ts';",
    "import { z } from 'zod';",
    "export { d } from './d.ts';",
    "const lazy = () => import('./lazy.ts');",
  ].join('\n'),
  'a.ts': "import '../outside-is-not-there.ts';\nexport const a = 1;",
  'lib/b.ts': "import { deep } from './deep.ts';\nexport const b = deep, c = 2;",
  'lib/deep.ts': 'export const deep = 3;',
  'types.ts': 'export type T = number;',
  'd.ts': 'export const d = 4;',
  'lazy.ts': 'export default 5;',
};

describe('the code a kept result depends on', () => {
  it('is every local module the entry imports, statically or not, but not types or packages', () => {
    const dir = modules(CODE);
    const found = localModuleGraph([pathToFileURL(join(dir, 'entry.ts'))]).map(({ url }) => url.pathname.slice(dir.length + 1));
    expect(found.sort()).toEqual(['a.ts', 'd.ts', 'entry.ts', 'lazy.ts', 'lib/b.ts', 'lib/deep.ts']);
  });

  it('has a digest that changes with a module imported two steps away, and not with the folder', () => {
    const digest = (files: Record<string, string>) => codeDigest([pathToFileURL(join(modules(files), 'entry.ts'))]);
    const same = digest(CODE);
    expect(digest(CODE)).toBe(same);
    expect(digest({ ...CODE, 'lib/deep.ts': 'export const deep = 30;' })).not.toBe(same);
    expect(digest({ ...CODE, 'types.ts': 'export type T = string;' })).toBe(same);
  });
});
