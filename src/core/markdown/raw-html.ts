import type { Root } from 'hast';
import { htmlVoidElements } from 'html-void-elements';
import { find, html } from 'property-information';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { someNode, walk } from './walk.ts';

type Node = { type: string; children?: Node[]; properties?: Record<string, unknown> };

/** Elements after whose start tag HTML drops a newline (parse5's skipNextNewLine). */
const DROPS_LEADING_NEWLINE = new Set(['pre', 'listing', 'textarea']);

/**
 * Whether HTML's parser, fed the tree as rehype-raw feeds it (hast-util-raw), drops a newline at
 * the start of this element (`<pre>`, `<listing>`, `<textarea>`): parse5 drops it from the first
 * white space after the start tag (skipNextNewLine), and start tags fed that way leave that
 * pending, while text, comments and end tags clear it. So the first text, or an element's end
 * tag (void elements have none), decides: `<pre><code>\n…` drops the newline, a code block
 * whose first line is an empty `<span class="line"></span>` does not. Undefined: the children
 * give no token. Any other node is taken to drop it (the round trip then decides).
 */
function dropsLeadingNewline(children: Node[]): boolean | undefined {
  for (const child of children) {
    if (child.type === 'text') {
      const value = (child as { value?: string }).value ?? '';
      if (value !== '') return value.startsWith('\n');
    } else if (child.type === 'element') {
      const tagName = (child as { tagName?: string }).tagName ?? '';
      if (tagName === 'template') return true;
      const inside = dropsLeadingNewline(child.children ?? []);
      if (inside !== undefined) return inside;
      if (!htmlVoidElements.includes(tagName)) return false;
    } else if (child.type === 'comment') return false;
    else return true;
  }
  return undefined;
}

/** Marks raw HTML written by Mintaka itself (highlighted code), which HTML's parser reads back as it is. */
const WRITTEN_HERE = 'mkWrittenHere';

/**
 * Raw HTML of highlighted code (rehype-code-blocks.ts): well-formed, its text escaped as
 * hast-util-to-html escapes it, so reading it back into the tree would change nothing, and it
 * alone does not make a page go through rehype-raw.
 */
export function codeRaw(html: string): { type: 'raw'; value: string; data: Record<string, unknown> } {
  return { type: 'raw', value: html, data: { [WRITTEN_HERE]: true } };
}

function isWrittenHere(node: Node): boolean {
  return Boolean((node as { data?: Record<string, unknown> }).data?.[WRITTEN_HERE]);
}

/**
 * Whether the round trip through HTML changes the tree: it has raw HTML to place (not the
 * code Mintaka wrote), or a `<pre>` that starts with a newline, which HTML's parser drops there
 * as it reads the tree again (dropsLeadingNewline).
 */
function changesInRoundTrip(tree: Root): boolean {
  return someNode(tree as Node, (node) =>
    node.type === 'raw' ? !isWrittenHere(node) : node.type === 'element' && DROPS_LEADING_NEWLINE.has((node as { tagName?: string }).tagName ?? '') && dropsLeadingNewline(node.children ?? []) === true,
  );
}

/**
 * What rehype-raw's round trip through HTML does to a page without raw HTML: an attribute set
 * to `true` that HTML does not know as boolean (`data-footnote-ref`) comes back as "".
 */
function emptyValuedAttributes(tree: Root): void {
  walk(tree as Node, (node) => {
    const properties = node.properties;
    if (!properties) return;
    for (const [name, value] of Object.entries(properties)) {
      if (value !== true) continue;
      const info = find(html, name);
      if (!info.boolean && !info.overloadedBoolean) properties[name] = '';
    }
  });
}

/**
 * rehype-raw, run only where it changes the page: it parses the whole page again through parse5
 * (a seventh of a Markdown page's time, a twelfth of an MDX page's) to place raw HTML in the
 * tree; a page without any comes out of it as it went in, but for empty-valued attributes and a
 * newline at the start of a `<pre>`. `options`: rehype-raw's (MDX passes its own nodes through).
 */
export function rehypeRawWhenPresent(options?: Parameters<typeof rehypeRaw>[0]) {
  const raw = rehypeRaw(options);
  return (tree: Root, file: VFile) => {
    if (changesInRoundTrip(tree)) return raw(tree, file);
    emptyValuedAttributes(tree);
    return undefined;
  };
}
