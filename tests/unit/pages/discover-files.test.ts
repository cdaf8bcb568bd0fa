import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverDocsFiles, navigationPagePaths } from '../../../src/core/pages/discover-files.ts';
import { pageGlobPatterns } from '../../../src/integration/page-globs.ts';

// Which files of a docs folder become pages. README, LICENSE, CONTRIBUTING... are repository
// files, left out as Mintlify leaves them out, unless the navigation lists them.

function folder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mintaka-discover-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const files = {
  'introduction.mdx': '# Intro',
  'contributing.mdx': '# Contributing',
  'README.md': '# Repo',
  'guides/LICENSE.md': 'MIT',
  'snippets/note.mdx': 'Note',
  'logo.svg': '<svg/>',
};

describe('page discovery', () => {
  it('leaves out README, LICENSE and CONTRIBUTING files that the navigation does not list', () => {
    const found = discoverDocsFiles(folder(files));
    expect(found.pages).toEqual(['introduction.mdx']);
    expect(found.repoFiles).toEqual(['README.md', 'contributing.mdx', 'guides/LICENSE.md']);
    expect(found.snippets).toEqual(['snippets/note.mdx']);
  });

  it('makes them pages when the navigation lists them, as any other page', () => {
    const navigation = [{ group: 'Start', pages: ['introduction', { group: 'Project', pages: ['/contributing'] }] }];
    const listed = navigationPagePaths(navigation);
    expect([...listed]).toEqual(['introduction', 'contributing']);
    const found = discoverDocsFiles(folder(files), { listed });
    expect(found.pages).toEqual(['contributing.mdx', 'introduction.mdx']);
    expect(found.repoFiles).toEqual(['README.md', 'guides/LICENSE.md']);
  });

  it("gives Astro's content loader the same pages: listed repository files included, the others left out", () => {
    const plain = folder({ ...files, 'mint.json': JSON.stringify({ name: 'x', navigation: [{ group: 'A', pages: ['introduction'] }] }) });
    expect(pageGlobPatterns(plain)).toContain('!**/{README,readme,Readme,LICENSE,license,LICENCE,CONTRIBUTING,contributing,CONTRIBUTE,contribute,CODE_OF_CONDUCT}.{md,mdx}');
    const listing = folder({ ...files, 'mint.json': JSON.stringify({ name: 'x', navigation: [{ group: 'A', pages: ['introduction', 'contributing'] }] }) });
    const patterns = pageGlobPatterns(listing);
    expect(patterns).toContain('!README.md');
    expect(patterns).toContain('!guides/LICENSE.md');
    expect(patterns).not.toContain('!contributing.mdx');
    expect(patterns.some((p) => p.includes('{README'))).toBe(false);
  });

  it('reads navigation of any shape without failing: the config checks report bad values', () => {
    expect([...navigationPagePaths(undefined)]).toEqual([]);
    expect([...navigationPagePaths([{ group: 'A', pages: [42, null, 'a/b.mdx'] }, 'loose'])]).toEqual(['a/b', 'loose']);
  });
});
