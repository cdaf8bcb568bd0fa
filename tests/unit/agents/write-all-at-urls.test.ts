import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAllAtUrls } from '../../../src/integration/postbuild/exports.ts';

// Every page's Markdown copy is written at its URL + .md, all at once (exports.ts). What an
// agent reading the built site relies on: each copy is there, whole, at its URL.
let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'write-all-'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('the Markdown copies written at their URLs', () => {
  it('are all there, whole, in folders made as needed, names decoded from the URL', async () => {
    const copies = Array.from({ length: 300 }, (_, i) => [`/group-${i % 7}/page-${i}.md`, `# Page ${i}\n\n${'text '.repeat(2000)}\n`] as const);
    await writeAllAtUrls(outDir, [...copies, ['/index.md', '# Home\n'], ['/names/q%26a%20notes.md', '# Q&A\n']]);
    for (const [url, content] of copies) expect(readFileSync(join(outDir, url), 'utf8')).toBe(content);
    expect(readFileSync(join(outDir, 'index.md'), 'utf8')).toBe('# Home\n');
    expect(readdirSync(join(outDir, 'names'))).toEqual(['q&a notes.md']);
  });

  it('write a URL given twice once, with its last content, as writing them in turn would', async () => {
    await writeAllAtUrls(outDir, [['/a.md', 'first'], ['/a.md', 'second']]);
    expect(readFileSync(join(outDir, 'a.md'), 'utf8')).toBe('second');
  });

  it('fail the build when a copy cannot be written', async () => {
    await writeAllAtUrls(outDir, [['/taken.md', 'x']]);
    // A file where a folder must go.
    await expect(writeAllAtUrls(outDir, [['/taken.md/inner.md', 'y']])).rejects.toThrow();
  });
});
