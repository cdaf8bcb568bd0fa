import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildWarningLines, type BuiltSite } from '../support/build-fixture.ts';

// The Markdown/MDX pipeline on tests/fixtures/sites/content, asserted on the HTML a reader's
// browser receives. The highlight cache starts empty, so the first build fills it.
const cacheDir = join(mkdtempSync(join(tmpdir(), 'mintaka-code-cache-')), 'code');
let site: BuiltSite;

beforeAll(async () => {
  process.env.MINTAKA_HIGHLIGHT_CACHE = cacheDir;
  site = await buildFixture('content');
});

const content = (path: string) => site.page(path).querySelector('.mk-content')!;

describe('the build', () => {
  it('succeeds, with one page warning: the unknown code language', () => {
    expect(site.code, site.stderr).toBe(0);
    expect(site.stdout).toContain('✓ Built 13 pages');
    const pageWarnings = buildWarningLines(site.stdout).filter((l) => /^\S+\.mdx?:/.test(l));
    expect(pageWarnings).toEqual(['code.mdx:36:1: unknown code language "brainfork"; the block is shown as plain text']);
  });

  it('builds pages with Windows line endings and file names with spaces, &, + and parentheses', () => {
    expect(content('/crlf').querySelector('h2')?.getAttribute('id')).toBe('section');
    expect(content('/crlf').querySelector('figure.mk-code pre')?.text).toBe('echo "crlf"');
    expect(content('/names/q&a (draft) + notes').text).toContain('A page whose file name has spaces');
  });
});

describe('code blocks', () => {
  const figures = () => content('/code').querySelectorAll('figure.mk-code');

  it('follow the output contract: figure, optional caption, shiki pre with both themes, copy button', () => {
    const first = figures()[0]!;
    expect(first.getAttribute('data-language')).toBe('bash');
    expect(first.getAttribute('data-title')).toBe('npm');
    expect(first.querySelector('figcaption.mk-code-title')?.text).toBe('npm');
    const pre = first.querySelector('pre')!;
    expect(pre.classList.contains('astro-code')).toBe(true);
    // Both themes' colours come from the site's stylesheet (build-performance.test.ts); the block
    // can be scrolled with the keyboard.
    expect(pre.getAttribute('tabindex')).toBe('0');
    expect(pre.text).toBe('npm install @acme/widgets');
    const button = first.querySelector('button.mk-copy')!;
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Copy code');
    expect(button.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect([...first.childNodes].filter((n) => 'tagName' in n).map((n) => (n as { tagName: string }).tagName)).toEqual(['FIGCAPTION', 'PRE', 'BUTTON']);
  });

  it('read title="...", line highlights {1,3-4} and line numbers', () => {
    const block = figures()[1]!;
    expect(block.getAttribute('data-title')).toBe('widgets.ts');
    expect(block.classList.contains('mk-code-lines')).toBe(true);
    const lines = block.querySelectorAll('.line');
    expect(lines.map((l) => l.classList.contains('mk-line-highlight'))).toEqual([true, false, true, true, false]);
  });

  it('read icon= and wrap, and a block without a title has no caption', () => {
    const [, , python, json] = figures();
    expect(python!.classList.contains('mk-code-wrap')).toBe(true);
    expect(python!.querySelector('figcaption svg')?.getAttribute('data-icon')).toBe('python');
    expect(json!.querySelector('figcaption')).toBeNull();
    expect(json!.hasAttribute('data-title')).toBe(false);
  });

  it('read highlights written against the language (```js{2})', () => {
    const block = figures()[7]!;
    expect(block.getAttribute('data-language')).toBe('js');
    expect(block.querySelectorAll('.line').map((l) => l.classList.contains('mk-line-highlight'))).toEqual([false, true]);
  });

  it('show an unknown language as plain text, and nocopy blocks have no button', () => {
    const [, , , , unknown, nocopy, bare] = figures();
    expect(unknown!.getAttribute('data-language')).toBe('brainfork');
    expect(unknown!.querySelector('pre')?.text).toBe('++++[>++++<-]>.');
    expect(nocopy!.querySelector('button')).toBeNull();
    expect(bare!.getAttribute('data-language')).toBe('text');
  });

  it('load the copy script once, only on pages with a code block', () => {
    const scripts = (path: string) => content(path).querySelectorAll('script').filter((s) => /[`'"]Copied[`'"]/.test(s.text));
    expect(scripts('/code')).toHaveLength(1);
    expect(scripts('/markdown')).toHaveLength(1);
    expect(scripts('/math')).toHaveLength(0);
  });

  it('are cached on disk for the next build', () => {
    // One file per render thread (thread-packs.ts), each holding the blocks that thread highlighted.
    const packs = readdirSync(join(cacheDir, 'blocks')).filter((name) => name.endsWith('.json'));
    const blocks = packs.flatMap((name) => Object.values(JSON.parse(readFileSync(join(cacheDir, 'blocks', name), 'utf8')) as Record<string, string>));
    expect(blocks.length).toBeGreaterThanOrEqual(8);
    // A block is kept as its lines' HTML, tokens in the palette's elements and classes.
    expect(blocks.some((html) => /<mk-\d+>|<span class="[ld]\d+/.test(html))).toBe(true);
  });
});

describe('snippets', () => {
  it('render default imports with props, named exports, relative, nested and legacy snippets', () => {
    const text = content('/snippets').text;
    expect(text).toContain('Hello, Ada! Your plan is Team.');
    expect(text).toContain('Named export: Pro.');
    expect(content('/snippets').querySelector('.fixture-badge')?.text).toBe('Pro plan');
    expect(text).toContain('Imported with a relative path.');
    expect(text).toContain('Hello, Nested! Your plan is Free.');
    expect(text).toContain('Expanded from the legacy Snippet tag.');
    expect(text).not.toContain('only shown when the snippet is rendered itself');
  });

  it('leave export const values and components of the page usable', () => {
    expect(content('/snippets').text).toContain('Launched in 2024.');
    expect(content('/snippets').querySelector('strong.fixture-shout')?.text).toBe('Hello!');
  });

  it("put their headings in the page's table of contents, where they are used, numbered with the page's", () => {
    // Greeting is used directly and inside Nested: each renders its own "Signing in", and the
    // page has one of its own after them. Each gets an id of its own, as on Mintlify.
    const toc = site.page('/snippets').querySelectorAll('.mk-toc a').map((a) => [a.getAttribute('href'), a.text]);
    expect(toc).toEqual([
      ['#signing-in', 'Signing in'],
      ['#signing-in-1', 'Signing in'],
      ['#signing-in-2', 'Signing in'],
    ]);
    const headings = content('/snippets').querySelectorAll('h2');
    expect(headings.map((h) => [h.getAttribute('id'), h.querySelector('a.mk-heading-anchor')?.getAttribute('href'), h.hasAttribute('hidden')])).toEqual([
      ['signing-in', '#signing-in', false],
      ['signing-in-1', '#signing-in-1', false],
      ['signing-in-2', '#signing-in-2', false],
    ]);
  });

  it('are not pages', () => {
    expect(existsSync(join(site.outDir, 'snippets/greeting/index.html'))).toBe(false);
  });

  it('write the props a page gives them by name, as Mintlify does: a string, a number, true, a list; nothing for one not given', () => {
    const page = content('/snippet-props');
    const paragraphs = page.querySelectorAll('p').map((p) => p.text.trim());
    expect(paragraphs).toContain('Set up a project in Bun, version 2. Beta: true.');
    expect(paragraphs).toContain('Set up a project in Next.js, version . Beta: .');
    expect(paragraphs).toContain('Set up a project in , version . Beta: .');
    expect(paragraphs).toContain('Use Node.js or later.');
    expect(page.querySelectorAll('a.fixture-framework').map((a) => [a.getAttribute('title'), a.text])).toEqual([
      ['Bun', 'Bun'],
      ['Next,.js', 'Next.js'],
      [undefined, ''],
      ['Remix', 'Remix'],
    ]);
    // As an attribute, a list is written as JavaScript writes it ("Next,.js"), as Astro does.
    // A snippet hands its own props on: Install gives Prerequisites the framework it was given.
    expect(page.querySelector('h2')?.text).toContain('Installing Remix');
    expect(paragraphs).toContain('Set up a project in Remix, version 3. Beta: .');
    expect(page.text).toContain('Run the installer for Remix.');
  });
});

describe('math', () => {
  it('renders inline and block LaTeX with KaTeX at build time, with MathML', () => {
    const math = content('/math');
    expect(math.querySelectorAll('.katex')).toHaveLength(3);
    expect(math.querySelector('.katex-display annotation')?.text).toBe('\\int_0^1 x^2 \\, dx = \\frac{1}{3}');
    expect(math.querySelector('math')).not.toBeNull();
    expect(math.text).toContain('A price of $5 alone stays text.');
    expect(content('/markdown').querySelector('.katex annotation')?.text).toBe('a^2 + b^2 = c^2');
  });

  it("links KaTeX's stylesheet, served by the site, only on pages with math", () => {
    const href = (path: string) => content(path).querySelector('link[rel="stylesheet"]')?.getAttribute('href');
    expect(href('/math')).toBe('/_mintaka/katex/katex.min.css');
    expect(href('/code')).toBeUndefined();
    expect(existsSync(join(site.outDir, '_mintaka/katex/katex.min.css'))).toBe(true);
    expect(existsSync(join(site.outDir, '_mintaka/katex/fonts/KaTeX_Main-Regular.woff2'))).toBe(true);
  });
});

describe('diagrams', () => {
  it('turn mermaid fences into <pre class="mermaid"> with their source, plus the loader', () => {
    const diagrams = content('/diagrams');
    const pres = diagrams.querySelectorAll('pre.mermaid');
    expect(pres).toHaveLength(3);
    expect(pres[0]!.text).toBe('flowchart LR\n  A[Write docs] --> B{Build}\n  B -->|ok| C[Publish]\n  B -->|error| A');
    const loaders = diagrams.querySelectorAll('script').filter((s) => s.text.includes('/_mintaka/mermaid/mermaid.esm.min.mjs'));
    expect(loaders).toHaveLength(1);
    expect(content('/code').text).not.toContain('mermaid');
  });

  it("ship mermaid from the site's own files", () => {
    expect(existsSync(join(site.outDir, '_mintaka/mermaid/mermaid.esm.min.mjs'))).toBe(true);
    expect(readdirSync(join(site.outDir, '_mintaka/mermaid/chunks/mermaid.esm.min')).some((f) => f.startsWith('flowDiagram'))).toBe(true);
  });
});

describe("the content's own stylesheets", () => {
  // The stylesheets of styles/components/ a page links, by name.
  const sheets = (path: string) =>
    site.page(path).querySelectorAll('link[rel="stylesheet"]').map((link) => /^\/_astro\/([\w-]+)\.[\w-]+\.css$/.exec(link.getAttribute('href')!)?.[1]);

  it("link the rules of code blocks' options and of diagrams on the pages that show them, only there", () => {
    // Highlighted lines, line numbers and wrapping (fence meta): their rules, the highlighted band among them.
    expect(sheets('/code')).toContain('code-options');
    const options = readFileSync(join(site.outDir, site.html('/code').match(/\/_astro\/code-options\.[\w-]+\.css/)![0]), 'utf8');
    expect(options).toMatch(/\.mk-line-highlight\{[^}]*box-shadow/);
    expect(sheets('/diagrams')).toContain('mermaid');
    expect(sheets('/diagrams')).not.toContain('code-options');
    expect(sheets('/code')).not.toContain('mermaid');
    // Nor in the frame's stylesheet, which every page links.
    const frame = site.html('/code').match(/\/_astro\/layout\.[\w-]+\.css/)![0];
    expect(readFileSync(join(site.outDir, frame), 'utf8')).not.toMatch(/mk-line-highlight|pre\.mermaid/);
  });

  it('link the image zoom\'s rules on the pages with an image, only there', () => {
    expect(sheets('/markdown')).toContain('image-zoom');
    const zoom = readFileSync(join(site.outDir, site.html('/markdown').match(/\/_astro\/image-zoom\.[\w-]+\.css/)![0]), 'utf8');
    expect(zoom).toMatch(/dialog\.mk-zoom\{/);
    expect(zoom).toMatch(/cursor:zoom-in/);
    expect(sheets('/code')).not.toContain('image-zoom');
    const frame = site.html('/code').match(/\/_astro\/layout\.[\w-]+\.css/)![0];
    expect(readFileSync(join(site.outDir, frame), 'utf8')).not.toMatch(/mk-zoom|\.mk-content th\b/);
  });
});

describe('headings', () => {
  it("get Mintlify's ids, numbered when repeated, or the {#custom-id} written on them", () => {
    const ids = content('/headings').querySelectorAll('h2, h3, h4').map((h) => h.getAttribute('id'));
    expect(ids).toEqual([
      'getting-started',
      'install-the-cli',
      'step-1-configure-and-run-optional',
      'getting-started-1',
      'a-fourth-level-heading',
      'my-anchor',
      'inside-a-wrapper',
      'heading-in-a-step',
      '2024-06-01',
    ]);
  });

  it('h2 and h3 carry an anchor link with an accessible name; h4 does not', () => {
    const page = content('/headings');
    const anchor = page.querySelector('h3#step-1-configure-and-run-optional a.mk-heading-anchor')!;
    expect(anchor.getAttribute('href')).toBe('#step-1-configure-and-run-optional');
    expect(anchor.getAttribute('aria-label')).toBe('Link to this section: Step 1: Configure & run (optional)');
    expect(page.querySelector('h4 a.mk-heading-anchor')).toBeNull();
    expect(page.querySelector('h2#my-anchor a.mk-heading-anchor')?.getAttribute('href')).toBe('#my-anchor');
    expect(page.querySelector('h2#my-anchor')?.text.trim()).toBe('Custom anchor');
  });

  it('fill the table of contents, including headings inside Steps and Update labels', () => {
    const toc = site.page('/headings').querySelectorAll('.mk-toc a').map((a) => [a.getAttribute('href'), a.text]);
    expect(toc).toEqual([
      ['#getting-started', 'Getting started'],
      ['#install-the-cli', 'Install the cli'],
      ['#step-1-configure-and-run-optional', 'Step 1: Configure & run (optional)'],
      ['#getting-started-1', 'Getting started'],
      ['#my-anchor', 'Custom anchor'],
      ['#inside-a-wrapper', 'Inside a wrapper'],
      ['#heading-in-a-step', 'Heading in a step'],
      ['#2024-06-01', '2024-06-01'],
    ]);
  });

  it('hide the table of contents in wide, center and custom layouts', () => {
    expect(site.page('/layouts/wide').querySelector('.mk-toc')).toBeNull();
    expect(site.page('/layouts/center').querySelector('.mk-toc')).toBeNull();
    expect(site.page('/layouts/custom').querySelector('.mk-sidebar')).toBeNull();
  });

  it('skip HTML and JSX comments', () => {
    const html = site.html('/headings');
    expect(html).not.toContain('An HTML comment is ignored');
    expect(html).not.toContain('A JSX comment is ignored');
  });
});

describe('typography', () => {
  it('curls quotes and apostrophes and makes dashes and ellipses, as Mintlify does; code and the Markdown copy keep what was written', () => {
    const paragraph = content('/markdown').querySelectorAll('p').find((p) => p.text.includes('she said'));
    expect(paragraph?.text).toBe('“Quoted,” she said — it’s the ’90s… See “the guide” and ‘bold’. Code stays "straight".');
    expect(readFileSync(join(site.outDir, 'markdown.md'), 'utf8')).toContain(`"Quoted," she said -- it's the '90s... See "[the guide](/code)" and '**bold**'.`);
  });
});

describe('raw HTML', () => {
  const html = () => content('/html');

  it('keeps img, iframe, video and picture as written', () => {
    expect(html().querySelector('img[alt="Zoomable chart"]')?.getAttribute('width')).toBe('320');
    const iframe = html().querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(iframe.hasAttribute('allowfullscreen')).toBe(true);
    const video = html().querySelector('video')!;
    expect(['controls', 'autoplay', 'muted', 'loop', 'playsinline'].every((a) => video.hasAttribute(a))).toBe(true);
    expect(video.getAttribute('class')).toBe('fixture-video');
    expect(html().querySelector('picture source')?.getAttribute('srcset')).toBe('/images/chart.svg');
  });

  it('accepts class, className and style strings and objects', () => {
    expect(html().querySelector('p.fixture-class')?.getAttribute('style')).toBe('color: rgb(200, 0, 0); font-weight: 600');
    expect(html().querySelector('p.fixture-classname')?.getAttribute('style')).toBe('color:rgb(0, 0, 200);margin-top:12px');
  });

  it('translates React attribute names', () => {
    expect(html().querySelector('label')?.getAttribute('for')).toBe('fixture-input');
    expect(html().querySelector('svg path')?.getAttribute('stroke-width')).toBe('2');
    expect(html().querySelector('svg path')?.getAttribute('stroke-linecap')).toBe('round');
  });

  it('marks noZoom images and loads the zoom script only on pages with images', () => {
    expect(html().querySelector('img[alt="Chart without zoom"]')?.hasAttribute('data-mk-nozoom')).toBe(true);
    const zoom = (path: string) => content(path).querySelectorAll('script').filter((s) => s.text.includes('mkZoom'));
    expect(zoom('/html')).toHaveLength(1);
    expect(zoom('/markdown')).toHaveLength(1);
    expect(zoom('/code')).toHaveLength(0);
  });
});

describe('invalid pages', () => {
  let folder: string;
  let failed: BuiltSite;
  let skipped: BuiltSite;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mintaka-invalid-'));
    const page = (name: string, body: string) => writeFileSync(join(folder, `${name}.mdx`), `---\ntitle: ${name}\n---\n\n${body}`);
    writeFileSync(join(folder, 'mint.json'), JSON.stringify({ name: 'Invalid', favicon: '/favicon.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'Pages', pages: ['ok', 'unclosed', 'brace', 'missing', 'uses-broken'] }] }));
    writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(folder, 'snippets'));
    writeFileSync(join(folder, 'snippets/broken.mdx'), 'A line<br>break.\n');
    page('ok', 'Fine. <!-- an HTML comment is not an error -->\n');
    page('unclosed', '<Card title="Start">\n\nText\n');
    page('brace', 'An object {a: 1} in text.\n');
    page('missing', 'import Gone from "/snippets/gone.mdx";\n\n<Gone />\n');
    page('uses-broken', 'import Broken from "/snippets/broken.mdx";\n\n<Broken />\n');
    [failed, skipped] = await Promise.all([buildFixture(folder), buildFixture(folder, ['--skip-invalid'])]);
  });

  const expected = [
    'brace.mdx:5:13: Could not parse expression with acorn: Unexpected content after expression (hint: curly braces hold JavaScript in MDX; to show a brace as text, write \\{ or put it in `code`)',
    'missing.mdx:5:1: cannot find the imported file "/snippets/gone.mdx" (looked in the docs folder)',
    'snippets/broken.mdx:1:7: Expected a closing tag for `<br>` before the end of `paragraph` (hint: close the tag with a matching </Tag>, or write it as <Tag />; in MDX, HTML tags such as <br> and <img> must end with />)',
    'unclosed.mdx:5:1: Expected a closing tag for `<Card>` before the end of the file (hint: close the tag with a matching </Tag>, or write it as <Tag />; in MDX, HTML tags such as <br> and <img> must end with />)',
  ];

  it('fail the build with every syntax error and missing snippet at once, and write nothing', () => {
    expect(failed.code).toBe(1);
    const errors = failed.stderr.split('\n').filter((l) => l.startsWith('  error ')).map((l) => l.slice('  error '.length));
    expect(errors.sort()).toEqual(expected);
    expect(failed.stderr).toMatch(/Build failed: 4 problems; nothing was written to .* \(--skip-invalid builds the other pages\)/);
    expect(failed.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(failed.outDir)).toBe(false);
  });

  it('are left out with --skip-invalid, which builds the rest and still reports them', () => {
    expect(skipped.code, skipped.stderr).toBe(0);
    expect(skipped.stderr).toContain('4 invalid pages left out (--skip-invalid):');
    for (const message of expected) expect(skipped.stderr).toContain(message);
    expect(skipped.page('/ok').querySelector('.mk-content')?.text.trim()).toBe('Fine.');
    for (const path of ['unclosed', 'brace', 'missing', 'uses-broken']) expect(existsSync(join(skipped.outDir, path, 'index.html')), path).toBe(false);
  });
});
