import type { Nodes, Parents, Root } from 'mdast';
import type { Root as NlcstRoot, Sentence } from 'nlcst';
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
/**
 * An apostrophe inside a word (`don't`, `rock'n'roll`, `5'10`). retext's parser makes it part
 * of the word, between two of its letters, and smartypants then always closes it (’). Other
 * quotes never see it as a neighbour (it is inside a word), and the parser treats ’ as it
 * treats ' (one punctuation class), so curling these first changes nothing else: a page whose
 * only quotes are such apostrophes, most pages, needs no parse. ASCII letters and digits are
 * letters to the parser in every language.
 */
const IN_WORD_APOSTROPHE = /(?<=[A-Za-z0-9])'(?=[A-Za-z0-9])/g;

/** The quote pass over a page's text: straight quotes curled as retext-smartypants curls them. */
export function curlQuotes(text: string): string {
  if (!HAS_QUOTE.test(text)) return text;
  const curled = text.replace(IN_WORD_APOSTROPHE, '\u2019');
  return HAS_QUOTE.test(curled) ? curlInSentences(curled) : curled;
}

/**
 * retext's processSync with the quote pass, its step run only over the sentences that hold a
 * quote. The step changes a quote by its neighbours in its sentence (or its word), never
 * anything else, and parse-latin puts every quote in a sentence (a paragraph holds sentences and
 * white space, the root paragraphs and white space): visiting the page's whole tree, every word
 * of it, was half the pass's time.
 */
function curlInSentences(text: string): string {
  const tree = quotePass.parse(text) as NlcstRoot;
  const sentences: Sentence[] = [];
  for (const paragraph of tree.children) {
    if (paragraph.type !== 'ParagraphNode') continue;
    for (const sentence of paragraph.children) {
      const start = sentence.position?.start.offset;
      const end = sentence.position?.end.offset;
      if (sentence.type === 'SentenceNode' && (start === undefined || end === undefined || HAS_QUOTE.test(text.slice(start, end)))) sentences.push(sentence);
    }
  }
  quotePass.runSync({ type: 'RootNode', children: [{ type: 'ParagraphNode', children: sentences }] });
  return quotePass.stringify(tree);
}
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
    all = curlQuotes(all);
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
