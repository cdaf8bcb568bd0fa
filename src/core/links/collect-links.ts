import type { Nodes, Root } from 'mdast';
import { walk } from '../markdown/walk.ts';
import { isJsxElement, readJsxString } from './jsx.ts';

/** Where in a page a link was written, and how (for messages). */
export type LinkKind = 'link' | 'image' | 'definition' | 'href' | 'src';

export interface PageLink {
  url: string;
  kind: LinkKind;
  /** The element that holds the link (`Card`, `img`, `a`); absent for Markdown syntax. */
  element?: string;
  line: number;
  column: number;
}

/** Attributes that point at another page or a file, by element (`*`: any element). */
export const LINK_ATTRIBUTES: Record<string, readonly string[]> = {
  '*': ['href'],
  img: ['src'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  iframe: ['src'],
  Frame: ['src'],
};

const HTML_ATTRIBUTE = /<([a-zA-Z][\w.-]*)\b[^>]*?>/g;
const HTML_LINK = /\s(href|src|poster)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function positionOf(node: Nodes): { line: number; column: number } {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/** Links inside raw HTML (Markdown pages, or `html` nodes): positions of each attribute. */
function collectHtmlLinks(node: Nodes & { value: string }, into: PageLink[]): void {
  const start = positionOf(node);
  for (const tag of node.value.matchAll(HTML_ATTRIBUTE)) {
    for (const attribute of tag[0].matchAll(HTML_LINK)) {
      const url = attribute[2] ?? attribute[3] ?? '';
      const offset = tag.index! + attribute.index! + 1;
      const before = node.value.slice(0, offset);
      const lines = before.split('\n');
      const line = start.line + lines.length - 1;
      const column = lines.length === 1 ? start.column + offset : lines[lines.length - 1]!.length + 1;
      for (const part of attribute[1] === 'srcset' ? url.split(',').map((s) => s.trim().split(/\s+/)[0]!) : [url]) {
        into.push({ url: part, kind: attribute[1] === 'href' ? 'href' : 'src', element: tag[1], line, column });
      }
    }
  }
}

/**
 * Every link a page makes to a page or a file: Markdown links, images and reference
 * definitions, `href`/`src` on JSX elements (`<Card href>`, `<img src>`, `<a href>`) and in
 * raw HTML. Values computed by JavaScript are skipped: they cannot be checked statically.
 */
export function collectLinks(tree: Root): PageLink[] {
  const links: PageLink[] = [];
  walk<Nodes>(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      links.push({ url: node.url, kind: node.type, ...positionOf(node) });
    } else if (node.type === 'html') {
      collectHtmlLinks(node, links);
    } else if (isJsxElement(node) && node.name) {
      const names = [...LINK_ATTRIBUTES['*']!, ...(LINK_ATTRIBUTES[node.name] ?? [])];
      for (const name of names) {
        const value = readJsxString(node, name);
        if (value === undefined) continue;
        const urls = name === 'srcset' ? value.split(',').map((s) => s.trim().split(/\s+/)[0]!) : [value];
        for (const url of urls) links.push({ url, kind: name === 'href' ? 'href' : 'src', element: node.name, ...positionOf(node) });
      }
    }
  });
  return links;
}
