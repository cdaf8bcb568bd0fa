import type { Root } from 'hast';
import { find, html } from 'property-information';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { walk } from './walk.ts';

type Node = { type: string; children?: Node[]; properties?: Record<string, unknown> };

function hasRawHtml(tree: Root): boolean {
  let found = false;
  walk(tree as Node, (node) => {
    if (node.type === 'raw') found = true;
    return !found;
  });
  return found;
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
 * rehype-raw, run only on a page that has raw HTML: it parses the whole page again through
 * parse5 (a seventh of a Markdown page's time) to place raw HTML in the tree; a page without
 * any comes out of it as it went in, but for empty-valued attributes.
 */
export function rehypeRawWhenPresent() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) => {
    if (hasRawHtml(tree)) return raw(tree, file);
    emptyValuedAttributes(tree);
    return undefined;
  };
}
