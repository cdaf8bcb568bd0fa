/** What MDX's parser throws: a VFileMessage. */
export interface MdxParseError {
  reason?: string;
  message?: string;
  ruleId?: string;
  source?: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } };
  cause?: { message?: string };
}

export interface PositionedMessage {
  line: number;
  column: number;
  /** The reason, with MDX's `(3:1-3:17)` ranges folded into words. */
  reason: string;
  hint: string;
}

const RANGE = /\s*\((\d+):(\d+)-\d+:\d+\)/;

/** What to do about each kind of MDX syntax error, in writers' terms. */
function hintFor(error: MdxParseError, reason: string): string {
  const rule = error.ruleId ?? '';
  const source = error.source ?? '';
  if (rule === 'end-tag-mismatch' && reason.startsWith('Expected a closing tag')) {
    return 'close the tag with a matching </Tag>, or write it as <Tag />; in MDX, HTML tags such as <br> and <img> must end with />';
  }
  if (rule === 'end-tag-mismatch') return 'tags must close in the reverse order they were opened';
  if (rule === 'unexpected-closing-slash') return 'this closing tag has no opening tag; remove it or add the opening tag above';
  if (rule === 'unexpected-lazy') return 'inside a list or a quote, indent (or prefix with >) every line of the tag or expression';
  if (source.includes('mdxjs-esm')) return 'a line starting with import or export must be valid JavaScript; rephrase a sentence that starts with one of these words';
  if (source.includes('mdx-expression') && rule === 'unexpected-eof') return 'a { is never closed; to show a brace as text, write \\{';
  if (source.includes('mdx-expression')) return 'curly braces hold JavaScript in MDX; to show a brace as text, write \\{ or put it in `code`';
  if (source.includes('mdx-jsx') && / before name/.test(reason)) return 'a < starts a tag in MDX; to show a less-than sign, write \\< or &lt;';
  if (source.includes('mdx-jsx') && / attribute value/.test(reason)) return 'attribute values need quotes ("...") or braces ({...})';
  if (source.includes('mdx-jsx') && rule === 'unexpected-eof') return 'a tag is not finished: end it with > or />';
  if (source.includes('mdx-jsx')) return 'check the tag: <Name attribute="value"> ... </Name> or <Name />';
  return 'see https://mdxjs.com/docs/troubleshooting-mdx/';
}

/**
 * Turns an MDX parse error into a position and a sentence. Errors about a tag that is never
 * closed point at the tag (MDX reports the end of the enclosing block instead).
 */
export function describeMdxError(error: MdxParseError): PositionedMessage {
  let reason = (error.reason ?? error.message ?? String(error)).split('\n')[0]!;
  if (error.cause?.message && /with acorn$/.test(reason)) reason += `: ${error.cause.message.replace(/\s*\(\d+:\d+\)$/, '')}`;
  const place = error.place && 'start' in error.place ? error.place.start : error.place;
  let line = error.line ?? place?.line;
  let column = error.column ?? place?.column;
  const range = RANGE.exec(reason);
  if (range && (reason.startsWith('Expected a closing tag') || line === undefined)) {
    line = Number(range[1]);
    column = Number(range[2]);
    reason = reason.replace(RANGE, '');
    // MDX names the enclosing block ("before the end of `paragraph`") except at the end of the file.
    if (reason.startsWith('Expected a closing tag') && !/ before the end of /.test(reason)) reason += ' before the end of the file';
  } else if (range) {
    reason = reason.replace(RANGE, ` (opened at ${range[1]}:${range[2]})`);
  }
  reason = reason.replace(/\s*\(note: to create a comment in MDX, use `\{\/\* text \*\/\}`\)/, '');
  return { line: line ?? 1, column: column ?? 1, reason, hint: hintFor(error, reason) };
}
