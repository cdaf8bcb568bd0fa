import type { Element, ElementContent, Nodes, Root } from 'hast';
import { HeadingIds } from '../../core/links/heading-id.ts';
import { cloneHast } from '../../core/markdown/clone.ts';
import { isHighlightedCode, walk } from '../../core/markdown/walk.ts';

const HEADING = /^h[1-6]$/;

const LINK_ICON: Element = {
  type: 'element',
  tagName: 'svg',
  properties: { viewBox: '0 0 24 24', width: 16, height: 16, ariaHidden: 'true', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
  children: [
    { type: 'element', tagName: 'path', properties: { d: 'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71' }, children: [] },
    { type: 'element', tagName: 'path', properties: { d: 'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71' }, children: [] },
  ],
};

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
        children: [cloneHast(LINK_ICON)],
      };
      node.children.push(link);
    });
  };
}
