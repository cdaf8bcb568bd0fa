import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkNativeMdxParse, remarkNativeParse } from '../markdown/native-parse.ts';
import { applyCustomHeadingIds, extractCustomHeadingIds } from './heading-id.ts';

export type PageFormat = 'md' | 'mdx';

export type PageAst =
  | { ok: true; tree: Root; /** The text parsed: positions in the tree point into it. */ text: string }
  | { ok: false; message: string; line: number; column: number };

const FRONTMATTER = /^(\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n?---[ \t]*)(?=\r?\n|$)/;

/**
 * Replaces the frontmatter block with blank lines, so that node positions in the tree are
 * positions in the file a writer has open.
 */
export function blankFrontmatter(source: string): string {
  return source.replace(FRONTMATTER, (block) => block.replace(/[^\r\n]/g, ''));
}

// Math first: `$x^{2}$` must not be read as an MDX expression (Mintlify renders it as math).
const mdxProcessor = unified().use(remarkParse).use(remarkMath).use(remarkGfm).use(remarkMdx).freeze();

const processors = {
  mdx: mdxProcessor,
  // As the renderer parses MDX (satteri, micromark's tree after MDX's mark-and-unravel, a
  // twentieth of the time; micromark where satteri fails): for readers of the tree that take
  // either, such as the Markdown copies. A syntax error is still micromark's.
  'mdx-as-rendered': mdxProcessor().use(remarkNativeMdxParse).freeze(),
  // The build's parser for .md pages (satteri, forty times faster than micromark): the same
  // tree, and checking links before every build costs next to nothing.
  md: unified().use(remarkParse).use(remarkMath).use(remarkGfm).use(remarkNativeParse, { math: true }).freeze(),
};

/**
 * Parses a page (frontmatter included; it is skipped) into a Markdown syntax tree with MDX
 * nodes; headings written `## Title {#custom-id}` carry their id in `data.hProperties.id`, as
 * in the build. A syntax error comes back as a value with its position in the file.
 */
export function parsePageAst(source: string, format: PageFormat, options: { asRendered?: boolean } = {}): PageAst {
  try {
    const { source: text, ids } = extractCustomHeadingIds(blankFrontmatter(source));
    const tree = processors[format === 'mdx' && options.asRendered ? 'mdx-as-rendered' : format].parse(text) as Root;
    applyCustomHeadingIds(tree, ids);
    return { ok: true, tree, text };
  } catch (error) {
    const e = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line?: number; column?: number } } };
    const place = e.place && 'start' in e.place ? e.place.start : e.place;
    let message = (e.reason ?? e.message ?? String(error)).split('\n')[0]!;
    // Tag mismatches carry their position only in the text: "... for `<Card>` (7:1-7:17)".
    const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(message);
    if (inText) message = message.slice(0, inText.index);
    return {
      ok: false,
      message,
      line: e.line ?? place?.line ?? (inText ? Number(inText[1]) : 1),
      column: e.column ?? place?.column ?? (inText ? Number(inText[2]) : 1),
    };
  }
}
