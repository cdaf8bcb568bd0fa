import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import { someNode, walk } from './walk.ts';

// Markdown pages (.md) and OpenAPI descriptions are parsed by satteri, the native (Rust)
// CommonMark + GFM + math parser that Astro 7 ships with (@astrojs/markdown-satteri): parsing
// with micromark was a third of a Markdown page's build time, satteri takes a fortieth of that.
// It makes the same mdast, with the same positions: 1,664 of the 1,668 pages of the
// compatibility corpus, the tests and the docs gave the same tree, and the four others differed
// only in the hast hints remark-math puts on math nodes, added here as it adds them. The remark
// plugins that change parsing (parse-plugins.ts) wrap this parser as they wrapped micromark.
// Wherever satteri cannot be loaded or fails on a page, micromark parses it. MDX pages are not
// parsed here: satteri's MDX tree lacks what the MDX compiler reads (expressions' estree,
// attribute positions).

type Parse = (document: string, file: VFile) => Root;
type NativeParse = (source: string, options: { features: Record<string, unknown> }) => Root;
type Satteri = { markdownToMdast: NativeParse; mdxToMdast: NativeParse };

// Imported by name at run time: satteri's type declarations augment the mdast types (MDX
// attribute data) in ways that conflict with mdast-util-mdx-jsx's, and only its parse
// function is used, typed above. The dev server loads this module too: @vite-ignore keeps Vite
// from warning that it cannot analyse the import (a warning no writer can act on).
const SATTERI = 'satteri';
const satteri: Satteri | undefined = await import(/* @vite-ignore */ SATTERI).then(
  (module: Satteri) => module,
  () => undefined,
);
const native = satteri?.markdownToMdast;

/** Whether satteri loaded on this machine (else micromark parses every page). */
export const hasNativeParser = native !== undefined;

/** remark-math's hints for turning math nodes into HTML (mdast-util-math), which satteri leaves out. */
function addMathHints(tree: Root): void {
  walk(tree as never, (node: { type: string; value?: string; data?: Record<string, unknown> }) => {
    if (node.type === 'math') {
      node.data = { ...node.data, hName: 'pre', hChildren: [{ type: 'element', tagName: 'code', properties: { className: ['language-math', 'math-display'] }, children: [{ type: 'text', value: node.value ?? '' }] }] };
    } else if (node.type === 'inlineMath') {
      node.data = { ...node.data, hName: 'code', hProperties: { className: ['language-math', 'math-inline'] }, hChildren: [{ type: 'text', value: node.value ?? '' }] };
    }
  });
}

/**
 * Parses with satteri instead of micromark: for a processor of remark-parse and remark-gfm (used
 * right after remark-gfm), with remark-math when `math` is set (pages add it later, with the
 * parse plugins; OpenAPI descriptions have no math).
 */
export function remarkNativeParse(this: Processor, options: { math: boolean }) {
  const fallback = (this as unknown as { parser?: Parse }).parser;
  if (!native || !fallback) return;
  const parse = native;
  const features = { gfm: true, math: options.math, frontmatter: false };
  (this as unknown as { parser: Parse }).parser = (document, file) => {
    let tree: Root;
    try {
      tree = parse(document, { features });
    } catch {
      return fallback(document, file);
    }
    // remark-math's nodes come only from dollar signs.
    if (options.math && document.includes('$')) addMathHints(tree);
    return tree;
  };
}

/**
 * The JavaScript parser of MDX's micromark extension (micromark-extension-mdxjs): acorn with
 * JSX, so that an expression holding an element (`icon={<svg …/>}`, `{<br />}`) reads as it
 * does there instead of failing the page over to micromark.
 */
const JsParser = Parser.extend(acornJsx());

/**
 * The estree MDX's parser attaches to expressions (`{/* note *\/}`, `cols={2}`): acorn's
 * program of the expression's source, as micromark-extension-mdx-expression makes it.
 */
function addExpressionEstree(tree: Root): void {
  const parse = (source: string, expression: boolean) => {
    const comments: unknown[] = [];
    const program = JsParser.parse(expression ? `(${source}\n)` : source, { ecmaVersion: 'latest', sourceType: 'module', onComment: comments as never });
    return { ...program, comments };
  };
  walk(tree as never, (node: { type: string; value?: string; data?: Record<string, unknown>; attributes?: { type: string; value?: unknown }[] }) => {
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && typeof node.value === 'string') {
      node.data = { ...node.data, estree: parse(node.value, /[^\s]/.test(node.value.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''))) };
    }
    for (const attribute of node.attributes ?? []) {
      const value = attribute.value as { type?: string; value?: string; data?: Record<string, unknown> } | null | undefined;
      if (value && typeof value === 'object' && value.type === 'mdxJsxAttributeValueExpression' && typeof value.value === 'string') {
        value.data = { ...value.data, estree: parse(value.value, true) };
      }
    }
  });
}

interface Located {
  start?: number;
  end?: number;
  loc?: { start: { line: number; column: number }; end: { line: number; column: number } };
}

/** Moves an acorn tree parsed from a block of the page to the block's place in the page. */
function placeInPage(node: unknown, offset: number, lines: number): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) placeInPage(item, offset, lines);
    return;
  }
  const located = node as Located;
  if (typeof located.start === 'number' && typeof located.end === 'number') {
    located.start += offset;
    located.end += offset;
    if (located.loc) {
      located.loc = {
        start: { line: located.loc.start.line + lines, column: located.loc.start.column, offset: located.start } as never,
        end: { line: located.loc.end.line + lines, column: located.loc.end.column, offset: located.end } as never,
      };
    }
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'loc' && value && typeof value === 'object') placeInPage(value, offset, lines);
}

/**
 * The estree of import and export blocks, which satteri does not give: acorn's program of the
 * block, placed in the page as micromark-extension-mdxjs-esm places it (each statement's
 * position is micromark's, on all 435 blocks of both corpora and the fixtures). JSX is read as
 * MDX reads it (JsParser); a block acorn cannot read throws: micromark parses the page.
 */
function addEsmEstree(tree: Root): void {
  for (const node of tree.children as { type: string; value?: string; position?: { start: { line: number; offset?: number } }; data?: Record<string, unknown> }[]) {
    if (node.type !== 'mdxjsEsm' || typeof node.value !== 'string' || node.position?.start.offset === undefined) continue;
    const comments: unknown[] = [];
    const program = JsParser.parse(node.value, { ecmaVersion: 'latest', sourceType: 'module', locations: true, onComment: comments as never });
    const estree = { ...program, comments };
    placeInPage(estree, node.position.start.offset, node.position.start.line - 1);
    node.data = { ...node.data, estree };
  }
}

/** `https://` then punctuation: micromark makes no autolink of it, markdown-rs (satteri) does. */
const REFUSED_AUTOLINK = /^https?:\/\/(?:[\p{P}\p{S}]|[\0-\x1f\x7f])/iu;

/**
 * Whether satteri made a literal autolink that micromark does not: one whose domain starts with
 * punctuation (`https://-x.com`, `https://…/page.md`, seen in this repository's docs), which
 * micromark-extension-gfm-autolink-literal refuses and markdown-rs accepts (the difference is
 * noted in its `afterProtocol`). Such a page is parsed by micromark.
 */
function hasAutolinkMicromarkRefuses(tree: Root, document: string): boolean {
  return someNode(tree as never, (node: { type: string; position?: { start: { offset?: number } } }) => {
    const offset = node.type === 'link' ? node.position?.start.offset : undefined;
    return offset !== undefined && REFUSED_AUTOLINK.test(document.slice(offset, offset + 12));
  });
}

/** Whether satteri can parse MDX on this machine. */
export const hasNativeMdxParser = satteri?.mdxToMdast !== undefined;

const MDX_FEATURES = { gfm: true, math: true, frontmatter: false };

/**
 * An MDX document (frontmatter blanked) parsed by satteri, with what it leaves out added:
 * remark-math's hints and the estree of expressions (static pages have comments and values
 * only) and of imports (addEsmEstree). The tree of micromark with remark-mdx, GFM and math
 * after MDX's mark-and-unravel step; attributes carry no position. Throws where satteri fails
 * (a syntax error, code acorn cannot read) or cannot be loaded: the caller parses with micromark.
 */
export function parseMdxNatively(document: string): Root {
  if (!satteri?.mdxToMdast) throw new Error('satteri is not available');
  const tree = satteri.mdxToMdast(document, { features: MDX_FEATURES });
  if (document.includes('://') && hasAutolinkMicromarkRefuses(tree, document)) throw new Error('an autolink micromark does not make');
  addExpressionEstree(tree);
  addEsmEstree(tree);
  if (document.includes('$')) addMathHints(tree);
  return tree;
}

/**
 * Parses static MDX pages (mdx-static.ts) with satteri: the same mdast as micromark with
 * remark-mdx and MDX's mark-and-unravel step, positions included (all 2,220 static pages of
 * both corpora), a twentieth of the time (parseMdxNatively). For a processor of remark-parse,
 * remark-mdx and remark-gfm, used right after them; micromark parses where satteri fails.
 */
export function remarkNativeMdxParse(this: Processor) {
  const fallback = (this as unknown as { parser?: Parse }).parser;
  if (!hasNativeMdxParser || !fallback) return;
  (this as unknown as { parser: Parse }).parser = (document, file) => {
    try {
      return parseMdxNatively(document);
    } catch {
      return fallback(document, file);
    }
  };
}
