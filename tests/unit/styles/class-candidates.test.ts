import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { addClassesInCode, classCandidatesOf } from '../../../src/core/styles/class-candidates.ts';
import { MARKDOWN_OPTIONS } from '../../../src/integration/render-pool/markdown-options.ts';
import { createMintakaProcessor } from '../../../src/integration/render-pool/processor.ts';
import { pageCandidates } from '../../../src/integration/utility-css/class-store.ts';
import { repoRoot } from '../../support/build-fixture.ts';

// The class names an author wrote are Tailwind's candidates: in raw HTML, in JSX, in the code
// of components a page defines; not in code blocks, which are text.
const mdx = (source: string) => classCandidatesOf(unified().use(remarkParse).use(remarkMdx).parse(source) as never).sort();
const markdown = (source: string) => classCandidatesOf(unified().use(remarkParse).parse(source) as never).sort();
const inCode = (code: string) => {
  const found = new Set<string>();
  addClassesInCode(code, found);
  return [...found].sort();
};

describe('class candidates of a page', () => {
  it('come from JSX className and class, string or expression', () => {
    expect(mdx('<div className="grid grid-cols-2 gap-4">\n  <img class="block dark:hidden" />\n</div>')).toEqual(['block', 'dark:hidden', 'gap-4', 'grid', 'grid-cols-2']);
    expect(mdx('<p className={open ? "text-green-700" : `text-red-700 ${big ? "text-lg" : ""}`}>x</p>')).toEqual(['text-green-700', 'text-lg', 'text-red-700']);
  });

  it('come from elements written inside other attributes and expressions', () => {
    expect(mdx('<Card icon={<svg className="h-6 w-6" />}>x</Card>\n\n{show && <span className="italic" />}')).toEqual(['h-6', 'italic', 'w-6']);
  });

  it('come from the components a page defines', () => {
    const source = 'export const Hero = ({ big }) => (\n  <div className="px-4 py-16 lg:py-32" data-x="y">\n    <h1 className={clsx("text-4xl", { "font-bold": big })}>Hi</h1>\n  </div>\n);';
    expect(mdx(source)).toEqual(['font-bold', 'lg:py-32', 'px-4', 'py-16', 'text-4xl']);
  });

  it('come from raw HTML in Markdown, quoted or not', () => {
    expect(markdown('Text\n\n<div class="flex items-center" data-class="not-this">\n<span class=rounded>x</span>\n</div>')).toEqual(['flex', 'items-center', 'rounded']);
  });

  it('leave out code blocks and inline code', () => {
    expect(mdx('```html\n<div class="bg-red-500">\n```\n\nUse `className="text-9xl"` here.')).toEqual([]);
    expect(markdown('    <div class="indented-code">\n\n`<b class="inline">`')).toEqual([]);
  });
});

describe('class names in code', () => {
  it('are read from attributes, properties and variables that hold classes', () => {
    expect(inCode('const buttonClass = "rounded-md px-3"; el.className = \'hidden\'; h("p", { className: cn("mt-2", x) });')).toEqual(['hidden', 'mt-2', 'px-3', 'rounded-md']);
  });

  it('are not read from comparisons or other strings', () => {
    expect(inCode('if (el.className === "active") label = "block grid";')).toEqual([]);
  });
});

describe('the pipeline', () => {
  const docsDir = join(repoRoot, 'tests/fixtures/sites/styling');

  it('notes a Markdown page\'s classes in its metadata and for the site', async () => {
    const renderer = await createMintakaProcessor(docsDir).createRenderer(MARKDOWN_OPTIONS as never);
    const result = await renderer.render('<div class="flex gap-2"><span class="mk-own">x</span></div>\n\n```html\n<p class="text-9xl">\n```', {
      frontmatter: {},
      fileURL: pathToFileURL(join(docsDir, 'notes/unit.md')),
    });
    expect((result.metadata as { mkClasses?: unknown }).mkClasses).toEqual({ candidates: ['flex', 'gap-2', 'mk-own'], imports: [] });
    expect([...pageCandidates('notes/unit.md')].sort()).toEqual(['flex', 'gap-2', 'mk-own']);
  });
});
