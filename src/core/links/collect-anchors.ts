import { fieldIdPart } from './field-id.ts';
import { slug } from 'github-slugger';
import type { Nodes, Root } from 'mdast';
import { walk } from '../markdown/walk.ts';
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
 * What in a page makes an anchor, in document order: a plain list, so that it can be cached
 * with the page's other facts and replayed without the tree. `snippet` marks where an element
 * renders a snippet (`<Greeting />` imported from one, `<Snippet file>`): its anchors are
 * numbered with the page's, at that place.
 */
export type AnchorEvent =
  | { id: string }
  | { custom: string }
  | { heading: string }
  | { component: string; mintlify?: string }
  | { snippet: string };

/**
 * The anchor events of a page. `snippetKey` names the snippet an element renders (its file, for
 * a default import of the page or `<Snippet file>`), or undefined for other elements.
 */
export function anchorEvents(tree: Root, snippetKey: (element: JsxElement) => string | undefined = () => undefined): AnchorEvent[] {
  const events: AnchorEvent[] = [];
  walk<Nodes>(tree, (node) => {
    const custom = node.type === 'heading' ? node.data?.hProperties?.id : undefined;
    if (typeof custom === 'string' && custom) {
      events.push({ custom });
    } else if (node.type === 'heading' || (isJsxElement(node) && /^h[1-6]$/.test(node.name ?? '') && !readJsxString(node, 'id'))) {
      events.push({ heading: headingText(node).trim() });
    } else if (node.type === 'html') {
      for (const match of node.value.matchAll(HTML_ID)) events.push({ id: match[1] ?? match[2]! });
    } else if (isJsxElement(node)) {
      if (node.name === 'Update') {
        const label = readJsxString(node, 'label');
        const id = readJsxString(node, 'id');
        if (id) events.push({ id });
        else if (label) events.push({ heading: label });
        return;
      }
      const snippet = snippetKey(node);
      if (snippet !== undefined) events.push({ snippet });
      const anchor = componentAnchor(node);
      if (!anchor) return;
      if (!node.name || /^[a-z]/.test(node.name)) events.push({ id: anchor.id });
      else events.push({ component: anchor.id, ...(anchor.mintlify ? { mintlify: anchor.mintlify } : {}) });
    }
  });
  return events;
}

/**
 * Every fragment (`#id`) a page answers to, from its anchor events: heading ids as the renderer
 * makes them (Mintlify's, `-1`, `-2` for repeats, `{#custom-id}`), `<Update>` labels, ids that
 * components derive from their titles, and explicit `id`/`name` attributes. `snippetEvents`
 * gives the events of the snippet a `snippet` event renders, found from the page that holds
 * it: its headings are numbered with the page's, where it is used, as the build does.
 */
export function anchorsFromEvents<Owner>(
  events: readonly AnchorEvent[],
  owner: Owner,
  snippetEvents: (event: Extract<AnchorEvent, { snippet: string }>, within: Owner) => { events: readonly AnchorEvent[]; owner: Owner } | undefined = () => undefined,
): PageAnchors {
  const headings = new HeadingIds();
  const anchors = new Set<string>();
  const mintlifyIds = new Map<string, string>();
  const claimed = new Map<string, number>();
  // Components claim ids page-wide like the renderer does: the second `Setup` is `setup-1`.
  const claim = (id: string) => {
    const count = claimed.get(id) ?? 0;
    claimed.set(id, count + 1);
    const unique = count ? `${id}-${count}` : id;
    anchors.add(unique);
    return unique;
  };
  const replay = (list: readonly AnchorEvent[], within: Owner, trail: Set<Owner>) => {
    for (const event of list) {
      if ('custom' in event) anchors.add(headings.claim(event.custom));
      else if ('heading' in event) {
        const id = headings.slug(event.heading);
        if (id) anchors.add(id);
      } else if ('id' in event) anchors.add(event.id);
      else if ('component' in event) {
        const ours = claim(event.component);
        const mintlify = event.mintlify ?? '';
        if (mintlify && mintlify !== ours && !mintlifyIds.has(mintlify)) mintlifyIds.set(mintlify, ours);
      } else {
        const snippet = snippetEvents(event, within);
        if (snippet && !trail.has(snippet.owner)) replay(snippet.events, snippet.owner, new Set([...trail, snippet.owner]));
      }
    }
  };
  replay(events, owner, new Set([owner]));
  return { ids: anchors, mintlifyIds };
}

/**
 * The fragments of a page given as a tree; `snippetOf` gives the tree of the snippet an element
 * of `within` renders.
 */
export function collectAnchors(tree: Root, snippetOf: (element: JsxElement, within: Root) => Root | undefined = () => undefined): PageAnchors {
  const snippets: Root[] = [];
  const eventsOf = (root: Root) =>
    anchorEvents(root, (element) => {
      const snippet = snippetOf(element, root);
      return snippet ? String(snippets.push(snippet) - 1) : undefined;
    });
  return anchorsFromEvents(eventsOf(tree), tree, (event) => {
    const snippet = snippets[Number(event.snippet)]!;
    return { events: eventsOf(snippet), owner: snippet };
  });
}
