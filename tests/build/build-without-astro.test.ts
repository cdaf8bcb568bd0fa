import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canBuildWithoutAstro } from '../../src/cli/build-without-astro.ts';
import { leaveOutInvalidPages } from '../../src/cli/check-pages.ts';
import { validateSite } from '../../src/integration/validate/validate-site.ts';
import { buildFixture, repoRoot } from '../support/build-fixture.ts';
import { ownCaches } from '../support/compare-builds.ts';

// A site of Markdown and static MDX pages is built without `astro build` (build-without-astro.ts):
// the frame rendered by Astro's container with Node loading the components. It must write the
// very site `astro build` writes (MINTAKA_ASTRO_BUILD=1), file for file, byte for byte.

function files(root: string): Map<string, Buffer> {
  return new Map(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [relative(root, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name))]),
  );
}

describe('a build without astro build', () => {
  for (const fixture of ['mobile', 'anchors', 'search', 'api', 'playground', 'full', 'seo']) {
    it(`writes the ${fixture} fixture as astro build writes it`, async () => {
      const docsDir = join(repoRoot, 'tests/fixtures/sites', fixture);
      const validation = await validateSite(docsDir, {});
      if (!validation.loaded.ok) throw new Error(validation.loaded.errors.join('\n'));
      leaveOutInvalidPages(validation.loaded.site, validation.invalidPages, validation.staticPages);
      expect(canBuildWithoutAstro(validation.loaded.site, validation.staticPages)).toBe(true);
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
