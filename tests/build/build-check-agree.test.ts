import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWarningLines, makeSite, runCli } from '../support/build-fixture.ts';

// `mintaka build` and `mintaka check` run one validation: the build warns of every problem the
// check finds (broken links included: the site is still published), and the check reports
// every warning of the build, at the same file:line:column.

const config = (pages: string[]) => JSON.stringify({ name: 'Agree', favicon: '/favicon.svg', colors: { primary: '#0D9373' }, metadata: { 'og:url': 'https://docs.example.com' }, navigation: [{ group: 'G', pages }] }, null, 2);

/** `file:line:column message` of each warning the build printed. */
const buildWarnings = (stdout: string) => buildWarningLines(stdout).map((line) => line.replace(/^(\S+?:\d+:\d+): /, '$1 ')).sort();

/** The same from the check's report, whatever the severity. */
function checkProblems(stdout: string): string[] {
  return stdout
    .split('\n')
    .map((line) => /^(\S+?:\d+:\d+) {2}(?:error|warning) {2}(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => `${m[1]} ${m[2]}`)
    .sort();
}

/** A docs.json with what every test site needs (favicon, colours, the site's URL), and `rest`. */
const docsJsonConfig = (rest: Record<string, unknown>) => ({
  theme: 'mint',
  name: 'Agree',
  favicon: '/favicon.svg',
  colors: { primary: '#0D9373' },
  seo: { metatags: { 'og:url': 'https://docs.example.com' } },
  ...rest,
});

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

/** Builds the site (it must build: its problems are warnings) and checks it, as a writer would. */
async function buildAndCheck(site: string) {
  const out = mkdtempSync(join(tmpdir(), 'mintaka-agree-out-'));
  const build = await runCli(['build', site, '--out', out]);
  expect(build.code, build.stderr).toBe(0);
  return { out, build, check: await runCli(['check', site]) };
}

describe('build and check agree', () => {
  it('a build with broken links, a Pro icon, an unknown component and language warns of each where check finds it', async () => {
    const site = makeSite({
      'mint.json': config(['intro', 'guide']),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'intro.mdx': page('Intro', 'See [the guide](/guide) and [setup](/setpu).\n\n<Card title="Start" icon="cauldron" href="/guide#nowhere">Go</Card>\n\n<Mystery>Hidden</Mystery>\n\n```klingon\nqapla\n```'),
      'guide.md': page('Guide', '## Install\n\n![diagram](/images/missing.png)'),
    });
    const { out, build, check } = await buildAndCheck(site);
    expect(existsSync(join(out, 'intro/index.html'))).toBe(true);
    expect(check.code).toBe(1);
    const expected = [
      'guide.md:7:1 broken link "/images/missing.png": no file at /images/missing.png',
      'intro.mdx:5:29 broken link "/setpu": no page or file at /setpu',
      'intro.mdx:7:1 icon "cauldron" is not a free Font Awesome icon (Font Awesome Pro?): no free icon is near it, a placeholder of the same size is shown (page intro: <Card title="Start">)',
      'intro.mdx:7:1 broken anchor "/guide#nowhere": no heading or element with id "nowhere" on /guide',
      'intro.mdx:9:1 unknown component <Mystery>; its content is shown without it',
      'intro.mdx:11:1 unknown code language "klingon"; the block is shown as plain text',
    ];
    expected.sort();
    expect(checkProblems(check.stdout)).toEqual(expected);
    expect(buildWarnings(build.stdout)).toEqual(expected);
  });

  it('groups many warnings under their file', async () => {
    const links = Array.from({ length: 12 }, (_, i) => `[link ${i}](/gone-${i})`).join('\n\n');
    const site = makeSite({ 'mint.json': config(['intro']), 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>', 'intro.mdx': page('Intro', links) });
    const { build, check } = await buildAndCheck(site);
    expect(build.stdout).toContain('! 12 warnings:\n  intro.mdx\n    5:1  broken link "/gone-0": no page or file at /gone-0');
    expect(buildWarnings(build.stdout)).toEqual(checkProblems(check.stdout));
  });

  it('a docs.json site: its links and its $ref file are checked where they are written, its icon library known', async () => {
    const docsJson = docsJsonConfig({
      icons: { library: 'lucide' },
      navbar: { links: [{ label: 'Blog', href: '/blog' }] },
      navigation: { $ref: './navigation.json' },
    });
    const navigation = { groups: [{ group: 'G', icon: 'square-terminal', pages: ['intro', 'guide'] }, { group: 'More', pages: ['missing'] }] };
    const site = makeSite({
      'docs.json': JSON.stringify(docsJson, null, 2),
      'navigation.json': JSON.stringify(navigation, null, 2),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'intro.mdx': page('Intro', 'See [the guide](/guide#install) and [setup](/setpu).\n\n<Card title="Start" icon="rocket" href="/guide">Go</Card>'),
      'guide.md': page('Guide', '## Install'),
    });
    const { build, check } = await buildAndCheck(site);
    expect(build.stdout).toContain('✓ docs.json loaded: "Agree"');
    expect(check.code).toBe(1);
    const expected = [
      'docs.json:20:17 broken link "/blog": no page or file at /blog',
      'intro.mdx:5:37 broken link "/setpu": no page or file at /setpu',
      // Written in navigation.json, which docs.json brings in with $ref.
      'navigation.json:14:9 navigation page "missing" has no file (looked for missing.mdx and missing.md); its sidebar entry links to a missing page',
    ];
    expect(checkProblems(check.stdout)).toEqual(expected);
    expect(buildWarnings(build.stdout)).toEqual(expected);
  });

  it('a docs.json site: icons of its dropdowns, anchors and top bar links are checked where they are written', async () => {
    const docsJson = docsJsonConfig({
      navbar: { links: [{ label: 'Blog', href: '/guide', icon: 'cauldron' }] },
      navigation: {
        dropdowns: [
          { dropdown: 'Guides', icon: 'wand-sparkles-pro', groups: [{ group: 'G', pages: ['intro'] }] },
          { dropdown: 'Reference', icon: 'code', anchors: [{ anchor: 'API', icon: 'cauldron', pages: ['guide'] }] },
        ],
      },
    });
    const site = makeSite({
      'docs.json': JSON.stringify(docsJson, null, 2),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'intro.mdx': page('Intro', 'Hello.'),
      'guide.md': page('Guide', '## Install'),
    });
    const { build, check } = await buildAndCheck(site);
    const problems = checkProblems(check.stdout);
    expect(problems.some((p) => p.includes('icon "wand-sparkles-pro"') && p.includes('dropdown "Guides"'))).toBe(true);
    // Two uses of one name, the anchor and the top bar's link: one warning, at the first.
    expect(problems.some((p) => p.includes('icon "cauldron"') && p.includes('(2 uses, first anchor "API")'))).toBe(true);
    expect(problems).toHaveLength(2);
    expect(problems.every((p) => p.startsWith('docs.json:') && !p.startsWith('docs.json:1:1 '))).toBe(true);
    expect(buildWarnings(build.stdout)).toEqual(problems);
  });
});
