import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blankMdxFrontmatter, summariseMdx } from '../../../src/integration/markdown/check-mdx.ts';
import { scanMdxImports } from '../../../src/integration/markdown/mdx-import-scan.ts';
import { parseMdxNativeFirst } from '../../../src/integration/markdown/parse-mdx-native-first.ts';

// `mintaka dev` reads the imports of every MDX page off its text at its start, to know whether
// Node can load the site without Astro: the same imports and legacy snippets as the parser
// finds, on every MDX file of the repository and, when they are beside it, of the real sites.
const repository = fileURLToPath(new URL('../../../', import.meta.url));
const folders = [join(repository, 'docs'), join(repository, 'tests/fixtures'), resolve(repository, '../shared/corpus'), resolve(repository, '../shared/corpus-docs-json')].filter((folder) => existsSync(folder));
const mdxFiles = folders.flatMap((folder) => (readdirSync(folder, { recursive: true }) as string[]).filter((file) => file.endsWith('.mdx') && !file.includes('node_modules')).map((file) => join(folder, file)));
const sources = (text: string) => scanMdxImports(text).imports.map((imp) => imp.source);

describe("the imports of an MDX page, read off its text", () => {
  it('finds imports of every form, over several lines, and the legacy snippets', () => {
    const text = [
      '---',
      'title: A page',
      '---',
      "import Intro from '/snippets/intro.mdx';",
      "import { a, b as c } from './parts.mdx'",
      'import * as all from "../all.jsx";',
      'import Def, { x } from "/snippets/def.mdx";',
      "import './side-effect.css';",
      'import {',
      '  Multi,',
      '  Line,',
      "} from '/snippets/multi.mdx';",
      '',
      '<Snippet file="old.mdx" />',
    ].join('\n');
    expect(sources(text)).toEqual(['/snippets/intro.mdx', './parts.mdx', '../all.jsx', '/snippets/def.mdx', './side-effect.css', '/snippets/multi.mdx']);
    expect(scanMdxImports(text).imports.map((imp) => imp.line)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(scanMdxImports(text).legacySnippets).toEqual([{ file: 'old.mdx', line: 14, column: 1 }]);
  });

  it('skips code: fences (inside components too), template literals of exports, inline code', () => {
    const text = [
      '<CodeGroup>',
      '  ```jsx',
      "  import React from 'react';",
      '  ```',
      '</CodeGroup>',
      '',
      '~~~js',
      "import x from 'x';",
      '~~~',
      '',
      'export const app = `',
      "import {useDraggable} from '@dnd-kit/solid';",
      '',
      "import './styles.css';",
      '`;',
      '',
      'Write `<Snippet file="name.mdx" />` to include one.',
    ].join('\n');
    expect(sources(text)).toEqual([]);
    expect(scanMdxImports(text).legacySnippets).toEqual([]);
  });

  it('names no source for an import it cannot read: never taken for a file Node loads', () => {
    expect(sources("import x from `/snippets/${name}.mdx`;")).toEqual([undefined]);
  });

  it(`finds what the parser finds, on ${mdxFiles.length} MDX files of the repository and the real sites beside it`, () => {
    const differing: string[] = [];
    for (const file of mdxFiles) {
      const text = readFileSync(file, 'utf8');
      const parsed = parseMdxNativeFirst(blankMdxFrontmatter(text), file);
      if (!parsed.ok) continue;
      const summary = summariseMdx(parsed.tree);
      const scanned = scanMdxImports(text);
      const same = JSON.stringify(summary.imports.map((imp) => imp.source)) === JSON.stringify(scanned.imports.map((imp) => imp.source)) && JSON.stringify(summary.legacySnippets.map((s) => s.file)) === JSON.stringify(scanned.legacySnippets.map((s) => s.file));
      if (!same) differing.push(file);
    }
    expect(mdxFiles.length).toBeGreaterThan(20);
    expect(differing).toEqual([]);
  });
});
