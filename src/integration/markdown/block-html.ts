import type { Highlighter } from 'shiki';
import { applyColorReplacements, flatTokenVariants, resolveColorReplacements, splitLines, stringifyTokenStyle } from 'shiki/core';
import { EncodedTokenMetadata } from 'shiki/textmate';
import { tokenColorReader, type BlockColors, type CodePalette, type CompactColors } from '../code-colors.ts';
import { tokenizeBlockOnePass } from './one-pass-tokens.ts';

// A highlighted block's HTML written straight from the tokenizer's tokens, line by line: the
// HTML of the tree shiki's codeToHast makes with both themes (its alignment of the themes'
// tokens, whitespace and same-style merging, its style strings) after the palette's compaction
// (code-colors.ts), without the tree: a node, a properties object and a style object per token,
// built and then serialized, were most of a large block's time (a 400 KB JSON block: 1.1 s).

/** The names writers' blocks are highlighted with, each theme keyed as shiki's `themes` option keys it. */
export type BlockThemes = Record<string, string>;

/** A token of a line: its text and its style as shiki writes it (`--shiki-light:#…;--shiki-dark:#…`). */
interface StyledToken {
  content: string;
  style: string;
}

/** Styles by the themes' token metadata (light, then dark), shiki's own strings, per set of themes. */
type StyleMemo = Map<number, Map<number, string>>;

interface WriterContext {
  /** Each theme's key and shiki's colour replacements for it, in the order of the themes. */
  themes: { key: string; replacements: Record<string, string | undefined> }[];
  styles: StyleMemo;
  colorsOf: (style: string) => CompactColors | undefined;
  /** A style's HTML around a token's text, by style. */
  wrappers: Map<string, [string, string]>;
}

const contexts = new WeakMap<CodePalette, Map<string, WriterContext>>();

function writerContext(highlighter: Highlighter, themes: BlockThemes, palette: CodePalette): WriterContext {
  const key = Object.entries(themes).flat().join('\0');
  let byThemes = contexts.get(palette);
  if (!byThemes) contexts.set(palette, (byThemes = new Map()));
  let context = byThemes.get(key);
  if (!context) {
    const primitive = highlighter.getInternalContext();
    const themeEntries = Object.entries(themes).map(([themeKey, name]) => {
      const theme = primitive.getTheme(name);
      return { key: themeKey, replacements: resolveColorReplacements(theme, {}), fg: theme.fg };
    });
    const made: WriterContext = {
      themes: themeEntries,
      styles: new Map(),
      colorsOf: tokenColorReader(palette, blockColors(themeEntries)),
      wrappers: new Map(),
    };
    byThemes.set(key, made);
    return made;
  }
  return context;
}

/** The colours shiki writes on a block's `<pre>` (`--shiki-light:…`), as compactTokenColors reads them there. */
function blockColors(themes: { key: string; fg: string; replacements: Record<string, string | undefined> }[]): BlockColors {
  const colorOf = (key: string) => {
    const theme = themes.find((entry) => entry.key === key);
    const fg = theme ? applyColorReplacements(theme.fg, theme.replacements) : undefined;
    return fg ? /^(#[0-9A-Fa-f]{3,8})/.exec(fg)?.[1]?.toUpperCase() : undefined;
  };
  return { light: colorOf('light'), dark: colorOf('dark') };
}

/** shiki's style string for a token with these metadata in each theme (flatTokenVariants, css variables, no default colour). */
function styleOf(context: WriterContext, colorMaps: string[][], metadata: number[]): string {
  const [first, second = first] = metadata as [number, number?];
  let row = context.styles.get(first!);
  if (!row) context.styles.set(first!, (row = new Map()));
  let style = row.get(second!);
  if (style === undefined) {
    const variants: Record<string, { color?: string; fontStyle: number }> = {};
    context.themes.forEach((theme, i) => {
      const meta = metadata[i]!;
      variants[theme.key] = { color: applyColorReplacements(colorMaps[i]![EncodedTokenMetadata.getForeground(meta)]!, theme.replacements), fontStyle: EncodedTokenMetadata.getFontStyle(meta) };
    });
    const merged = flatTokenVariants({ content: '', offset: 0, variants } as never, context.themes.map((theme) => theme.key), '--shiki-', false);
    style = stringifyTokenStyle(merged.htmlStyle ?? {});
    if (context.themes.length <= 2) row.set(second!, style);
  }
  return style;
}

/**
 * A line's tokens as shiki's codeToHast has them before it makes its tree: each theme's tokens
 * (empty ones dropped), cut where any theme's token ends (alignThemesTokenization), styled.
 */
function alignedTokens(context: WriterContext, colorMaps: string[][], line: string, encoded: Uint32Array[]): StyledToken[] {
  const count = encoded.length;
  // Each theme's next token: its index in the encoded pairs and where it ends.
  const next = new Array<number>(count).fill(0);
  const ends = new Array<number>(count);
  const endOf = (tokens: Uint32Array, j: number) => (2 * j + 2 < tokens.length ? tokens[2 * j + 2]! : line.length);
  const skipEmpty = (t: number) => {
    const tokens = encoded[t]!;
    while (2 * next[t]! < tokens.length && tokens[2 * next[t]!]! === endOf(tokens, next[t]!)) next[t]!++;
    ends[t] = 2 * next[t]! < tokens.length ? endOf(tokens, next[t]!) : -1;
  };
  for (let t = 0; t < count; t++) skipEmpty(t);
  const out: StyledToken[] = [];
  let start = 0;
  const metadata = new Array<number>(count);
  while (ends.every((end) => end !== -1)) {
    const end = Math.min(...ends);
    for (let t = 0; t < count; t++) metadata[t] = encoded[t]![2 * next[t]! + 1]!;
    out.push({ content: line.slice(start, end), style: styleOf(context, colorMaps, metadata) });
    start = end;
    for (let t = 0; t < count; t++) {
      if (ends[t] !== end) continue;
      next[t]!++;
      skipEmpty(t);
    }
  }
  return out;
}

const WHITESPACE_ONLY = /^\s+$/;

/** shiki's mergeWhitespaceTokens and mergeAdjacentStyledTokens (mergeSameStyleTokens) on one line. */
function mergeTokens(tokens: StyledToken[]): StyledToken[] {
  const merged: StyledToken[] = [];
  let carried = '';
  tokens.forEach((token, i) => {
    if (WHITESPACE_ONLY.test(token.content) && tokens[i + 1]) {
      carried += token.content;
      return;
    }
    const content = carried + token.content;
    carried = '';
    const last = merged[merged.length - 1];
    if (last && last.style === token.style) last.content += content;
    else merged.push({ content, style: token.style });
  });
  return merged;
}

/** Text as hast-util-to-html writes it in an element. */
export function escapeCodeText(text: string): string {
  return text.replace(/[&<]/g, (char) => (char === '&' ? '&#x26;' : '&#x3C;'));
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"]/g, (char) => (char === '&' ? '&#x26;' : '&#x22;'));
}

/** The HTML around a token's text in this style: a pair's element, palette classes, the style kept, or nothing. */
function wrapperOf(context: WriterContext, style: string): [string, string] {
  let wrapper = context.wrappers.get(style);
  if (!wrapper) {
    const colors = style ? context.colorsOf(style) : undefined;
    if (!style) wrapper = ['<span>', '</span>'];
    else if (!colors) wrapper = [`<span style="${escapeAttribute(style)}">`, '</span>'];
    else if (!colors.classes.length) wrapper = ['', ''];
    else if (colors.pair) wrapper = [`<${colors.pair}>`, `</${colors.pair}>`];
    else wrapper = [`<span class="${colors.classes.join(' ')}">`, '</span>'];
    context.wrappers.set(style, wrapper);
  }
  return wrapper;
}

/** A plain-text block's lines as shiki writes them: each one span without style. */
export function plainLinesHtml(code: string): string[] {
  return splitLines(code).map(([line]) => `<span>${escapeCodeText(line)}</span>`);
}

/**
 * Each line's HTML inside shiki's `<span class="line">`, tokens compacted to the palette (the
 * HTML of highlighter.ts's tree of the block, line by line); undefined when this grammar's
 * tokens are not resolved here (one-pass-tokens.ts).
 */
export function blockLinesHtml(highlighter: Highlighter, code: string, grammar: string, themes: BlockThemes, palette: CodePalette, timeLimit?: number): string[] | undefined {
  const tokenized = tokenizeBlockOnePass(highlighter, code, Object.values(themes), grammar, timeLimit);
  if (!tokenized) return undefined;
  const context = writerContext(highlighter, themes, palette);
  return tokenized.lines.map((line, i) => {
    const encoded = tokenized.tokens[i];
    if (!encoded) return '';
    let html = '';
    for (const token of mergeTokens(alignedTokens(context, tokenized.colorMaps, line, encoded))) {
      const [open, close] = wrapperOf(context, token.style);
      html += open + escapeCodeText(token.content) + close;
    }
    return html;
  });
}
