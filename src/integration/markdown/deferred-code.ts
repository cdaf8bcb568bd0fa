// Highlighted code holds most of a page's nodes: a span for every token. The static MDX renderer
// (render-pool/mdx-html-renderer.ts) runs two of Astro's steps after Mintaka's plugins (script
// and style collapsing, heading ids), and each visits every node of the page, though neither has
// anything to do inside highlighted code. The code's children are set aside before those steps,
// and mdx-to-html.ts writes them from there.
import type { Element, ElementContent, Root } from 'hast';
import { isHighlightedCode, walk } from '../../core/markdown/walk.ts';

interface DeferredData {
  deferredChildren?: ElementContent[];
}

/** Sets the children of every highlighted `<pre>` aside, on the element's data. */
export function rehypeDeferHighlightedCode() {
  return (tree: Root) => {
    walk(tree as unknown as Element, (node) => {
      if (!isHighlightedCode(node)) return;
      const data = (node.data ??= {} as never) as DeferredData;
      data.deferredChildren = node.children;
      node.children = [];
      return false;
    });
  };
}

/** The children set aside from an element (plain hast: elements and text), if any. */
export function deferredChildren(element: Element): ElementContent[] | undefined {
  return (element.data as DeferredData | undefined)?.deferredChildren;
}
