import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture } from '../support/build-fixture.ts';

// mint.json without a favicon (Mintlify requires one; older sites still leave it out): the
// build warns, and readers' tabs show Mintaka's default icon rather than none.
describe('a site without a favicon', () => {
  it("links Mintaka's default icon, served from the site itself", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mintaka-no-favicon-'));
    writeFileSync(join(folder, 'mint.json'), JSON.stringify({ name: 'Plain', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages: ['index'] }] }));
    writeFileSync(join(folder, 'index.md'), '---\ntitle: Home\n---\n\nHello.\n');
    const site = await buildFixture(folder);
    expect(site.code, site.stderr).toBe(0);
    expect(site.stdout).toContain("favicon: missing — Mintlify requires one; add \"favicon\": \"/favicon.svg\" (Mintaka's default icon is shown meanwhile).");
    expect(site.page('/').querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
    expect(readFileSync(join(site.outDir, 'favicon.svg'), 'utf8')).toMatch(/^<svg /);
  });
});
