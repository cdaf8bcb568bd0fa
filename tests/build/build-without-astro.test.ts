import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canBuildWithoutAstro } from '../../src/cli/build-without-astro.ts';
import { leaveOutInvalidPages } from '../../src/cli/check-pages.ts';
import { validateSite } from '../../src/integration/validate/validate-site.ts';
import { buildFixture, makeSite, repoRoot } from '../support/build-fixture.ts';
import { ownCaches } from '../support/compare-builds.ts';

// A site whose pages Node can load (Markdown, static MDX, compiled MDX importing only MDX, API
// pages) is built without `astro build` (build-without-astro.ts): the frame rendered by Astro's
// container with Node loading the components and the compiled pages. It must write the very site
// `astro build` writes (MINTAKA_ASTRO_BUILD=1), file for file, byte for byte.

function files(root: string): Map<string, Buffer> {
  return new Map(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [relative(root, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name))]),
  );
}

/** Whether the fixture's site (or the folder) would be built without Astro, as `mintaka build` decides. */
async function qualifies(fixture: string): Promise<boolean> {
  const docsDir = fixture.startsWith('/') ? fixture : join(repoRoot, 'tests/fixtures/sites', fixture);
  const validation = await validateSite(docsDir, {});
  if (!validation.loaded.ok) throw new Error(validation.loaded.errors.join('\n'));
  leaveOutInvalidPages(validation.loaded.site, validation.invalidPages, validation.staticPages);
  return canBuildWithoutAstro(validation.loaded.site, validation);
}

describe('which sites are built without astro build', () => {
  it('those whose pages are Markdown, static MDX or API pages, generated ones included', async () => {
    expect(await qualifies('api')).toBe(true);
  });

  it('those with compiled MDX pages importing MDX snippets', async () => {
    // compat's pages use components defined in a snippet's exports.
    expect(await qualifies('compat')).toBe(true);
  });

  it('not a site with a page that imports a package, nor when asked', async () => {
    const site = makeSite({
      'mint.json': JSON.stringify({ name: 'Widget', navigation: [{ group: 'Docs', pages: ['index'] }] }),
      'index.mdx': "---\ntitle: Widget\n---\nimport { Widget } from '/snippets/widget.jsx';\n\n<Widget />\n",
      'snippets/widget.jsx': "import { useState } from 'react';\n\nexport const Widget = () => <p>{String(useState)}</p>;\n",
    });
    expect(await qualifies(site)).toBe(false);
    for (const variable of ['MINTAKA_ASTRO_BUILD', 'MINTAKA_COMPILE_ALL_MDX']) {
      process.env[variable] = '1';
      try {
        expect(await qualifies('api')).toBe(false);
      } finally {
        delete process.env[variable];
      }
    }
  });
});

/** A site whose pages import JSX components (Mintlify's React snippets), with utility classes. */
function jsxSnippetSite(): string {
  return makeSite({
    'mint.json': JSON.stringify({ name: 'Widgets', navigation: [{ group: 'Docs', pages: ['index', 'guide'] }] }),
    'index.mdx': "---\ntitle: Widgets\n---\nimport { Widget } from '/snippets/widget.jsx';\n\n# Widgets\n\n<Widget name=\"first\" />\n",
    'guide.mdx': "---\ntitle: Guide\n---\nimport Intro from '/snippets/intro.mdx';\n\n<Intro />\n\nThe rest.\n",
    'snippets/intro.mdx': "import { Widget } from './widget.jsx';\n\n## Intro\n\n<Widget name=\"second\" />\n",
    'snippets/widget.jsx': "import { label } from './label.ts';\n\nexport const Widget = ({ name }) => (\n  <div className=\"rounded-lg border p-4 text-sm\">\n    {label} <strong>{name}</strong>\n  </div>\n);\n",
    'snippets/label.ts': "export const label: string = 'Widget';\n",
  });
}

describe('a build without astro build', () => {
  it('writes a site with JSX snippets as astro build writes it', async () => {
    const site = jsxSnippetSite();
    expect(await qualifies(site)).toBe(true);
    const [without, astro] = await Promise.all([buildFixture(site, [], ownCaches()), buildFixture(site, [], { ...ownCaches(), MINTAKA_ASTRO_BUILD: '1' })]);
    expect(without.code, without.stderr).toBe(0);
    expect(astro.code, astro.stderr).toBe(0);
    const ours = files(without.outDir);
    const theirs = files(astro.outDir);
    expect([...ours.keys()].sort()).toEqual([...theirs.keys()].sort());
    expect([...theirs].filter(([path, bytes]) => !bytes.equals(ours.get(path)!)).map(([path]) => path)).toEqual([]);
    // The component rendered, with its classes in the site's utility CSS.
    const page = ours.get('index.html')!.toString();
    expect(page).toContain('<div class="rounded-lg border p-4 text-sm">Widget <strong>first</strong></div>');
    const css = [...ours].filter(([path]) => path.endsWith('.css')).map(([, bytes]) => bytes.toString()).join('\n');
    expect(css).toMatch(/\.rounded-lg\{/);
  });


  // The last five have compiled MDX pages (exports, expressions, snippets' components).
  for (const fixture of ['mobile', 'anchors', 'search', 'api', 'playground', 'full', 'seo', 'compat', 'components', 'content', 'docs-json', 'styling']) {
    it(`writes the ${fixture} fixture as astro build writes it`, async () => {
      expect(await qualifies(fixture)).toBe(true);
      const [without, astro] = await Promise.all([buildFixture(fixture, [], { ...ownCaches(), MINTAKA_VERBOSE: '1' }), buildFixture(fixture, [], { ...ownCaches(), MINTAKA_ASTRO_BUILD: '1' })]);
      expect(without.code, without.stderr).toBe(0);
      expect(astro.code, astro.stderr).toBe(0);
      // Every page the workers rendered while the build started is the one asked for
      // (page-render-input.ts): none is rendered twice.
      const ahead = /pages rendered ahead: (\d+) of (\d+) used/.exec(without.stdout);
      expect(ahead, without.stdout).not.toBeNull();
      expect(ahead![1]).toBe(ahead![2]);
      const ours = files(without.outDir);
      const theirs = files(astro.outDir);
      expect([...ours.keys()].sort()).toEqual([...theirs.keys()].sort());
      const differing = [...theirs].filter(([path, bytes]) => !bytes.equals(ours.get(path)!)).map(([path]) => path);
      expect(differing).toEqual([]);
    });
  }
});
