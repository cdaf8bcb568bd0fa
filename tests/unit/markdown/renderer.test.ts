import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES } from '../../../src/integration/markdown/code-themes.ts';
import { createMintakaProcessor } from '../../../src/integration/render-pool/processor.ts';
import { createMarkdownRenderer } from '../../../src/integration/render-pool/markdown-renderer.ts';
import { repoRoot } from '../../support/build-fixture.ts';

// Markdown pages are rendered by Mintaka's copy of Astro's pipeline, which leaves rehype-raw
// out on pages without raw HTML (markdown-renderer.ts). Readers must get exactly the page
// Astro's own renderer makes, with and without raw HTML.
const PAGES: Record<string, string> = {
  prose: '## Setup {#setup}\n\nRun it -- "now"... with [a link](/guides/x) and `code`.\n\n| a | b |\n| --- | --- |\n| 1 | **2** |\n\n- [x] done\n- [ ] todo\n\n![diagram](/images/d.png)\n\n> quote\n\nwww.example.com and a footnote[^1].\n\n[^1]: The note.\n',
  code: '## Example code\n\n```ts title="x.ts" {2}\nconst a = 1;\nconst b = 2;\n```\n\n```unknownlang\nplain\n```\n\n$$\nx^2\n$$\n',
  html: '<div class="box" style="color: red">\n\n**bold** in a box\n\n</div>\n\n<!-- hidden -->\n\n<img src="/a.png" alt="A">\n\nText <kbd>Ctrl</kbd> inline.\n',
};

describe('Markdown pages', () => {
  it('render as Astro renders them, raw HTML or not', async () => {
    const docsDir = join(repoRoot, 'tests/fixtures/sites/content');
    const processor = createMintakaProcessor(docsDir);
    const shared = { syntaxHighlight: false, shikiConfig: { themes: CODE_THEMES, defaultColor: false }, gfm: true, smartypants: false, remarkRehype: {} } as never;
    const { unified } = await import('@astrojs/markdown-remark');
    const reference = await unified(processor.options).createRenderer(shared);
    const ours = await createMarkdownRenderer(shared, processor.options);
    for (const [name, content] of Object.entries(PAGES)) {
      const options = { frontmatter: { title: name }, fileURL: pathToFileURL(join(docsDir, `${name}.md`)) };
      const expected = await reference.render(content, options);
      // Astro's result, plus the classes the page's author wrote (remark-class-candidates.ts).
      const rendered = await ours.render(content, options);
      const { mkClasses, ...metadata } = rendered.metadata as Record<string, unknown>;
      expect({ ...rendered, metadata }, name).toEqual(expected);
      expect(mkClasses, name).toEqual({ candidates: name === 'html' ? ['box'] : [], imports: [] });
      expect(expected.code.length, name).toBeGreaterThan(50);
    }
  });
});
