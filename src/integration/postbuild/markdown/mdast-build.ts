import type { BlockContent, List, ListItem, Nodes, Paragraph, PhrasingContent, RootContent } from 'mdast';

// Small constructors for the Markdown trees the exports build.

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });

const PHRASING = new Set([
  'text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference',
  'imageReference', 'footnoteReference', 'inlineMath', 'mdxJsxTextElement', 'mdxTextExpression',
]);

export function isPhrasing(node: Nodes): node is PhrasingContent {
  return PHRASING.has(node.type);
}

/** Block content from a mix: runs of inline nodes become paragraphs. */
export function toBlocks(nodes: RootContent[]): BlockContent[] {
  const blocks: BlockContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim())) blocks.push(paragraph(...run));
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      blocks.push(node as BlockContent);
    }
  }
  flush();
  return blocks;
}

/** Inline content from a mix: blocks give their inline children, separated by spaces. */
export function toPhrasing(nodes: RootContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (isPhrasing(node)) out.push(node);
    else if ('children' in node) {
      if (out.length) out.push(text(' '));
      out.push(...toPhrasing(node.children as RootContent[]));
    } else if (node.type === 'code' || node.type === 'math') {
      out.push(code(node.value));
    }
  }
  return out;
}

/** Plain text of a tree (for titles of feeds and indexes). */
export function plainText(nodes: readonly Nodes[]): string {
  return nodes
    .map((node) => ('value' in node && typeof node.value === 'string' && node.type !== 'mdxjsEsm' && !node.type.startsWith('mdx') ? node.value : 'children' in node ? plainText(node.children as Nodes[]) : ''))
    .join('');
}

/** A one-item list marked so that neighbours merge into one list (parameter fields). */
export function fieldItem(head: PhrasingContent[], body: BlockContent[]): List {
  const item: ListItem = { type: 'listItem', spread: false, children: [paragraph(...head), ...body] };
  return { type: 'list', ordered: false, spread: false, children: [item], data: { mkFields: true } as never };
}

/** Merges neighbouring field lists (`<ParamField>` after `<ParamField>`) into one list. */
export function mergeFieldLists(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    const previous = out[out.length - 1];
    const isFields = (n: RootContent | undefined): n is List => n?.type === 'list' && (n.data as { mkFields?: boolean } | undefined)?.mkFields === true;
    if (isFields(node) && isFields(previous)) previous.children.push(...node.children);
    else out.push(node);
  }
  return out;
}
