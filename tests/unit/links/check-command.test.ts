import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../../support/build-fixture.ts';

// `mintaka check` as a writer runs it: one line per problem (file:line:column), a summary,
// and the exit code CI relies on.
const fixture = (name: string) => join(repoRoot, 'tests/unit/links', name);
// The site's URL, as a build for publishing has it (without it, check says what the build says: test below).
const site = ['--site', 'https://docs.example.com'];

describe('mintaka check', () => {
  it('reports OpenAPI documents, syntax, imports, broken links (mint.json\'s too), images, anchors and unknown components, then fails', async () => {
    const run = await runCli(['check', fixture('site'), ...site]);
    expect(run.code).toBe(1);
    expect(run.stdout.trim().split('\n')).toEqual([
      'api/list-things.mdx:1:1  warning  OpenAPI document "openapi.yaml" not found (no OpenAPI documents are loaded); the page shows a notice instead',
      expect.stringMatching(/^guides\/broken-syntax\.mdx:7:1 {2}error {2}Expected a closing tag for `<Note>`/),
      'index.mdx:6:1  error  cannot find the imported file "/snippets/gone.mdx" (looked in the docs folder)',
      'index.mdx:8:65  error  broken link "/guides/faq": no page or file at /guides/faq',
      'index.mdx:11:1  error  broken link "/images/missing.png": no file at /images/missing.png',
      'index.mdx:14:1  warning  broken anchor "/guides/setup#nowhere": no heading or element with id "nowhere" on /guides/setup',
      'index.mdx:16:1  warning  unknown component <Mystery>; its content is shown without it',
      'mint.json:14:9  warning  navigation page "guides/missing" has no file (looked for guides/missing.mdx and guides/missing.md); its sidebar entry links to a missing page',
      // mint.json's own links: a redirect's destination, a navbar link and a footer link (the
      // other redirect and the GitHub button are fine).
      'mint.json:31:22  error  broken link "/guides/intro": no page or file at /guides/intro',
      'mint.json:36:33  error  broken link "/support": no page or file at /support',
      'mint.json:40:119  error  broken link "/status#now": no page or file at /status',
      // The position of the broken $ref in the OpenAPI file, found from its JSON pointer.
      'openapi.yaml:15:17  error  #/paths/~1things/get/responses/200/content/application~1json/schema: $ref "#/components/schemas/Thng" cannot be resolved: "Thng" does not exist in #/components/schemas (used by api/list-things.mdx)',
      'snippets/cta.mdx:1:8  error  broken link "/guides/start": no page or file at /guides/start',
      '✗ 9 errors, 4 warnings in 6 files (5 pages checked)',
    ]);
  });

  it('reports invalid frontmatter and still checks that page and the others (it used to crash)', async () => {
    // No parse cache: a summary cached by an earlier run would skip the code that threw.
    const run = await runCli(['check', fixture('bad-frontmatter'), ...site], { MINTAKA_HIGHLIGHT_CACHE: 'off' });
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('YAMLException');
    expect(run.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^index\.mdx:2:17 {2}error {2}invalid frontmatter: /),
      'index.mdx:5:35  error  broken link "/gone": no page or file at /gone',
      expect.stringMatching(/^other\.mdx:5:1 {2}error {2}Expected a closing tag for `<Note>`/),
      '✗ 3 errors, 0 warnings in 2 files (2 pages checked)',
    ]);
  });

  it('passes a folder with warnings only, unless --strict', async () => {
    const lenient = await runCli(['check', fixture('clean'), ...site]);
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toContain('other.mdx:7:1  warning  unknown component <Unknown>; its content is shown without it');
    expect(lenient.stdout).toContain('! 0 errors, 1 warning in 1 file (2 pages checked)');
    const strict = await runCli(['check', fixture('clean'), ...site, '--strict']);
    expect(strict.code).toBe(1);
  });

  it('says what the build would warn about, for a site that builds', async () => {
    const run = await runCli(['check', join(repoRoot, 'tests/fixtures/sites/full')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('introduction.mdx:19:1  warning  unknown component <UnknownThing>; its content is shown without it');
    // No --site and no og:url: the build would say the sitemap cannot be written.
    expect(run.stdout).toContain('mint.json:1:1  warning  sitemap.xml and canonical links need the site\'s URL: build with --site');
    expect(run.stdout).toContain('! 0 errors, 3 warnings in 2 files (7 pages checked)');
  });
});
