import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { find, html as htmlSchema, svg as svgSchema, type Schema } from 'property-information';
import { stringify as commas } from 'comma-separated-tokens';
import { stringify as spaces } from 'space-separated-tokens';
import styleToJs from 'style-to-js';
// Astro's own escaping and attribute writing: what its JSX runtime does with compiled MDX.
import { escapeHTML, escapeStyleText } from 'astro/runtime/server/escape.js';
import { addAttribute } from 'astro/runtime/server/render/util.js';
import { COMPONENT_RENDERERS, type RenderContext, type RenderedSnippet } from '../../components/mdx/render/index.ts';
import { ELEMENT_PROPS, staticAttributeValue, staticExpressionText, type ExpressionScope } from '../../core/markdown/mdx-static.ts';

// The HTML of a static MDX page (core/markdown/mdx-static.ts) from its hast, the same HTML the
// page compiled by MDX and rendered by Astro gives (a test compares both on every page of the
// corpus). Step for step what happens there: hast-util-to-estree turns elements into JSX (the
// attribute names and values below), MDX compiles that to calls of Astro's JSX runtime, and
// Astro renders each element as renderElement does (astro/runtime/server/jsx.js), children of
// a node concurrently, components by their function of components/mdx/render, and an MDX snippet
// the page imports as its own module renders, with the page's ids (its tree from context.snippets).

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;
type Props = Record<string, unknown>;
type Node = Root | RootContent | ElementContent;

const VOID_ELEMENTS = /^(area|base|br|col|command|embed|hr|img|input|keygen|link|meta|param|source|track|wbr)$/i;
const TABLE_CELLS = new Set(['td', 'th']);
/** Elements whose line breaks between children hast-util-to-estree leaves out (JSX has no text there). */
const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);

/** `style="color: red; --x: 1"` as hast-util-to-estree reads it: an object, DOM casing. */
function parseStyle(value: string): Record<string, string> {
  try {
    return styleToJs(value, { reactCompat: true }) as Record<string, string>;
  } catch {
    return {};
  }
}

/** An element's props as hast-util-to-estree writes them with `elementAttributeNameCase: 'html'`. */
function elementProps(node: Element, schema: Schema): Props {
  const props: Props = {};
  let align: string | undefined;
  for (const [property, raw] of Object.entries(node.properties ?? {})) {
    let value = raw as unknown;
    const info = find(schema, property);
    if (value === null || value === undefined || value === false || (typeof value === 'number' && Number.isNaN(value)) || (!value && info.boolean)) continue;
    const name = info.attribute;
    if (Array.isArray(value)) value = info.commaSeparated ? commas(value as string[]) : spaces(value as string[]);
    if (name === 'style') props.style = typeof value === 'object' ? value : parseStyle(String(value));
    else if (value === true) props[name] = true;
    else if (TABLE_CELLS.has(node.tagName) && name === 'align') align = String(value);
    else props[name] = String(value);
  }
  // `align` on table cells becomes a style (tableCellAlignToStyle), after the others.
  if (align !== undefined) props.style = { ...(props.style as object | undefined), textAlign: align };
  return props;
}

/** What a module's expressions may read: a snippet's props. */
function scopeOf(context: RenderContext): ExpressionScope | undefined {
  return context.props ? { props: context.props } : undefined;
}

/**
 * A JSX element's props: values as written, `{...}` evaluated (static pages only have values
 * there, and snippets what they read of their props).
 */
function jsxProps(node: JsxElement, context: RenderContext): Props {
  const props: Props = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') throw new Error(`a spread attribute in <${node.name}> is not static`);
    const value = (attribute as MdxJsxAttribute).value;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      const evaluated = staticAttributeValue(value, scopeOf(context), { element: ELEMENT_PROPS.has(attribute.name) });
      if (!evaluated) throw new Error(`attribute ${attribute.name} of <${node.name}> is not static`);
      // An expression that evaluates to undefined is no attribute, as in JSX.
      if (evaluated.value !== undefined) props[attribute.name] = evaluated.value;
    }
  }
  return props;
}

/**
 * Astro's spreadAttributes without a scoped class: each attribute as Astro writes it. Imported
 * from the module that defines addAttribute: Astro's runtime index, which exports
 * spreadAttributes, loads all of its renderer (some 60 modules, zod among them) into every
 * render worker.
 */
function spreadAttributes(props: Props): string {
  let output = '';
  for (const key of Object.keys(props)) output += String(addAttribute(props[key], key, true));
  return output;
}

/** Astro's renderElement: `<tag attributes>children</tag>`, `<tag/>` for an empty void element. */
function renderElement(tag: string, props: Props, children: string | undefined): string {
  const attributes = spreadAttributes(props);
  if ((children === undefined || children === '') && VOID_ELEMENTS.test(tag)) return `<${tag}${attributes}/>`;
  return `<${tag}${attributes}>${children ?? ''}</${tag}>`;
}

/**
 * Children as MDX passes them: none (empty text and, in tables, line breaks are no children),
 * or all of them rendered at once (Astro's Promise.all).
 */
async function renderChildren(nodes: readonly Node[], context: RenderContext, schema: Schema, table = false): Promise<string | undefined> {
  const kept = nodes.filter((node) => !(node.type === 'text' && (node.value === '' || (table && node.value === '\n'))));
  if (!kept.length) return undefined;
  const parts = await Promise.all(kept.map((node) => renderNode(node, context, schema)));
  return parts.join('');
}

/** `set:html` of a <script> or <style> (Astro's rehype-collapse-script-style), written as is. */
function setHtml(node: Element | JsxElement, context: RenderContext): string | undefined {
  if (node.type === 'element') {
    const value = node.properties?.['set:html'];
    return value === undefined ? undefined : String(value);
  }
  const attribute = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'set:html');
  if (!attribute) return undefined;
  return typeof attribute.value === 'string' ? attribute.value : String(staticAttributeValue(attribute.value!, scopeOf(context))?.value ?? '');
}

async function renderNode(node: Node, context: RenderContext, schema: Schema): Promise<string> {
  switch (node.type) {
    case 'text':
      return escapeHTML(node.value);
    case 'comment':
      return '';
    case 'raw':
      // rehype-raw leaves none; a plugin's own HTML is written as it is.
      return node.value;
    case 'element': {
      const inner = schema.space === 'html' && node.tagName.toLowerCase() === 'svg' ? svgSchema : schema;
      const props = elementProps(node, inner);
      const raw = setHtml(node, context);
      if (raw !== undefined) {
        delete props['set:html'];
        return renderElement(node.tagName, props, raw);
      }
      let children = await renderChildren(node.children, context, inner, inner.space === 'html' && TABLE_ELEMENTS.has(node.tagName.toLowerCase()));
      if (node.tagName === 'style' && children !== undefined) children = escapeStyleText(children);
      return renderElement(node.tagName, props, children);
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return renderJsx(node as JsxElement, context, schema);
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const shown = staticExpressionText(node, scopeOf(context));
      if (!shown) throw new Error(`{${node.value}} is not static`);
      return escapeHTML(shown.text);
    }
    case 'mdxjsEsm':
      // The components' imports that the remark plugins add: a static page needs no code.
      return '';
    case 'doctype':
      return '';
    default:
      return '';
  }
}

async function renderJsx(node: JsxElement, context: RenderContext, schema: Schema): Promise<string> {
  const name = node.name;
  if (!name) return (await renderChildren(node.children as Node[], context, schema)) ?? '';
  if (/^[a-z]/.test(name)) {
    const inner = schema.space === 'html' && name.toLowerCase() === 'svg' ? svgSchema : schema;
    const props = jsxProps(node, context);
    const raw = setHtml(node, context);
    if (raw !== undefined) {
      delete props['set:html'];
      return renderElement(name, props, raw);
    }
    const children = await renderChildren(node.children as Node[], context, inner);
    return renderElement(name, props, name === 'style' && children !== undefined ? escapeStyleText(children) : children);
  }
  const snippet = context.snippets?.get(name);
  const renderer = snippet ? renderSnippet(snippet) : COMPONENT_RENDERERS[name];
  if (!renderer) throw new Error(`<${name}> is not a component that renders without Astro`);
  const props = jsxProps(node, context);
  // Children first, as Astro does (it starts a component's slots when it creates the component,
  // before running it): components run children before parents, and take their ids (ids.ts) in
  // that order on both ways of rendering a page.
  const children = renderChildren(node.children as Node[], context, schema);
  // A component that shows no children (a hidden field) must not leave their failure unhandled.
  children.catch(() => {});
  return renderer(context, props, async () => (await children) ?? '');
}

/**
 * An imported MDX snippet as a component: its own module's HTML, with the page's ids and the
 * props it is given. Astro renders a module's content as a framework component, after finding
 * its renderer, by which time the page's own components have taken their ids: the snippet's
 * components take theirs after them (a page's third tab group is `mk-tabs-3` even when a
 * snippet above it has tabs).
 */
function renderSnippet(snippet: RenderedSnippet) {
  return async (context: RenderContext, props: Props) => {
    await new Promise((resolve) => setImmediate(resolve));
    return mdxTreeToHtml(snippet.tree as Root, { scope: context.scope, url: context.url, snippets: snippet.snippets, props });
  };
}

/**
 * The HTML of a static MDX page's hast (after the rehype plugins), or of a snippet it imports.
 * Leading and trailing whitespace at the top level is dropped, as MDX drops it from the
 * module's fragment.
 */
export async function mdxTreeToHtml(tree: Root, context: RenderContext): Promise<string> {
  // ESM is hoisted out of the page's fragment before its whitespace is trimmed.
  // Whitespace alone at either end of the page is not written, as Astro's JSX renderer leaves
  // it out of a compiled page: blank text, and an expression such as `{" "}` that formatters
  // leave (an expression holding only a comment is not whitespace: it ends the trimming).
  const children = tree.children.filter((node) => node.type !== 'mdxjsEsm');
  const blank = (node: RootContent | undefined): boolean => {
    if (node?.type === 'text') return !/[^\t\n\f\r ]/.test(node.value);
    if (node?.type !== 'mdxFlowExpression' && node?.type !== 'mdxTextExpression') return false;
    const text = staticExpressionText(node, scopeOf(context))?.text;
    return text !== undefined && text !== '' && !/[^\t\n\f\r ]/.test(text);
  };
  while (blank(children[0])) children.shift();
  while (blank(children.at(-1))) children.pop();
  return (await renderChildren(children, context, htmlSchema)) ?? '';
}
