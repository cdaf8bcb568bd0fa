import type { BlockContent, Nodes, Paragraph, Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { isJsxElement, readJsxString, type JsxElement } from '../../../core/links/jsx.ts';
import { convertElement } from './components.ts';
import { mergeFieldLists, text } from './mdast-build.ts';

export interface TransformContext {
  /** Makes a link or image target absolute (or root-relative) for readers outside the page. */
  resolveUrl: (url: string) => string;
  /** The tree of a snippet the page renders as `<Name />` or `<Snippet file>`, already converted. */
  expandSnippet: (element: JsxElement, scope: Scope) => RootContent[] | undefined;
}

/** Values an expression like `{name}` can stand for: `export const`s and snippet props. */
export type Scope = ReadonlyMap<string, string>;

const LITERAL = /^\s*(["'`])((?:(?!\1)[^\\$]|\\.)*)\1\s*$/;

/** `export const name = "text"` (and numbers) of a page, for `{name}` in its body. */
export function readConstants(tree: Root): Map<string, string> {
  const constants = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const d of declaration.declarations) {
        const init = d.init as { type?: string; value?: unknown } | null | undefined;
        if (d.id.type === 'Identifier' && init?.type === 'Literal' && (typeof init.value === 'string' || typeof init.value === 'number')) {
          constants.set(d.id.name, String(init.value));
        }
      }
    }
  }
  return constants;
}

/** `{"text"}`, `{name}` or `{props.name}` when its value is known; else nothing. */
function evaluateExpression(source: string, scope: Scope): string | undefined {
  const literal = LITERAL.exec(source);
  if (literal) return literal[2]!.replace(/\\(.)/g, '$1');
  const name = /^\s*(?:props\.)?([A-Za-z_$][\w$]*)\s*$/.exec(source)?.[1];
  return name !== undefined ? scope.get(name) : undefined;
}

function attributeReader(element: JsxElement, scope: Scope) {
  return (name: string): string | undefined => {
    const value = readJsxString(element, name);
    if (value !== undefined) return value;
    const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
    const expression = attribute?.type === 'mdxJsxAttribute' && typeof attribute.value === 'object' ? attribute.value?.value : undefined;
    return expression === undefined ? undefined : evaluateExpression(expression, scope);
  };
}

/** Steps outside <Steps> keep their content (the marker is only for the numbered list). */
function unwrapSteps(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node) => (node.data as { mkStep?: BlockContent[] } | undefined)?.mkStep ?? [node]);
}

/** HTML's white space, which MDX ignores around components that make up a paragraph. */
const BLANK = /^[\t\n\f\r ]*$/;

/**
 * MDX's rule for a paragraph made only of components and expressions (white space aside):
 * they are blocks, and the page renders them as blocks (`<Info>Text</Info>` on a line of its
 * own is a callout, not a paragraph holding one). The MDX compiler applies it after parsing
 * (remark-mark-and-unravel), so a tree read straight from the parser still has the paragraph:
 * converted as it stands, the callout lost its label in the Markdown copy of a compiled page.
 * (satteri's trees come unravelled, micromark's do not: parse-mdx-native-first.ts.) MDX's own
 * plugin changes the tree in place, and this tree is the one the page then renders from. The
 * blocks, as copies; undefined for any other paragraph.
 */
function unravelled(paragraph: Paragraph): RootContent[] | undefined {
  const children = paragraph.children;
  const jsx = (child: RootContent) => child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression';
  if (!children.some(jsx) || !children.every((child) => jsx(child) || (child.type === 'text' && BLANK.test(child.value)))) return undefined;
  return children.flatMap((child): RootContent[] => {
    if (child.type === 'mdxJsxTextElement') return [{ ...child, type: 'mdxJsxFlowElement', children: child.children as BlockContent[] } as RootContent];
    if (child.type === 'mdxTextExpression') return [{ ...child, type: 'mdxFlowExpression' }];
    return child.type === 'text' && BLANK.test(child.value) ? [] : [child];
  });
}

// The tree is never changed: nodes that change are copied. The build converts the tree it
// renders the page from (render-copies.ts), before the other plugins see it.
function convertNode(node: Nodes, context: TransformContext, scope: Scope, inline: boolean): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const value = evaluateExpression(node.value, scope);
      return value === undefined ? [] : [text(value)];
    }
    case 'link':
    case 'image':
    case 'definition':
      node = { ...node, url: context.resolveUrl(node.url) };
      break;
    default:
      break;
  }
  if (node.type === 'paragraph') {
    const blocks = unravelled(node);
    if (blocks) return convertChildren(blocks, context, scope, inline);
  }
  if (isJsxElement(node)) {
    const snippet = context.expandSnippet(node, scope);
    if (snippet) return snippet;
    const childInline = node.type === 'mdxJsxTextElement';
    let children = convertChildren(node.children as RootContent[], context, scope, childInline);
    if (node.name !== 'Steps') children = unwrapSteps(children);
    return convertElement({ element: node, children, inline: childInline || inline, attr: attributeReader(node, scope), resolveUrl: context.resolveUrl });
  }
  if ('children' in node) {
    const childInline = inline || node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell';
    return [{ ...node, children: unwrapSteps(convertChildren(node.children as RootContent[], context, scope, childInline)) } as RootContent];
  }
  return [node as RootContent];
}

export function convertChildren(children: RootContent[], context: TransformContext, scope: Scope, inline: boolean): RootContent[] {
  return mergeFieldLists(children.flatMap((child) => convertNode(child, context, scope, inline)));
}

/**
 * Turns an MDX page's tree into plain Markdown for readers that do not run JavaScript (AI
 * assistants, `page.md`): components become their Markdown equivalents (callouts quotes,
 * steps a numbered list, fields a list, tabs titled sections), imports and unknown
 * expressions go, snippets are inlined, and links become absolute.
 */
export function transformToMarkdown(tree: Root, context: TransformContext, scope: Scope = readConstants(tree), options: { snippet?: boolean } = {}): Root {
  const children = convertChildren(tree.children, context, scope, false);
  // A snippet's steps may belong to the <Steps> of the page that includes it.
  return { type: 'root', children: options.snippet ? children : unwrapSteps(children) };
}
