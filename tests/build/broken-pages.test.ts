import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture } from '../support/build-fixture.ts';

// One page never sinks a site (tests/fixtures/sites/broken-pages): every kind of per-page
// error names the page's file, and --skip-invalid leaves out exactly those pages.
const PAGE_ERRORS = [
  expect.stringMatching(/^bad-frontmatter\.mdx:2:\d+: invalid frontmatter: /),
  expect.stringMatching(/^bad-mdx\.mdx:5:1: Expected a closing tag for `<Note>`/),
  'missing-snippet.mdx:5:1: cannot find the imported file "/snippets/gone.mdx" (looked in the docs folder)',
  "throws.mdx:9: <Chart> could not be rendered: Cannot read properties of undefined (reading 'points')",
  "throws-in-expression.mdx: could not be rendered: Cannot read properties of null (reading 'value')",
];

const errorLines = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('  error ')).map((l) => l.slice('  error '.length));

describe('a build with broken pages', () => {
  it('lists every page error together, names no file of Mintaka, prints no stack, and writes nothing', async () => {
    const run = await buildFixture('broken-pages');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Build failed: 5 problems; nothing was written');
    expect(run.stderr).toContain('(--skip-invalid builds the other pages)');
    expect(errorLines(run.stderr).sort()).toEqual([...PAGE_ERRORS].sort());
    expect(run.stderr + run.stdout).not.toMatch(/\[\.\.\.slug\]|\n\s+at |src\/(pages|integration)\//);
    expect(existsSync(run.outDir)).toBe(false);
  });

  it('with --skip-invalid, leaves out exactly those pages, each with its error, and builds the rest', async () => {
    const run = await buildFixture('broken-pages', ['--skip-invalid']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('5 invalid pages left out (--skip-invalid):');
    expect(errorLines(run.stderr).sort()).toEqual([...PAGE_ERRORS].sort());
    expect(run.stdout).toContain('✓ Built 1 page');
    expect(run.page('/').querySelector('.mk-content')!.text).toContain('This page is fine.');
    for (const left of ['throws', 'bad-frontmatter', 'bad-mdx', 'missing-snippet', 'throws-in-expression']) {
      // No page, and no empty folder in its place (a server would answer it with a listing or 403, not 404).
      expect(existsSync(join(run.outDir, left)), left).toBe(false);
      expect(existsSync(join(run.outDir, `${left}.md`)), left).toBe(false);
    }
    expect(readFileSync(join(run.outDir, 'llms.txt'), 'utf8')).not.toMatch(/throws|bad-|missing-snippet/);
    // Nor can a reader search for them: the search index holds the one page built.
    const entry = JSON.parse(readFileSync(join(run.outDir, 'pagefind/pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.values(entry.languages).map((language) => language.page_count)).toEqual([1]);
  });
});
