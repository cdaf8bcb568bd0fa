import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Parent = { children: RootContent[] };

/** Components that live in the page's side column (where the table of contents is). */
const SIDE_COLUMN = new Set(['Panel', 'RequestExample', 'ResponseExample']);
/** Components that need their children as written, not as Markdown. */
const RAW_SOURCE = new Set(['Latex', 'Prompt']);

function isJsx(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function readStringAttribute(node: JsxElement, name: string): string | undefined {
  const attribute = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

function hasAttribute(node: JsxElement, name: string): boolean {
  return node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name);
}

function dedent(text: string): string {
  const lines = text.replace(/^\s*\n/, '').replace(/\s+$/, '').split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}

/** The children of an element exactly as the writer typed them. */
function readChildrenSource(node: JsxElement, file: VFile): string | undefined {
  const first = node.children[0]?.position?.start.offset;
  const last = node.children[node.children.length - 1]?.position?.end.offset;
  if (first === undefined || last === undefined) return undefined;
  const text = String(file.value);
  // Start at the beginning of the first line so its indentation counts in the dedent.
  let start = first;
  while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t')) start--;
  return dedent(text.slice(start, last));
}

/**
 * Build-time restructuring of Mintlify components that needs the page's Markdown tree rather
 * than a component's rendered children:
 * - `<Latex>` and `<Prompt>` get their source text as a `source` prop (Markdown would turn
 *   `a_1 b_2` into emphasis; Prompt copies what the writer wrote);
 * - each `<Update label>` gets a `## label` heading, so the label has an id and a TOC entry;
 * - consecutive `<View>`s become one view switcher (`<Tabs views>`);
 * - `<Panel>`, `<RequestExample>` and `<ResponseExample>` at the top level move into one
 *   side-column block at the start of the page, which CSS pins beside the content on wide
 *   screens (replacing the table of contents, as on Mintlify) and leaves inline on narrow ones.
 * Runs before remark-components, which then adds the imports (Tabs included).
 */
export function remarkMdxComponents() {
  return (tree: Root, file: VFile) => {
    if (!(file.path ?? '').endsWith('.mdx')) return;
    const visit = (parent: Parent) => {
      for (const node of parent.children) {
        if (isJsx(node) && node.name) {
          if (RAW_SOURCE.has(node.name) && !hasAttribute(node, 'source')) {
            const source = readChildrenSource(node, file);
            if (source !== undefined) {
              node.attributes.push({ type: 'mdxJsxAttribute', name: 'source', value: source });
              if (node.name === 'Latex') node.children = [];
            }
            if (node.name === 'Latex' && node.type === 'mdxJsxFlowElement' && !hasAttribute(node, 'display')) {
              node.attributes.push({ type: 'mdxJsxAttribute', name: 'display', value: null });
            }
          }
          const label = node.name === 'Update' ? readStringAttribute(node, 'label') : undefined;
          if (label && node.type === 'mdxJsxFlowElement') {
            node.children.unshift({ type: 'heading', depth: 2, children: [{ type: 'text', value: label }], data: { hProperties: { className: ['mk-update-label'] } } });
          }
        }
        if ('children' in node && Array.isArray(node.children)) visit(node as Parent);
      }
      groupViews(parent);
    };
    visit(tree as Parent);
    moveToSideColumn(tree);
  };
}

function groupViews(parent: Parent): void {
  const isView = (n: RootContent | undefined) => n !== undefined && n.type === 'mdxJsxFlowElement' && n.name === 'View';
  for (let i = 0; i < parent.children.length; i++) {
    if (!isView(parent.children[i])) continue;
    let end = i + 1;
    while (isView(parent.children[end])) end++;
    const views = parent.children.slice(i, end) as MdxJsxFlowElement[];
    const group: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'Tabs',
      attributes: [{ type: 'mdxJsxAttribute', name: 'views', value: null }],
      children: views,
    };
    parent.children.splice(i, end - i, group);
  }
}

function moveToSideColumn(tree: Root): void {
  const moved = tree.children.filter((n): n is MdxJsxFlowElement => n.type === 'mdxJsxFlowElement' && SIDE_COLUMN.has(n.name ?? ''));
  if (moved.length === 0) return;
  tree.children = tree.children.filter((n) => !moved.includes(n as MdxJsxFlowElement));
  const aside: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [{ type: 'mdxJsxAttribute', name: 'class', value: 'mk-aside' }],
    children: moved,
  };
  const firstContent = tree.children.findIndex((n) => n.type !== 'mdxjsEsm' && n.type !== 'yaml');
  tree.children.splice(firstContent < 0 ? tree.children.length : firstContent, 0, aside);
}
