import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { checkLinks, collectAnchors, collectLinks, listDefaultImports, parsePageAst, slugHeading, type LinkSource, type PageAnchors, type RedirectRule } from '../../../src/core/links/index.ts';

// The link checker on small pages, one kind of broken link at a time. Pages are given as
// { file: source }; a page's path is its file without the extension.

interface Site {
  pages: Record<string, string>;
  files?: string[];
  redirects?: RedirectRule[];
  /** Pages without a file (generated API pages): any fragment is fine. */
  generated?: string[];
}

function check(site: Site) {
  const sources: LinkSource[] = [];
  const anchors = new Map<string, PageAnchors | undefined>();
  const trees = new Map<string, Root>();
  for (const [file, source] of Object.entries(site.pages)) {
    const parsed = parsePageAst(source, file.endsWith('.mdx') ? 'mdx' : 'md');
    if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
    trees.set(file, parsed.tree);
  }
  // Snippets imported as `/snippets/x.mdx`, the way pages write them.
  const snippetOf = (element: { name?: string | null }, within: Root) => {
    const source = element.name ? listDefaultImports(within).get(element.name) : undefined;
    return source ? trees.get(source.replace(/^\//, '')) : undefined;
  };
  for (const [file, tree] of trees) {
    const path = file.startsWith('snippets/') ? undefined : file.replace(/\.mdx?$/, '');
    sources.push({ file, path, links: collectLinks(tree) });
    if (path) anchors.set(path, collectAnchors(tree, snippetOf));
  }
  for (const path of site.generated ?? []) anchors.set(path, undefined);
  const problems = checkLinks(sources, { pages: anchors, files: new Set(site.files ?? []), redirects: site.redirects ?? [] });
  return problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.severity} ${p.message}`);
}

const guide = '# Guide\n\n## Install the CLI\n\nText.\n';

describe('links to pages', () => {
  it('accepts links to pages, index pages, the root and external URLs', () => {
    expect(
      check({
        pages: {
          'intro.mdx': '[a](/guides/setup) [b](/guides) [c](/) [d](https://example.com/x) [e](mailto:a@b.c) [f](/guides/setup/) [g](./guides/setup.mdx)',
          'guides/setup.mdx': guide,
          'guides/index.mdx': '# Guides',
        },
      }),
    ).toEqual([]);
  });

  it('reports a Markdown link to a page that does not exist, with its position and a suggestion', () => {
    expect(check({ pages: { 'intro.mdx': 'Intro\n\nSee [setup](/guides/setpu).\n', 'guides/setup.mdx': guide } })).toEqual([
      'intro.mdx:3:5 error broken link "/guides/setpu": no page or file at /guides/setpu (did you mean /guides/setup?)',
    ]);
  });

  it('suggests the same page for every link to the same missing page, and another for another', () => {
    expect(
      check({
        pages: {
          'intro.mdx': '[a](/guides/setpu) [b](/guides/stpo)\n',
          'other.mdx': '[c](/guides/setpu)\n',
          'guides/setup.mdx': guide,
          'guides/stop.mdx': guide,
        },
      }),
    ).toEqual([
      'intro.mdx:1:1 error broken link "/guides/setpu": no page or file at /guides/setpu (did you mean /guides/setup?)',
      'intro.mdx:1:20 error broken link "/guides/stpo": no page or file at /guides/stpo (did you mean /guides/stop?)',
      'other.mdx:1:1 error broken link "/guides/setpu": no page or file at /guides/setpu (did you mean /guides/setup?)',
    ]);
  });

  it("resolves relative links against the page's folder, then the docs root, as Mintlify does", () => {
    expect(
      check({
        pages: {
          'guides/a.mdx': '[ok](./b) [up](../intro) [root](concepts/x) [bad](concepts/y)',
          'guides/b.mdx': '# B',
          'intro.mdx': '# Intro',
          'concepts/x.mdx': '# X',
        },
      }),
    ).toEqual(['guides/a.mdx:1:45 error broken link "concepts/y": no page or file at /guides/concepts/y or /concepts/y (did you mean /concepts/x?)']);
  });

  it('reports <Card href>, <a href> and reference definitions', () => {
    const page = '<Card title="Go" href="/missing-card" />\n\n<a href="/missing-a">x</a>\n\n[ref]: /missing-ref\n';
    expect(check({ pages: { 'intro.mdx': page } })).toEqual([
      'intro.mdx:1:1 error broken link "/missing-card": no page or file at /missing-card',
      'intro.mdx:3:1 error broken link "/missing-a": no page or file at /missing-a',
      'intro.mdx:5:1 error broken link "/missing-ref": no page or file at /missing-ref',
    ]);
  });

  it('reads links in the raw HTML of Markdown pages', () => {
    expect(check({ pages: { 'notes.md': 'Text\n\n<p>\n  <a href="/nowhere">x</a>\n</p>\n' } })).toEqual([
      'notes.md:4:6 error broken link "/nowhere": no page or file at /nowhere',
    ]);
  });

  it('skips links computed by JavaScript, which cannot be known without running the page', () => {
    expect(check({ pages: { 'intro.mdx': 'export const base = "/x";\n\n<Card title="a" href={base + "/y"} />\n<Card title="b" href={"/literal-missing"} />\n' } })).toEqual([
      'intro.mdx:4:1 error broken link "/literal-missing": no page or file at /literal-missing',
    ]);
  });
});

describe('images and files', () => {
  it('accepts files of the folder and reports missing images, Markdown and JSX alike', () => {
    const page = '![ok](/images/a.png)\n\n![rel](./pic.png)\n\n![gone](/images/gone.png)\n\n<img src="/images/also-gone.svg" />\n\n[pdf](/files/guide.pdf)\n';
    expect(check({ pages: { 'guides/intro.mdx': page }, files: ['images/a.png', 'guides/pic.png', 'files/guide.pdf'] })).toEqual([
      'guides/intro.mdx:5:1 error broken link "/images/gone.png": no file at /images/gone.png',
      'guides/intro.mdx:7:1 error broken link "/images/also-gone.svg": no file at /images/also-gone.svg',
    ]);
  });

  it('reports a local <iframe src> to a missing file, and leaves embedded sites alone', () => {
    const page = '<iframe src="/demos/widget.html" />\n\n<iframe src="/demos/gone.html" />\n\n<iframe src="https://www.youtube.com/embed/x" />\n';
    expect(check({ pages: { 'demo.mdx': page }, files: ['demos/widget.html'] })).toEqual([
      'demo.mdx:3:1 error broken link "/demos/gone.html": no file at /demos/gone.html',
    ]);
  });

  it('resolves relative image paths against the file, also for index pages', () => {
    expect(check({ pages: { 'guides/index.mdx': '![a](./shot.png)' }, files: ['guides/shot.png'] })).toEqual([]);
  });

  it("resolves a relative image missing beside the page against the docs root, and names both places when it is in neither", () => {
    const page = '![root](images/a.png)\n\n<img src="images/gone.png" />\n\n<video src="media/clip.mp4" />\n';
    expect(check({ pages: { 'guides/intro.mdx': page }, files: ['images/a.png', 'media/clip.mp4'] })).toEqual([
      'guides/intro.mdx:3:1 error broken link "images/gone.png": no file at /guides/images/gone.png or /images/gone.png',
    ]);
  });
});

describe('redirects', () => {
  const redirects = [
    { source: '/old-intro', destination: '/intro' },
    { source: '/blog/:slug*', destination: '/posts/:slug*' },
    { source: '/gone', destination: '/nowhere' },
    { source: '/away', destination: 'https://example.com' },
  ];
  it('counts a link to a redirect source whose destination exists, wildcards applied', () => {
    const page = '[a](/old-intro) [b](/blog/2024/hello) [c](/away)';
    expect(check({ pages: { 'intro.mdx': page, 'posts/2024/hello.mdx': '# Hi' }, redirects })).toEqual([]);
  });

  it('reports a redirect that leads nowhere, and a wildcard with no page behind it', () => {
    expect(check({ pages: { 'intro.mdx': '[a](/gone) [b](/blog/missing)' }, redirects })).toEqual([
      'intro.mdx:1:1 error broken link "/gone": no page or file at /nowhere',
      'intro.mdx:1:12 error broken link "/blog/missing": no page or file at /posts/missing',
    ]);
  });
});

describe('anchors', () => {
  it('accepts heading slugs (repeats numbered) on this page and others', () => {
    const page = '# Title\n\n## Setup\n\n## Setup\n\n[a](#setup) [b](#setup-1) [c](/guides/setup#install-the-cli)';
    expect(check({ pages: { 'intro.mdx': page, 'guides/setup.mdx': guide } })).toEqual([]);
  });

  it('reports a fragment with no heading, as a warning with the nearest id', () => {
    expect(check({ pages: { 'intro.mdx': '[a](/guides/setup#instal-the-cli) [b](#nothing)', 'guides/setup.mdx': guide } })).toEqual([
      'intro.mdx:1:1 warning broken anchor "/guides/setup#instal-the-cli": no heading or element with id "instal-the-cli" on /guides/setup (did you mean #install-the-cli?)',
      'intro.mdx:1:35 warning broken anchor "#nothing": no heading or element with id "nothing" on this page',
    ]);
  });

  it('accepts the ids of components and elements: Accordion, Step, Update, ParamField, ResponseField, id=', () => {
    const target = [
      '<Accordion title="Billing FAQ">x</Accordion>',
      '<Steps><Step title="Create a key">x</Step></Steps>',
      '<Update label="v2.0" description="May">x</Update>',
      '<ParamField query="pageSize" type="number">x</ParamField>',
      '<ResponseField name="total" type="number">x</ResponseField>',
      '<div id="custom-spot">x</div>',
    ].join('\n\n');
    const links = ['billing-faq', 'create-a-key', 'v2-0', 'param-page-size', 'response-total', 'custom-spot'].map((id) => `[${id}](/ref#${id})`).join(' ');
    expect(check({ pages: { 'intro.mdx': links, 'ref.mdx': target } })).toEqual([]);
  });

  it('gives headings the ids Mintlify gives them, so links written for Mintlify land', () => {
    const target = '## tasks.trigger()\n\n## Parent & root updates\n\n## Triggering in Next.js\n\n## yourTask.batchTriggerAndWait()\n\n#### error 🤖\n';
    const links = ['tasks-trigger', 'parent-and-root-updates', 'triggering-in-next-js', 'yourtask-batchtriggerandwait', 'error-🤖'].map((id) => `[x](/ref#${encodeURIComponent(id)})`).join(' ');
    expect(check({ pages: { 'intro.mdx': `${links} [gh](/ref#taskstrigger)`, 'ref.mdx': target } })).toEqual([
      'intro.mdx:1:159 warning broken anchor "/ref#taskstrigger": no heading or element with id "taskstrigger" on /ref (did you mean #tasks-trigger?)',
    ]);
  });

  it('accepts custom heading ids, {#custom-id}, in place of the slug', () => {
    const target = '## Install the CLI {#install}\n\n<Tabs>\n  <Tab title="npm">\n    ### Options {#npm-options}\n  </Tab>\n</Tabs>\n\n## Install\n';
    expect(check({ pages: { 'intro.mdx': '[a](/ref#install) [b](/ref#npm-options) [c](/ref#install-1) [d](/ref#install-the-cli)', 'ref.mdx': target } })).toEqual([
      'intro.mdx:1:61 warning broken anchor "/ref#install-the-cli": no heading or element with id "install-the-cli" on /ref',
    ]);
  });

  it("numbers the headings of snippets with the page's, where each snippet is used", () => {
    const page = "import Login from '/snippets/login.mdx';\n\n## Signing in\n\n<Login />\n\n<Login />\n";
    const links = '[a](/guide#signing-in) [b](/guide#signing-in-1) [c](/guide#signing-in-2) [d](/guide#signing-in-3)';
    expect(check({ pages: { 'intro.mdx': links, 'guide.mdx': page, 'snippets/login.mdx': '## Signing in\n\nUse the CLI.\n' } })).toEqual([
      'intro.mdx:1:74 warning broken anchor "/guide#signing-in-3": no heading or element with id "signing-in-3" on /guide (did you mean #signing-in-1?)',
    ]);
  });

  it("gives ParamField and ResponseField Mintlify's ids, so links written for Mintlify land on the field", () => {
    const target = '<ParamField path="onError" type="function">x</ParamField>\n\n<ResponseField name="user_id" type="string">y</ResponseField>';
    expect(check({ pages: { 'intro.mdx': '[b](/ref#param-on-error) [c](/ref#response-user-id) [d](/ref#path-onerror)', 'ref.mdx': target } })).toEqual([
      'intro.mdx:1:53 warning broken anchor "/ref#path-onerror": no heading or element with id "path-onerror" on /ref',
    ]);
  });

  it('accepts any fragment on generated API pages, whose ids come from the OpenAPI document', () => {
    expect(check({ pages: { 'intro.mdx': '[a](/api/pets/list#response-id)' }, generated: ['api/pets/list'] })).toEqual([]);
  });
});

describe('snippets', () => {
  it('checks root links in snippets but leaves relative ones to the pages that include them', () => {
    expect(check({ pages: { 'snippets/cta.mdx': '[a](./somewhere) [b](#here) [c](/missing-from-snippet)' } })).toEqual([
      'snippets/cta.mdx:1:29 error broken link "/missing-from-snippet": no page or file at /missing-from-snippet',
    ]);
  });
});

describe('heading ids', () => {
  it("follow Mintlify's rules, not GitHub's", () => {
    expect(
      ['Getting started', 'Step 1: Configure & run (optional)', "What's next?", 'Using w/Realtime', 'A -- B', '  Ünïcode 日本語  ', 'Install the `cli`', '!!!'].map(slugHeading),
    ).toEqual(['getting-started', 'step-1-configure-and-run-optional', 'what’s-next', 'using-w/realtime', 'a-b', 'ünïcode-日本語', 'install-the-cli', '']);
  });
});

describe('links to folders', () => {
  it('accepts a link to a folder that holds pages but is no page, as the build leads it to its first page', () => {
    expect(check({ pages: { 'intro.mdx': '[a](/integrations) [b](./integrations/) [c](/nothing-here)', 'integrations/slack.mdx': '# Slack' } })).toEqual([
      'intro.mdx:1:41 error broken link "/nothing-here": no page or file at /nothing-here',
    ]);
  });
});
