import type { Nodes, Parents, Root } from 'mdast';
import { retext } from 'retext';
import retextSmartypants from 'retext-smartypants';
import { walk } from '../../core/markdown/walk.ts';

// SmartyPants as Mintlify applies it (remark-smartypants in @mintlify/mdx) and Astro by
// default: straight quotes curled, `--` as an em dash, `...` as an ellipsis. The same rules and
// result as remark-smartypants 3, which runs retext's natural-language parser over the page's
// whole text and then over every text node again: a fifth of the time a page took to render.
// Here each pass runs only on text that holds a character its rules change.

const quotePass = retext().use(retextSmartypants, { ellipses: false, dashes: false, backticks: false });
const otherPass = retext().use(retextSmartypants, { quotes: false });

/** Text the quote pass may change. */
const HAS_QUOTE = /["']/;
// Text the second pass may change: `--`, ``` `` ``` or `''`, and two dots with only white space
// (as retext's parser counts it) between them (`...`, `. . .`).
const HAS_OTHER = /--|``|''|\.[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]*\./;

const VISITED = new Set(['text', 'inlineCode', 'paragraph', 'heading', 'tableCell']);
const BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);
const IGNORED_ELEMENTS = new Set(['style', 'script']);

function isVisited(node: Nodes, _index: number | undefined, parent: Parents | undefined): boolean {
  if (!parent || !VISITED.has(node.type)) return false;
  // remark-smartypants's test: inline JSX elements are skipped only when they are <style> or <script>.
  return parent.type !== 'mdxJsxTextElement' || (typeof parent.name === 'string' && !IGNORED_ELEMENTS.has(parent.name));
}

export function remarkSmartypants() {
  return (tree: Root) => {
    // All text in one string, so that quotes pair across links and emphasis; code spans count
    // as letters and each block starts with a space (an opening quote there opens).
    const nodes: Nodes[] = [];
    let all = '';
    walk<Nodes>(tree, (node, index, parent) => {
      if (!isVisited(node, index, parent as Parents)) return;
      if (node.type === 'text') all += node.value;
      else if (node.type === 'inlineCode') all += 'A'.repeat(node.value.length);
      else if (BLOCKS.has(node.type)) all += ' ';
      nodes.push(node);
    });
    if (HAS_QUOTE.test(all)) all = quotePass.processSync(all).toString();
    let start = 0;
    for (const node of nodes) {
      if (node.type === 'text' || node.type === 'inlineCode') {
        const end = start + node.value.length;
        if (node.type === 'text') {
          const value = all.slice(start, end);
          node.value = HAS_OTHER.test(value) ? otherPass.processSync(value).toString() : value;
        }
        start = end;
      } else start += 1;
    }
  };
}
