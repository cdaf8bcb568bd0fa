import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { servesWithoutAstro } from '../../../src/cli/dev-server/without-astro.ts';
import { loadSite } from '../../../src/site/load-site.ts';

// Which server `mintaka dev` runs for a docs folder: Mintaka's own when Node can load every
// page (what Mintlify allows a page to import: the folder's own snippets), Astro's when a page
// imports what only Vite loads (a package, a stylesheet, a name without its extension).
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  delete process.env.MINTAKA_ASTRO_DEV;
});

async function siteWith(files: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'mintaka-dev-choice-'));
  folders.push(folder);
  writeFileSync(join(folder, 'mint.json'), JSON.stringify({ name: 'Choice', colors: { primary: '#0D9373' }, navigation: [{ group: 'Pages', pages: ['index'] }] }));
  for (const [file, text] of Object.entries({ 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n', ...files })) {
    mkdirSync(join(folder, file, '..'), { recursive: true });
    writeFileSync(join(folder, file), text);
  }
  const loaded = await loadSite(folder, { fetchStars: false });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return loaded.site;
}

describe('which dev server serves a site', () => {
  it("is Mintaka's for pages that import the docs folder's MDX and code snippets, in turn", async () => {
    const site = await siteWith({
      'guide.mdx': "---\ntitle: Guide\n---\nimport Intro from '/snippets/intro.mdx';\nimport { Chart } from '/snippets/Chart.jsx';\n\n<Intro />\n\n<Chart />\n\n```jsx\nimport React from 'react';\n```\n",
      'snippets/intro.mdx': "import Deeper from './deeper.mdx';\n\n<Deeper />\n",
      'snippets/deeper.mdx': 'Deeper text.\n',
      'snippets/Chart.jsx': 'export const Chart = () => <div>chart</div>;\n',
    });
    expect(servesWithoutAstro(site)).toBe(true);
  });

  it("is Mintaka's when a page names a snippet that does not exist: the page shows that problem", async () => {
    expect(servesWithoutAstro(await siteWith({ 'guide.mdx': "---\ntitle: Guide\n---\nimport Gone from '/snippets/gone.mdx';\n\n<Gone />\n" }))).toBe(true);
  });

  it("is Astro's for a page that imports a package or a stylesheet, or a snippet that does", async () => {
    expect(servesWithoutAstro(await siteWith({ 'guide.mdx': "---\ntitle: Guide\n---\nimport { useState } from 'react';\n\nText.\n" }))).toBe(false);
    expect(servesWithoutAstro(await siteWith({ 'guide.mdx': "---\ntitle: Guide\n---\nimport './styles.css';\n\nText.\n", 'styles.css': 'p {}\n' }))).toBe(false);
    const viaSnippet = await siteWith({ 'guide.mdx': "---\ntitle: Guide\n---\nimport { Chart } from '/snippets/Chart.jsx';\n\n<Chart />\n", 'snippets/Chart.jsx': "import { useState } from 'react';\nexport const Chart = () => <div>{String(useState)}</div>;\n" });
    expect(servesWithoutAstro(viaSnippet)).toBe(false);
  });

  it("is Astro's for a snippet named without its extension, which Vite completes", async () => {
    expect(servesWithoutAstro(await siteWith({ 'guide.mdx': "---\ntitle: Guide\n---\nimport Intro from '/snippets/intro';\n\n<Intro />\n", 'snippets/intro.mdx': 'Intro.\n' }))).toBe(false);
  });

  it("is Astro's with MINTAKA_ASTRO_DEV=1", async () => {
    const site = await siteWith({});
    process.env.MINTAKA_ASTRO_DEV = '1';
    expect(servesWithoutAstro(site)).toBe(false);
  });
});
