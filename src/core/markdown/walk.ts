// A plain depth-first walk over a syntax tree. The Markdown pipeline walks every page's tree
// several times, and unist-util-visit allocates for every node it passes (a closure and an
// ancestor list): on a typical page, with the many small elements of highlighted code, that
// was a tenth of the page's time.

interface Node {
  type: string;
  children?: Node[];
}

/**
 * Calls `enter` for every node below `parent`, in document order, with its index and parent;
 * when it returns false the node's children are skipped. Children added to a node while it is
 * entered are walked too.
 */
export function walk<T extends Node>(parent: T, enter: (node: T, index: number, parent: T) => boolean | void): void {
  const children = parent.children as T[] | undefined;
  if (!children) return;
  for (let index = 0; index < children.length; index++) {
    const node = children[index]!;
    if (enter(node, index, parent) !== false && node.children) walk(node, enter);
  }
}

/** Whether any node below `parent` passes `test` (document order, stopping at the first that does). */
export function someNode<T extends Node>(parent: T, test: (node: T) => boolean): boolean {
  const children = parent.children as T[] | undefined;
  if (!children) return false;
  for (const node of children) if (test(node) || someNode(node, test)) return true;
  return false;
}

/** Whether a hast node is highlighted code (shiki's `<pre>`): only spans of text inside. */
export function isHighlightedCode(node: { type: string; tagName?: string; properties?: Record<string, unknown> }): boolean {
  if (node.type !== 'element' || node.tagName !== 'pre') return false;
  const classes = node.properties?.className;
  return Array.isArray(classes) && classes.includes('astro-code');
}
