import { beforeAll, describe, expect, it } from 'vitest';
import { differingPages, ownCaches } from '../support/compare-builds.ts';
import { buildFixture, type BuiltSite } from '../support/build-fixture.ts';

// A build writes static MDX pages (Markdown, HTML and components with values as props) straight
// to HTML instead of compiling them (integration/markdown/mdx-to-html.ts). Whichever way a page
// is rendered, its HTML is the same: each fixture is built both ways and every page compared.
// (The corpus test does the same for every page of the real sites.)
const FIXTURES = ['components', 'content', 'compat'];
const builds = new Map<string, { fast: BuiltSite; compiled: BuiltSite }>();

beforeAll(async () => {
  for (const name of FIXTURES) {
    // Verbose: the build says how many of the pages rendered ahead of Astro it used. With
    // `astro build`, which these sites no longer need (build-without-astro.test.ts compares
    // the two), so that the guess of Astro's options stays checked for sites that do.
    const fast = await buildFixture(name, [], { MINTAKA_VERBOSE: '1', MINTAKA_ASTRO_BUILD: '1' });
    const compiled = await buildFixture(name, [], { MINTAKA_COMPILE_ALL_MDX: '1', ...ownCaches() });
    builds.set(name, { fast, compiled });
  }
}, 600_000);

describe('static MDX pages', () => {
  it.each(FIXTURES.map((name) => [name]))('give the same HTML as compiled MDX: %s', (name) => {
    const { fast, compiled } = builds.get(name)!;
    expect(fast.code, fast.stderr).toBe(0);
    expect(compiled.code, compiled.stderr).toBe(0);
    expect(differingPages(fast.outDir, compiled.outDir)).toEqual([]);
  });

  it.each(FIXTURES.map((name) => [name]))('are rendered before Astro asks for them, and what was rendered is used: %s', (name) => {
    // Each page goes to the render workers as soon as the validation has listed it, with the
    // options Astro is expected to pass (render-ahead.ts). Were that guess wrong (an Astro
    // upgrade, a config change), every page would be rendered twice: the build still right, but
    // slower. All of them are used.
    const { fast } = builds.get(name)!;
    const counts = /pages rendered ahead of Astro: (\d+) of (\d+) used/.exec(fast.stdout + fast.stderr);
    expect(counts, fast.stdout).not.toBeNull();
    expect(Number(counts![2])).toBeGreaterThan(3);
    expect(counts![1]).toBe(counts![2]);
  });

  it('leave out the spaces a formatter writes at either end of a page ({" "}), as compiled pages do', () => {
    const { fast } = builds.get('compat')!;
    const content = fast.page('/formatter-spaces').querySelector('.mk-content')!.innerHTML;
    expect(content).toMatch(/^<iframe /);
    expect(content).toMatch(/<\/p>$/);
    expect(content).toContain('Between   words.');
  });
});
