import type { Definition, Image, Link, Nodes, Root, RootContent } from 'mdast';

// Most of a page is plain Markdown already: its Markdown copy can be the writer's own text for
// those blocks, with relative links made absolute, instead of the tree written out again
// (mdast-util-to-markdown, with its escaping, was an eighth of a Markdown page's render time).
// Blocks that hold components, expressions or imports are converted as before.

/** Node types that only a conversion can turn into Markdown. */
const CONVERTED = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The source range of a link's, image's or definition's destination, if it is written as `url` plainly. */
function destinationRange(node: Link | Image | Definition, source: string): [number, number] | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  // The destination follows the text: `](` in links and images, `]:` in definitions. Search
  // after the link's children, so that an image inside a link is not taken for it.
  const lastChild = 'children' in node ? node.children.at(-1)?.position?.end.offset : undefined;
  const opener = node.type === 'definition' ? ']:' : '](';
  let at = source.indexOf(opener, lastChild ?? start);
  while (at !== -1 && at < end) {
    if (source[at - 1] !== '\\') {
      let from = at + 2;
      while (source[from] === ' ' || source[from] === '\t' || (node.type === 'definition' && source[from] === '\n')) from++;
      const bracketed = source[from] === '<';
      if (bracketed) from++;
      const to = from + node.url.length;
      if (source.slice(from, to) === node.url && (bracketed ? source[to] === '>' : /[\s)]/.test(source[to] ?? '\n') || to === end)) return [from, to];
      return undefined;
    }
    at = source.indexOf(opener, at + 2);
  }
  return undefined;
}

/**
 * The edits that make a block's links absolute, or undefined when the block must be converted:
 * it holds a component or expression, or a link whose destination is not written as its URL.
 */
function blockEdits(block: RootContent, source: string, resolveUrl: (url: string) => string): Edit[] | undefined {
  const edits: Edit[] = [];
  let verbatim = true;
  const visit = (node: Nodes): void => {
    if (!verbatim) return;
    if (CONVERTED.has(node.type)) {
      verbatim = false;
      return;
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const resolved = resolveUrl(node.url);
      if (resolved !== node.url) {
        const range = destinationRange(node, source);
        if (!range) {
          verbatim = false;
          return;
        }
        edits.push({ start: range[0], end: range[1], text: resolved });
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(block);
  return verbatim ? edits : undefined;
}

/** Where a block's first line starts: its indentation belongs to it (a list's items line up with it). */
function lineStart(block: RootContent, source: string): number {
  const offset = block.position!.start.offset!;
  const indent = block.position!.start.column - 1;
  return /^[ \t]*$/.test(source.slice(offset - indent, offset)) ? offset - indent : offset;
}

/**
 * `source[start, end)` with the edits applied, without what the parse plugins blanked out of
 * the page (HTML comments in MDX, `{#id}` suffixes: spaces in `source`, text in `original`).
 */
function sliceWithEdits(source: string, original: string | undefined, start: number, end: number, edits: Edit[]): string {
  let out = '';
  let at = start;
  const copy = (to: number) => {
    if (original === undefined || original === source) {
      out += source.slice(at, to);
      return;
    }
    let trimLine = false;
    for (let i = at; i < to; i++) {
      if (source[i] !== original[i]) {
        // A blanked span ends at its last changed character: spaces inside it are unchanged.
        let end = i;
        for (let next = i; next < to; ) {
          while (next < to && source[next] !== original[next]) next++;
          end = next;
          while (next < to && source[next] === ' ' && original[next] === ' ') next++;
          if (next >= to || source[next] === original[next]) break;
        }
        // One space where the span stood between two words.
        while (out.endsWith(' ') && source[end] === ' ') end++;
        i = end - 1;
        trimLine = true;
        continue;
      }
      if (source[i] === '\n' && trimLine) {
        out = out.replace(/[ \t]+$/, '');
        trimLine = false;
      }
      out += source[i];
    }
    if (trimLine) out = out.replace(/[ \t]+$/, '');
  };
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    copy(edit.start);
    out += edit.text;
    at = edit.end;
  }
  copy(end);
  return out;
}

export interface VerbatimInput {
  tree: Root;
  /** The text the tree was parsed from (its positions point into it). */
  source: string;
  /** The page as written, when the parse plugins blanked parts of it out for the parser (same length). */
  original?: string;
  resolveUrl: (url: string) => string;
  /** Converts blocks that are not kept as written (components, expressions, imports). */
  convert: (blocks: RootContent[]) => string;
}

/**
 * A page's Markdown copy: runs of plain blocks as the writer wrote them (links made absolute),
 * the other blocks converted, in order, separated by blank lines.
 */
export function spliceVerbatim({ tree, source, original, resolveUrl, convert }: VerbatimInput): string {
  const usable = original !== undefined && original.length === source.length ? original : undefined;
  const parts: string[] = [];
  let pending: RootContent[] = [];
  let run: { start: number; end: number; edits: Edit[] } | undefined;
  const flushConverted = () => {
    if (!pending.length) return;
    const text = convert(pending).trim();
    if (text) parts.push(text);
    pending = [];
  };
  const flushRun = () => {
    if (!run) return;
    // Not trimmed at the start: the first line's indentation lines it up with the others.
    const text = sliceWithEdits(source, usable, run.start, run.end, run.edits).replace(/\r\n?/g, '\n').trimEnd();
    if (text) parts.push(text);
    run = undefined;
  };
  // Between two blocks of a run: the writer's blank lines, at most one.
  const gap = (from: number, to: number): Edit | undefined => {
    const between = source.slice(from, to);
    const newlines = between.split('\n').length - 1;
    return /^\s*$/.test(between) && newlines > 2 ? { start: from, end: to, text: '\n\n' } : undefined;
  };
  for (const block of tree.children) {
    const start = block.position?.start.offset;
    const end = block.position?.end.offset;
    const edits = start === undefined || end === undefined ? undefined : blockEdits(block, source, resolveUrl);
    if (!edits) {
      flushRun();
      pending.push(block);
      continue;
    }
    flushConverted();
    if (run) {
      const blank = gap(run.end, lineStart(block, source));
      if (blank) run.edits.push(blank);
      run.end = end!;
      run.edits.push(...edits);
    } else {
      run = { start: lineStart(block, source), end: end!, edits };
    }
  }
  flushRun();
  flushConverted();
  return parts.join('\n\n');
}
