import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { VFile } from 'vfile';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkGfm from 'remark-gfm';
import { unified } from 'unified';
import { codeRaw, rehypeRawWhenPresent } from '../../../src/core/markdown/raw-html.ts';

// rehype-raw parses a whole page again through HTML to place raw HTML in it. Pages skip that
// round trip when it would change nothing; whatever it would change must come out the same.
const PAGES: Record<string, string> = {
  plain: '# Title\n\nSome *text* with `code` and a [link](/a).\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
  'code starting with an empty line': '```ts\n\nconst a = 1;\n```\n\n```\n\n\nplain\n```\n',
  'raw HTML': 'Before <kbd>Ctrl</kbd> after.\n\n<div class="box">\n\n**bold**\n\n</div>\n',
  footnotes: 'A note[^1].\n\n[^1]: The note.\n',
  'a task list': '- [x] done\n- [ ] todo\n',
};

async function render(markdown: string, raw: typeof rehypeRaw | typeof rehypeRawWhenPresent): Promise<string> {
  const file = await unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).use(raw as never).use(rehypeStringify).process(markdown);
  return String(file);
}

describe('rehype-raw where it changes the page', () => {
  it.each(Object.entries(PAGES))('gives what rehype-raw gives: %s', async (_name, markdown) => {
    expect(await render(markdown, rehypeRawWhenPresent)).toBe(await render(markdown, rehypeRaw));
  });

  it('keeps a newline where HTML keeps it (in a paragraph, not at the start of a pre)', async () => {
    const tree = fromHtml('<p>\nx</p><pre><code>\n\ny</code></pre>', { fragment: true });
    const result = (rehypeRawWhenPresent()(tree, new VFile()) ?? tree) as typeof tree;
    expect(toHtml(result)).toBe('<p>\nx</p><pre><code>\ny</code></pre>');
  });

  it('reads the tree as HTML would only where a <pre> loses its first newline there', () => {
    // parse5 drops the first newline right after <pre>'s start tag; rehype-raw feeds it start
    // tags that leave the drop pending, while text, comments and end tags clear it.
    // ¶ is a newline put in the tree after parsing (HTML's own parser would drop some of them).
    const cases: [string, boolean][] = [
      ['<pre>¶x</pre>', true],
      ['<pre><code>¶¶y</code></pre>', true],
      ['<pre><code><span class="line"><span>¶z</span></span></code></pre>', true],
      ['<pre><br>¶x</pre>', true],
      ['<pre><code><span class="line"></span>¶<span class="line">y</span></code></pre>', false],
      ['<pre><code><!--c-->¶y</code></pre>', false],
      ['<pre><code>x¶¶y</code></pre>', false],
      ['<pre><code> ¶y</code></pre>', false],
      ['<p>¶x</p><textarea>¶t</textarea>', true],
    ];
    const withNewlines = (node: { type: string; value?: string; children?: unknown[] }): void => {
      if (node.type === 'text' && node.value) node.value = node.value.replaceAll('¶', '\n');
      for (const child of node.children ?? []) withNewlines(child as never);
    };
    for (const [html, roundTrip] of cases) {
      const tree = fromHtml(html, { fragment: true });
      withNewlines(tree as never);
      const expected = toHtml(rehypeRaw()(structuredClone(tree), new VFile()) as typeof tree);
      const result = rehypeRawWhenPresent()(tree, new VFile());
      expect(result !== undefined, html).toBe(roundTrip);
      expect(toHtml((result ?? tree) as typeof tree), html).toBe(expected);
    }
  });

  it("places a page's raw HTML even when Mintaka's own code comes after it", () => {
    // Highlighted code alone does not send a page through the round trip; raw HTML anywhere
    // before it still must (a later block once hid an earlier <kbd>).
    const page = () => ({
      type: 'root' as const,
      children: [{ type: 'element' as const, tagName: 'p', properties: {}, children: [{ type: 'raw' as const, value: '<kbd>Ctrl' }] }, codeRaw('<pre><code>y</code></pre>')],
    });
    const result = rehypeRawWhenPresent()(page() as never, new VFile());
    expect(result).toBeDefined();
    expect(toHtml(result as never)).toBe(toHtml(rehypeRaw()(page() as never, new VFile()) as never));
    expect(toHtml(result as never)).toContain('<kbd>Ctrl</kbd>');
  });
});
