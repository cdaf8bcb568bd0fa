import type { Processor } from 'unified';
import type { VFile } from 'vfile';

type Parse = (document: string, file: VFile) => unknown;

/**
 * Blanks out HTML comments (`<!-- ... -->`) outside code, keeping every other character
 * where it was, so line:column positions in later messages still point into the real file.
 * Fenced code blocks and inline code spans are left alone: there a comment is content.
 */
export function blankHtmlComments(source: string): string {
  if (!source.includes('<!--')) return source;
  let out = '';
  let i = 0;
  let fence: string | undefined;
  let lineStart = true;
  while (i < source.length) {
    if (lineStart) {
      const eol = source.indexOf('\n', i);
      const line = source.slice(i, eol === -1 ? source.length : eol);
      // Fences inside components are indented by any amount, so any indentation counts.
      const marker = /^[ \t]*(`{3,}|~{3,})(.*)$/.exec(line);
      const wasInFence = fence !== undefined;
      if (fence && marker && marker[1]![0] === fence[0] && marker[1]!.length >= fence.length && !marker[2]!.trim()) fence = undefined;
      else if (!fence && marker && !(marker[1]![0] === '`' && marker[2]!.includes('`'))) fence = marker[1];
      if (wasInFence || fence !== undefined) {
        out += line;
        i += line.length;
        lineStart = false;
        continue;
      }
    }
    const ch = source[i]!;
    if (ch === '\n') {
      out += ch;
      i++;
      lineStart = true;
      continue;
    }
    lineStart = false;
    if (ch === '`') {
      // An inline code span: copy it through to its closing run of the same length.
      const run = /^`+/.exec(source.slice(i))![0];
      const close = source.indexOf(run, i + run.length);
      const end = close === -1 ? i + run.length : close + run.length;
      out += source.slice(i, end);
      lineStart = source[end - 1] === '\n';
      i = end;
      continue;
    }
    if (ch === '<' && source.startsWith('<!--', i)) {
      const close = source.indexOf('-->', i + 4);
      const end = close === -1 ? source.length : close + 3;
      out += source.slice(i, end).replace(/[^\r\n]/g, ' ');
      i = end;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/**
 * Lets MDX pages keep the HTML comments that Mintlify tolerates. MDX itself rejects them
 * (`<!` cannot start a JSX tag), yet writers use them to hide drafts and notes; they are
 * invisible on Mintlify, so they are dropped here before parsing. Markdown (`.md`) pages keep
 * them: HTML comments are valid there and never shown.
 */
export function remarkHtmlComments(this: Processor) {
  const parse = (this as unknown as { parser?: Parse }).parser;
  if (!parse) return;
  (this as unknown as { parser: Parse }).parser = (document, file) =>
    parse(file?.path?.endsWith('.md') ? document : blankHtmlComments(document), file);
}
