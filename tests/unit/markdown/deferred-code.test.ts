import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeDeferHighlightedCode } from '../../../src/integration/markdown/deferred-code.ts';
import { mdxTreeToHtml } from '../../../src/integration/markdown/mdx-to-html.ts';

const span = (className: string[], text: string): Element => ({ type: 'element', tagName: 'span', properties: { className }, children: [{ type: 'text', value: text }] });

/** A page with a highlighted block as shiki and rehype-code-blocks.ts write it, and a heading after it. */
function page(): Root {
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: {},
    children: [
      { type: 'element', tagName: 'span', properties: { className: ['line'] }, children: [span(['l4', 'd5'], 'if (a < b && c > "d")'), { type: 'text', value: '' }, span(['l1'], ' { }')] },
      { type: 'text', value: '\n' },
      { type: 'comment', value: ' a comment ' },
      { type: 'element', tagName: 'span', properties: { className: ['line', 'highlighted'], dataLine: 2 }, children: [span(['l2'], "'&amp;'")] },
    ],
  };
  const pre: Element = { type: 'element', tagName: 'pre', properties: { className: ['astro-code', 'mk-themes'], tabIndex: 0, style: '--x: 1' }, children: [code] };
  return {
    type: 'root',
    children: [
      { type: 'element', tagName: 'figure', properties: { className: ['mk-code'] }, children: [pre] },
      { type: 'element', tagName: 'h2', properties: { id: 'next' }, children: [{ type: 'text', value: 'Next' }] },
    ],
  };
}

const render = (tree: Root) => mdxTreeToHtml(tree, { scope: {}, url: new URL('http://mintaka.invalid/page') });

describe('highlighted code set aside from later tree walks (static MDX pages)', () => {
  it('leaves the <pre> without children for the steps that follow', () => {
    const tree = page();
    rehypeDeferHighlightedCode()(tree);
    const pre = (tree.children[0] as Element).children[0] as Element;
    expect(pre.children).toEqual([]);
    expect((tree.children[1] as Element).tagName).toBe('h2');
  });

  it('writes the page exactly as it is written with the code in place', async () => {
    const deferred = page();
    rehypeDeferHighlightedCode()(deferred);
    const expected = await render(page());
    expect(expected).toContain('if (a &lt; b &amp;&amp; c &gt; &quot;d&quot;)');
    expect(await render(deferred)).toBe(expected);
  });
});
