import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { readJsxString, type JsxElement } from '../../../core/links/jsx.ts';
import { blankFrontmatter, parsePageAst, type PageFormat } from '../../../core/links/page-ast.ts';
import { parseFrontmatter } from '../../../core/pages/frontmatter.ts';
import type { PageRecord } from '../../../site/load-site.ts';
import { blankHtmlComments } from '../../markdown/html-comments.ts';
import { pageHref } from '../site-pages.ts';
import { absoluteUrl } from '../site-url.ts';
import type { MarkdownBodyCache } from './body-cache.ts';
import { rootWithFastEscapes } from './fast-escape.ts';
import { readConstants, transformToMarkdown, type Scope, type TransformContext } from './transform.ts';
import { spliceVerbatim } from './verbatim.ts';

const stringifier = unified().use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', handlers: { root: rootWithFastEscapes } }).use(remarkGfm).use(remarkMath).use(remarkMdx).freeze();
const MAX_SNIPPET_DEPTH = 5;

export function stringifyMarkdown(tree: Root): string {
  return stringifier.stringify(tree).trim();
}

function formatOf(file: string): PageFormat {
  return file.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md';
}

function parseSource(source: string, file: string, options: { asRendered?: boolean } = {}): { tree: Root; source: PageSource } | undefined {
  const format = formatOf(file);
  const parsed = parsePageAst(format === 'mdx' ? blankHtmlComments(source) : source, format, options);
  return parsed.ok ? { tree: parsed.tree, source: { text: parsed.text, original: blankFrontmatter(source) } } : undefined;
}

function parseFileWithSource(docsDir: string, file: string): { tree: Root; source: PageSource } | undefined {
  let source: string;
  try {
    source = readFileSync(join(docsDir, file), 'utf8');
  } catch {
    return undefined;
  }
  return parseSource(source, file);
}

/**
 * Snippet trees by file, with the text each was parsed from: a snippet is inlined on every page
 * that uses it (trigger.dev's 45 snippets were parsed again for each use, a second of a build),
 * and converting leaves the tree as it was. A file whose text changed is parsed again.
 */
const snippetTrees = new Map<string, { text: string; tree: Root | undefined }>();

function parseSnippet(docsDir: string, file: string): Root | undefined {
  const path = join(docsDir, file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const known = snippetTrees.get(path);
  if (known?.text === text) return known.tree;
  // Parsed as the renderer parses pages, whose trees the conversion reads already.
  const tree = parseSource(text, file, { asRendered: true })?.tree;
  snippetTrees.set(path, { text, tree });
  return tree;
}

/** Default imports of snippet files: local name → file relative to the docs folder. */
function readSnippetImports(tree: Root, docsDir: string, fromFile: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(/import\s+([A-Za-z_$][\w$]*)\s+from\s+["']([^"']+\.mdx?)["']/g)) {
      const source = match[2]!;
      const absolute = source.startsWith('/') ? join(docsDir, source) : join(docsDir, dirname(fromFile), source);
      if (existsSync(absolute)) imports.set(match[1]!, relative(docsDir, absolute).split(sep).join('/'));
    }
  }
  return imports;
}

function legacySnippet(docsDir: string, file: string): string | undefined {
  return ['_snippets', 'snippets'].map((folder) => `${folder}/${file}`).find((candidate) => existsSync(join(docsDir, candidate)));
}

/** The text a page's tree was parsed from, for keeping its plain blocks as written (verbatim.ts). */
export interface PageSource {
  /** What the parser read: the tree's positions point into it. */
  text: string;
  /** The page as written, when parse plugins blanked parts out of `text` (HTML comments, `{#id}`). */
  original?: string;
}

/**
 * A page's parsed tree as Markdown: components converted, snippets inlined, links made
 * absolute. With the page's source, plain blocks keep the writer's text. The tree itself is
 * left as it was.
 */
export function convertPageTree(docsDir: string, file: string, tree: Root, resolveUrl: (url: string) => string, source?: PageSource): string {
  const convert = (tree: Root, treeFile: string, scope: Scope, depth: number, blocks: RootContent[] = tree.children): Root => {
    const snippets = readSnippetImports(tree, docsDir, treeFile);
    const context: TransformContext = {
      resolveUrl,
      expandSnippet: (element: JsxElement, outer: Scope) => {
        if (depth >= MAX_SNIPPET_DEPTH) return undefined;
        const target = element.name === 'Snippet' ? legacySnippet(docsDir, readJsxString(element, 'file') ?? '') : snippets.get(element.name ?? '');
        const snippetTree = target ? parseSnippet(docsDir, target) : undefined;
        if (!target || !snippetTree) return undefined;
        // Props passed as strings fill the snippet's `{name}` expressions.
        const props = new Map(readConstants(snippetTree));
        for (const attribute of element.attributes) {
          if (attribute.type !== 'mdxJsxAttribute') continue;
          const value = typeof attribute.value === 'string' ? attribute.value : attribute.value ? outer.get(attribute.value.value.trim()) : undefined;
          if (value !== undefined) props.set(attribute.name, value);
        }
        return convert(snippetTree, target, props, depth + 1).children as RootContent[];
      },
    };
    return transformToMarkdown({ type: 'root', children: blocks }, context, new Map([...readConstants(tree), ...scope]), { snippet: depth > 0 });
  };
  if (!source) return stringifyMarkdown(convert(tree, file, new Map(), 0));
  return spliceVerbatim({
    tree,
    source: source.text,
    original: source.original,
    resolveUrl,
    convert: (blocks) => stringifyMarkdown(convert(tree, file, new Map(), 0, blocks)),
  });
}

/** The page's body as Markdown (convertPageTree on the page's file, read and parsed). */
export function convertPageBody(docsDir: string, file: string, resolveUrl: (url: string) => string): string | undefined {
  const parsed = parseFileWithSource(docsDir, file);
  if (!parsed) {
    // A page that does not parse still has its words: better raw than missing.
    try {
      const source = readFileSync(join(docsDir, file), 'utf8');
      const parsed = parseFrontmatter(source, file);
      return parsed.ok ? parsed.body.trim() : undefined;
    } catch {
      return undefined;
    }
  }
  return convertPageTree(docsDir, file, parsed.tree, resolveUrl, parsed.source);
}

/** Resolves links of a page for a reader who is not on the page (absolute with a site URL). */
export function pageUrlResolver(page: Pick<PageRecord, 'path'>, siteUrl: string | undefined): (url: string) => string {
  const href = pageHref(page);
  return (url: string) => {
    if (!url || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return url;
    const resolved = new URL(url, `http://mintaka.invalid${href}`);
    return absoluteUrl(siteUrl, `${resolved.pathname}${resolved.search}${resolved.hash}`);
  };
}

/**
 * convertPageBody for one page, in the shape mapInWorkers calls (exports.ts); null when it
 * throws: the page loop converts that page again and reports the error.
 */
export function convertPageBodyOf(context: { docsDir: string; siteUrl: string | undefined }, page: PageRecord): string | undefined | null {
  try {
    return convertPageBody(context.docsDir, page.file, pageUrlResolver(page, context.siteUrl));
  } catch {
    return null;
  }
}

/** Whether the page comes from its own Markdown/MDX file (generated API pages do not). */
export function hasPageFile(docsDir: string, page: PageRecord): boolean {
  return /\.mdx?$/i.test(page.file) && page.file.replace(/\.mdx?$/i, '') === page.path && existsSync(join(docsDir, page.file));
}

export interface PageMarkdownInput {
  docsDir: string;
  page: PageRecord;
  siteUrl: string | undefined;
  /** The API reference of an API page (method, path, parameters, responses), as Markdown. */
  apiMarkdown?: string;
  /** Converted bodies of earlier builds. */
  cache?: MarkdownBodyCache;
}

/** A whole page as Markdown: title, description, API reference, then the body. */
export function renderPageMarkdown({ docsDir, page, siteUrl, apiMarkdown, cache }: PageMarkdownInput): string {
  const hasFile = hasPageFile(docsDir, page);
  const convert = () => convertPageBody(docsDir, page.file, pageUrlResolver(page, siteUrl));
  const body = !hasFile ? undefined : cache ? cache.body(docsDir, page.file, siteUrl, convert) : convert();
  const parts = [`# ${page.title}`];
  if (page.description) parts.push(page.description.split('\n').map((line) => `> ${line}`).join('\n'));
  if (apiMarkdown) parts.push(apiMarkdown.trim());
  if (body) parts.push(body);
  return `${parts.join('\n\n')}\n`;
}
