import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every module reachable from `entry` through relative imports, plus its bare imports. */
function collectImports(entry: string): { modules: string[]; packages: string[] } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
      const specifier = match[1];
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(root, entry));
  return { modules: [...modules].map((file) => path.relative(root, file)), packages: [...packages] };
}

describe('browser-safe modules', () => {
  it('HAR building and snippet generation import nothing from Node or npm (the playground runs them)', () => {
    for (const entry of ['src/core/openapi/browser.ts', 'src/core/snippets/index.ts']) {
      const { modules, packages } = collectImports(entry);
      expect(packages, `${entry} imports ${packages.join(', ')}`).toEqual([]);
      expect(modules).not.toContain('src/core/openapi/load.ts');
    }
  });
});
