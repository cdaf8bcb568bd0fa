import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { parseExpressionAt } from 'acorn';
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { slugHeading } from '../../core/links/heading-id.ts';
import { isHighlightedCode } from '../../core/markdown/walk.ts';
import { resolveImport } from './check-mdx.ts';
import { parseMdxNativeFirst } from './parse-mdx-native-first.ts';

// Mintlify inlines snippets, so their headings are part of the page: in its table of contents,
// and numbered with the page's own headings (a second "Setup" is `setup-1`, wherever it comes
// from). Here a snippet is a component compiled on its own, and Astro lists only the page's
// own headings. Two steps around rehype-headings.ts make the page whole again:
// - rehypeSnippetHeadings (before): puts a hidden stand-in heading (same level and text) where
//   each snippet is used, so that rehype-headings numbers page and snippet headings together
//   and Astro's heading step lists them in the table of contents; the stand-ins are then
//   removed, and the reader sees the snippet's real headings;
// - rehypeSnippetHeadingIds (after): hands each snippet the ids its stand-ins got, as the
//   `_mkHeadingIds` prop, and in snippet files makes each heading's id read that prop (its own
//   id when rendered alone). A snippet used twice, or one that repeats a page heading, so gets
//   ids of its own in each place, and the table of contents links to them.

interface SnippetHeading {
  depth: number;
  text: string;
  /** A `{#custom-id}` written on the heading. */
  id?: string;
}

interface TextNode {
  type: string;
  value?: unknown;
  children?: TextNode[];
}

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** The stand-ins put where a snippet is used, by element. */
interface SnippetUse {
  element: JsxElement;
  standIns: Element[];
}

const IDS_PROP = '_mkHeadingIds';
const HEADING = /^h[1-6]$/;
const uses = new WeakMap<VFile, SnippetUse[]>();

function textOf(node: TextNode): string {
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return '';
  if (node.type === 'text' || node.type === 'inlineCode') return String(node.value ?? '');
  return (node.children ?? []).map(textOf).join('');
}

/** Default imports of MDX files in a module: local name → absolute path. */
function snippetImports(esm: Iterable<MdxjsEsm>, file: string, docsDir: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of esm) {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source.value);
      // remark-components imports legacy <Snippet file> by absolute path.
      const target = source.startsWith(`${docsDir}/`) ? source : source.startsWith('/') || source.startsWith('.') ? resolveImport(source, file, docsDir) : undefined;
      if (!target || !/\.mdx?$/i.test(target)) continue;
      for (const specifier of statement.specifiers) if (specifier.type === 'ImportDefaultSpecifier') imports.set(specifier.local.name, target);
    }
  }
  return imports;
}

const memo = new Map<string, { mtime: number; headings: SnippetHeading[] }>();

/**
 * The headings a snippet renders, in order, including those of the snippets it uses in turn:
 * exactly those that rehype-headings gives an id when the snippet is compiled.
 */
function headingsOfSnippet(file: string, docsDir: string, trail: Set<string>): SnippetHeading[] {
  let mtime = 0;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = memo.get(file);
  if (cached && cached.mtime === mtime) return cached.headings;
  let tree: MdastRoot;
  try {
    const { content } = parseFrontmatter(readFileSync(file, 'utf8'), { frontmatter: 'empty-with-spaces' });
    // As the validation parses: satteri where its tree is micromark's (a static snippet), else MDX's parser.
    const parsed = parseMdxNativeFirst(content, file);
    if (!parsed.ok) return [];
    tree = parsed.tree as MdastRoot;
  } catch {
    return [];
  }
  const imports = snippetImports(tree.children.filter((n): n is MdxjsEsm => n.type === 'mdxjsEsm'), file, docsDir);
  const headings: SnippetHeading[] = [];
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const text = textOf(node as TextNode).trim();
      const id = node.data?.hProperties?.id;
      if (typeof id === 'string' && id) headings.push({ depth: node.depth, text, id });
      else if (slugHeading(text)) headings.push({ depth: node.depth, text });
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && imports.has(node.name)) {
      const target = imports.get(node.name)!;
      if (!trail.has(target)) headings.push(...headingsOfSnippet(target, docsDir, new Set([...trail, target])));
    }
  });
  memo.set(file, { mtime, headings });
  return headings;
}

/** Puts stand-ins for the headings of every snippet the page uses; see the top of this file. */
export function rehypeSnippetHeadings(options: { docsDir: string }) {
  return (tree: HastRoot, file: VFile) => {
    if (!file.path?.endsWith('.mdx')) return;
    // MDX allows import and export statements at the top level only.
    const esm = tree.children.filter((node) => node.type === 'mdxjsEsm') as unknown as MdxjsEsm[];
    const imports = snippetImports(esm, file.path, options.docsDir);
    if (!imports.size) return;
    const found: SnippetUse[] = [];
    const placed: { parent: { children: unknown[] }; node: Element }[] = [];
    visit(tree, (node, index, parent) => {
      if (isHighlightedCode(node as never)) return SKIP;
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name || !parent || index === undefined) return;
      const target = imports.get(node.name);
      if (!target) return;
      const headings = headingsOfSnippet(target, options.docsDir, new Set([file.path!, target]));
      if (!headings.length) return;
      const standIns: Element[] = headings.map((h) => ({
        type: 'element',
        tagName: `h${h.depth}`,
        // `hidden`: should a stand-in ever stay in the page, it stays invisible.
        properties: h.id ? { id: h.id, hidden: true } : { hidden: true },
        children: [{ type: 'text', value: h.text }],
      }));
      parent.children.splice(index, 0, ...standIns);
      found.push({ element: node, standIns });
      for (const standIn of standIns) placed.push({ parent: parent as { children: unknown[] }, node: standIn });
      return index + standIns.length + 1;
    });
    if (!found.length) return;
    uses.set(file, found);
    // Astro's heading step (after these plugins) assigns file.data.astro.headings once, having
    // visited the tree: that is the moment the stand-ins have done their job.
    const astro = ((file.data as { astro?: Record<string, unknown> }).astro ??= {});
    let headings = astro.headings;
    Object.defineProperty(astro, 'headings', {
      configurable: true,
      enumerable: true,
      get: () => headings,
      set: (value) => {
        headings = value;
        for (const { parent, node } of placed) {
          const at = parent.children.indexOf(node);
          if (at !== -1) parent.children.splice(at, 1);
        }
      },
    });
  };
}

/** An MDX attribute whose value is the JavaScript expression `code`. */
function expressionAttribute(name: string, code: string): MdxJsxAttribute {
  const expression = parseExpressionAt(code, 0, { ecmaVersion: 'latest' });
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: code,
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } as never },
    },
  };
}

/** A hast property as a JSX attribute: `className` joined, `ariaLabel` → `aria-label`. */
function propertyAttribute(key: string, value: unknown): MdxJsxAttribute | undefined {
  if (value === false || value === null || value === undefined) return undefined;
  const name = /^(aria|data)[A-Z]/.test(key) ? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : key;
  return { type: 'mdxJsxAttribute', name, value: value === true ? null : Array.isArray(value) ? value.join(' ') : String(value) };
}

/** The element as JSX, with some attributes computed: `<h2 id={...}>` instead of `<h2 id="x">`. */
function toJsx(element: Element, computed: Record<string, string>, children: RootContent[]): MdxJsxFlowElementHast {
  const attributes: MdxJsxAttribute[] = [];
  for (const [key, value] of Object.entries(element.properties)) {
    const attribute = key in computed ? expressionAttribute(key, computed[key]!) : propertyAttribute(key, value);
    if (attribute) attributes.push(attribute);
  }
  return { type: 'mdxJsxFlowElement', name: element.tagName, attributes, children: children as MdxJsxFlowElementHast['children'], position: element.position };
}

/** A heading whose id comes from the `_mkHeadingIds` prop, as its anchor link's href does. */
function headingReadingProp(heading: Element, index: number): MdxJsxFlowElementHast {
  const id = `(props.${IDS_PROP}?.[${index}] ?? ${JSON.stringify(heading.properties.id)})`;
  const children = heading.children.map((child) =>
    child.type === 'element' && child.tagName === 'a' && (child.properties.className as string[] | undefined)?.includes('mk-heading-anchor') ? toJsx(child, { href: `"#" + ${id}` }, child.children) : child,
  );
  return toJsx(heading, { id }, children);
}

/** Hands each snippet the ids its headings got in this page; see the top of this file. */
export function rehypeSnippetHeadingIds(options: { docsDir: string }) {
  return (tree: HastRoot, file: VFile) => {
    if (!file.path?.endsWith('.mdx')) return;
    const found = uses.get(file) ?? [];
    const isSnippet = /^_?snippets\//.test(relative(options.docsDir, file.path).split('\\').join('/'));
    if (!found.length && !isSnippet) return;
    // Every heading with an id, in document order: the page's (or snippet's) own and stand-ins.
    const order: Element[] = [];
    const own: { heading: Element; index: number; parent: { children: ElementContent[] }; at: number }[] = [];
    const standIns = new Set(found.flatMap((use) => use.standIns));
    visit(tree, 'element', (node, at, parent) => {
      if (isHighlightedCode(node)) return SKIP;
      if (!HEADING.test(node.tagName) || typeof node.properties.id !== 'string') return;
      if (isSnippet && !standIns.has(node) && parent && at !== undefined) own.push({ heading: node, index: order.length, parent: parent as { children: ElementContent[] }, at });
      order.push(node);
    });
    for (const use of found) {
      const ids = JSON.stringify(use.standIns.map((h) => String(h.properties.id)));
      const start = order.indexOf(use.standIns[0]!);
      // A snippet inside a snippet: the ids the outer one was handed, else its own.
      const code = isSnippet ? `(props.${IDS_PROP}?.slice(${start}, ${start + use.standIns.length}) ?? ${ids})` : ids;
      use.element.attributes.push(expressionAttribute(IDS_PROP, code));
    }
    // Last to first, so that the positions of earlier headings in a shared parent still hold.
    for (const { heading, index, parent, at } of own.reverse()) parent.children[at] = headingReadingProp(heading, index) as unknown as ElementContent;
  };
}
