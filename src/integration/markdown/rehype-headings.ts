import type { Element, ElementContent, Nodes, Root } from 'hast';
import { HeadingIds } from '../../core/links/heading-id.ts';
import { isHighlightedCode, walk } from '../../core/markdown/walk.ts';

const HEADING = /^h[1-6]$/;

/** The words of a heading: text and inline elements, not expressions or the anchor link. */
function headingText(node: { children?: unknown[]; type: string; value?: unknown }): string {
  if (node.type === 'text') return String(node.value ?? '');
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return '';
  return (node.children ?? []).map((child) => headingText(child as typeof node)).join('');
}

function idOf(node: Element): string | undefined {
  const id = node.properties.id;
  return typeof id === 'string' && id ? id : undefined;
}

/**
 * Gives every heading an id as Mintlify does (see heading-id.ts; `-1`, `-2` for repeats;
 * `{#custom-id}` and ids written in HTML kept), including headings inside components (Steps,
 * Tabs, Accordion...), and adds a link to h2/h3 that shows on hover and focus. Astro's own
 * heading step keeps these ids, so the table of contents links to the same anchors.
 */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    const ids = new HeadingIds();
    walk<Nodes>(tree, (node) => {
      if (isHighlightedCode(node)) return false;
      if (node.type !== 'element' || !HEADING.test(node.tagName)) return;
      const text = headingText(node).trim();
      const given = idOf(node);
      const id = given ? ids.claim(given) : ids.slug(text);
      if (!id) return;
      node.properties.id = id;
      if (node.tagName !== 'h2' && node.tagName !== 'h3') return;
      const link: ElementContent = {
        type: 'element',
        tagName: 'a',
        properties: { className: ['mk-heading-anchor'], href: `#${id}`, ariaLabel: `Link to this section: ${text}` },
        // The link icon is drawn by the stylesheet (content.css), not repeated in every heading.
        children: [],
      };
      node.children.push(link);
    });
  };
}
