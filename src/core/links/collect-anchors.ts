import { fieldIdPart } from './field-id.ts';
import { slug } from 'github-slugger';
import type { Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { HeadingIds } from './heading-id.ts';
import { isJsxElement, readJsxAttribute, readJsxString, type JsxElement } from './jsx.ts';

/** A heading's words as the renderer slugs them: text, not expressions (`{props.x}`). */
function headingText(node: { type: string; value?: unknown; children?: unknown[] }): string {
  if (node.type === 'text' || node.type === 'inlineCode') return String(node.value ?? '');
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return '';
  return (node.children ?? []).map((child) => headingText(child as typeof node)).join('');
}

const HTML_ID = /\s(?:id|name)\s*=\s*(?:"([^"]+)"|'([^']+)')/g;
const PARAM_LOCATIONS = ['query', 'path', 'body', 'header'] as const;

/** The fragments a page answers to, and the ids Mintlify gives the same elements. */
export interface PageAnchors {
  ids: Set<string>;
  /** Mintlify's id → Mintaka's id, where they differ (links written for Mintlify use these). */
  mintlifyIds: Map<string, string>;
}


/**
 * The id a component gives itself, mirroring src/components/mdx (Accordion, Step, Update,
 * Tab, ParamField, ResponseField): an explicit `id`, else a slug of its title or name.
 */
function componentAnchor(element: JsxElement): { id: string; mintlify?: string } | undefined {
  const found = componentId(element, readJsxString(element, 'id'));
  return found ? { id: found } : undefined;
}

function componentId(element: JsxElement, id: string | undefined): string | undefined {
  switch (element.name) {
    case 'Accordion': {
      const title = readJsxString(element, 'title');
      return id ?? (title ? slug(title) : undefined);
    }
    case 'Step': {
      const title = readJsxString(element, 'title');
      return id ?? (title && readJsxAttribute(element, 'noAnchor') !== true ? slug(title) : undefined);
    }
    case 'ParamField':
    case 'Param': {
      const location = PARAM_LOCATIONS.find((key) => readJsxString(element, key) !== undefined);
      const name = location ? readJsxString(element, location) : readJsxString(element, 'name');
      return name && fieldIdPart(name) ? `param-${fieldIdPart(name)}` : undefined;
    }
    case 'ResponseField': {
      const name = readJsxString(element, 'name');
      return name && fieldIdPart(name) ? `response-${fieldIdPart(name)}` : undefined;
    }
    default:
      return id;
  }
}

/**
 * Every fragment (`#id`) a page answers to: heading ids as the renderer makes them (Mintlify's,
 * `-1`, `-2` for repeats, `{#custom-id}`), `<Update>` labels, ids that components derive from
 * their titles, and explicit `id`/`name` attributes. `snippetOf` gives the tree of the snippet
 * an element of `within` renders (`<Greeting />` imported from a snippet, `<Snippet file>`):
 * its headings are numbered with the page's, where it is used, as the build does.
 */
export function collectAnchors(tree: Root, snippetOf: (element: JsxElement, within: Root) => Root | undefined = () => undefined): PageAnchors {
  const headings = new HeadingIds();
  const anchors = new Set<string>();
  const mintlifyIds = new Map<string, string>();
  const alias = (mintlify: string, ours: string) => {
    if (mintlify && mintlify !== ours && !mintlifyIds.has(mintlify)) mintlifyIds.set(mintlify, ours);
  };
  const claimed = new Map<string, number>();
  // Components claim ids page-wide like the renderer does: the second `Setup` is `setup-1`.
  const claim = (id: string) => {
    const count = claimed.get(id) ?? 0;
    claimed.set(id, count + 1);
    const unique = count ? `${id}-${count}` : id;
    anchors.add(unique);
    return unique;
  };
  const walk = (root: Root, trail: Set<Root>) => visit(root, (node: Nodes) => {
    const custom = node.type === 'heading' ? node.data?.hProperties?.id : undefined;
    if (typeof custom === 'string' && custom) {
      anchors.add(headings.claim(custom));
    } else if (node.type === 'heading' || (isJsxElement(node) && /^h[1-6]$/.test(node.name ?? '') && !readJsxString(node, 'id'))) {
      const id = headings.slug(headingText(node).trim());
      if (id) anchors.add(id);
    } else if (node.type === 'html') {
      for (const match of node.value.matchAll(HTML_ID)) anchors.add(match[1] ?? match[2]!);
    } else if (isJsxElement(node)) {
      if (node.name === 'Update') {
        const label = readJsxString(node, 'label');
        const id = readJsxString(node, 'id');
        if (id) anchors.add(id);
        else if (label) anchors.add(headings.slug(label));
        return;
      }
      const snippet = snippetOf(node, root);
      if (snippet && !trail.has(snippet)) walk(snippet, new Set([...trail, snippet]));
      const anchor = componentAnchor(node);
      if (!anchor) return;
      if (!node.name || /^[a-z]/.test(node.name)) anchors.add(anchor.id);
      else alias(anchor.mintlify ?? '', claim(anchor.id));
    }
  });
  walk(tree, new Set([tree]));
  return { ids: anchors, mintlifyIds };
}
