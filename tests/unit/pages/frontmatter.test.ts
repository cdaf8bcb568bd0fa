import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../../src/core/pages/frontmatter.ts';
import { DEFAULT_CORPUS } from '../../../scripts/build-corpus.ts';

const ok = (source: string) => {
  const parsed = parseFrontmatter(source, 'page.mdx');
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed;
};

describe('frontmatter, read as Mintlify reads it (gray-matter on js-yaml)', () => {
  it('accepts a quoted value that continues on an unindented line', () => {
    expect(ok('---\ntitle: "Two\nlines"\ndescription: "A description that\ncontinues here"\n---\nBody').data).toEqual({ title: 'Two lines', description: 'A description that continues here' });
  });

  it('gives the body after the closing line and the line it starts on', () => {
    const parsed = ok('---\ntitle: T\n---\n\n# Body\n');
    expect(parsed.body).toBe('\n\n# Body\n');
    expect(parsed.bodyLine).toBe(3);
  });

  it('finds frontmatter after a byte-order mark or blank lines, and none elsewhere', () => {
    expect(ok('\uFEFF---\ntitle: BOM\n---\n').data).toEqual({ title: 'BOM' });
    expect(ok('\n\n---\ntitle: Late\n---\n').data).toEqual({ title: 'Late' });
    expect(ok('Text\n---\ntitle: no\n---\n').data).toEqual({});
  });

  it('reads CRLF pages, empty blocks and comment-only blocks', () => {
    expect(ok('---\r\ntitle: Windows\r\n---\r\nBody').data).toEqual({ title: 'Windows' });
    expect(ok('---\n---\nBody').data).toEqual({});
    expect(ok('---\n# just a comment\n---\nBody').data).toEqual({});
  });

  it('names the line and column of a YAML mistake in the page', () => {
    const parsed = parseFrontmatter('---\ntitle: Intro\ndescription: a: b: c\n---\n', 'guides/bad.mdx');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(/^guides\/bad\.mdx:3:\d+: invalid frontmatter: /);
  });
});

/** Every .md/.mdx file below a folder (the corpus sites' pages and snippets). */
function pageFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/i.test(entry.name)) files.push(path);
    }
  };
  walk(root);
  return files;
}

/** gray-matter's reading: the block between the opening `---` and the next line starting with `---`, parsed by js-yaml. */
function grayMatterData(source: string): unknown {
  const text = source.replace(/^\uFEFF/, '');
  if (!text.startsWith('---') || text.charAt(3) === '-') return {};
  const rest = text.slice(3);
  const close = rest.indexOf('\n---');
  const block = close < 0 ? rest : rest.slice(0, close);
  return yaml.load(block.replace(/^[^\n]*\n/, '')) ?? {};
}

const corpora = [DEFAULT_CORPUS, resolve(process.env.MINTAKA_CORPUS_DOCS_JSON ?? join(DEFAULT_CORPUS, '../corpus-docs-json'))].filter((dir) => existsSync(dir));
if (!corpora.length) console.info(`frontmatter corpus test skipped: it needs the folder of real Mintlify sites, set MINTAKA_CORPUS=<folder> (looked for ${DEFAULT_CORPUS})`);

describe.runIf(corpora.length > 0)('frontmatter of every page of the real sites', () => {
  it('equals js-yaml\'s reading, page by page', () => {
    const differences: string[] = [];
    let compared = 0;
    for (const corpus of corpora) {
      for (const file of pageFiles(corpus)) {
        const source = readFileSync(file, 'utf8');
        let expected: unknown;
        try {
          expected = grayMatterData(source);
        } catch {
          continue; // Mintlify rejects this page too: nothing to agree on.
        }
        compared++;
        const parsed = parseFrontmatter(source, file);
        const name = relative(corpus, file);
        if (!parsed.ok) differences.push(`${name}: rejected (${parsed.message})`);
        else if (JSON.stringify(parsed.data) !== JSON.stringify(expected)) differences.push(`${name}: ${JSON.stringify(parsed.data)} != ${JSON.stringify(expected)}`);
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(differences).toEqual([]);
  });
});
