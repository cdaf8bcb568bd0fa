import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../support/build-fixture.ts';

// The utility CSS of the next build: Astro does not render an unchanged Markdown page again,
// and the page's classes must still be in the CSS and the page must still link it.
const outDir = join(mkdtempSync(join(tmpdir(), 'mintaka-styling-warm-')), 'dist');

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function utilityCss(): { links: Record<string, boolean>; css: string } {
  const file = readdirSync(join(outDir, '_mintaka')).find((name) => name.startsWith('utilities.'));
  const links = Object.fromEntries(['raw-html', 'layout', 'plain'].map((page) => [page, readFileSync(join(outDir, page, 'index.html'), 'utf8').includes('/_mintaka/utilities.')]));
  return { links, css: file ? readFileSync(join(outDir, '_mintaka', file), 'utf8') : '' };
}

describe('a build with the previous build\'s cache', () => {
  it('keeps the classes of the pages it does not render again', async () => {
    const folder = join(repoRoot, 'tests/fixtures/sites/styling');
    const first = await runCli(['build', folder, '--out', outDir]);
    expect(first.code, first.stderr).toBe(0);
    const cold = utilityCss();
    expect(cold.links).toEqual({ 'raw-html': true, layout: true, plain: false });
    expect(cold.css).toContain('.bg-emerald-100{');
    const second = await runCli(['build', folder, '--out', outDir]);
    expect(second.code, second.stderr).toBe(0);
    expect(utilityCss()).toEqual(cold);
  });
});
